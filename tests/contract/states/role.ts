// Provider states of the role interactions (names only: the consumer tests import them).

/** Permissions of the seeded catalogue (common.view_technology, common.add_technology): the requests carry these ids. */
export const PACT_PERMISSION_IDS = [4, 5] as const;
/** A role with a fixed id, because form-data requests cannot take ids from a provider state. */
export const PACT_FIXED_ROLE = { id: 9001, name: "Pact Fixed Role" } as const;
/** Names the role interactions write; their states keep them free. */
export const PACT_NEW_ROLE_NAME = "Pact New Role";
export const PACT_RENAMED_ROLE_NAME = "Pact Renamed Role";
/** The one role a search for PACT_LISTED_SEARCH finds. */
export const PACT_LISTED_ROLE_NAME = "Pact Listed Role";
export const PACT_LISTED_SEARCH = "pact listed";

export const roleStates = {
  /**
   * The catalogue holds permissions PACT_PERMISSION_IDS and no role is named PACT_NEW_ROLE_NAME
   * (one that is, is deleted with its holders' membership).
   */
  roleNameFree: "no role has the new role's name",
  /**
   * A new role with a unique name and the permissions PACT_PERMISSION_IDS, held by nobody; no
   * role is named PACT_RENAMED_ROLE_NAME. Returns `{ roleId }`.
   */
  roleExists: "a role exists",
  /** Exactly one role, PACT_LISTED_ROLE_NAME with the permissions PACT_PERMISSION_IDS, matches the search PACT_LISTED_SEARCH. */
  listedRoleExists: "one role matches the list search",
  /** A new role held by one sub admin. Returns `{ roleId }`. */
  roleHeldBySubAdmin: "a role is held by a sub admin",
} as const;

export type RoleState = (typeof roleStates)[keyof typeof roleStates];
