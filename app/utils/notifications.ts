/** Query parameters that drive the notification drawer (so it works without JavaScript). */
export const DRAWER_PARAM = "notifications";
export const DRAWER_PAGES_PARAM = "npage";
/** Pages rendered on the server at most (500 notifications); with JavaScript more come one by one. */
export const MAX_DRAWER_PAGES = 50;

/** What the drawer needs of a notification, prepared on the server (HTML already sanitized). */
export type DrawerNotification = {
  id: number;
  unread: boolean;
  verbHtml: string;
  timestamp: string;
  relativeTime: string;
  absoluteTime: string;
  image: string | null;
  target: string | null;
};

/** One page of the drawer as the resource route answers it. */
export type DrawerPage = { page: number; items: DrawerNotification[]; hasMore: boolean; unread: number };

/** Whether the drawer is open and how many pages of 10 to show, from the page URL. */
export function readDrawerState(searchParams: URLSearchParams): { open: boolean; pages: number } {
  const open = searchParams.get(DRAWER_PARAM) === "open";
  const requested = Number.parseInt(searchParams.get(DRAWER_PAGES_PARAM) ?? "1", 10);
  const pages = Number.isFinite(requested) ? Math.min(Math.max(requested, 1), MAX_DRAWER_PAGES) : 1;
  return { open, pages };
}

/** The same path and query with the drawer opened at `pages` pages, or closed when `pages` is 0. */
export function drawerHref(pathname: string, search: string, pages: number): string {
  const params = new URLSearchParams(search);
  params.delete(DRAWER_PARAM);
  params.delete(DRAWER_PAGES_PARAM);
  if (pages > 0) {
    params.set(DRAWER_PARAM, "open");
    if (pages > 1) params.set(DRAWER_PAGES_PARAM, String(Math.min(pages, MAX_DRAWER_PAGES)));
  }
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** Appends a page to the list, skipping ids already shown (new notifications shift pages). */
export function appendUnique<T extends { id: number }>(list: readonly T[], page: readonly T[]): T[] {
  const seen = new Set(list.map((item) => item.id));
  return [...list, ...page.filter((item) => !seen.has(item.id))];
}
