// Provider states of the skill interactions (names only: the consumer tests import them).
export const skillStates = {
  /**
   * The skill PACT_SKILL (description "Used by the pact", status 1) with one sub skill
   * PACT_SUB_SKILL; no other skill holds both words of PACT_SKILL, and neither PACT_NEW_SKILL
   * nor the sub skill PACT_NEW_SUB_SKILL exists. Returns `{ skillId, subSkillId }`.
   */
  skillExists: "a skill with a sub skill exists",
  /** A skill one profile uses. Returns `{ skillId }`. */
  skillInUse: "a skill used by a profile exists",
} as const;

export type SkillState = (typeof skillStates)[keyof typeof skillStates];

export const PACT_SKILL = "Pact Skill";
export const PACT_SUB_SKILL = "Pact Sub Skill";
export const PACT_NEW_SKILL = "Pact New Skill";
export const PACT_NEW_SUB_SKILL = "Pact New Sub Skill";
export const PACT_RENAMED_SKILL = "Pact Renamed Skill";
