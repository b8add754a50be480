// One page of a freelancer's projects or certificates for the edit tabs and their dialogs.
import { redirect } from "@remix-run/node";
import type { Paged } from "#contract/common";
import { isApiError } from "~/models/errors";
import type { SessionApi } from "~/models/session.server";
import { pageCount } from "~/utils/list-state";
import { parseListState } from "~/utils/list-state.server";
import { settled } from "~/utils/settled.server";
import { portfolioEditState, type PortfolioEditState } from "./freelancer-project-state";

type PageCall<Row> = (token: string, id: number, page: number) => Promise<Paged<Row>>;

export const portfolioEditStateOf = (request: Request): PortfolioEditState => parseListState(new URL(request.url).searchParams, portfolioEditState);

/**
 * The page `state` names; DRF answers 404 "Invalid page." past the last one, which leads to the
 * last page that exists (`pageHref`), as the lists do.
 */
export async function loadEditPage<Row>(
  api: SessionApi,
  call: PageCall<Row>,
  id: number,
  state: PortfolioEditState,
  pageHref: (page: number) => string,
): Promise<Paged<Row>> {
  const answer = await api(settled(call, (error) => isApiError(error, 404) && state.page > 1), id, state.page);
  if (answer.ok && (answer.value.results.length > 0 || state.page === 1)) return answer.value;
  const first = await api(call, id, 1);
  throw redirect(pageHref(pageCount(first.count, state.page_size)));
}
