// Admins' notifications.
import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, serial, text, varchar } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { user } from "./account";

export const notification = pgTable(
  "notification",
  {
    id: serial("id").primaryKey(),
    recipientId: integer("recipient_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    actorId: integer("actor_id").references(() => user.id, { onDelete: "set null" }),
    /** Sanitized HTML. */
    verb: text("verb").notNull(),
    actionName: varchar("action_name", { length: 50, enum: ["agencyrequest", "userrequest"] }).notNull(),
    data: jsonb("data").notNull().$type<NotificationData>(),
    unread: boolean("unread").notNull().default(true),
    timestamp: createdAt("timestamp"),
  },
  (t) => [
    index("notification_recipient_idx").on(t.recipientId, t.timestamp, t.id),
    index("notification_unread_idx").on(t.recipientId).where(sql`${t.unread}`),
    // A request's notifications: renewed when it is sent again, given its status when its user goes (decision 086).
    index("notification_request_idx").on(sql`(${t.data}->>'id')`),
  ],
);

export type NotificationData = {
  id: number;
  status: number;
  is_new_registered: boolean;
  user: { user_type: number };
};
