import type { PermissionCode } from "#contract/permissions";

export type NavIcon = "dashboard" | "stack" | "code" | "idCard" | "star" | "shield" | "users" | "card" | "contacts" | "mail" | "clipboard" | "inbox" | "refresh" | "developer" | "ban";

/** One entry of the sidebar, each with an icon of its own. A group has children and no path: its heading is not a page. */
export type NavItem = {
  label: string;
  path?: string;
  permission?: PermissionCode;
  /** Other codes that show the item as well (Manage Users: any of its tabs' view codes). */
  alsoWith?: readonly PermissionCode[];
  icon?: NavIcon;
  children?: NavItem[];
};

/** The one navigation table of the app; later screens add their entries here. */
export const navigation: NavItem[] = [
  { label: "Dashboard", path: "/dashboard", permission: "main.view_dashboard", icon: "dashboard" },
  {
    label: "Master",
    permission: "common.can_view_master",
    icon: "stack",
    children: [
      { label: "Technology", path: "/technology", permission: "common.view_technology", icon: "code" },
      { label: "Profile Type", path: "/profile-type", permission: "common.view_profiletype", icon: "idCard" },
      { label: "Skill", path: "/skill", permission: "common.view_skill", icon: "star" },
    ],
  },
  { label: "Roles", path: "/role", permission: "auth.view_group", icon: "shield" },
  { label: "Sub Admin", path: "/sub-admin", permission: "user.can_view_sub_admin", icon: "users" },
  { label: "Subscription", path: "/manage-subscription", permission: "subscription.view_subscriptionplan", icon: "card" },
  {
    label: "Manage Users",
    path: "/manage-users",
    permission: "user.can_view_register",
    alsoWith: ["user.can_view_client", "user.can_view_agency", "user.can_view_freelancer"],
    icon: "contacts",
  },
  // Request review (request-review spec §2, the profile-requests group): every entry needs the view code (§6).
  {
    label: "Profile Requests",
    permission: "user.view_userrequest",
    icon: "clipboard",
    children: [
      { label: "New Requests", path: "/new-request", permission: "user.view_userrequest", icon: "inbox" },
      { label: "Updated Requests", path: "/updated-request", permission: "user.view_userrequest", icon: "refresh" },
      { label: "Developer Requests", path: "/developer-requests", permission: "user.view_userrequest", icon: "developer" },
      { label: "Rejected Logs", path: "/rejected-logs", permission: "user.view_userrequest", icon: "ban" },
    ],
  },
  { label: "Contact Us", path: "/contact-us", permission: "common.view_contactus", icon: "mail" },
];

/** An item as the sidebar shows it: the permission codes stay on the server. */
export type ShownNavItem = Pick<NavItem, "label" | "path" | "icon"> & { children?: ShownNavItem[] };

/**
 * The items a user may see (spec §2 Shell): an item shows when the user holds its permission or
 * the permission of a nested item. Children are filtered the same way. An item without a
 * permission of its own shows only through its children. The codes are left out: every page
 * sends this list to the browser.
 */
export function filterNavigation(items: readonly NavItem[], held: readonly string[]): ShownNavItem[] {
  const granted = new Set(held);
  const visit = (list: readonly NavItem[]): ShownNavItem[] =>
    list.flatMap((item) => {
      const children = item.children ? visit(item.children) : undefined;
      const ownGrant = [item.permission, ...(item.alsoWith ?? [])].some((code) => code !== undefined && granted.has(code));
      if (!ownGrant && !children?.length) return [];
      const { label, path, icon } = item;
      return [{ label, ...(path ? { path } : {}), ...(icon ? { icon } : {}), ...(children ? { children } : {}) }];
    });
  return visit(items);
}

/** Whether `pathname` is the item's page or a page below it (e.g. /skill/3 under /skill). */
export function isActivePath(itemPath: string | undefined, pathname: string): boolean {
  if (!itemPath) return false;
  return pathname === itemPath || pathname.startsWith(`${itemPath}/`);
}
