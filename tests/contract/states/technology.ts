// Provider states of the technology interactions (names only: the consumer tests import them).
export const technologyStates = {} as const;

export type TechnologyState = (typeof technologyStates)[keyof typeof technologyStates];
