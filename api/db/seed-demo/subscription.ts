// Demo plans for `npm run db:seed -- --demo`: a few per user type, through the same rules as the API.
import { count, eq } from "drizzle-orm";
import { PLAN_USER_TYPES, planRequestSchema } from "#contract/subscription";
import { createPlan } from "../../data/subscription";
import type { Db } from "../client";
import * as tables from "../schema";

type DemoPlan = {
  name: string;
  user_type: number;
  amount: string;
  currency: string;
  recurring: string;
  num_of_jobs?: string;
  num_of_developers?: string;
  tax_percentage?: string;
  description: string;
  status?: string;
  plan_details: string;
};

const demoPlans: DemoPlan[] = [
  {
    name: "Client Starter",
    user_type: PLAN_USER_TYPES.client,
    amount: "49",
    currency: "USD",
    recurring: "Monthly",
    num_of_jobs: "3",
    description: "Post a few jobs a month",
    plan_details: "<p>Post up to <strong>3 jobs</strong> a month.</p><ul><li>Email support</li><li>Basic matching</li></ul>",
  },
  {
    name: "Client Business",
    user_type: PLAN_USER_TYPES.client,
    amount: "149.99",
    currency: "USD",
    recurring: "Monthly",
    num_of_jobs: "20",
    tax_percentage: "18",
    description: "For companies hiring every week",
    plan_details: "<h3>Everything in Starter, plus</h3><ul><li>20 jobs a month</li><li>Priority matching</li></ul>",
  },
  {
    name: "Client Weekly",
    user_type: PLAN_USER_TYPES.client,
    amount: "15",
    currency: "EUR",
    recurring: "Weekly",
    num_of_jobs: "1",
    description: "One job, one week",
    status: "0",
    plan_details: "<p>A single job listing for a week.</p>",
  },
  {
    name: "Agency Team",
    user_type: PLAN_USER_TYPES.agency,
    amount: "299",
    currency: "USD",
    recurring: "Monthly",
    num_of_developers: "10",
    tax_percentage: "5",
    description: "List up to 10 developers",
    plan_details: "<p>Show up to <strong>10 developers</strong> to clients.</p>",
  },
  {
    name: "Agency Enterprise",
    user_type: PLAN_USER_TYPES.agency,
    amount: "999",
    currency: "GBP",
    recurring: "Monthly",
    num_of_developers: "100",
    description: "For large agencies",
    plan_details:
      '<p>Up to 100 developers, a dedicated account manager and <a href="https://example.com/enterprise">custom terms</a>.</p>',
  },
  {
    name: "Freelancer Basic",
    user_type: PLAN_USER_TYPES.freelancer,
    amount: "9.99",
    currency: "USD",
    recurring: "Monthly",
    description: "Get discovered by clients",
    plan_details: "<p>A public profile and up to 5 proposals a week.</p>",
  },
  {
    name: "Freelancer Pro",
    user_type: PLAN_USER_TYPES.freelancer,
    amount: "24",
    currency: "INR",
    recurring: "Daily",
    tax_percentage: "18",
    description: "Unlimited proposals",
    plan_details: "<p>Unlimited proposals and a <em>Pro</em> badge.</p>",
  },
];

/** Adds the demo plans once: skipped when any plan exists. */
export async function seedDemoSubscription(db: Db): Promise<void> {
  const [existing] = await db.select({ total: count() }).from(tables.subscriptionPlan);
  if ((existing?.total ?? 0) > 0) return;
  for (const plan of demoPlans) {
    const [currency] = await db.select({ id: tables.currency.id }).from(tables.currency).where(eq(tables.currency.code, plan.currency));
    const [period] = await db.select({ id: tables.recurringPeriod.id }).from(tables.recurringPeriod).where(eq(tables.recurringPeriod.name, plan.recurring));
    if (!currency || !period) throw new Error(`Demo plan ${plan.name}: seed the options first`);
    await createPlan(db, planRequestSchema.parse({ ...plan, currency: currency.id, recurring: period.id }));
  }
}
