// Provider states of the role interactions (names only: the consumer tests import them).
export const roleStates = {} as const;

export type RoleState = (typeof roleStates)[keyof typeof roleStates];
