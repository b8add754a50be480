// Notifications of a staff user. `verb` is HTML: sanitized here, before it is stored.
import { and, eq, inArray, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import sanitizeHtml from "sanitize-html";
import { NOTIFICATION_VERB_SANITIZE_OPTIONS } from "#contract/shared-values";
import type { Notification } from "#contract/notification";
import type { Db } from "../db/client";
import * as tables from "../db/schema";
import type { NotificationData } from "../db/schema";
import { MAX_RESULT_WINDOW } from "#contract/common";
import { type ListPage, listPage, type PageRequest } from "../paging";

export function sanitizeVerb(html: string): string {
  return sanitizeHtml(html, NOTIFICATION_VERB_SANITIZE_OPTIONS);
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

/**
 * A request sent again: the recipients' unread notifications of it take the new text and time
 * (so they come first again), rather than one more each. Answers whose were renewed.
 */
export async function renewUnreadNotifications(
  db: Db,
  input: { recipientIds: number[]; requestId: number; actorId: number; verb: string; actionName: NewNotification["actionName"]; timestamp: Date },
): Promise<Set<number>> {
  if (!input.recipientIds.length) return new Set();
  const table = tables.notification;
  // Spelled as the expression of notification_request_idx.
  const rows = await db
    .update(table)
    .set({ verb: sanitizeVerb(input.verb), actorId: input.actorId, timestamp: input.timestamp })
    .where(
      and(
        sql`(${table.data}->>'id') = ${String(input.requestId)}`,
        sql`${table.unread}`,
        eq(table.actionName, input.actionName),
        inArray(table.recipientId, input.recipientIds),
      ),
    )
    .returning({ recipientId: table.recipientId });
  return new Set(rows.map((row) => row.recipientId));
}

const actor = alias(tables.user, "actor");

/** Newest first; `unread` is counted up to the result window, as `count` is. */
export async function listNotifications(db: Db, recipientId: number, query: PageRequest): Promise<ListPage<Notification> & { unread: number }> {
  const table = tables.notification;
  const mine = eq(table.recipientId, recipientId);
  const source = { table, id: table.id, scope: mine, order: { keys: [table.timestamp, table.id], descending: true } };
  // Spelled as the predicate of notification_unread_idx; counted up to the window like `count`.
  const unreadCount = sql<number>`(select count(*) from (select 1 from ${table} where ${and(mine, sql`${table.unread}`)} limit ${MAX_RESULT_WINDOW}) as unread)`;
  // The unread count rides along with the page's rows: every page of the shell asks for it.
  // A request notification shows its request's status now, not the one it was sent with: once
  // decided it no longer opens the request as pending (decision 058). One key lookup per row.
  const requestStatus = sql<number | null>`(select ${tables.userRequest.status} from ${tables.userRequest} where ${tables.userRequest.id} = (${table.data}->>'id')::int)`;
  const rowsOf = (ids: number[]) =>
    db
      .select({ notification: table, actorImage: actor.profileImage, actorId: actor.id, unread: unreadCount.mapWith(Number), requestStatus })
      .from(table)
      .leftJoin(actor, eq(actor.id, table.actorId))
      .where(inArray(table.id, ids));
  const page = await listPage(db, { source, rows: rowsOf, idOf: (row) => row.notification.id }, query);
  return {
    count: page.count,
    capped: page.capped,
    // No rows on the first page: no notifications, so none unread.
    unread: page.results[0]?.unread ?? 0,
    results: page.results.map(({ notification, actorId, actorImage, requestStatus }) => ({
      id: notification.id,
      unread: notification.unread,
      verb: notification.verb,
      timestamp: notification.timestamp.toISOString(),
      actor: actorId === null ? null : { profile_image: actorImage },
      action_name: notification.actionName,
      // A request deleted since (with its user) keeps the status it ended with, written at the deletion.
      data: requestStatus === null ? notification.data : { ...notification.data, status: Number(requestStatus) },
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
