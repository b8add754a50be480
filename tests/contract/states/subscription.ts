// Provider states of the subscription interactions (names only: the consumer tests import them).
export const subscriptionStates = {} as const;

export type SubscriptionState = (typeof subscriptionStates)[keyof typeof subscriptionStates];
