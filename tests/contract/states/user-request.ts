// Provider states of the request-review interactions (names only: the consumer tests import them).

export const userRequestStates = {
  /**
   * A freelancer with a pending registration (version 1), and another with a rejected one
   * (reason "Incomplete profile"). Returns `{ pendingRequestId, rejectedRequestId }`.
   */
  requestsExist: "a pending and a rejected freelancer request exist",
  /** A freelancer's registration approved by another admin. Returns `{ decidedRequestId }`. */
  decidedRequestExists: "a freelancer request decided by another admin exists",
} as const;

export type UserRequestState = (typeof userRequestStates)[keyof typeof userRequestStates];
