// Column helpers the area tables share.
import { type ExtraConfigColumn, index, timestamp } from "drizzle-orm/pg-core";

export const createdAt = (name = "created_at") => timestamp(name, { withTimezone: true, mode: "date" }).notNull().defaultNow();

// Lists (decision 012): search runs LIKE/ILIKE over trigram GIN indexes (pg_trgm, migration
// 0003), and each sortable column has a btree index whose expressions are the list's ORDER BY,
// with the id last, behind the list's scope (tab, parent) when it has one. A unique index on the
// sort key serves as well: its order needs no tie-breaker.
export const trigramIndex = (name: string, column: ExtraConfigColumn) => index(name).using("gin", column.op("gin_trgm_ops"));
