// Provider states of the sub-admin interactions (names only: the consumer tests import them).

/** The address the create interaction invites. */
export const PACT_INVITEE_EMAIL = "pact-invitee@example.com";
/** The one sub admin a search for PACT_LISTED_SUB_ADMIN_SEARCH finds. */
export const PACT_LISTED_SUB_ADMIN_SEARCH = "pact-listed-sub";
export const PACT_LISTED_SUB_ADMIN_EMAIL = "pact-listed-sub@example.com";

export const subAdminStates = {
  /**
   * No user has the address PACT_INVITEE_EMAIL; the role PACT_FIXED_ROLE (id 9001) exists; the
   * catalogue holds permissions PACT_PERMISSION_IDS.
   */
  inviteeEmailFree: "no user has the invitee's email",
  /**
   * A sub admin with a unique email, names Sam Sub, phone +919876543210, active, with a new role
   * and the permission common.view_skill; the role PACT_FIXED_ROLE (id 9001) exists. Returns
   * `{ subAdminId }`.
   */
  subAdminExists: "a sub admin exists",
  /**
   * A sub admin invited with a unique email who has not accepted: no password, no names or phone,
   * inactive, with a new role and the permission PACT_PERMISSION_IDS[0]. Returns `{ subAdminId }`.
   */
  invitedSubAdminExists: "a sub admin who has not accepted the invitation exists",
  /**
   * Exactly one sub admin matches the search PACT_LISTED_SUB_ADMIN_SEARCH: PACT_LISTED_SUB_ADMIN_EMAIL,
   * otherwise as in subAdminExists, with the role PACT_FIXED_ROLE.
   */
  listedSubAdminExists: "one sub admin matches the list search",
  /**
   * A sub admin holding user.can_delete_sub_admin is signed in (instead of the admin).
   * Returns `{ userId }`.
   */
  subAdminDeleterSignedIn: "a sub admin who may delete sub admins is signed in",
} as const;

export type SubAdminState = (typeof subAdminStates)[keyof typeof subAdminStates];
