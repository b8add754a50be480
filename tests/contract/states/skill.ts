// Provider states of the skill interactions (names only: the consumer tests import them).
export const skillStates = {} as const;

export type SkillState = (typeof skillStates)[keyof typeof skillStates];
