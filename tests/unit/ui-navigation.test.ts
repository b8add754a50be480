import { describe, expect, it } from "vitest";
import { filterNavigation, navigation, type NavItem, type ShownNavItem } from "~/navigation";

const table: NavItem[] = [
  { label: "Dashboard", path: "/dashboard", permission: "main.view_dashboard" },
  {
    label: "Master",
    permission: "common.can_view_master",
    children: [
      { label: "Technology", path: "/technology", permission: "common.view_technology" },
      { label: "Skill", path: "/skill", permission: "common.view_skill" },
    ],
  },
  {
    label: "Users",
    children: [
      { label: "Sub admins", path: "/sub-admin", permission: "user.can_view_sub_admin" },
      { label: "Roles", path: "/role", permission: "auth.view_group" },
    ],
  },
];

const labels = (items: ShownNavItem[]): unknown => items.map((item) => (item.children ? { [item.label]: labels(item.children) } : item.label));

describe("filterNavigation", () => {
  it("shows only the items whose permission the user holds", () => {
    expect(labels(filterNavigation(table, ["main.view_dashboard"]))).toEqual(["Dashboard"]);
  });

  it("shows a group when the user holds a nested item's permission, with only that child", () => {
    expect(labels(filterNavigation(table, ["common.view_skill"]))).toEqual([{ Master: ["Skill"] }]);
    expect(labels(filterNavigation(table, ["auth.view_group"]))).toEqual([{ Users: ["Roles"] }]);
  });

  it("shows a group for its own permission even when no child is granted", () => {
    expect(labels(filterNavigation(table, ["common.can_view_master"]))).toEqual([{ Master: [] }]);
  });

  it("hides a group without a permission of its own when no child is granted", () => {
    expect(filterNavigation(table, ["common.add_skill"])).toEqual([]);
  });

  it("ignores unknown codes and does not change the table", () => {
    const before = JSON.stringify(table);
    filterNavigation(table, ["nope.nothing", "common.view_technology"]);
    expect(JSON.stringify(table)).toBe(before);
  });

  it("leaves the permission codes out of what the browser is sent", () => {
    const shown = JSON.stringify(filterNavigation(navigation, ["main.view_dashboard", "user.can_view_client", "user.view_userrequest", "common.view_skill"]));
    expect(shown).toContain('"path":"/manage-users"');
    expect(shown).not.toMatch(/permission|alsoWith|user\.|common\.|main\./);
  });

  it("the app's table shows the dashboard to every staff user", () => {
    expect(filterNavigation(navigation, ["main.view_dashboard", "main.view_userProfile"]).map((item) => item.path)).toContain("/dashboard");
    expect(filterNavigation(navigation, [])).toEqual([]);
  });

  it("shows Manage Users with user.can_view_register or any one of its tabs' view codes, and not otherwise", () => {
    const manageUsers = (held: string[]) => filterNavigation(navigation, held).some((item) => item.path === "/manage-users");
    for (const code of ["user.can_view_register", "user.can_view_client", "user.can_view_agency", "user.can_view_freelancer"]) {
      expect(manageUsers([code]), code).toBe(true);
    }
    expect(manageUsers(["user.can_delete_client", "user.can_change_agency", "user.can_view_sub_admin"])).toBe(false);
  });
});
