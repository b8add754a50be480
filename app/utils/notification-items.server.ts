import type { Notification } from "#contract/notification";
import { formatDateTimeUtc, formatRelativeTime } from "./time";
import { notificationTarget } from "./notification-target";
import type { DrawerNotification } from "./notifications";
import { sanitizeVerb } from "./sanitize.server";

export function toDrawerNotification(notification: Notification, now: number): DrawerNotification {
  return {
    id: notification.id,
    unread: notification.unread,
    verbHtml: sanitizeVerb(notification.verb),
    timestamp: notification.timestamp,
    relativeTime: formatRelativeTime(notification.timestamp, now),
    absoluteTime: formatDateTimeUtc(notification.timestamp),
    image: notification.actor?.profile_image ?? null,
    target: notificationTarget(notification),
  };
}
