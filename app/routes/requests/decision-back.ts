// Where a decision leads (decision 048): the request list the admin came from (`back=`), read with
// the list screens' own definitions (request-lists.ts) into the call that shows it, and the detail
// route of a row of that list (detail-paths.ts).
import { REQUEST_STATUS, USER_TYPES } from "#contract/constants";
import type { RequestStatus } from "#contract/user-request";
import type { RequestListParams, RequestUserType } from "~/models/user-request.server";
import { listSearch, type ListState } from "~/utils/list-state";
import { parseListState } from "~/utils/list-state.server";
import { safeRedirect } from "~/utils/safe-redirect";
import { REQUEST_LIST_PATHS as LIST_PATHS, requestBackHref, requestDetailPath, requestKindOf, sectionOfPath } from "./detail-paths";
import { developerRequestList, newListStatuses, newRegisteredOf, newRequestList, requestKindOfTab, requestUserTypes, updatedRequestList, updatedStatusesOf } from "./request-lists";

/** The three lists a pending request is decided from. */
export type RequestListKind = "new" | "updated" | "developer";

export const REQUEST_LIST_PATHS: Record<RequestListKind, string> = { new: LIST_PATHS.new, updated: LIST_PATHS.updated, developer: LIST_PATHS.developer };

/** Which list a detail page belongs to, by its path (`/new-requests/client-view/7/approve` → new). */
export function listKindOfPath(pathname: string): RequestListKind | undefined {
  const section = sectionOfPath(pathname);
  return section === "rejected" ? undefined : section;
}

/** The `back=` of a detail page when it is a same-origin address of its own list, else the list's bare path. */
export function listBack(kind: RequestListKind, back: string | null | undefined): string {
  return requestBackHref(kind, safeRedirect(back, REQUEST_LIST_PATHS[kind]));
}

/** What the new and developer lists hold; the updated list's statuses follow its filter (updatedStatusesOf). */
const LIST_STATUSES: Record<Exclude<RequestListKind, "updated">, readonly RequestStatus[]> = {
  new: newListStatuses,
  developer: [REQUEST_STATUS.pending],
};
const LIST_CONFIGS = { new: newRequestList, updated: updatedRequestList, developer: developerRequestList } as const;

export type BackList = { kind: RequestListKind; state: ListState; params: RequestListParams };

/** The list call that shows `back` (a checked list address), with its page and page size. */
export function backList(kind: RequestListKind, back: string): BackList {
  const query = new URLSearchParams(back.includes("?") ? back.slice(back.indexOf("?") + 1) : "");
  if (kind === "developer") {
    const state = parseListState(query, developerRequestList);
    const { agency, status } = state.filters;
    return {
      kind,
      state,
      params: {
        ...common(state),
        user_type: USER_TYPES.agencyDeveloper,
        status: LIST_STATUSES.developer,
        agency,
        new_registered: newRegisteredOf(status),
      },
    };
  }
  if (kind === "updated") {
    const state = parseListState(query, updatedRequestList);
    const userType = requestUserTypes[requestKindOfTab(state.tab)] as RequestUserType;
    return { kind, state, params: { ...common(state), user_type: userType, status: updatedStatusesOf(state.filters.status), new_registered: false } };
  }
  const state = parseListState(query, newRequestList);
  const userType = requestUserTypes[requestKindOfTab(state.tab)] as RequestUserType;
  return { kind, state, params: { ...common(state), user_type: userType, status: LIST_STATUSES[kind], new_registered: true } };
}

function common(state: ListState) {
  return { page: state.page, page_size: state.page_size, search: state.search || undefined, ordering: state.ordering || undefined };
}

/** The list address of `list` at another page (after stepping to a row of a neighbouring page). */
export function backAtPage(list: BackList, page: number): string {
  return `${REQUEST_LIST_PATHS[list.kind]}${listSearch({ ...list.state, page }, {}, LIST_CONFIGS[list.kind])}`;
}

/** The detail route of a request of `kind`'s list, keeping `back`. */
export function requestDetailHref(kind: RequestListKind, row: { id: number; user_type: number }, back: string): string {
  return `${requestDetailPath(kind, requestKindOf(row.user_type) ?? "client", row.id)}?${new URLSearchParams({ back })}`;
}

/** Whether a request decided with `status` leaves the list it was decided from (a rejected update stays on the unfiltered updated list). */
export function leavesList(list: BackList, status: RequestStatus): boolean {
  return !(list.params.status ?? []).includes(status);
}

/** The spec's toast (§4, §8) for the decided request the API answered. */
export function decisionToast(answer: { user_type: number; status: number }, agencyAssigned: boolean): string {
  const rejected = answer.status === REQUEST_STATUS.rejected;
  if (answer.user_type === USER_TYPES.agencyDeveloper) return rejected ? "Request rejected successfully" : "Request approved successfully";
  if (!rejected && agencyAssigned) return "Agency assigned successfully";
  return rejected ? "Profile rejected successfully" : "Profile approved successfully";
}
