// A client's or agency's company and its branches (spec §3 "Client", "Agency").
import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, serial, text, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { trigramIndex } from "./columns";
import { user } from "./account";
import { city } from "./lookup";

/** One per client or agency; an agency's technologies are its `user_technology` rows. */
export const company = pgTable(
  "company",
  {
    userId: integer("user_id")
      .primaryKey()
      .references(() => user.id, { onDelete: "cascade" }),
    name: varchar("name", { length: 150 }).notNull(),
    isRegisteredCompany: boolean("is_registered_company").notNull().default(false),
    /** Set only when the company is registered (the edit form clears it otherwise). */
    registrationNumber: varchar("registration_number", { length: 50 }),
    companyUrl: varchar("company_url", { length: 500 }),
    /** Head count; the screens show 0 when unset. */
    size: integer("size"),
    /** ID proof: the `file` path answered by upload_file/, and the name it was uploaded with. */
    identity: varchar("identity", { length: 500 }),
    fileName: varchar("file_name", { length: 255 }),
    /** The name lower-cased: the users lists search it beside `user.search_text`. */
    searchText: text("search_text").generatedAlwaysAs(sql`lower("name"::text)`),
  },
  (t) => [trigramIndex("company_search_text_trgm", t.searchText), index("company_name_lower_idx").on(sql`lower(${t.name})`, t.userId)],
);

/** A company's branches; at most one is the head office (a partial unique index, decision 039). */
export const branch = pgTable(
  "branch",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => company.userId, { onDelete: "cascade" }),
    cityId: integer("city_id")
      .notNull()
      .references(() => city.id, { onDelete: "restrict" }),
    isHeadQuarter: boolean("is_head_quarter").notNull().default(false),
  },
  (t) => [
    index("branch_user_idx").on(t.userId, t.id),
    uniqueIndex("branch_one_head_quarter_unique").on(t.userId).where(sql`${t.isHeadQuarter}`),
  ],
);
