// Messages from the marketplace's contact form.
import { sql } from "drizzle-orm";
import { index, integer, pgTable, serial, text, varchar } from "drizzle-orm/pg-core";
import { createdAt, trigramIndex } from "./columns";

/** A message sent from the marketplace's contact form: user_type 1 company, 2 resources. */
export const contactUs = pgTable(
  "contact_us",
  {
    id: serial("id").primaryKey(),
    userType: integer("user_type").notNull(),
    firstName: varchar("first_name", { length: 150 }).notNull().default(""),
    lastName: varchar("last_name", { length: 150 }).notNull().default(""),
    email: varchar("email", { length: 254 }).notNull().default(""),
    message: text("message").notNull().default(""),
    createdAt: createdAt(),
    /** The four searched columns lower-cased, as master data's search_text: one LIKE over one trigram index. */
    searchText: text("search_text").generatedAlwaysAs(
      sql`lower("first_name"::text || ' ' || "last_name"::text || ' ' || "email"::text || ' ' || "message")`,
    ),
  },
  (t) => [
    index("contact_us_user_type_idx").on(t.userType, t.createdAt, t.id),
    index("contact_us_first_name_lower_id_idx").on(t.userType, sql`lower(${t.firstName})`, t.id),
    index("contact_us_last_name_lower_id_idx").on(t.userType, sql`lower(${t.lastName})`, t.id),
    trigramIndex("contact_us_search_text_trgm", t.searchText),
  ],
);
