// Provider states of the subscription interactions (names only: the consumer tests import them).
export const subscriptionStates = {
  /**
   * The client plan PACT_PLAN exists as the pact describes it (amount 49.90 USD, Monthly, 5 jobs,
   * tax 7.50, status "1", description "Used by the pact", plan details "<p>Pact details</p>").
   * Returns `{ planId }`.
   */
  planExists: "a client subscription plan exists",
  /** Currency PACT_CURRENCY_ID (USD) and recurring period PACT_RECURRING_ID (Monthly) exist; no plan is named PACT_NEW_PLAN. */
  planOptionsExist: "the currencies and recurring periods of plans exist",
} as const;

export type SubscriptionState = (typeof subscriptionStates)[keyof typeof subscriptionStates];

export const PACT_PLAN = "Pact Plan";
export const PACT_NEW_PLAN = "Pact New Plan";
// The ids a plan form sends are ids of option rows, fixed by the seed on the embedded provider.
export const PACT_CURRENCY_ID = 1;
export const PACT_RECURRING_ID = 4;
