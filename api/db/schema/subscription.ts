// Subscription plans (spec §9).
import { sql } from "drizzle-orm";
import { index, integer, numeric, pgTable, serial, text, varchar } from "drizzle-orm/pg-core";
import { createdAt, trigramIndex } from "./columns";
import { currency, recurringPeriod } from "./lookup";

/** A plan for clients (3), agencies (4) or freelancers (5). Status is a string, '1' by default. */
export const subscriptionPlan = pgTable(
  "subscription_plan",
  {
    id: serial("id").primaryKey(),
    name: varchar("name", { length: 25 }).notNull(),
    userType: integer("user_type").notNull(),
    amount: numeric("amount", { precision: 9, scale: 2 }).notNull(),
    currencyId: integer("currency_id")
      .notNull()
      .references(() => currency.id, { onDelete: "restrict" }),
    recurringId: integer("recurring_id")
      .notNull()
      .references(() => recurringPeriod.id, { onDelete: "restrict" }),
    description: varchar("description", { length: 255 }).notNull().default(""),
    taxPercentage: numeric("tax_percentage", { precision: 5, scale: 2 }),
    status: varchar("status", { length: 1 }).notNull().default("1"),
    /** Sanitized HTML. */
    planDetails: text("plan_details").notNull().default(""),
    numOfJobs: integer("num_of_jobs"),
    numOfDevelopers: integer("num_of_developers"),
    createdAt: createdAt(),
  },
  (t) => [
    index("subscription_plan_user_type_idx").on(t.userType, t.id),
    index("subscription_plan_name_lower_id_idx").on(t.userType, sql`lower(${t.name})`, t.id),
    index("subscription_plan_amount_id_idx").on(t.userType, t.amount, t.id),
    trigramIndex("subscription_plan_name_trgm", t.name),
    trigramIndex("subscription_plan_description_trgm", t.description),
  ],
);
