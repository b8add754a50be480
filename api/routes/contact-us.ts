// contact-us-admin/: the marketplace's contact messages, one tab per user type.
import type { Hono } from "hono";
import { CONTACT_US_USER_TYPES } from "#contract/contact-us";
import { contactUsCsvColumns } from "#contract/csv";
import { contactUsList } from "../data/contact-us";
import { endpoint } from "../endpoint";
import type { ApiDeps, AppEnv } from "../http";
import { listAnswer } from "../list-answer";

export function contactUsRoutes(app: Hono<AppEnv>, deps: ApiDeps): void {
  const { db } = deps;

  endpoint(app, deps, "contactUsList", async (c, { query }) => {
    const tab = Object.entries(CONTACT_US_USER_TYPES).find(([, userType]) => userType === query.user_type)?.[0];
    return listAnswer(c, db, query, contactUsList(db, query), { columns: contactUsCsvColumns, resource: `contact-us-${tab}` });
  });
}
