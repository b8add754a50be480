// The URL state of the freelancer edit page's Projects and Certificates tabs: the page (10 a page,
// spec §9) and where Back leads (`back=`); the dialogs over them are child routes.
import { defineList, listSearch, type ListState } from "~/utils/list-state";
import { freelancerUpdatePath } from "./freelancer-update-tabs";

export const portfolioEditState = defineList({ orderings: [], pageSizes: [10] });
export type PortfolioEditState = ListState;

/** Spec §2, the freelancer edit: a project's or a certificate's delete confirmation says this. */
export const DELETION_IS_FINAL = "This action can't be undone and the data will be erased.";

export const projectsPath = (id: number) => `${freelancerUpdatePath(id)}/projects`;
export const certificatesPath = (id: number) => `${freelancerUpdatePath(id)}/certificates`;

/** The Projects tab, or one of its dialogs (`add`, `17/edit`, `17/delete`), in `state`. */
export function projectsHref(id: number, state: PortfolioEditState, dialog?: string, changes: Partial<PortfolioEditState> = {}): string {
  return `${projectsPath(id)}${dialog ? `/${dialog}` : ""}${listSearch(state, changes)}`;
}

/** The Certificates tab, or a certificate's delete confirmation (`5/delete`), in `state`. */
export function certificatesHref(id: number, state: PortfolioEditState, dialog?: string, changes: Partial<PortfolioEditState> = {}): string {
  return `${certificatesPath(id)}${dialog ? `/${dialog}` : ""}${listSearch(state, changes)}`;
}
