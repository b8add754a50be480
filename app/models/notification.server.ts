import { detailSchema, type Detail } from "#contract/common";
import { NOTIFICATION_PAGE_SIZE, notificationListSchema, type NotificationList } from "#contract/notification";
import { callApi } from "./api.server";

export type NotificationQuery = { page?: number; page_size?: number };

export function listNotifications(
  token: string,
  { page = 1, page_size = NOTIFICATION_PAGE_SIZE }: NotificationQuery = {},
): Promise<NotificationList> {
  return callApi("notifications", notificationListSchema, { token, query: { page, page_size } });
}

export function markNotificationRead(token: string, id: number): Promise<Detail> {
  return callApi("markNotificationRead", detailSchema, { token, params: { id } });
}

export function markAllNotificationsRead(token: string): Promise<Detail> {
  return callApi("markAllNotificationsRead", detailSchema, { token });
}
