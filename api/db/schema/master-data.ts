// Master data: technology, profile type, skill and its sub skills (spec §3).
import { sql } from "drizzle-orm";
import { type AnyPgColumn, type ExtraConfigColumn, index, integer, pgTable, serial, text, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { createdAt, trigramIndex } from "./columns";

const statusColumn = () => integer("status").notNull().default(1);
/**
 * Title and description lower-cased once, on write: `search` then runs a plain LIKE over one
 * column instead of ILIKE over two, about three times faster on PGlite (bench/run.ts).
 */
const searchTextColumn = () => text("search_text").generatedAlwaysAs(sql`lower("title"::text || ' ' || "description"::text)`);

/** The columns technology, profile type and skill share (spec §3). */
const masterDataColumns = () => ({
  id: serial("id").primaryKey(),
  title: varchar("title", { length: 100 }).notNull(),
  description: varchar("description", { length: 500 }).notNull().default(""),
  status: statusColumn(),
  searchText: searchTextColumn(),
  createdAt: createdAt(),
});

/** The list's indexes of technology and profile type; the unique title index serves `ordering=title`. */
const masterDataIndexes = (name: string, t: { searchText: ExtraConfigColumn; description: ExtraConfigColumn; status: ExtraConfigColumn; id: ExtraConfigColumn }) => [
  trigramIndex(`${name}_search_text_trgm`, t.searchText),
  index(`${name}_description_lower_id_idx`).on(sql`lower(${t.description})`, t.id),
  index(`${name}_status_id_idx`).on(t.status, t.id),
];

/** Technologies (status 1 active, 0 inactive). Titles are unique whatever their case. */
export const technology = pgTable(
  "technology",
  {
    ...masterDataColumns(),
  },
  (t) => [uniqueIndex("technology_title_lower_unique").on(sql`lower(${t.title})`), ...masterDataIndexes("technology", t)],
);

export const profileType = pgTable(
  "profile_type",
  {
    ...masterDataColumns(),
  },
  (t) => [uniqueIndex("profile_type_title_lower_unique").on(sql`lower(${t.title})`), ...masterDataIndexes("profile_type", t)],
);

/** Skills, and their sub skills (a sub skill has a parent; deleting a skill deletes its sub skills). */
export const skill = pgTable(
  "skill",
  {
    ...masterDataColumns(),
    parentId: integer("parent_id").references((): AnyPgColumn => skill.id, { onDelete: "cascade" }),
  },
  (t) => {
    // Both lists (skills: parent 0, a skill's sub skills: its id) are scoped by this expression.
    const parent = sql`coalesce(${t.parentId}, 0)`;
    return [
      uniqueIndex("skill_parent_title_lower_unique").on(parent, sql`lower(${t.title})`),
      index("skill_parent_idx").on(t.parentId),
      trigramIndex("skill_search_text_trgm", t.searchText),
      index("skill_scope_id_idx").on(parent, t.id),
      index("skill_scope_description_lower_id_idx").on(parent, sql`lower(${t.description})`, t.id),
      index("skill_scope_status_id_idx").on(parent, t.status, t.id),
    ];
  },
);
