// A freelancer's or agency developer's portfolio, and what profiles list from master data.
// Restrict: master data in use cannot be deleted. Cascade from the user: a deleted user takes
// their whole profile with them (decision 039).
import { index, integer, numeric, pgTable, primaryKey, serial, text, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { user } from "./account";
import { language, proficiency, recurringPeriod } from "./lookup";
import { technology, profileType, skill } from "./master-data";

/** A freelancer's or agency developer's portfolio (spec §3 "Developer or freelancer"). */
export const portfolio = pgTable("portfolio", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  profileTypeId: integer("profile_type_id").references(() => profileType.id, { onDelete: "restrict" }),
  /** Years. */
  experience: integer("experience"),
  /** 1 Part Time, 2 Full Time (the employment types, spec §3). */
  availability: integer("availability"),
  educationDetails: varchar("education_details", { length: 500 }).notNull().default(""),
  amount: numeric("amount", { precision: 10, scale: 2 }),
  /** The price's period: Hourly, Daily, Weekly, Monthly (spec §9's plan periods). */
  salaryTypeId: integer("salary_type_id").references(() => recurringPeriod.id, { onDelete: "restrict" }),
  /** About. */
  description: text("description").notNull().default(""),
  specialties: text("specialties").notNull().default(""),
  /** ID proof: the `file` path answered by upload_file/, and the name it was uploaded with. */
  documentFile: varchar("document_file", { length: 500 }),
  fileName: varchar("file_name", { length: 255 }),
});

/** Technologies a profile lists (an agency's company, a freelancer's or developer's portfolio). */
export const userTechnology = pgTable(
  "user_technology",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    technologyId: integer("technology_id")
      .notNull()
      .references(() => technology.id, { onDelete: "restrict" }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.technologyId] }), index("user_technology_technology_idx").on(t.technologyId)],
);

/** Skills and sub skills a portfolio lists. */
export const userSkill = pgTable(
  "user_skill",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    skillId: integer("skill_id")
      .notNull()
      .references(() => skill.id, { onDelete: "restrict" }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.skillId] }), index("user_skill_skill_idx").on(t.skillId)],
);

/** The languages a portfolio lists, each once, with a proficiency (3 Beginner, 2 Average, 1 Fluent). */
export const portfolioLanguage = pgTable(
  "portfolio_language",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => portfolio.userId, { onDelete: "cascade" }),
    languageId: integer("language_id")
      .notNull()
      .references(() => language.id, { onDelete: "restrict" }),
    proficiencyId: integer("proficiency_id")
      .notNull()
      .references(() => proficiency.id, { onDelete: "restrict" }),
  },
  (t) => [uniqueIndex("portfolio_language_user_language_unique").on(t.userId, t.languageId), index("portfolio_language_language_idx").on(t.languageId)],
);
