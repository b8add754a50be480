// Where a decision leads (decision 048): the request list the admin came from (`back=`), read into
// the list call that shows it, and the detail route of a row of that list. The lists' URLs are
// those of the list screens: `tab` client / agency / freelancer, the developer list's `agency` and
// `status` (new / update) filters, search, ordering and paging.
import { REQUEST_ORDERING, REQUEST_STATUS, type RequestStatus } from "#contract/user-request";
import { USER_TYPES } from "#contract/constants";
import type { RequestListParams, RequestUserType } from "~/models/user-request.server";
import { defineList, listSearch, type ListState } from "~/utils/list-state";
import { parseListState } from "~/utils/list-state.server";
import { safeRedirect } from "~/utils/safe-redirect";

/** The three lists a pending request is decided from. */
export type RequestListKind = "new" | "updated" | "developer";

export const REQUEST_LIST_PATHS: Record<RequestListKind, string> = {
  new: "/new-request",
  updated: "/updated-request",
  developer: "/developer-requests",
};

const personTabs = [
  { id: "client", label: "Client" },
  { id: "agency", label: "Agency" },
  { id: "freelancer", label: "Freelancers" },
] as const;
type PersonTab = (typeof personTabs)[number]["id"];

const TAB_USER_TYPES: Record<PersonTab, RequestUserType> = { client: USER_TYPES.client, agency: USER_TYPES.agency, freelancer: USER_TYPES.freelancer };
const USER_TYPE_KINDS: Partial<Record<number, PersonTab>> = { [USER_TYPES.client]: "client", [USER_TYPES.agency]: "agency", [USER_TYPES.freelancer]: "freelancer" };

const personList = defineList({ orderings: REQUEST_ORDERING, tabs: personTabs, pageSizes: [10, 25, 50, 100] });
const developerList = defineList({ orderings: REQUEST_ORDERING, pageSizes: [10, 25, 100], filters: { agency: "id", status: ["new", "update"] } });

/** Which list a detail page belongs to, by its path (`/new-requests/client-view/7/approve` → new). */
export function listKindOfPath(pathname: string): RequestListKind | undefined {
  if (pathname.startsWith("/new-requests/")) return "new";
  if (pathname.startsWith("/updated-request/")) return "updated";
  if (pathname.startsWith("/developer-requests/")) return "developer";
  return undefined;
}

/** The `back=` of a detail page when it is a same-origin address of its own list, else the list's bare path. */
export function listBack(kind: RequestListKind, back: string | null | undefined): string {
  const list = REQUEST_LIST_PATHS[kind];
  const path = safeRedirect(back, list);
  return path === list || path.startsWith(`${list}?`) ? path : list;
}

/** What a list holds: the new list pending registrations, the updated list pending and rejected updates. */
const LIST_STATUSES: Record<RequestListKind, readonly RequestStatus[]> = {
  new: [REQUEST_STATUS.pending],
  updated: [REQUEST_STATUS.pending, REQUEST_STATUS.rejected],
  developer: [REQUEST_STATUS.pending],
};

export type BackList = { kind: RequestListKind; state: ListState; params: RequestListParams };

/** The list call that shows `back` (a checked list address), with its page and page size. */
export function backList(kind: RequestListKind, back: string): BackList {
  const query = new URLSearchParams(back.includes("?") ? back.slice(back.indexOf("?") + 1) : "");
  if (kind === "developer") {
    const state = parseListState(query, developerList);
    const { agency, status } = state.filters;
    return {
      kind,
      state,
      params: {
        ...common(state),
        user_type: USER_TYPES.agencyDeveloper,
        status: LIST_STATUSES.developer,
        agency,
        new_registered: status === undefined ? undefined : status === "new",
      },
    };
  }
  const state = parseListState(query, personList);
  return {
    kind,
    state,
    params: { ...common(state), user_type: TAB_USER_TYPES[state.tab as PersonTab], status: LIST_STATUSES[kind], new_registered: kind === "new" },
  };
}

function common(state: ListState) {
  return { page: state.page, page_size: state.page_size, search: state.search || undefined, ordering: state.ordering || undefined };
}

/** The list address of `list` at another page (after stepping to a row of a neighbouring page). */
export function backAtPage(list: BackList, page: number): string {
  return `${REQUEST_LIST_PATHS[list.kind]}${listSearch({ ...list.state, page }, {}, list.kind === "developer" ? developerList : personList)}`;
}

/** The detail route of a request of `kind`'s list, keeping `back`. */
export function requestDetailHref(kind: RequestListKind, row: { id: number; user_type: number }, back: string): string {
  const query = `?${new URLSearchParams({ back })}`;
  if (kind === "developer") return `/developer-requests/${row.id}${query}`;
  const person = USER_TYPE_KINDS[row.user_type] ?? "client";
  return `${kind === "new" ? "/new-requests" : "/updated-request"}/${person}-view/${row.id}${query}`;
}

/** Whether a request decided with `status` leaves the list it was decided from (a rejected update stays on the updated list). */
export function leavesList(kind: RequestListKind, status: RequestStatus): boolean {
  return !LIST_STATUSES[kind].includes(status);
}

/** The spec's toast (§4, §8) for the decided request the API answered. */
export function decisionToast(answer: { user_type: number; status: number }, agencyAssigned: boolean): string {
  const rejected = answer.status === REQUEST_STATUS.rejected;
  if (answer.user_type === USER_TYPES.agencyDeveloper) return rejected ? "Request rejected successfully" : "Request approved successfully";
  if (!rejected && agencyAssigned) return "Agency assigned successfully";
  return rejected ? "Profile rejected successfully" : "Profile approved successfully";
}
