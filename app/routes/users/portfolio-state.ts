// The URL state of the agency, developer and freelancer detail pages (decision 042): the tab, the
// page of its table or cards, the open dialog and where Back leads all live in the query string,
// so every state is a link and works without JavaScript. They reuse the lists' parser and writer.
import { defineList, listSearch, type ListState } from "~/utils/list-state";

/** Projects and certificates are 10 a page (spec §9): no other page size is offered. */
const PORTFOLIO_PAGE_SIZES = [10] as const;

export const agencyDetailState = defineList({
  orderings: [],
  tabs: [
    { id: "agency", label: "Agency Details" },
    { id: "developers", label: "Developer Details" },
  ],
});
export type AgencyDetailState = ListState<NonNullable<(typeof agencyDetailState)["filters"]>>;

/** `project` and `certificate` open their details dialog over the tab's page. */
export const portfolioDetailState = defineList({
  orderings: [],
  pageSizes: PORTFOLIO_PAGE_SIZES,
  tabs: [
    { id: "professional", label: "Professional Details" },
    { id: "projects", label: "Projects" },
    { id: "certificates", label: "Certificates" },
  ],
  filters: { project: "id", certificate: "id" },
});
export type PortfolioDetailState = ListState<NonNullable<(typeof portfolioDetailState)["filters"]>>;

/** The page's address in `state` after `changes`; dialogs close unless `changes` opens one. */
export function portfolioHref(basePath: string, state: PortfolioDetailState, changes: Partial<PortfolioDetailState> = {}): string {
  return `${basePath}${listSearch(state, { filters: {}, ...changes }, portfolioDetailState)}`;
}

/** The state without an open dialog: what the tab's links and paging keep. */
export const withoutDialog = (state: PortfolioDetailState): PortfolioDetailState => ({ ...state, filters: {} });

export const agencyDetailsPath = (agencyId: number) => `/manage-user/agency-details/${agencyId}`;
export const developerDetailsPath = (agencyId: number, id: number) => `/manage-user/${agencyId}/developer-details/${id}`;
export const freelancerDetailsPath = (id: number) => `/manage-user/freelancer-details/${id}`;

/**
 * Where Back leads: the `back=` path the page was opened with when it is one of `allowed`
 * (already checked same-origin by the parser), else `fallback`. An agency page opened from the
 * list returns to the list's tab, page and search; a developer page to its agency's table.
 */
export function backHref(back: string, allowed: string, fallback: string): string {
  return back === allowed || back.startsWith(`${allowed}?`) ? back : fallback;
}

export const MANAGE_USERS_PATH = "/manage-users";
