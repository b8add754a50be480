import { redirect } from "@remix-run/node";
import type { Paged } from "#contract/common";
import { messages } from "#contract/messages";
import type { PermissionCode } from "#contract/permissions";
import { errorMessage, isApiError } from "~/models/errors";
import { requireAdmin } from "~/models/session.server";
import { listSearch, pageCount, visibleTabs, type ListConfig, type ListFilters, type ListState, type ListTab } from "./list-state";
import { parseListState } from "./list-state.server";
import { settled } from "./settled.server";

export type LoadedList<Row, F extends ListFilters = ListFilters> = {
  state: ListState<F>;
  /** The tabs this admin may see (spec: per-tab permissions); empty for lists without tabs. */
  tabs: Pick<ListTab, "id" | "label">[];
  count: number;
  /** More rows match than the API's result window holds: `count` is the window, not the matches. */
  countCapped: boolean;
  rows: Row[];
  /** The API's message when the list could not be loaded (spec §8: data emptied, error shown). */
  loadError: string | null;
  /** The signed-in admin's codes, to show Add, Edit and Delete only when held. */
  permissions: string[];
};

/** A page of the list as a model answers it; loadList calls it through the session's api(). */
export type FetchPage<Row, F extends ListFilters> = (token: string, state: ListState<F>) => Promise<Paged<Row>>;

type LoadListOptions<Row, F extends ListFilters> = {
  /**
   * The list's view code. null only for a list whose every tab has a code of its own: the tabs
   * are then the guard (an admin who may see none goes to `noTabRedirect`).
   */
  permission: PermissionCode | null;
  config: ListConfig<F>;
  fetchPage: FetchPage<Row, F>;
  /** Where an admin who may see none of the list's tabs is sent. */
  noTabRedirect?: string;
};

/**
 * The loader of every list screen: the guard, the URL state through the shared parser, one API
 * call. A page past the end (or past the API's result window) goes to the last page; 401 and
 * 404 map as everywhere; any other failure empties the list and shows the error instead of
 * failing the page.
 */
export async function loadList<Row, F extends ListFilters = Record<never, never>>(
  request: Request,
  { permission, config, fetchPage, noTabRedirect = "/dashboard" }: LoadListOptions<Row, F>,
): Promise<LoadedList<Row, F>> {
  const { api, user } = await requireAdmin(request, permission ?? undefined);
  if (permission === null && !config.tabs?.every((tab) => tab.permission)) throw new Error("loadList: a list without a view code needs a code on every tab");
  const url = new URL(request.url);
  const permissions = user.user_permissions;
  const tabs = visibleTabs(config, permissions).map(({ id, label }) => ({ id, label }));
  if (config.tabs && tabs.length === 0) throw redirect(noTabRedirect);
  const state = parseListState(url.searchParams, config, permissions);
  // A DRF backend answers 404 "Invalid page." past the last page: kept here; on page 1 it is /notfound.
  const answer = await api(settled(fetchPage, (error) => !(isApiError(error, 404) && state.page === 1)), state);
  if (answer.ok) {
    const page = answer.value;
    const last = pageCount(page.count, state.page_size);
    if (page.results.length === 0 && state.page > last) throw redirect(`${url.pathname}${listSearch(state, { page: last }, config)}`);
    return { state, tabs, count: page.count, countCapped: page.count_capped === true, rows: page.results, loadError: null, permissions };
  }
  const { error } = answer;
  // Page 1 tells which is the last page; page 1 itself when even that call fails.
  if (isApiError(error, 404)) {
    const first = await api(settled(fetchPage), { ...state, page: 1 });
    const last = first.ok ? pageCount(first.value.count, state.page_size) : 1;
    throw redirect(`${url.pathname}${listSearch(state, { page: last }, config)}`);
  }
  if (!isApiError(error)) console.error(`[list] ${url.pathname} could not be loaded`, error);
  return { state, tabs, count: 0, countCapped: false, rows: [], loadError: isApiError(error) ? errorMessage(error.body) : messages.somethingWrong, permissions };
}

/** The list's URL state as a query string, read from any request under it (dialogs, exports). */
export function listStateSearch<F extends ListFilters>(request: Request, config: ListConfig<F>): string {
  return listSearch(parseListState(new URL(request.url).searchParams, config), {}, config);
}
