// Subscription plans (subscription-plan/) and the option lists their form needs (currency/, recurring/).
import { Hono } from "hono";
import { planCsvColumns } from "#contract/csv";
import { PLAN_USER_TYPES, planListQuerySchema, planPatchSchema, planRequestSchema } from "#contract/subscription";
import { createPlan, getPlan, listCurrencies, listRecurring, planList, updatePlan } from "../data/subscription";
import { type ApiDeps, type AppEnv, idParam, parseBody, parseQuery, requireAuth, requirePermission } from "../http";
import { listAnswer } from "../list-answer";

export function subscriptionRoutes(deps: ApiDeps) {
  const { db } = deps;
  const app = new Hono<AppEnv>();
  // guard() in two parts: Hono's typed overloads take no spread middleware list.
  const auth = requireAuth(deps);

  app.get("/subscription-plan/", auth, requirePermission(deps, "planList"), async (c) => {
    const query = parseQuery(c, planListQuerySchema);
    const tab = Object.entries(PLAN_USER_TYPES).find(([, userType]) => userType === query.user_type)?.[0];
    return listAnswer(c, db, query, planList(db, query), { columns: planCsvColumns(query.user_type), resource: `subscription-plans-${tab}` });
  });

  app.post("/subscription-plan/", auth, requirePermission(deps, "planCreate"), async (c) => {
    const body = await parseBody(c, planRequestSchema);
    return c.json(await createPlan(db, body), 201);
  });

  app.get("/subscription-plan/:id/", auth, requirePermission(deps, "planGet"), async (c) => c.json(await getPlan(db, idParam(c, "id"))));

  app.patch("/subscription-plan/:id/", auth, requirePermission(deps, "planUpdate"), async (c) => {
    const id = idParam(c, "id");
    await getPlan(db, id); // DRF looks the row up before validating: 404 wins over 400
    const body = await parseBody(c, planPatchSchema);
    return c.json(await updatePlan(db, id, body));
  });

  app.get("/currency/", auth, async (c) => c.json(await listCurrencies(db)));
  app.get("/recurring/", auth, async (c) => c.json(await listRecurring(db)));

  return app;
}
