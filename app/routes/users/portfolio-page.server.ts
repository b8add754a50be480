import { redirect } from "@remix-run/node";
import type { Paged } from "#contract/common";
import type { Certificate, Freelancer, Project } from "#contract/marketplace-user";
import { isApiError } from "~/models/errors";
import type { SessionApi } from "~/models/session.server";
import { parseListState } from "~/utils/list-state.server";
import { settled } from "~/utils/settled.server";
import { pageCount } from "~/utils/list-state";
import { portfolioDetailState, portfolioHref, type PortfolioDetailState } from "./portfolio-state";

type PageCall<Row> = (token: string, page: number) => Promise<Paged<Row>>;

type PortfolioCalls = {
  projects: PageCall<Project>;
  certificates: PageCall<Certificate>;
};

export type LoadedPortfolioTab =
  | { tab: "professional" }
  | { tab: "projects"; count: number; rows: Project[]; open: Project | null }
  | { tab: "certificates"; count: number; rows: Certificate[]; open: Certificate | null };

export type LoadedPortfolio = { person: Freelancer; state: PortfolioDetailState; content: LoadedPortfolioTab; backHref: string };

/**
 * A developer's or freelancer's page after its guard: the URL state, then only the open tab's
 * page. A dialog's id must be a row of that page (the dialog is drawn from it): another id, or a
 * page past the last, leads to the nearest address that exists.
 */
export async function loadPortfolio(
  request: Request,
  api: SessionApi,
  { basePath, person, calls, backHref }: { basePath: string; person: Freelancer; calls: PortfolioCalls; backHref: (back: string) => string },
): Promise<LoadedPortfolio> {
  const state = parseListState(new URL(request.url).searchParams, portfolioDetailState);
  const loaded = { person, state, backHref: backHref(state.back) };
  if (state.tab === "projects") {
    const page = await loadPage(api, calls.projects, basePath, state);
    return { ...loaded, content: { tab: "projects", count: page.count, rows: page.results, open: openRow(page.results, state.filters.project, basePath, state) } };
  }
  if (state.tab === "certificates") {
    const page = await loadPage(api, calls.certificates, basePath, state);
    return { ...loaded, content: { tab: "certificates", count: page.count, rows: page.results, open: openRow(page.results, state.filters.certificate, basePath, state) } };
  }
  return { ...loaded, content: { tab: "professional" } };
}

/** DRF answers 404 "Invalid page." past the last page: that goes to the last page, as lists do. */
async function loadPage<Row>(api: SessionApi, call: PageCall<Row>, basePath: string, state: PortfolioDetailState): Promise<Paged<Row>> {
  const answer = await api(settled(call, (error) => isApiError(error, 404) && state.page > 1), state.page);
  if (answer.ok && (answer.value.results.length > 0 || state.page === 1)) return answer.value;
  const first = await api(call, 1);
  throw redirect(portfolioHref(basePath, state, { page: pageCount(first.count, state.page_size) }));
}

function openRow<Row extends { id: number }>(rows: Row[], id: number | undefined, basePath: string, state: PortfolioDetailState): Row | null {
  if (id === undefined) return null;
  const row = rows.find((candidate) => candidate.id === id);
  if (!row) throw redirect(portfolioHref(basePath, state));
  return row;
}
