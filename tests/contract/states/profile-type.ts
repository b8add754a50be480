// Provider states of the profile-type interactions (names only: the consumer tests import them).
export const profileTypeStates = {} as const;

export type ProfileTypeState = (typeof profileTypeStates)[keyof typeof profileTypeStates];
