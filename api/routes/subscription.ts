// Subscription plans (subscription-plan/) and the option lists their form needs (currency/, recurring/).
import type { Hono } from "hono";
import { planCsvColumns } from "#contract/csv";
import { PLAN_USER_TYPES } from "#contract/subscription";
import { createPlan, getPlan, listCurrencies, listRecurring, planList, updatePlan } from "../data/subscription";
import { endpoint } from "../endpoint";
import type { ApiDeps, AppEnv } from "../http";
import { listAnswer } from "../list-answer";

export function subscriptionRoutes(app: Hono<AppEnv>, deps: ApiDeps): void {
  const { db } = deps;

  endpoint(app, deps, "planList", async (c, { query }) => {
    const tab = Object.entries(PLAN_USER_TYPES).find(([, userType]) => userType === query.user_type)?.[0];
    return listAnswer(c, db, query, planList(db, query), { columns: planCsvColumns(query.user_type), resource: `subscription-plans-${tab}` });
  });

  endpoint(app, deps, "planCreate", async (c, input) => c.json(await createPlan(db, await input.body()), 201));

  endpoint(app, deps, "planGet", async (c, { params }) => c.json(await getPlan(db, params.id)));

  endpoint(app, deps, "planUpdate", async (c, input) => {
    const { id } = input.params;
    await getPlan(db, id); // DRF looks the row up before validating: 404 wins over 400
    return c.json(await updatePlan(db, id, await input.body()));
  });

  endpoint(app, deps, "currencies", async (c) => c.json(await listCurrencies(db)));
  endpoint(app, deps, "recurring", async (c) => c.json(await listRecurring(db)));
}
