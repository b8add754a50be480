import type { Notification } from "#contract/notification";
import { formatDateTimeUtc, formatRelativeTime } from "./time";
import { notificationTarget } from "./notification-target";
import type { DrawerNotification } from "./notifications";
import { sanitizeVerb } from "./sanitize.server";

/** What became of a request a notification announced, once decided (decision 058). */
const DECIDED: Record<number, string> = { 2: "Request approved.", 3: "Request rejected." };

export function toDrawerNotification(notification: Notification, now: number): DrawerNotification {
  const decided = DECIDED[notification.data.status];
  return {
    id: notification.id,
    unread: notification.unread,
    verbHtml: decided ? `${sanitizeVerb(notification.verb)} ${decided}` : sanitizeVerb(notification.verb),
    timestamp: notification.timestamp,
    relativeTime: formatRelativeTime(notification.timestamp, now),
    absoluteTime: formatDateTimeUtc(notification.timestamp),
    image: notification.actor?.profile_image ?? null,
    target: notificationTarget(notification),
  };
}
