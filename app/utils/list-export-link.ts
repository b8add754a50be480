// The "Export CSV" links of the lists: one route serves them all (app/routes/shell/list-exports.server.ts).

export type ExportableList = "technology" | "profile-type" | "skill" | "sub-skill" | "role" | "sub-admin" | "manage-subscription" | "contact-us" | "manage-users";

/** Where a list's "Export CSV" link points: its search, ordering and tab (and skill) ride along. */
export function exportHref(list: ExportableList, listQueryString: string, extra: Record<string, string | number> = {}): string {
  const params = new URLSearchParams(listQueryString);
  for (const [key, value] of Object.entries(extra)) params.set(key, String(value));
  params.delete("page");
  params.delete("page_size");
  const query = params.toString();
  return `/export/${list}.csv${query ? `?${query}` : ""}`;
}

