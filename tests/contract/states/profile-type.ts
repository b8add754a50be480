// Provider states of the profile type interactions (names only: the consumer tests import them).
export const profileTypeStates = {
  /**
   * The profile type PACT_PROFILE_TYPE (description "Used by the pact", status 1) is the only one
   * whose title or description holds both words of its title; none is titled PACT_NEW_PROFILE_TYPE.
   * Returns `{ profileTypeId }`.
   */
  profileTypeExists: "a profile type exists",
  /** A profile type one portfolio uses. Returns `{ profileTypeId }`. */
  profileTypeInUse: "a profile type used by a portfolio exists",
} as const;

export type ProfileTypeState = (typeof profileTypeStates)[keyof typeof profileTypeStates];

export const PACT_PROFILE_TYPE = "Pact Profile Type";
export const PACT_NEW_PROFILE_TYPE = "Pact New Profile Type";
export const PACT_RENAMED_PROFILE_TYPE = "Pact Renamed Profile Type";
