/**
 * The permission catalogue of spec §6, Django-shaped (`app_label.codename`).
 * A typo in a code is a type error wherever `PermissionCode` is used.
 */
export const permissionCatalogue = [
  { code: "main.view_dashboard", name: "Can view dashboard", model: "dashboard" },
  { code: "main.view_userProfile", name: "Can view user profile", model: "user profile" },
  { code: "common.can_view_master", name: "Can view master", model: "master" },
  { code: "common.view_technology", name: "Can view technology", model: "technology" },
  { code: "common.add_technology", name: "Can add technology", model: "technology" },
  { code: "common.change_technology", name: "Can change technology", model: "technology" },
  { code: "common.delete_technology", name: "Can delete technology", model: "technology" },
  { code: "common.view_skill", name: "Can view skill", model: "skill" },
  { code: "common.add_skill", name: "Can add skill", model: "skill" },
  { code: "common.change_skill", name: "Can change skill", model: "skill" },
  { code: "common.delete_skill", name: "Can delete skill", model: "skill" },
  { code: "common.view_profiletype", name: "Can view profile type", model: "profile type" },
  { code: "common.add_profiletype", name: "Can add profile type", model: "profile type" },
  { code: "common.change_profiletype", name: "Can change profile type", model: "profile type" },
  { code: "common.delete_profiletype", name: "Can delete profile type", model: "profile type" },
  { code: "user.can_view_sub_admin", name: "Can view sub admin", model: "sub admin" },
  { code: "user.can_add_sub_admin", name: "Can add sub admin", model: "sub admin" },
  { code: "user.can_change_sub_admin", name: "Can change sub admin", model: "sub admin" },
  { code: "user.can_delete_sub_admin", name: "Can delete sub admin", model: "sub admin" },
  { code: "auth.view_group", name: "Can view group", model: "group" },
  { code: "auth.add_group", name: "Can add group", model: "group" },
  { code: "auth.change_group", name: "Can change group", model: "group" },
  { code: "auth.delete_group", name: "Can delete group", model: "group" },
  { code: "user.can_view_register", name: "Can view registered users", model: "registered user" },
  { code: "user.can_view_client", name: "Can view client", model: "client" },
  { code: "user.can_change_client", name: "Can change client", model: "client" },
  { code: "user.can_delete_client", name: "Can delete client", model: "client" },
  { code: "user.can_view_agency", name: "Can view agency", model: "agency" },
  { code: "user.can_change_agency", name: "Can change agency", model: "agency" },
  { code: "user.can_delete_agency", name: "Can delete agency", model: "agency" },
  { code: "user.can_view_freelancer", name: "Can view freelancer", model: "freelancer" },
  { code: "user.can_change_freelancer", name: "Can change freelancer", model: "freelancer" },
  { code: "user.can_delete_freelancer", name: "Can delete freelancer", model: "freelancer" },
  { code: "common.view_contactus", name: "Can view contact us", model: "contact us" },
  { code: "subscription.view_subscriptionplan", name: "Can view subscription plan", model: "subscription plan" },
  { code: "subscription.add_subscriptionplan", name: "Can add subscription plan", model: "subscription plan" },
  { code: "subscription.change_subscriptionplan", name: "Can change subscription plan", model: "subscription plan" },
  { code: "user.view_userrequest", name: "Can view user request", model: "user request" },
  { code: "user.change_userrequest", name: "Can change user request", model: "user request" },
  { code: "user.delete_userrequest", name: "Can delete user request", model: "user request" },
  { code: "user.approve_userrequest", name: "Can approve user request", model: "user request" },
  { code: "user.reject_userrequest", name: "Can reject user request", model: "user request" },
] as const;

export type PermissionCode = (typeof permissionCatalogue)[number]["code"];

/** Granted to every staff user whatever their role (spec §6). */
export const ALWAYS_GRANTED: readonly PermissionCode[] = ["main.view_dashboard", "main.view_userProfile"];

export function hasPermission(held: readonly string[], code: PermissionCode): boolean {
  return held.includes(code);
}
