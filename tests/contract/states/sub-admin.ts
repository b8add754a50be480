// Provider states of the sub-admin interactions (names only: the consumer tests import them).
export const subAdminStates = {} as const;

export type SubAdminState = (typeof subAdminStates)[keyof typeof subAdminStates];
