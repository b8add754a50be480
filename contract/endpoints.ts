import type { PermissionCode } from "./permissions";

/**
 * API v1 as a table: method, path (relative to /api/v1/, trailing slash), whether a token is
 * needed, the permission code enforced, and every status the endpoint answers. Every list
 * answers 404 "Invalid page." past its last page (see MAX_RESULT_WINDOW in ./common).
 * The provider's tests and the Pact consumer tests are checked against it.
 */
export type Endpoint = {
  method: "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
  path: string;
  auth: boolean;
  /** The code the provider enforces; a list means any one of them suffices. */
  permission?: PermissionCode | readonly PermissionCode[];
  statuses: readonly number[];
};

export const endpoints = {
  login: { method: "POST", path: "login/", auth: false, statuses: [200, 400, 429] },
  logout: { method: "POST", path: "logout/", auth: true, statuses: [204, 401] },
  validateToken: { method: "POST", path: "validate-token/", auth: false, statuses: [200, 400, 401] },
  resetPassword: { method: "POST", path: "reset-password/", auth: false, statuses: [200, 400, 429] },
  passwordResetConfirm: { method: "POST", path: "password-reset-confirm/", auth: false, statuses: [200, 400, 429] },
  acceptInvitationConfirm: { method: "POST", path: "accept-user-invitation-confirm/", auth: false, statuses: [200, 400, 429] },
  checkLinkToken: { method: "POST", path: "check-link-token/", auth: false, statuses: [200, 400] },
  currentUser: { method: "GET", path: "users/", auth: true, statuses: [200, 401] },
  updateUser: { method: "PATCH", path: "users/{id}/", auth: true, statuses: [200, 400, 401, 403, 404] },
  changePassword: { method: "POST", path: "change-password/", auth: true, statuses: [200, 400, 401] },
  userPermissions: { method: "GET", path: "user-permissions/", auth: true, statuses: [200, 401] },
  uploadFile: { method: "POST", path: "upload_file/", auth: true, statuses: [201, 400, 401, 429] },
  media: { method: "GET", path: "media/{name}", auth: false, statuses: [200, 404] },
  countries: { method: "GET", path: "country/", auth: false, statuses: [200, 400, 404] },
  cities: { method: "GET", path: "city/", auth: false, statuses: [200, 400, 404] },
  notifications: { method: "GET", path: "notifications/all/", auth: true, statuses: [200, 400, 401, 404] },
  markNotificationRead: { method: "GET", path: "notifications/mark-as-read/{id}/", auth: true, statuses: [200, 401, 404] },
  markAllNotificationsRead: { method: "GET", path: "notifications/mark-all-as-read/", auth: true, statuses: [200, 401] },

  // Master data (technology/ and profile-type/ behave the same).
  technologyList: { method: "GET", path: "technology/", auth: true, permission: "common.view_technology", statuses: [200, 400, 401, 403, 404] },
  technologyCreate: { method: "POST", path: "technology/", auth: true, permission: "common.add_technology", statuses: [201, 400, 401, 403] },
  technologyGet: { method: "GET", path: "technology/{id}/", auth: true, permission: "common.view_technology", statuses: [200, 401, 403, 404] },
  technologyUpdate: { method: "PATCH", path: "technology/{id}/", auth: true, permission: "common.change_technology", statuses: [200, 400, 401, 403, 404] },
  technologyDelete: { method: "DELETE", path: "technology/{id}/", auth: true, permission: "common.delete_technology", statuses: [204, 400, 401, 403, 404] },
  profileTypeList: { method: "GET", path: "profile-type/", auth: true, permission: "common.view_profiletype", statuses: [200, 400, 401, 403, 404] },
  profileTypeCreate: { method: "POST", path: "profile-type/", auth: true, permission: "common.add_profiletype", statuses: [201, 400, 401, 403] },
  profileTypeGet: { method: "GET", path: "profile-type/{id}/", auth: true, permission: "common.view_profiletype", statuses: [200, 401, 403, 404] },
  profileTypeUpdate: { method: "PATCH", path: "profile-type/{id}/", auth: true, permission: "common.change_profiletype", statuses: [200, 400, 401, 403, 404] },
  profileTypeDelete: { method: "DELETE", path: "profile-type/{id}/", auth: true, permission: "common.delete_profiletype", statuses: [204, 400, 401, 403, 404] },
  skillList: { method: "GET", path: "skill/", auth: true, permission: "common.view_skill", statuses: [200, 400, 401, 403, 404] },
  skillCreate: { method: "POST", path: "skill/", auth: true, permission: "common.add_skill", statuses: [201, 400, 401, 403] },
  skillGet: { method: "GET", path: "skill/{id}/", auth: true, permission: "common.view_skill", statuses: [200, 401, 403, 404] },
  skillSubSkills: { method: "GET", path: "skill/{id}/sub-skill/", auth: true, permission: "common.view_skill", statuses: [200, 400, 401, 403, 404] },
  skillUpdate: { method: "PATCH", path: "skill/{id}/", auth: true, permission: "common.change_skill", statuses: [200, 400, 401, 403, 404] },
  skillDelete: { method: "DELETE", path: "skill/{id}/", auth: true, permission: "common.delete_skill", statuses: [204, 400, 401, 403, 404] },

  // Roles, permissions and sub admins.
  roleList: { method: "GET", path: "roles/", auth: true, permission: "auth.view_group", statuses: [200, 400, 401, 403, 404] },
  roleOptions: {
    method: "GET",
    path: "roles-list/",
    auth: true,
    permission: ["auth.view_group", "user.can_add_sub_admin", "user.can_change_sub_admin"],
    statuses: [200, 400, 401, 403, 404],
  },
  roleCreate: { method: "POST", path: "roles/", auth: true, permission: "auth.add_group", statuses: [201, 400, 401, 403] },
  roleGet: {
    method: "GET",
    path: "roles/{id}/",
    auth: true,
    permission: ["auth.view_group", "user.can_add_sub_admin", "user.can_change_sub_admin"],
    statuses: [200, 401, 403, 404],
  },
  roleUpdate: { method: "PATCH", path: "roles/{id}/", auth: true, permission: "auth.change_group", statuses: [200, 400, 401, 403, 404] },
  roleDelete: { method: "DELETE", path: "roles/{id}/", auth: true, permission: "auth.delete_group", statuses: [204, 400, 401, 403, 404] },
  permissions: {
    method: "GET",
    path: "permissions/",
    auth: true,
    permission: ["auth.view_group", "auth.add_group", "auth.change_group", "user.can_add_sub_admin", "user.can_change_sub_admin"],
    statuses: [200, 400, 401, 403],
  },
  contentTypePermissions: {
    method: "GET",
    path: "contenttype-permission/",
    auth: true,
    permission: ["auth.view_group", "auth.add_group", "auth.change_group", "user.can_add_sub_admin", "user.can_change_sub_admin"],
    statuses: [200, 401, 403],
  },
  subAdminList: { method: "GET", path: "user-invitation/", auth: true, permission: "user.can_view_sub_admin", statuses: [200, 400, 401, 403, 404] },
  subAdminCreate: { method: "POST", path: "user-invitation/", auth: true, permission: "user.can_add_sub_admin", statuses: [201, 400, 401, 403] },
  subAdminGet: {
    method: "GET",
    path: "user-invitation/{id}/",
    auth: true,
    permission: ["user.can_view_sub_admin", "user.can_change_sub_admin"],
    statuses: [200, 401, 403, 404],
  },
  subAdminUpdate: { method: "PATCH", path: "user-invitation/{id}/", auth: true, permission: "user.can_change_sub_admin", statuses: [200, 400, 401, 403, 404] },
  subAdminDelete: { method: "DELETE", path: "user-invitation/{id}/", auth: true, permission: "user.can_delete_sub_admin", statuses: [204, 400, 401, 403, 404] },

  // Subscription plans and their option lists.
  planList: { method: "GET", path: "subscription-plan/", auth: true, permission: "subscription.view_subscriptionplan", statuses: [200, 400, 401, 403, 404] },
  planGet: { method: "GET", path: "subscription-plan/{id}/", auth: true, permission: "subscription.view_subscriptionplan", statuses: [200, 401, 403, 404] },
  planCreate: { method: "POST", path: "subscription-plan/", auth: true, permission: "subscription.add_subscriptionplan", statuses: [201, 400, 401, 403] },
  planUpdate: {
    method: "PATCH",
    path: "subscription-plan/{id}/",
    auth: true,
    permission: "subscription.change_subscriptionplan",
    statuses: [200, 400, 401, 403, 404],
  },
  currencies: { method: "GET", path: "currency/", auth: true, statuses: [200, 401] },
  recurring: { method: "GET", path: "recurring/", auth: true, statuses: [200, 401] },

  // Contact us.
  contactUsList: { method: "GET", path: "contact-us-admin/", auth: true, permission: "common.view_contactus", statuses: [200, 400, 401, 403, 404] },
} as const satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof endpoints;

export function endpointPath(name: EndpointName, params: Record<string, string | number> = {}): string {
  return endpoints[name].path.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Missing path parameter ${key} for ${name}`);
    return encodeURIComponent(String(value));
  });
}
