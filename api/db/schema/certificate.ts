// A freelancer's or agency developer's certificates (spec §3 "Certificate").
import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, serial, text, varchar } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { user } from "./account";

/** A certificate proves itself by a file, a link or both (spec §5: one is required). */
export const certificate = pgTable(
  "certificate",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    title: varchar("title", { length: 100 }).notNull(),
    certificationDate: date("certification_date", { mode: "string" }).notNull(),
    /** The `file` path answered by upload_file/. */
    certificateFile: varchar("certificate_file", { length: 500 }),
    certificationLink: varchar("certification_link", { length: 500 }),
    description: text("description").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [
    index("certificate_user_idx").on(t.userId, t.id),
    check("certificate_file_or_link", sql`${t.certificateFile} is not null or ${t.certificationLink} is not null`),
  ],
);
