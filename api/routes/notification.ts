// The signed-in user's notifications.
import { Hono } from "hono";
import { listQuerySchema } from "#contract/common";
import { messages } from "#contract/messages";
import type { NotificationList } from "#contract/notification";
import { listNotifications, markAllNotificationsRead, markNotificationRead } from "../data/notification";
import { type ApiDeps, type AppEnv, idParam, notFound, paged, parseQuery, requireAuth } from "../http";

export function notificationRoutes(deps: ApiDeps) {
  const { db } = deps;
  const app = new Hono<AppEnv>();
  const auth = requireAuth(deps);

  app.get("/notifications/all/", auth, async (c) => {
    const query = parseQuery(c, listQuerySchema);
    const page = await listNotifications(db, c.get("auth").user.id, query);
    const body: NotificationList = { ...paged(c, query, page), unread: page.unread };
    return c.json(body);
  });

  app.get("/notifications/mark-as-read/:id/", auth, async (c) => {
    const id = idParam(c, "id");
    if (!(await markNotificationRead(db, c.get("auth").user.id, id))) throw notFound();
    return c.json({ detail: messages.notificationRead });
  });

  app.get("/notifications/mark-all-as-read/", auth, async (c) => {
    await markAllNotificationsRead(db, c.get("auth").user.id);
    return c.json({ detail: messages.allNotificationsRead });
  });

  return app;
}
