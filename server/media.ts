// Stored files from another API v1 (API_URL), passed through on the app's origin: whatever that
// backend answers, the browser gets the headers the embedded provider gives its own files.
import { MEDIA_CONTENT_SECURITY_POLICY, mediaContentDisposition, mediaTypeExtensions } from "#contract/file";

const PASSED_HEADERS = ["Content-Length", "Cache-Control", "ETag", "Last-Modified"];
const UNKNOWN_TYPE = "application/octet-stream";

/** The name in a Content-Disposition header (RFC 6266: filename* first, then filename). */
export function dispositionFileName(header: string | null): string | undefined {
  const extended = /filename\*\s*=\s*UTF-8''([^;\s]+)/i.exec(header ?? "")?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended);
    } catch {
      // A malformed escape: fall back to the plain parameter.
    }
  }
  return /filename\s*=\s*"?([^";]+)"?/i.exec(header ?? "")?.[1]?.trim() || undefined;
}

/**
 * The answer for a file the backend served with 200: a type the app stores or a download of
 * unknown bytes, the served name's extension from that type, images inline and anything else
 * as an attachment, and a policy under which nothing in the file runs.
 */
export function passedMedia(upstream: Response, storedName: string): Response {
  const claimed = upstream.headers.get("Content-Type")?.split(";")[0]?.trim().toLowerCase() ?? "";
  const contentType = claimed in mediaTypeExtensions ? claimed : UNKNOWN_TYPE;
  const headers = new Headers();
  for (const name of PASSED_HEADERS) {
    const value = upstream.headers.get(name);
    if (value) headers.set(name, value);
  }
  const fileName = dispositionFileName(upstream.headers.get("Content-Disposition")) ?? storedName;
  headers.set("Content-Type", contentType);
  headers.set("Content-Disposition", mediaContentDisposition(contentType, fileName));
  headers.set("Content-Security-Policy", MEDIA_CONTENT_SECURITY_POLICY);
  headers.set("X-Content-Type-Options", "nosniff");
  return new Response(upstream.body, { status: 200, headers });
}
