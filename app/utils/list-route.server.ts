import { redirect } from "@remix-run/node";
import type { Paged } from "#contract/common";
import { messages } from "#contract/messages";
import type { PermissionCode } from "#contract/permissions";
import { errorMessage, isApiError } from "~/models/errors";
import { handleLoaderError } from "~/models/errors.server";
import { requireAdmin } from "~/models/session.server";
import { listSearch, pageCount, parseListState, type ListConfig, type ListState } from "./list-state";

export type LoadedList<Row> = {
  state: ListState;
  count: number;
  /** More rows match than the API's result window holds: `count` is the window, not the matches. */
  countCapped: boolean;
  rows: Row[];
  /** The API's message when the list could not be loaded (spec §8: data emptied, error shown). */
  loadError: string | null;
  /** The signed-in admin's codes, to show Add, Edit and Delete only when held. */
  permissions: string[];
};

type LoadListOptions<Row> = {
  permission: PermissionCode;
  config: ListConfig;
  fetchPage: (token: string, state: ListState) => Promise<Paged<Row>>;
};

/**
 * The loader of every list screen: the guard, the URL state through the shared parser, one API
 * call. A page past the end (or past the API's result window) goes to the last page; 401 and
 * 404 map as everywhere; any other failure empties the list and shows the error instead of
 * failing the page.
 */
export async function loadList<Row>(request: Request, { permission, config, fetchPage }: LoadListOptions<Row>): Promise<LoadedList<Row>> {
  const { token, user } = await requireAdmin(request, permission);
  const url = new URL(request.url);
  const state = parseListState(url.searchParams, config);
  const permissions = user.user_permissions;
  try {
    const page = await fetchPage(token, state);
    const last = pageCount(page.count, state.page_size);
    if (page.results.length === 0 && state.page > last) throw redirect(`${url.pathname}${listSearch(state, { page: last }, config)}`);
    return { state, count: page.count, countCapped: page.count_capped === true, rows: page.results, loadError: null, permissions };
  } catch (error) {
    if (error instanceof Response) throw error;
    // A DRF backend answers 404 "Invalid page." past the last page: page 1 tells which is the last.
    if (isApiError(error, 404) && state.page > 1) throw redirect(`${url.pathname}${listSearch(state, { page: await lastPage(token, state, fetchPage) }, config)}`);
    if (isApiError(error, 401) || isApiError(error, 404)) return handleLoaderError(error, request);
    if (!isApiError(error)) console.error(`[list] ${url.pathname} could not be loaded`, error);
    return { state, count: 0, countCapped: false, rows: [], loadError: isApiError(error) ? errorMessage(error.body) : messages.somethingWrong, permissions };
  }
}

/** The list's last page as page 1 counts it; page 1 itself when even that call fails. */
async function lastPage<Row>(token: string, state: ListState, fetchPage: LoadListOptions<Row>["fetchPage"]): Promise<number> {
  try {
    return pageCount((await fetchPage(token, { ...state, page: 1 })).count, state.page_size);
  } catch {
    return 1;
  }
}

/** The list's URL state as a query string, read from any request under it (dialogs, exports). */
export function listStateSearch(request: Request, config: ListConfig): string {
  return listSearch(parseListState(new URL(request.url).searchParams, config), {}, config);
}
