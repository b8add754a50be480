// Uploaded files and the per-user upload window.
import { index, integer, pgTable, serial, timestamp, varchar } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { user } from "./account";

export const uploadedFile = pgTable(
  "uploaded_file",
  {
    id: serial("id").primaryKey(),
    /** Generated name under DATA_DIR/uploads (`<128-bit hex>.<ext>`). */
    storedName: varchar("stored_name", { length: 100 }).notNull().unique(),
    fileName: varchar("file_name", { length: 255 }).notNull(),
    contentType: varchar("content_type", { length: 100 }).notNull(),
    size: integer("size").notNull(),
    kind: varchar("kind", { length: 20, enum: ["image", "file", "certificate"] }).notNull(),
    uploadedById: integer("uploaded_by_id").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  // The sweep of orphan uploads reads the oldest first.
  (t) => [index("uploaded_file_created_at_idx").on(t.createdAt)],
);

/** The upload_file/ rate limit: one row per user, the current window and the calls in it. */
export const uploadWindow = pgTable("upload_window", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  startedAt: timestamp("started_at", { withTimezone: true, mode: "date" }).notNull(),
  count: integer("count").notNull(),
});
