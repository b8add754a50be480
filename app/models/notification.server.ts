import { MAX_PAGE_SIZE, type Detail } from "#contract/common";
import { NOTIFICATION_PAGE_SIZE, type NotificationList } from "#contract/notification";
import { callEndpoint } from "./api.server";

export type NotificationQuery = { page?: number; page_size?: number };

export function listNotifications(
  token: string,
  { page = 1, page_size = NOTIFICATION_PAGE_SIZE }: NotificationQuery = {},
): Promise<NotificationList> {
  return callEndpoint("notifications", { token, query: { page, page_size } });
}

/**
 * The newest `limit` notifications, in calls of at most MAX_PAGE_SIZE: the drawer without
 * JavaScript shows every page loaded so far at once. Only pages that exist are asked for,
 * since a DRF backend answers 404 past the last page.
 */
export async function listNewestNotifications(token: string, limit: number): Promise<NotificationList> {
  const pageSize = Math.min(limit, MAX_PAGE_SIZE);
  const first = await listNotifications(token, { page: 1, page_size: pageSize });
  const pages = Math.min(Math.ceil(limit / pageSize), Math.ceil(first.count / pageSize));
  const rest = await Promise.all(
    Array.from({ length: Math.max(pages - 1, 0) }, (_, i) => listNotifications(token, { page: i + 2, page_size: pageSize })),
  );
  return { ...first, results: [first, ...rest].flatMap((page) => page.results).slice(0, limit) };
}

export function markNotificationRead(token: string, id: number): Promise<Detail> {
  return callEndpoint("markNotificationRead", { token, params: { id } });
}

export function markAllNotificationsRead(token: string): Promise<Detail> {
  return callEndpoint("markAllNotificationsRead", { token });
}
