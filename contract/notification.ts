import { z } from "./zod";
import { detailSchema, listQuerySchema, MAX_RESULT_WINDOW, pagedSchema } from "./common";
import { defineEndpoint } from "./endpoint";
import { NOTIFICATION_PAGE_SIZE } from "./constants";
// Defined without zod for the browser (contract/constants.ts).
export { NOTIFICATION_PAGE_SIZE };

export const notificationSchema = z.object({
  id: z.number().int(),
  unread: z.boolean(),
  /** HTML, sanitized by the provider on write and by the app on render. */
  verb: z.string(),
  timestamp: z.iso.datetime({ offset: true }),
  actor: z.object({ profile_image: z.string().nullable() }).nullable(),
  action_name: z.enum(["agencyrequest", "userrequest"]),
  data: z.object({
    id: z.number().int(),
    status: z.number().int(),
    is_new_registered: z.boolean(),
    user: z.object({ user_type: z.number().int() }),
  }),
});
export type Notification = z.infer<typeof notificationSchema>;

// GET notifications/all/?page&page_size
export const notificationListSchema = pagedSchema(notificationSchema).extend({
  unread: z.number().int().meta({ description: `Unread notifications, exact up to ${MAX_RESULT_WINDOW}: at most that many are counted.` }),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

/** GET notifications/all/: pages only; the list has no search or ordering. */
export const notificationQuerySchema = listQuerySchema.pick({ page: true, page_size: true });

export const notificationEndpoints = {
  notifications: defineEndpoint({
    summary: "One's notifications, newest first, with the unread count",
    method: "GET", path: "notifications/all/", auth: true, statuses: [200, 400, 401, 404], query: notificationQuerySchema, answer: notificationListSchema,
  }),
  markNotificationRead: defineEndpoint({ method: "GET", path: "notifications/mark-as-read/{id}/", auth: true, statuses: [200, 401, 404], summary: "Mark one notification read", answer: detailSchema }),
  markAllNotificationsRead: defineEndpoint({
    method: "GET",
    path: "notifications/mark-all-as-read/",
    auth: true,
    statuses: [200, 401],
    summary: "Mark all one's notifications read",
    answer: detailSchema,
  }),
};
