// Where each request detail lives and where its Back leads (issue 12, decision 047). Shared by the
// detail routes, the loaders and the specs; the lists link here with `?back=<list path+query>`.
import { USER_TYPES } from "#contract/constants";

/** The list a detail belongs to: new registrations, updates, developer requests, the rejection log. */
export type RequestSection = "new" | "updated" | "developer" | "rejected";
/** The kind in the route (`/rejected-logs/agency-developer-view/{id}`). */
export type RequestKind = "client" | "agency" | "freelancer" | "agency-developer";

export const REQUEST_LIST_PATHS: Readonly<Record<RequestSection, string>> = {
  new: "/new-request",
  updated: "/updated-request",
  developer: "/developer-requests",
  rejected: "/rejected-logs",
};

const KIND_OF_USER_TYPE: Readonly<Record<number, RequestKind>> = {
  [USER_TYPES.client]: "client",
  [USER_TYPES.agency]: "agency",
  [USER_TYPES.freelancer]: "freelancer",
  [USER_TYPES.agencyDeveloper]: "agency-developer",
};

const KINDS: readonly RequestKind[] = Object.values(KIND_OF_USER_TYPE);

export const requestKindOf = (userType: number): RequestKind | undefined => KIND_OF_USER_TYPE[userType];

/** A detail's address; a developer's pending request has one address whether new or an update. */
export function requestDetailPath(section: RequestSection, kind: RequestKind, id: number): string {
  if (section === "new") return `/new-requests/${kind}-view/${id}`;
  if (section === "updated") return `/updated-request/${kind}-view/${id}`;
  if (section === "developer") return `/developer-requests/${id}`;
  return `/rejected-logs/${kind}-view/${id}`;
}

/** The kind a detail address names: `/developer-requests/{id}` or `/…/{kind}-view/{id}` (any case). */
export function kindOfPath(pathname: string): RequestKind | undefined {
  const [, first, second] = pathname.toLowerCase().split("/");
  if (first === "developer-requests") return "agency-developer";
  const kind = second?.replace(/-view$/, "");
  return KINDS.find((candidate) => candidate === kind);
}

/** The section a pending-request address names, from its first segment. */
export function sectionOfPath(pathname: string): RequestSection {
  const first = pathname.split("/")[1]?.toLowerCase();
  if (first === "new-requests") return "new";
  if (first === "updated-request") return "updated";
  if (first === "developer-requests") return "developer";
  return "rejected";
}

/** Where a request is shown when it is opened from its pending lists (not the rejection log). */
export function pendingSectionOf(request: { user_type: number; is_new_registered: boolean }): RequestSection {
  if (request.user_type === USER_TYPES.agencyDeveloper) return "developer";
  return request.is_new_registered ? "new" : "updated";
}

/**
 * Back: the `back=` the detail was opened with when it is its own list (already checked
 * same-origin by the list parser), else the list's bare path.
 */
export function requestBackHref(section: RequestSection, back: string): string {
  const list = REQUEST_LIST_PATHS[section];
  return back === list || back.startsWith(`${list}?`) ? back : list;
}
