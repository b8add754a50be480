import { type ComboOption } from "~/ui/remote-search";

/**
 * The options a lookup resource route of this app answers (`{ options: [{ id, label }] }`),
 * fetched by a combo box in the browser. Only the app's own routes: the API is reached through
 * app/models on the server, never from here.
 */
export async function fetchLookupOptions(path: string, signal: AbortSignal): Promise<readonly ComboOption[]> {
  if (!path.startsWith("/") || path.startsWith("//")) throw new Error(`not a path of this app: ${path}`);
  const response = await fetch(path, { signal, headers: { Accept: "application/json" } });
  if (!response.ok) throw new Error(`lookup answered ${response.status}`);
  const body = (await response.json()) as { options?: ComboOption[] };
  return body.options ?? [];
}
