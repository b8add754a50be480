import type { Notification } from "#contract/notification";
import { USER_TYPES } from "#contract/constants";

const requestScreen: Record<number, string> = {
  [USER_TYPES.client]: "client",
  [USER_TYPES.agency]: "agency",
  [USER_TYPES.freelancer]: "freelancer",
};

/**
 * Where a notification leads (spec §4): only status 1 is clickable. New registrations go to the
 * new-requests views, updates to the updated-request views, agency developers to their request.
 */
export function notificationTarget(notification: Pick<Notification, "data">): string | null {
  const { id, status, is_new_registered, user } = notification.data;
  if (status !== 1) return null;
  if (user.user_type === USER_TYPES.agencyDeveloper) return `/developer-requests/${id}`;
  const screen = requestScreen[user.user_type];
  if (!screen) return null;
  return is_new_registered ? `/new-requests/${screen}-view/${id}` : `/updated-request/${screen}-view/${id}`;
}
