// The /manage-users list and what the users area shares about its three kinds: tabs by view
// permission, the detail page of each kind, and "Back" to the list as the admin left it.
import { CLIENT_ORDERING, FREELANCER_ORDERING } from "#contract/constants";
import type { MarketplaceUserKind } from "#contract/marketplace-user";
import type { PermissionCode } from "#contract/permissions";
import { defineList, linksBackTo, listSearch, type ListState } from "~/utils/list-state";
import { safeRedirect } from "~/utils/safe-redirect";

export const USERS_PATH = "/manage-users";

/**
 * Spec §6's codes per kind, as contract/marketplace-user.ts has them; written here because that
 * module brings zod, and this one reaches the browser (the list's JavaScript budget, decision 013).
 */
export const userKindPermissions = {
  client: { view: "user.can_view_client", change: "user.can_change_client", delete: "user.can_delete_client" },
  agency: { view: "user.can_view_agency", change: "user.can_change_agency", delete: "user.can_delete_agency" },
  freelancer: { view: "user.can_view_freelancer", change: "user.can_change_freelancer", delete: "user.can_delete_freelancer" },
} as const satisfies Record<MarketplaceUserKind, Record<"view" | "change" | "delete", PermissionCode>>;

/** Client, Agency, Freelancers: each tab only for who holds its view code (spec §2). */
export const usersList = defineList({
  // The client and agency orderings; the freelancer tab has no company (usersApiOrdering).
  orderings: CLIENT_ORDERING,
  tabs: [
    { id: "client", label: "Client", permission: userKindPermissions.client.view },
    { id: "agency", label: "Agency", permission: userKindPermissions.agency.view },
    { id: "freelancer", label: "Freelancers", permission: userKindPermissions.freelancer.view },
  ],
});

export const userKinds = ["client", "agency", "freelancer"] as const satisfies readonly MarketplaceUserKind[];

export function userKindOfTab(tab: string): MarketplaceUserKind {
  return tab === "agency" || tab === "freelancer" ? tab : "client";
}

/** The list's ordering as the kind's API takes it: a freelancer has no company to sort by. */
export function usersApiOrdering(kind: MarketplaceUserKind, ordering: string): string | undefined {
  if (!ordering) return undefined;
  const field = ordering.replace(/^-/, "");
  return kind === "freelancer" && !(FREELANCER_ORDERING as readonly string[]).includes(field) ? undefined : ordering;
}

/** The list as the admin sees it now, for a detail page's "Back". */
export function usersListHref(state: ListState): string {
  return `${USERS_PATH}${listSearch(state, {}, usersList)}`;
}

const detailPaths: Record<MarketplaceUserKind, (id: number) => string> = {
  client: (id) => `/manage-user/client-details/${id}`,
  agency: (id) => `/manage-user/agency-details/${id}`,
  freelancer: (id) => `/manage-user/freelancer-details/${id}`,
};

/**
 * A list's links to its users' detail pages and to Edit User (the update pages of issue 13; the
 * spec's bare paths with the id as navigation state would not work without JavaScript), each
 * remembering the list it was opened from (`back=`, decision 024).
 */
export function userLinks(kind: MarketplaceUserKind, state: ListState): { detail: (id: number) => string; edit: (id: number) => string } {
  const backTo = linksBackTo(usersListHref(state));
  return { detail: (id) => backTo(detailPaths[kind](id)), edit: (id) => backTo(`/manage-user/${kind}-update/${id}`) };
}

/**
 * Where a detail page's "Back" leads: the list state it was opened from (`back=`, a same-origin
 * path), else the list's first tab.
 */
export function usersBackHref(url: URL): string {
  return safeRedirect(url.searchParams.get("back"), USERS_PATH);
}

/** The `?back=...` of a detail page, for links that stay on it (its tabs, its dialogs). */
export function backQuery(url: URL): string {
  const back = url.searchParams.get("back");
  return back ? `?${new URLSearchParams({ back: usersBackHref(url) })}` : "";
}

/** The spec's texts for each kind (§5 confirmations, §8 toasts). */
export const userKindTexts: Record<MarketplaceUserKind, { deleteQuestion: string; deleted: string; one: string }> = {
  client: { deleteQuestion: "Are you sure you want to delete client?", deleted: "Client deleted successfully", one: "client" },
  agency: { deleteQuestion: "Are you sure you want to delete agency?", deleted: "Agency deleted successfully", one: "agency" },
  freelancer: { deleteQuestion: "Are you sure you want to delete freelancer?", deleted: "Freelancer deleted successfully", one: "freelancer" },
};

/** Reason Edit User is unavailable on a row (spec §2: a pending request). */
export const PENDING_REQUEST_REASON = "A request is pending";
