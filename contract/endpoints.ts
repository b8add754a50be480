import type { PermissionCode } from "./permissions";

/**
 * API v1 as a table: method, path (relative to /api/v1/, trailing slash), whether a token is
 * needed, the permission code enforced, and every status the endpoint answers.
 * The provider's tests and the Pact consumer tests are checked against it.
 */
export type Endpoint = {
  method: "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
  path: string;
  auth: boolean;
  permission?: PermissionCode;
  statuses: readonly number[];
};

export const endpoints = {
  login: { method: "POST", path: "login/", auth: false, statuses: [200, 400, 429] },
  logout: { method: "POST", path: "logout/", auth: true, statuses: [204, 401] },
  validateToken: { method: "POST", path: "validate-token/", auth: false, statuses: [200, 400, 401] },
  resetPassword: { method: "POST", path: "reset-password/", auth: false, statuses: [200, 400] },
  passwordResetConfirm: { method: "POST", path: "password-reset-confirm/", auth: false, statuses: [200, 400] },
  acceptInvitationConfirm: { method: "POST", path: "accept-user-invitation-confirm/", auth: false, statuses: [200, 400] },
  checkLinkToken: { method: "POST", path: "check-link-token/", auth: false, statuses: [200, 400] },
  currentUser: { method: "GET", path: "users/", auth: true, statuses: [200, 401] },
  updateUser: { method: "PATCH", path: "users/{id}/", auth: true, statuses: [200, 400, 401, 403, 404] },
  changePassword: { method: "POST", path: "change-password/", auth: true, statuses: [200, 400, 401] },
  userPermissions: { method: "GET", path: "user-permissions/", auth: true, statuses: [200, 401] },
  uploadFile: { method: "POST", path: "upload_file/", auth: true, statuses: [201, 400, 401] },
  media: { method: "GET", path: "media/{name}", auth: false, statuses: [200, 404] },
  countries: { method: "GET", path: "country/", auth: false, statuses: [200, 400] },
  cities: { method: "GET", path: "city/", auth: false, statuses: [200, 400] },
  notifications: { method: "GET", path: "notifications/all/", auth: true, statuses: [200, 400, 401] },
  markNotificationRead: { method: "GET", path: "notifications/mark-as-read/{id}/", auth: true, statuses: [200, 401, 404] },
  markAllNotificationsRead: { method: "GET", path: "notifications/mark-all-as-read/", auth: true, statuses: [200, 401] },
} as const satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof endpoints;

export function endpointPath(name: EndpointName, params: Record<string, string | number> = {}): string {
  return endpoints[name].path.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Missing path parameter ${key} for ${name}`);
    return encodeURIComponent(String(value));
  });
}
