// A freelancer's or agency developer's projects (spec §3 "Project").
import { boolean, index, integer, pgTable, primaryKey, serial, text, varchar } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { user } from "./account";
import { skill, technology } from "./master-data";

export const project = pgTable(
  "project",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    title: varchar("title", { length: 100 }).notNull(),
    description: text("description").notNull().default(""),
    link: varchar("link", { length: 500 }),
    /** Months, at most two digits (spec §5). */
    duration: integer("duration").notNull(),
    isOnGoing: boolean("is_on_going").notNull().default(false),
    createdAt: createdAt(),
  },
  // A profile's projects, 10 a page, and its projects count.
  (t) => [index("project_user_idx").on(t.userId, t.id)],
);

export const projectTechnology = pgTable(
  "project_technology",
  {
    projectId: integer("project_id")
      .notNull()
      .references(() => project.id, { onDelete: "cascade" }),
    technologyId: integer("technology_id")
      .notNull()
      .references(() => technology.id, { onDelete: "restrict" }),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.technologyId] }), index("project_technology_technology_idx").on(t.technologyId)],
);

export const projectSkill = pgTable(
  "project_skill",
  {
    projectId: integer("project_id")
      .notNull()
      .references(() => project.id, { onDelete: "cascade" }),
    skillId: integer("skill_id")
      .notNull()
      .references(() => skill.id, { onDelete: "restrict" }),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.skillId] }), index("project_skill_skill_idx").on(t.skillId)],
);

/** A project's images, in upload order: each the `file` path answered by upload_file/. */
export const projectImage = pgTable(
  "project_image",
  {
    id: serial("id").primaryKey(),
    projectId: integer("project_id")
      .notNull()
      .references(() => project.id, { onDelete: "cascade" }),
    image: varchar("image", { length: 500 }).notNull(),
  },
  (t) => [index("project_image_project_idx").on(t.projectId, t.id)],
);
