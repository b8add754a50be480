// Subscription plans with their currency and recurring period, and those two option lists.
import { asc, eq, inArray, sql } from "drizzle-orm";
import type { FieldErrors } from "#contract/common";
import {
  type Currency,
  type Plan,
  type PlanInput,
  type PlanLockedField,
  planMessages,
  type PlanPatchInput,
  PLAN_USER_TYPES,
  type Recurring,
} from "#contract/subscription";
import { type Db, independentReads } from "../db/client";
import * as tables from "../db/schema";
import { ApiError, notFound, orderingClause, searchCondition } from "../http";
import { type ListDefinition, type PageRequest } from "../paging";
import { sanitizePlanDetails } from "../sanitize";

const plan = tables.subscriptionPlan;
type PlanRow = typeof plan.$inferSelect;

export type PlanListQuery = PageRequest & { user_type: number; search?: string; ordering?: string };

function selectPlans(db: Db) {
  return db
    .select({
      plan,
      currency: { id: tables.currency.id, sign: tables.currency.sign, code: tables.currency.code },
      recurring: { id: tables.recurringPeriod.id, name: tables.recurringPeriod.name },
    })
    .from(plan)
    .innerJoin(tables.currency, eq(tables.currency.id, plan.currencyId))
    .innerJoin(tables.recurringPeriod, eq(tables.recurringPeriod.id, plan.recurringId));
}

type JoinedPlan = { plan: PlanRow; currency: Plan["currency"]; recurring: Plan["recurring"] };

function toPlan({ plan: row, currency, recurring }: JoinedPlan): Plan {
  return {
    id: row.id,
    name: row.name,
    user_type: row.userType,
    amount: row.amount,
    currency,
    recurring,
    description: row.description,
    tax_percentage: row.taxPercentage,
    status: row.status,
    plan_details: row.planDetails,
    num_of_jobs: row.numOfJobs,
    num_of_developers: row.numOfDevelopers,
  };
}

export function planList(db: Db, query: Omit<PlanListQuery, keyof PageRequest>): ListDefinition<Plan> {
  const source = {
    table: plan,
    id: plan.id,
    scope: eq(plan.userType, query.user_type),
    search: searchCondition(query.search, [plan.name, plan.description]),
    order: orderingClause(
      query.ordering,
      {
        id: plan.id,
        name: sql`lower(${plan.name})`,
        amount: plan.amount,
        // By period length (Hourly first), not alphabetically. Looked up per plan: the page
        // query reads one table, and both option lists are a handful of rows.
        recurring: sql`(select ${tables.recurringPeriod.budgetMin} from ${tables.recurringPeriod} where ${tables.recurringPeriod.id} = ${plan.recurringId})`,
        currency: sql`(select ${tables.currency.code} from ${tables.currency} where ${tables.currency.id} = ${plan.currencyId})`,
      },
      { keys: [plan.id], descending: true },
      plan.id,
    ),
  };
  return { source, rows: async (ids) => (await selectPlans(db).where(inArray(plan.id, ids))).map(toPlan), idOf: (row) => row.id };
}

export async function findPlan(db: Db, id: number): Promise<Plan | undefined> {
  const [row] = await selectPlans(db).where(eq(plan.id, id));
  return row ? toPlan(row) : undefined;
}

export async function getPlan(db: Db, id: number): Promise<Plan> {
  const found = await findPlan(db, id);
  if (!found) throw notFound();
  return found;
}

/** 400 for a currency or recurring period that does not exist. */
async function checkOptions(db: Db, input: { currency: number; recurring: number }): Promise<void> {
  const [currencies, periods] = await independentReads(
    db,
    () => db.select({ id: tables.currency.id }).from(tables.currency).where(eq(tables.currency.id, input.currency)),
    () => db.select({ id: tables.recurringPeriod.id }).from(tables.recurringPeriod).where(eq(tables.recurringPeriod.id, input.recurring)),
  );
  const errors: FieldErrors = {};
  if (currencies.length === 0) errors.currency = [planMessages.missingObject(input.currency)];
  if (periods.length === 0) errors.recurring = [planMessages.missingObject(input.recurring)];
  if (Object.keys(errors).length > 0) throw new ApiError(400, errors);
}

export async function createPlan(db: Db, input: PlanInput): Promise<Plan> {
  await checkOptions(db, input);
  const [row] = await db
    .insert(plan)
    .values({
      name: input.name,
      userType: input.user_type,
      amount: input.amount,
      currencyId: input.currency,
      recurringId: input.recurring,
      numOfJobs: input.num_of_jobs,
      numOfDevelopers: input.num_of_developers,
      taxPercentage: input.tax_percentage,
      description: input.description,
      status: input.status,
      planDetails: sanitizePlanDetails(input.plan_details),
    })
    .returning({ id: plan.id });
  if (!row) throw new Error("insert into subscription_plan returned no row");
  return getPlan(db, row.id);
}

const sameDecimal = (sent: string | null, stored: string | null) =>
  sent === null || stored === null ? sent === stored : Number(sent) === Number(stored);

/** The locked fields `patch` sends with another value than `row` holds. */
function changedLockedFields(row: PlanRow, patch: PlanPatchInput): PlanLockedField[] {
  const changed: Record<PlanLockedField, boolean> = {
    name: patch.name !== undefined && patch.name !== row.name,
    user_type: patch.user_type !== undefined && patch.user_type !== row.userType,
    amount: patch.amount !== undefined && !sameDecimal(patch.amount, row.amount),
    currency: patch.currency !== undefined && patch.currency !== row.currencyId,
    recurring: patch.recurring !== undefined && patch.recurring !== row.recurringId,
    tax_percentage: patch.tax_percentage !== undefined && !sameDecimal(patch.tax_percentage, row.taxPercentage),
    // The other type's count is ignored, as on create.
    num_of_jobs: row.userType === PLAN_USER_TYPES.client && patch.num_of_jobs !== undefined && patch.num_of_jobs !== row.numOfJobs,
    num_of_developers:
      row.userType === PLAN_USER_TYPES.agency && patch.num_of_developers !== undefined && patch.num_of_developers !== row.numOfDevelopers,
  };
  return (Object.keys(changed) as PlanLockedField[]).filter((field) => changed[field]);
}

/** Changes status, description and plan details; a changed locked field is a 400 and changes nothing. */
export async function updatePlan(db: Db, id: number, patch: PlanPatchInput): Promise<Plan> {
  const [row] = await db.select().from(plan).where(eq(plan.id, id));
  if (!row) throw notFound();
  const locked = changedLockedFields(row, patch);
  if (locked.length > 0) throw new ApiError(400, Object.fromEntries(locked.map((field) => [field, [planMessages.locked]])));
  const changes = {
    ...(patch.status !== undefined ? { status: patch.status } : {}),
    ...(patch.description !== undefined ? { description: patch.description } : {}),
    ...(patch.plan_details !== undefined ? { planDetails: sanitizePlanDetails(patch.plan_details) } : {}),
  };
  if (Object.keys(changes).length > 0) await db.update(plan).set(changes).where(eq(plan.id, id));
  return getPlan(db, id);
}

export async function listCurrencies(db: Db): Promise<Currency[]> {
  return db
    .select({ id: tables.currency.id, code: tables.currency.code, name: tables.currency.name, sign: tables.currency.sign })
    .from(tables.currency)
    .orderBy(asc(tables.currency.id));
}

export async function listRecurring(db: Db): Promise<Recurring[]> {
  const period = tables.recurringPeriod;
  return db
    .select({ id: period.id, name: period.name, unit: period.unit, budget_min: period.budgetMin, budget_max: period.budgetMax })
    .from(period)
    .orderBy(asc(period.budgetMin), asc(period.id));
}
