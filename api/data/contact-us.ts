// Contact-us messages, written by the marketplace and read here.
import { desc, eq, inArray, sql } from "drizzle-orm";
import type { ContactUs } from "#contract/contact-us";
import type { Db } from "../db/client";
import * as tables from "../db/schema";
import { lowercaseSearchCondition, orderingClause } from "../http";
import { type ListPage, listPage, type PageRequest } from "../paging";

const contactUs = tables.contactUs;

export type ContactUsListQuery = PageRequest & { user_type: number; search?: string; ordering?: string };

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
export async function listContactUs(db: Db, query: ContactUsListQuery): Promise<ListPage<ContactUs>> {
  const source = {
    table: contactUs,
    id: contactUs.id,
    scope: eq(contactUs.userType, query.user_type),
    search: lowercaseSearchCondition(query.search, contactUs.searchText),
    orderBy: orderingClause(
      query.ordering,
      { first_name: sql`lower(${contactUs.firstName})`, last_name: sql`lower(${contactUs.lastName})` },
      [desc(contactUs.createdAt), desc(contactUs.id)],
      contactUs.id,
    ),
  };
  const page = await listPage(db, source, query, (ids) => db.select().from(contactUs).where(inArray(contactUs.id, ids)), (row) => row.id);
  return { ...page, results: page.results.map(toContactUs) };
}
