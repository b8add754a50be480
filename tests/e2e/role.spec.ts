import type { Locator } from "@playwright/test";
import { messages } from "#contract/messages";
import { expectPath, refusedRequest, toast } from "./support/app";
import { expect, test } from "./support/fixtures";
import { alertDialog, csvLines, rowAction, searchList, sortBy, tableRows } from "./support/list";
import { checkPermissions, permissionBox, permissionGroup } from "./support/permissions";

const TECHNOLOGY_CODES = ["common.view_technology", "common.add_technology", "common.change_technology", "common.delete_technology"];

test.describe("roles", () => {
  // A refused form or deletion answers 400 on purpose.
  test.use({
    signedInAs: "admin",
    expectedConsoleErrors: [refusedRequest(400)],
  });

  test("add: a name alone is refused, Select all fills a group, the role is added", async ({ page, a11y, javaScriptEnabled, unique }) => {
    // Five pages, each scanned with axe: longer than 30 s on a busy 2-core machine.
    test.slow();
    const name = unique("role");
    await page.goto("/dashboard");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Roles" }).click();
    await expectPath(page, "/role");
    await expect(page.getByRole("heading", { level: 1, name: "Roles" })).toBeVisible();
    await a11y.check();

    await page.getByRole("link", { name: "Add Role" }).click();
    await expectPath(page, "/role/add");
    await expect(page.getByRole("heading", { level: 1, name: "Add Role" })).toBeVisible();
    await a11y.check();
    await page.getByRole("textbox", { name: "Name" }).fill(name);
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await expect(page.getByText(messages.selectPermission)).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Name" })).toHaveValue(name);
    await a11y.check();

    const technology = await permissionGroup(page, "Technology");
    if (javaScriptEnabled) {
      // react-aria's checkboxes, toggled with Space; a tri-state "Select all": part of the group makes it mixed.
      const viewTechnology = technology.getByRole("checkbox", { name: "Can view technology", exact: true });
      await viewTechnology.focus();
      await page.keyboard.press("Space");
      await expect(viewTechnology).toBeChecked();
      await expect(technology.getByRole("checkbox", { name: "Select all" })).toHaveJSProperty("indeterminate", true);
      // And it looks it: the ticked box and the mixed Select all are filled, an unticked one is not.
      const unticked = await boxColour(technology.getByRole("checkbox", { name: "Can add technology", exact: true }));
      expect(await boxColour(viewTechnology)).not.toBe(unticked);
      expect(await boxColour(technology.getByRole("checkbox", { name: "Select all" }))).not.toBe(unticked);
      await technology.getByRole("checkbox", { name: "Select all" }).focus();
      await page.keyboard.press("Space");
    } else {
      // A submit that re-renders the form with the group checked and the name kept, scrolled to the
      // group: on a phone, where the page scrolls that far, its heading clear of the 64 px top bar.
      const desktop = page.viewportSize();
      await page.setViewportSize({ width: 390, height: 844 });
      await technology.getByRole("button", { name: "Select all" }).click();
      await expect(page.getByRole("textbox", { name: "Name" })).toHaveValue(name);
      await expect(technology.getByRole("button", { name: "Clear all" })).toBeInViewport();
      const summary = page.locator("details", { has: page.locator("summary", { hasText: "Technology" }) }).locator("summary");
      expect((await summary.boundingBox())?.y).toBeGreaterThanOrEqual(64);
      if (desktop) await page.setViewportSize(desktop);
      // Clear all empties the group, which stays open: a <details>' state is not sent.
      await technology.getByRole("button", { name: "Clear all" }).click();
      await expect(technology.getByRole("button", { name: "Select all" })).toBeInViewport();
      await expect(technology.getByRole("checkbox", { name: "Can view technology", exact: true })).not.toBeChecked();
      await technology.getByRole("button", { name: "Select all" }).click();
    }
    for (const permission of ["Can view technology", "Can add technology", "Can change technology", "Can delete technology"]) {
      await expect(technology.getByRole("checkbox", { name: permission, exact: true })).toBeChecked();
    }
    await a11y.check();
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await expect(toast(page, messages.roleCreated)).toBeVisible();
    await expectPath(page, "/role");
    await searchList(page, name, javaScriptEnabled);
    await expect(tableRows(page).filter({ hasText: name })).toContainText("4 permissions");
  });

  test("search, sort by name, and a page size that keeps both", async ({ page, a11y, api, javaScriptEnabled, unique }) => {
    const prefix = unique("role");
    for (const name of ["Beta", "Gamma", "Alpha"]) await api.role(`${prefix} ${name}`, ["common.view_skill"]);
    await page.goto("/role");
    await searchList(page, prefix, javaScriptEnabled);
    await expect(tableRows(page)).toHaveCount(3);
    await sortBy(page, "Name", "ascending");
    await expect(tableRows(page).first()).toContainText(`${prefix} Alpha`);
    await sortBy(page, "Name", "descending");
    await expect(tableRows(page).first()).toContainText(`${prefix} Gamma`);
    await page.getByRole("link", { name: "25 rows per page" }).click();
    await expect(page).toHaveURL(
      (url) => url.searchParams.get("page_size") === "25" && url.searchParams.get("ordering") === "-name" && url.searchParams.get("search") === prefix
    );
    await expect(tableRows(page)).toHaveCount(3);
    await a11y.check();
  });

  test("edit renames and adds a permission, back to the list state; Cancel saves nothing", async ({ page, a11y, api, unique }) => {
    const prefix = unique("role");
    await api.role(`${prefix} Beta`, ["common.view_skill"]);
    await api.role(`${prefix} Alpha`, TECHNOLOGY_CODES);
    await page.goto(`/role?search=${prefix}&ordering=-name`);
    await rowAction(page, `${prefix} Beta`, "Edit");
    await expect(page).toHaveURL((url) => /^\/role\/edit\/\d+$/.test(url.pathname) && url.searchParams.get("ordering") === "-name");
    await expect(page.getByRole("heading", { level: 1, name: "Edit Role" })).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Name" })).toHaveValue(`${prefix} Beta`);
    await expect(permissionBox(page, "Can view skill")).toBeChecked();
    await a11y.check();
    await page.getByRole("textbox", { name: "Name" }).fill(`${prefix} Beta renamed`);
    await checkPermissions(page, { Skill: ["Can add skill"] });
    await page.getByRole("button", { name: "Update" }).click();
    await expect(toast(page, messages.roleUpdated)).toBeVisible();
    await expect(page).toHaveURL(
      (url) => url.pathname === "/role" && url.searchParams.get("ordering") === "-name" && url.searchParams.get("search") === prefix
    );
    await expect(tableRows(page).filter({ hasText: `${prefix} Beta renamed` })).toContainText("2 permissions");

    await rowAction(page, `${prefix} Alpha`, "Edit");
    await expect(page.getByRole("textbox", { name: "Name" })).toHaveValue(`${prefix} Alpha`);
    await page.getByRole("textbox", { name: "Name" }).fill(`${prefix} Alpha not saved`);
    await page.getByRole("link", { name: "Cancel" }).click();
    await expectPath(page, "/role");
    await expect(tableRows(page).filter({ hasText: `${prefix} Alpha` })).toHaveCount(1);
    await expect(page.getByText(`${prefix} Alpha not saved`)).toHaveCount(0);
  });

  test("delete asks first; the export holds the searched roles in the list's order", async ({ page, a11y, api, unique }) => {
    const prefix = unique("role");
    await api.role(`${prefix} Beta`, ["common.view_skill", "common.add_skill"]);
    await api.role(`${prefix} Alpha`, TECHNOLOGY_CODES);
    await api.role(`${prefix} Gamma`, ["common.view_contactus"]);
    await page.goto(`/role?search=${prefix}&ordering=-name`);
    await rowAction(page, `${prefix} Gamma`, "Delete");
    const confirm = alertDialog(page, "Confirm delete");
    await expect(confirm).toContainText(`${prefix} Gamma`);
    await a11y.check();
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(toast(page, messages.roleDeleted)).toBeVisible();
    await expect(tableRows(page)).toHaveCount(2);

    const href = await page.getByRole("link", { name: "Export CSV" }).getAttribute("href");
    const csv = await page.request.get(href ?? "");
    expect(csv.status()).toBe(200);
    const lines = csvLines(await csv.text());
    expect(lines[0]).toBe("ID,Name,Permissions");
    expect(lines.slice(1)).toEqual([
      expect.stringMatching(new RegExp(`^\\d+,${prefix} Beta,Can view skill; Can add skill$`)),
      expect.stringMatching(new RegExp(`^\\d+,${prefix} Alpha,Can view technology; Can add technology; Can change technology; Can delete technology$`)),
    ]);
  });

  test("a role sub admins hold is not deleted: the API's reason shows in the dialog and the toast", async ({ page, a11y, api, javaScriptEnabled, unique }) => {
    const name = unique("role");
    const role = await api.role(name, ["common.view_skill"]);
    await api.subAdmin(`${name.toLowerCase()}@example.com`, role.id, ["common.view_skill"]);
    await page.goto("/role");
    await searchList(page, name, javaScriptEnabled);
    await rowAction(page, name, "Delete");
    const refused = alertDialog(page, "Confirm delete");
    await refused.getByRole("button", { name: "Delete" }).click();
    const reason = "This role is held by 1 sub admin and cannot be deleted. Give them another role first.";
    await expect(refused.getByRole("alert")).toHaveText(reason);
    await expect(toast(page, reason)).toBeVisible();
    await a11y.check();
    await refused.getByRole("link", { name: "Cancel" }).click();
    await expectPath(page, "/role");
    await expect(tableRows(page).filter({ hasText: name })).toHaveCount(1);
  });
});

/** The background of the box drawn for a react-aria checkbox (its input is visually hidden). */
function boxColour(checkbox: Locator): Promise<string> {
  return checkbox
    .locator("xpath=ancestor::label[1]")
    .locator(':scope > span[aria-hidden="true"]')
    .evaluate((box) => getComputedStyle(box).backgroundColor);
}
