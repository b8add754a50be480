// contact-us-admin/: the marketplace's contact messages, one tab per user type.
import { Hono } from "hono";
import { contactUsListQuerySchema } from "#contract/contact-us";
import { listContactUs } from "../data/contact-us";
import { type ApiDeps, type AppEnv, paged, parseQuery, requireAuth, requirePermission } from "../http";

export function contactUsRoutes(deps: ApiDeps) {
  const { db } = deps;
  const app = new Hono<AppEnv>();

  app.get("/contact-us-admin/", requireAuth(deps), requirePermission(deps, "contactUsList"), async (c) => {
    const query = parseQuery(c, contactUsListQuerySchema);
    return c.json(paged(c, query, await listContactUs(db, query)));
  });

  return app;
}
