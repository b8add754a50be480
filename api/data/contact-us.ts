// Contact-us messages, written by the marketplace and read here.
import { eq, inArray, sql } from "drizzle-orm";
import type { ContactUs } from "#contract/contact-us";
import type { Db } from "../db/client";
import * as tables from "../db/schema";
import { lowercaseSearchCondition, orderingClause } from "../http";
import type { ListDefinition } from "../paging";

const contactUs = tables.contactUs;

export type ContactUsListQuery = { user_type: number; search?: string; ordering?: string };

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

/** Searched over first name, last name, e-mail and message (the generated search_text). */
export function contactUsList(db: Db, query: ContactUsListQuery): ListDefinition<ContactUs> {
  const source = {
    table: contactUs,
    id: contactUs.id,
    scope: eq(contactUs.userType, query.user_type),
    search: lowercaseSearchCondition(query.search, contactUs.searchText),
    order: orderingClause(
      query.ordering,
      { first_name: sql`lower(${contactUs.firstName})`, last_name: sql`lower(${contactUs.lastName})` },
      { keys: [contactUs.createdAt, contactUs.id], descending: true },
      contactUs.id,
    ),
  };
  return {
    source,
    rows: async (ids) => (await db.select().from(contactUs).where(inArray(contactUs.id, ids))).map(toContactUs),
    idOf: (row) => row.id,
  };
}

