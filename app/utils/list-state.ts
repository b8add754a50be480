import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from "#contract/constants";

/** The state of a list screen, all of it in the URL: shareable and reload-proof. */
export type ListState = {
  page: number;
  page_size: number;
  search: string;
  /** `field`, `-field` or "" (the API's default order). */
  ordering: string;
  /** The active tab's id, for lists with tabs. */
  tab: string;
};

export type ListConfig = {
  /** Fields the API sorts by; any other `ordering` falls back to "". */
  orderings: readonly string[];
  /** Tab ids; the first is the default. */
  tabs?: readonly string[];
};

export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const SEARCH_DEBOUNCE_MS = 1000;
const MAX_SEARCH = 200;
const MAX_PAGE = 1_000_000;

function positiveInt(raw: string | null, fallback: number, max: number): number {
  if (raw === null || !/^\d{1,7}$/.test(raw.trim())) return fallback;
  const value = Number(raw);
  return value >= 1 && value <= max ? value : fallback;
}

/** One parser for every list: a bad value falls back to its default, never to an error. */
export function parseListState(params: URLSearchParams, config: ListConfig): ListState {
  const ordering = (params.get("ordering") ?? "").trim();
  const field = ordering.startsWith("-") ? ordering.slice(1) : ordering;
  const tab = params.get("tab") ?? "";
  return {
    page: positiveInt(params.get("page"), 1, MAX_PAGE),
    page_size: positiveInt(params.get("page_size"), DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE),
    search: (params.get("search") ?? "").trim().slice(0, MAX_SEARCH),
    ordering: config.orderings.includes(field) ? ordering : "",
    tab: config.tabs?.includes(tab) ? tab : (config.tabs?.[0] ?? ""),
  };
}

/**
 * The query string of a list state (with the leading `?`, or "" when all are defaults), after
 * `changes`. Changing the tab starts afresh: page, page size and search reset.
 */
export function listSearch(state: ListState, changes: Partial<ListState> = {}, config?: Pick<ListConfig, "tabs">): string {
  const tabChanged = changes.tab !== undefined && changes.tab !== state.tab;
  const next: ListState = tabChanged
    ? { page: 1, page_size: DEFAULT_PAGE_SIZE, search: "", ordering: "", tab: changes.tab ?? "" }
    : { ...state, ...changes };
  const params = new URLSearchParams();
  if (next.tab && next.tab !== config?.tabs?.[0]) params.set("tab", next.tab);
  if (next.search) params.set("search", next.search);
  if (next.ordering) params.set("ordering", next.ordering);
  if (next.page > 1) params.set("page", String(next.page));
  if (next.page_size !== DEFAULT_PAGE_SIZE) params.set("page_size", String(next.page_size));
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** The sorting cycle of spec §9: ascending → descending → unsorted. */
export function nextOrdering(current: string, field: string): string {
  if (current === field) return `-${field}`;
  if (current === `-${field}`) return "";
  return field;
}

export function sortDirection(current: string, field: string): "ascending" | "descending" | undefined {
  if (current === field) return "ascending";
  if (current === `-${field}`) return "descending";
  return undefined;
}

/** Pages of a list of `count` rows; at least one, so an empty list still has page 1. */
export function pageCount(count: number, pageSize: number): number {
  return Math.max(1, Math.ceil(count / pageSize));
}

const formatCount = (value: number) => value.toLocaleString("en-US");

/**
 * The pagination's summary: "11–20 of 1,234", "0 records", or with a capped count (more rows
 * match than the API lets a list reach) "991–1,000 of 1,000+".
 */
export function pageSummary(state: Pick<ListState, "page" | "page_size">, count: number, countCapped = false): string {
  if (count === 0) return "0 records";
  const first = (state.page - 1) * state.page_size + 1;
  const end = Math.min(count, state.page * state.page_size);
  return `${formatCount(first)}–${formatCount(end)} of ${formatCount(count)}${countCapped ? "+" : ""}`;
}

/** Shown under a list whose count is capped: why the pages stop and what to do. */
export function cappedCountNote(count: number): string {
  const reachable = formatCount(count);
  return `More than ${reachable} records match. Only the first ${reachable} can be shown: narrow the search to reach the others, or export them all.`;
}

/** The list's query for the API: the state minus the tab, without empty values. */
export function apiListParams(state: ListState): { page: number; page_size: number; search?: string; ordering?: string } {
  return { page: state.page, page_size: state.page_size, search: state.search || undefined, ordering: state.ordering || undefined };
}
