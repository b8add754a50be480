import type { PermissionCode } from "#contract/permissions";

export type NavIcon = "dashboard" | "folder";

/** One entry of the sidebar. A group has children and may have no path of its own. */
export type NavItem = {
  label: string;
  path?: string;
  permission?: PermissionCode;
  icon?: NavIcon;
  children?: NavItem[];
};

/** The one navigation table of the app; later screens add their entries here. */
export const navigation: NavItem[] = [{ label: "Dashboard", path: "/dashboard", permission: "main.view_dashboard", icon: "dashboard" }];

/**
 * The items a user may see (spec §2 Shell): an item shows when the user holds its permission or
 * the permission of a nested item. Children are filtered the same way. An item without a
 * permission of its own shows only through its children.
 */
export function filterNavigation(items: readonly NavItem[], held: readonly string[]): NavItem[] {
  const granted = new Set(held);
  const visit = (list: readonly NavItem[]): NavItem[] =>
    list.flatMap((item) => {
      const children = item.children ? visit(item.children) : undefined;
      const ownGrant = item.permission !== undefined && granted.has(item.permission);
      if (!ownGrant && !children?.length) return [];
      return [{ ...item, ...(children ? { children } : {}) }];
    });
  return visit(items);
}

/** Whether `pathname` is the item's page or a page below it (e.g. /skill/3 under /skill). */
export function isActivePath(itemPath: string | undefined, pathname: string): boolean {
  if (!itemPath) return false;
  return pathname === itemPath || pathname.startsWith(`${itemPath}/`);
}
