// contact-us-admin/: the marketplace's contact messages, one tab per user type.
import { Hono } from "hono";
import { CONTACT_US_USER_TYPES, contactUsListQuerySchema } from "#contract/contact-us";
import { contactUsCsvColumns } from "#contract/csv";
import { contactUsList } from "../data/contact-us";
import { type ApiDeps, type AppEnv, parseQuery, requireAuth, requirePermission } from "../http";
import { listAnswer } from "../list-answer";

export function contactUsRoutes(deps: ApiDeps) {
  const { db } = deps;
  const app = new Hono<AppEnv>();

  app.get("/contact-us-admin/", requireAuth(deps), requirePermission(deps, "contactUsList"), async (c) => {
    const query = parseQuery(c, contactUsListQuerySchema);
    const tab = Object.entries(CONTACT_US_USER_TYPES).find(([, userType]) => userType === query.user_type)?.[0];
    return listAnswer(c, db, query, contactUsList(db, query), { columns: contactUsCsvColumns, resource: `contact-us-${tab}` });
  });

  return app;
}
