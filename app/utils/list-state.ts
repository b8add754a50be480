import { DEFAULT_PAGE_SIZE } from "#contract/constants";
import type { PermissionCode } from "#contract/permissions";

/** A tab of a list: its id in the URL, its label, and the permission that shows it (none: everyone who sees the list). */
export type ListTab = { id: string; label: string; permission?: PermissionCode };

/**
 * A filter's kind: `"id"` is a positive whole number (an agency's id), a list of values is a choice
 * (`["true", "false"]`). A value of the wrong kind is dropped, never an error.
 */
export type ListFilterKind = "id" | readonly string[];
export type ListFilters = Record<string, ListFilterKind>;

/** The typed values of a list's filters: numbers for ids, the choice's own strings. */
export type ListFilterValues<F extends ListFilters = ListFilters> = {
  [K in keyof F]?: F[K] extends "id" ? number : F[K] extends readonly (infer V)[] ? V : never;
};

/** The state of a list screen, all of it in the URL: shareable and reload-proof. */
export type ListState<F extends ListFilters = ListFilters> = {
  page: number;
  page_size: number;
  search: string;
  /** `field`, `-field` or "" (the API's default order). */
  ordering: string;
  /** The active tab's id, for lists with tabs. */
  tab: string;
  filters: ListFilterValues<F>;
  /**
   * Where "Back" leads from a detail page that holds this list (`back=`, a same-origin path,
   * checked when parsed), or "". It rides along with every search, sort and page change.
   */
  back: string;
};

/** One list: what its URL may hold. A module of its own, so routes import lists, not each other. */
export type ListConfig<F extends ListFilters = ListFilters> = {
  /** Fields the API sorts by; any other `ordering` falls back to "". */
  orderings: readonly string[];
  /** The first tab the admin may see is the default. */
  tabs?: readonly ListTab[];
  /** Rows-per-page choices; the spec's default, 10, must be one of them. */
  pageSizes?: readonly number[];
  filters?: F;
};

/** Declares a list, keeping its filters' types for `ListState<F>`. */
export function defineList<F extends ListFilters = Record<never, never>>(config: ListConfig<F>): ListConfig<F> {
  return config;
}

export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const SEARCH_DEBOUNCE_MS = 1000;
export const MAX_SEARCH = 200;

export const pageSizesOf = (config?: Pick<ListConfig, "pageSizes">): readonly number[] => config?.pageSizes ?? PAGE_SIZES;

/** The tabs an admin holding `held` may see, in order. */
export function visibleTabs(config: Pick<ListConfig, "tabs">, held: readonly string[]): readonly ListTab[] {
  return (config.tabs ?? []).filter((tab) => tab.permission === undefined || held.includes(tab.permission));
}

type SearchConfig = Pick<ListConfig, "tabs" | "filters">;

/**
 * The query string of a list state (with the leading `?`, or "" when all are defaults), after
 * `changes`. Changing the tab starts afresh: page, page size, search, sorting and filters reset.
 */
export function listSearch<F extends ListFilters>(state: ListState<F>, changes: Partial<ListState<F>> = {}, config?: SearchConfig): string {
  const tabChanged = changes.tab !== undefined && changes.tab !== state.tab;
  const next: ListState<F> = tabChanged
    ? { page: 1, page_size: DEFAULT_PAGE_SIZE, search: "", ordering: "", tab: changes.tab ?? "", filters: {}, back: state.back }
    : { ...state, ...changes };
  const params = new URLSearchParams();
  if (next.tab && next.tab !== config?.tabs?.[0]?.id) params.set("tab", next.tab);
  if (next.search) params.set("search", next.search);
  if (next.ordering) params.set("ordering", next.ordering);
  for (const [name, value] of Object.entries(next.filters)) {
    if (value !== undefined && value !== "") params.set(name, String(value));
  }
  if (next.page > 1) params.set("page", String(next.page));
  if (next.page_size !== DEFAULT_PAGE_SIZE) params.set("page_size", String(next.page_size));
  if (next.back) params.set("back", next.back);
  const query = params.toString();
  return query ? `?${query}` : "";
}

/**
 * The hidden inputs of a list's search form: everything of the state but the search itself, the
 * same pairs `listSearch` writes, so no filter, tab or sort is lost by the next search.
 */
export function searchFormHiddenFields<F extends ListFilters>(state: ListState<F>, config?: SearchConfig): [name: string, value: string][] {
  return [...new URLSearchParams(listSearch(state, { search: "", page: 1 }, config).slice(1))];
}

/**
 * Detail pages' addresses that lead "Back" to `back` (a list with its state). Every row of a list
 * leads back to the same list, so the query is encoded once, not once per link (a users list drew
 * some 60 such links a page).
 */
export function linksBackTo(back: string): (path: string) => string {
  const query = `?${new URLSearchParams({ back })}`;
  return (path) => `${path}${query}`;
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

/** The list's query for the API: the state minus the tab and `back`, without empty values; filters as typed. */
export function apiListParams<F extends ListFilters>(state: ListState<F>): { page: number; page_size: number; search?: string; ordering?: string } & ListFilterValues<F> {
  return { ...state.filters, page: state.page, page_size: state.page_size, search: state.search || undefined, ordering: state.ordering || undefined };
}
