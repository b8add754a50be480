// What marketplace profiles refer to. Restrict: master data in use cannot be deleted.
// Later issues (manage users) add the rest of the profile.
import { index, integer, pgTable, primaryKey } from "drizzle-orm/pg-core";
import { user } from "./account";
import { technology, profileType, skill } from "./master-data";

/** A freelancer's or agency developer's portfolio. */
export const portfolio = pgTable("portfolio", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  profileTypeId: integer("profile_type_id").references(() => profileType.id, { onDelete: "restrict" }),
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
