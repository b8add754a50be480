// The signed-in user's notifications.
import type { Hono } from "hono";
import { messages } from "#contract/messages";
import type { NotificationList } from "#contract/notification";
import { listNotifications, markAllNotificationsRead, markNotificationRead } from "../data/notification";
import { endpoint } from "../endpoint";
import { type ApiDeps, type AppEnv, notFound, paged } from "../http";

export function notificationRoutes(app: Hono<AppEnv>, deps: ApiDeps): void {
  const { db } = deps;

  endpoint(app, deps, "notifications", async (c, { query }) => {
    const page = await listNotifications(db, c.get("auth").user.id, query);
    const body: NotificationList = { ...paged(c, query, page), unread: page.unread };
    return c.json(body);
  });

  endpoint(app, deps, "markNotificationRead", async (c, { params }) => {
    if (!(await markNotificationRead(db, c.get("auth").user.id, params.id))) throw notFound();
    return c.json({ detail: messages.notificationRead });
  });

  endpoint(app, deps, "markAllNotificationsRead", async (c) => {
    await markAllNotificationsRead(db, c.get("auth").user.id);
    return c.json({ detail: messages.allNotificationsRead });
  });
}
