import { z } from "./zod";
import { MAX_RESULT_WINDOW, pagedSchema } from "./common";
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
