// Lookups the forms choose from: places, languages, currencies, plan periods.
import { integer, pgTable, serial, uniqueIndex, varchar } from "drizzle-orm/pg-core";

export const country = pgTable("country", {
  id: serial("id").primaryKey(),
  name: varchar("name", { length: 100 }).notNull(),
  code2: varchar("code2", { length: 2 }).notNull().unique(),
  /** Dial code without the plus, e.g. "91". */
  phone: varchar("phone", { length: 20 }).notNull(),
});

export const city = pgTable(
  "city",
  {
    id: serial("id").primaryKey(),
    name: varchar("name", { length: 100 }).notNull(),
    displayName: varchar("display_name", { length: 200 }).notNull(),
    countryId: integer("country_id")
      .notNull()
      .references(() => country.id, { onDelete: "cascade" }),
  },
  (t) => [uniqueIndex("city_country_display_name_unique").on(t.countryId, t.displayName)],
);

export const language = pgTable("language", {
  id: serial("id").primaryKey(),
  /** ISO 639-1 code, the `key` of a communication language. */
  code: varchar("code", { length: 10 }).notNull().unique(),
  name: varchar("name", { length: 100 }).notNull(),
});

/** Skill levels with fixed ids: 3 Beginner, 2 Average, 1 Fluent. */
export const proficiency = pgTable("proficiency", {
  id: integer("id").primaryKey(),
  title: varchar("title", { length: 50 }).notNull().unique(),
});

export const currency = pgTable("currency", {
  id: serial("id").primaryKey(),
  code: varchar("code", { length: 3 }).notNull().unique(),
  name: varchar("name", { length: 100 }).notNull(),
  sign: varchar("sign", { length: 10 }).notNull(),
});

/** Plan periods with their display unit and budget range (spec §9). */
export const recurringPeriod = pgTable("recurring_period", {
  id: serial("id").primaryKey(),
  name: varchar("name", { length: 50 }).notNull().unique(),
  unit: varchar("unit", { length: 20 }).notNull(),
  budgetMin: integer("budget_min").notNull(),
  budgetMax: integer("budget_max").notNull(),
});
