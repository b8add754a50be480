const BASE = "http://local.invalid";

/**
 * A same-origin path to redirect to; anything else falls back. remix-utils' rule (a leading "/",
 * not "//" or "/\") checked on the normalised result too: `/..//evil.example` is a local-looking
 * input that normalises to `//evil.example`, which a browser follows to another host.
 */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = "/dashboard"): string {
  if (typeof to !== "string" || !isLocalPath(to)) return fallback;
  // Control characters and backslashes let browsers reinterpret the path as another origin.
  if ([...to].some((char) => char === "\\" || char.charCodeAt(0) < 0x20)) return fallback;
  let url: URL;
  try {
    url = new URL(to, BASE);
  } catch {
    return fallback;
  }
  const normalised = `${url.pathname}${url.search}${url.hash}`;
  return url.origin === BASE && isLocalPath(normalised) ? normalised : fallback;
}

function isLocalPath(path: string): boolean {
  return path.startsWith("/") && !path.startsWith("//") && !path.startsWith("/\\");
}
