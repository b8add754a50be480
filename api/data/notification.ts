// Notifications of a staff user. `verb` is HTML: sanitized here, before it is stored.
import { and, count, desc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import sanitizeHtml from "sanitize-html";
import type { Notification } from "#contract/notification";
import type { Db } from "../db/client";
import * as tables from "../db/schema";
import type { NotificationData } from "../db/schema";

// A few inline tags for emphasis; no attributes, so no links, styles or handlers.
const VERB_SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ["b", "strong", "i", "em", "span", "br"],
  allowedAttributes: {},
  disallowedTagsMode: "discard",
};

export function sanitizeVerb(html: string): string {
  return sanitizeHtml(html, VERB_SANITIZE_OPTIONS);
}

export type NewNotification = {
  recipientId: number;
  actorId?: number | null;
  verb: string;
  actionName: "agencyrequest" | "userrequest";
  data: NotificationData;
  unread?: boolean;
  timestamp?: Date;
};

export async function createNotification(db: Db, input: NewNotification): Promise<{ id: number }> {
  const [row] = await db
    .insert(tables.notification)
    .values({
      recipientId: input.recipientId,
      actorId: input.actorId ?? null,
      verb: sanitizeVerb(input.verb),
      actionName: input.actionName,
      data: input.data,
      unread: input.unread ?? true,
      ...(input.timestamp ? { timestamp: input.timestamp } : {}),
    })
    .returning({ id: tables.notification.id });
  if (!row) throw new Error("insert into notification returned no row");
  return row;
}

const actor = alias(tables.user, "actor");

export async function listNotifications(
  db: Db,
  recipientId: number,
  page: { offset: number; limit: number },
): Promise<{ count: number; unread: number; results: Notification[] }> {
  const mine = eq(tables.notification.recipientId, recipientId);
  const [[counts], rows] = await Promise.all([
    db
      .select({ total: count(), unread: sql<number>`count(*) filter (where ${tables.notification.unread})`.mapWith(Number) })
      .from(tables.notification)
      .where(mine),
    db
      .select({ notification: tables.notification, actorImage: actor.profileImage, actorId: actor.id })
      .from(tables.notification)
      .leftJoin(actor, eq(actor.id, tables.notification.actorId))
      .where(mine)
      .orderBy(desc(tables.notification.timestamp), desc(tables.notification.id))
      .offset(page.offset)
      .limit(page.limit),
  ]);
  return {
    count: counts?.total ?? 0,
    unread: counts?.unread ?? 0,
    results: rows.map(({ notification, actorId, actorImage }) => ({
      id: notification.id,
      unread: notification.unread,
      verb: notification.verb,
      timestamp: notification.timestamp.toISOString(),
      actor: actorId === null ? null : { profile_image: actorImage },
      action_name: notification.actionName,
      data: notification.data,
    })),
  };
}

/** False when the notification does not exist or belongs to someone else. */
export async function markNotificationRead(db: Db, recipientId: number, id: number): Promise<boolean> {
  const rows = await db
    .update(tables.notification)
    .set({ unread: false })
    .where(and(eq(tables.notification.id, id), eq(tables.notification.recipientId, recipientId)))
    .returning({ id: tables.notification.id });
  return rows.length > 0;
}

export async function markAllNotificationsRead(db: Db, recipientId: number): Promise<void> {
  await db
    .update(tables.notification)
    .set({ unread: false })
    .where(and(eq(tables.notification.recipientId, recipientId), eq(tables.notification.unread, true)));
}
