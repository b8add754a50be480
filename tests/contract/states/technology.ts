// Provider states of the technology interactions (names only: the consumer tests import them).
export const technologyStates = {
  /**
   * The technology PACT_TECHNOLOGY (description "Used by the pact", status 1) is the only one whose
   * title or description holds both words of its title; none is titled PACT_NEW_TECHNOLOGY.
   * Returns `{ technologyId }`.
   */
  technologyExists: "a technology exists",
  /** A technology one profile uses. Returns `{ technologyId }`. */
  technologyInUse: "a technology used by a profile exists",
} as const;

export type TechnologyState = (typeof technologyStates)[keyof typeof technologyStates];

export const PACT_TECHNOLOGY = "Pact Technology";
export const PACT_NEW_TECHNOLOGY = "Pact New Technology";
export const PACT_RENAMED_TECHNOLOGY = "Pact Renamed Technology";
