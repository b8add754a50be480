// contact-us-admin/: the marketplace's contact messages, one tab per user type.
import { Hono } from "hono";
import { contactUsListQuerySchema } from "#contract/contact-us";
import { listContactUs } from "../data/contact-us";
import { type ApiDeps, type AppEnv, paged, pageWindow, parseQuery, requireAuth, requirePermission } from "../http";

export function contactUsRoutes(deps: ApiDeps) {
  const { db } = deps;
  const app = new Hono<AppEnv>();

  app.get("/contact-us-admin/", requireAuth(deps), requirePermission(deps, "contactUsList"), async (c) => {
    const query = parseQuery(c, contactUsListQuerySchema);
    const { count, results } = await listContactUs(db, { userType: query.user_type, search: query.search, ordering: query.ordering }, pageWindow(query));
    return c.json(paged(c, query, count, results));
  });

  return app;
}
