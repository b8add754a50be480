import { eq, inArray } from "drizzle-orm";
import * as tables from "../../../api/db/schema";
import type { StateHandler } from "../verification";
import type { StateContext } from "../provider-states";
import { PACT_CURRENCY_ID, PACT_NEW_PLAN, PACT_PLAN, PACT_RECURRING_ID, subscriptionStates, type SubscriptionState } from "../states/subscription";

export function subscriptionStateHandlers({ db }: StateContext): Record<SubscriptionState, StateHandler> {
  const { currency, recurringPeriod, subscriptionPlan } = tables;

  async function requireOptions() {
    const [usd] = await db.select({ code: currency.code }).from(currency).where(eq(currency.id, PACT_CURRENCY_ID));
    const [monthly] = await db.select({ name: recurringPeriod.name }).from(recurringPeriod).where(eq(recurringPeriod.id, PACT_RECURRING_ID));
    if (usd?.code !== "USD" || monthly?.name !== "Monthly") {
      throw new Error(`The seeded options moved: currency ${PACT_CURRENCY_ID} is ${usd?.code}, recurring ${PACT_RECURRING_ID} is ${monthly?.name}`);
    }
  }

  return {
    [subscriptionStates.planExists]: async () => {
      await requireOptions();
      // Whatever earlier interactions created or changed: back to the one pact plan.
      await db.delete(subscriptionPlan).where(inArray(subscriptionPlan.name, [PACT_PLAN, PACT_NEW_PLAN]));
      const [row] = await db
        .insert(subscriptionPlan)
        .values({
          name: PACT_PLAN,
          userType: 3,
          amount: "49.90",
          currencyId: PACT_CURRENCY_ID,
          recurringId: PACT_RECURRING_ID,
          numOfJobs: 5,
          taxPercentage: "7.50",
          description: "Used by the pact",
          status: "1",
          planDetails: "<p>Pact details</p>",
        })
        .returning({ id: subscriptionPlan.id });
      return { planId: row!.id };
    },
    [subscriptionStates.planOptionsExist]: async () => {
      await requireOptions();
      await db.delete(subscriptionPlan).where(eq(subscriptionPlan.name, PACT_NEW_PLAN));
      return undefined;
    },
  };
}
