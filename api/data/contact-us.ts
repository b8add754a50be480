// Contact-us messages, written by the marketplace and read here.
import { and, count, desc, eq, sql } from "drizzle-orm";
import type { ContactUs } from "#contract/contact-us";
import type { Db } from "../db/client";
import * as tables from "../db/schema";
import { orderingClause, searchCondition } from "../http";

const contactUs = tables.contactUs;

export type ContactUsListQuery = { userType: number; search?: string; ordering?: string };

function toContactUs(row: typeof contactUs.$inferSelect): ContactUs {
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    message: row.message,
    created: row.createdAt.toISOString(),
  };
}

export async function listContactUs(
  db: Db,
  query: ContactUsListQuery,
  page: { offset: number; limit: number },
): Promise<{ count: number; results: ContactUs[] }> {
  const where = and(
    eq(contactUs.userType, query.userType),
    searchCondition(query.search, [contactUs.firstName, contactUs.lastName, contactUs.email, contactUs.message]),
  );
  const orderBy = orderingClause(
    query.ordering,
    { first_name: sql`lower(${contactUs.firstName})`, last_name: sql`lower(${contactUs.lastName})` },
    [desc(contactUs.createdAt), desc(contactUs.id)],
    contactUs.id,
  );
  const [[total], rows] = await Promise.all([
    db.select({ total: count() }).from(contactUs).where(where),
    db.select().from(contactUs).where(where).orderBy(...orderBy).offset(page.offset).limit(page.limit),
  ]);
  return { count: total?.total ?? 0, results: rows.map(toContactUs) };
}
