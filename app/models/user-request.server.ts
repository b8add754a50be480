import type { Paged } from "#contract/common";
import type { RejectionListItem, RequestStatus, UserRequest, UserRequestListItem } from "#contract/user-request";
import { callEndpoint } from "./api.server";
import { listQuery, type ListParams } from "./list.server";

/** 3 client, 4 agency, 5 freelancer, 6 agency developer. */
export type RequestUserType = 3 | 4 | 5 | 6;

export type RequestListParams = ListParams & {
  user_type: RequestUserType;
  /** New registrations (true) or updates (false); the developer list's New / Update filter. */
  new_registered?: boolean;
  /** Pending only (`[1]`) for the new list, pending and rejected (`[1, 3]`) for the updated list. */
  status?: readonly RequestStatus[];
  /** Developer requests of one agency. */
  agency?: number;
};

export function listUserRequests(token: string, params: RequestListParams): Promise<Paged<UserRequestListItem>> {
  return callEndpoint("userRequestList", {
    token,
    query: {
      ...listQuery(params),
      user_type: params.user_type,
      new_registered: params.new_registered === undefined ? undefined : String(params.new_registered),
      status: params.status?.length ? params.status.join(",") : undefined,
      agency: params.agency,
    },
  });
}

export function getUserRequest(token: string, id: number): Promise<UserRequest> {
  return callEndpoint("userRequestGet", { token, params: { id } });
}

export type Decision =
  | { status: 2; version: number; agency?: number }
  | { status: 3; version: number; rejection_message: string };

/**
 * Approves or rejects a pending request on the version the admin saw. A 409 (decided by someone
 * else, or changed since) carries a `detail` to show as it is.
 */
export function decideUserRequest(token: string, id: number, decision: Decision): Promise<UserRequest> {
  return callEndpoint("userRequestDecide", { token, params: { id }, json: decision });
}

export function listRejections(token: string, params: ListParams & { user_type: RequestUserType }): Promise<Paged<RejectionListItem>> {
  return callEndpoint("rejectionList", { token, query: { ...listQuery(params), user_type: params.user_type } });
}

export function getRejection(token: string, id: number): Promise<UserRequest> {
  return callEndpoint("rejectionGet", { token, params: { id } });
}
