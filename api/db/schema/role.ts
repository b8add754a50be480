// Permissions and roles (Django's auth.Permission and auth.Group).
import { sql } from "drizzle-orm";
import { integer, pgTable, primaryKey, serial, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { trigramIndex } from "./columns";

export const permission = pgTable(
  "permission",
  {
    id: serial("id").primaryKey(),
    appLabel: varchar("app_label", { length: 100 }).notNull(),
    codename: varchar("codename", { length: 100 }).notNull(),
    name: varchar("name", { length: 255 }).notNull(),
    /** Human name of the model the permission belongs to (groups the role form's checkboxes). */
    model: varchar("model", { length: 100 }).notNull(),
  },
  (t) => [uniqueIndex("permission_code_unique").on(t.appLabel, t.codename)],
);

/** A role. Names are unique whatever their case, as the master data titles are. */
export const authGroup = pgTable(
  "auth_group",
  {
    id: serial("id").primaryKey(),
    name: varchar("name", { length: 150 }).notNull(),
  },
  // The unique lower(name) index also serves the list's order by name.
  (t) => [uniqueIndex("auth_group_name_lower_unique").on(sql`lower(${t.name})`), trigramIndex("auth_group_name_trgm", t.name)],
);

export const groupPermission = pgTable(
  "group_permission",
  {
    groupId: integer("group_id")
      .notNull()
      .references(() => authGroup.id, { onDelete: "cascade" }),
    permissionId: integer("permission_id")
      .notNull()
      .references(() => permission.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.permissionId] })],
);
