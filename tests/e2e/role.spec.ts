import { messages } from "#contract/messages";
import { E2E_ADMIN } from "./support/e2e-data";
import { expectPath, refusedRequest, signIn, toast } from "./support/app";
import { expect, test } from "./support/fixtures";
import { csvLines, dialog, rowAction, searchList, sortBy, tableRows } from "./support/list";
import { checkPermissions, permissionBox, permissionGroup } from "./support/permissions";

test.describe("roles", () => {
  // A refused form or deletion answers 400 on purpose.
  test.use({ expectedConsoleErrors: [refusedRequest(400)] });

  test("list, add with select all, search, sort, edit, delete; a held role is not deleted", async ({ page, a11y, javaScriptEnabled }, testInfo) => {
    // Many pages, each scanned: longer than the default 30 s on a small machine.
    test.setTimeout(120_000);
    const prefix = `E2E-${testInfo.project.name}-role`;
    await signIn(page, E2E_ADMIN.username, E2E_ADMIN.password);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Roles" }).click();
    await expectPath(page, "/role");
    await expect(page.getByRole("heading", { level: 1, name: "Roles" })).toBeVisible();
    await a11y.check();

    // Add: a name alone is refused, then Select all fills a group.
    await page.getByRole("link", { name: "Add Role" }).click();
    await expectPath(page, "/role/add");
    await expect(page.getByRole("heading", { level: 1, name: "Add Role" })).toBeVisible();
    await a11y.check();
    await page.getByRole("textbox", { name: "Name" }).fill(`${prefix} Alpha`);
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await expect(page.getByText(messages.selectPermission)).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Name" })).toHaveValue(`${prefix} Alpha`);
    await a11y.check();

    const technology = await permissionGroup(page, "Technology");
    if (javaScriptEnabled) {
      // A tri-state checkbox: part of the group makes it mixed.
      await technology.getByRole("checkbox", { name: "Can view technology", exact: true }).check();
      await expect(technology.getByRole("checkbox", { name: "Select all" })).toHaveJSProperty("indeterminate", true);
      await technology.getByRole("checkbox", { name: "Select all" }).check();
    } else {
      // A submit that re-renders the form with the group checked and the name kept.
      await technology.getByRole("button", { name: "Select all" }).click();
      await expect(page.getByRole("textbox", { name: "Name" })).toHaveValue(`${prefix} Alpha`);
      await expect(technology.getByRole("button", { name: "Clear all" })).toBeVisible();
    }
    for (const name of ["Can view technology", "Can add technology", "Can change technology", "Can delete technology"]) {
      await expect(technology.getByRole("checkbox", { name, exact: true })).toBeChecked();
    }
    await a11y.check();
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await expect(toast(page, messages.roleCreated)).toBeVisible();
    await expectPath(page, "/role");

    for (const [name, group, permission] of [
      ["Beta", "Skill", "Can view skill"],
      ["Gamma", "Contact us", "Can view contact us"],
    ] as const) {
      await page.getByRole("link", { name: "Add Role" }).click();
      await expectPath(page, "/role/add");
      await page.getByRole("textbox", { name: "Name" }).fill(`${prefix} ${name}`);
      await checkPermissions(page, { [group]: [permission] });
      await page.getByRole("button", { name: "Add", exact: true }).click();
      await expect(toast(page, messages.roleCreated)).toBeVisible();
      await expectPath(page, "/role");
    }

    // Search, then sort by name.
    await searchList(page, prefix, javaScriptEnabled);
    await expect(tableRows(page)).toHaveCount(3);
    await expect(tableRows(page).filter({ hasText: `${prefix} Alpha` })).toContainText("4 permissions");
    await sortBy(page, "Name", "ascending");
    await expect(tableRows(page).first()).toContainText(`${prefix} Alpha`);
    await sortBy(page, "Name", "descending");
    await expect(tableRows(page).first()).toContainText(`${prefix} Gamma`);
    // Paging keeps the search and the ordering.
    await page.getByRole("link", { name: "25 rows per page" }).click();
    await expect(page).toHaveURL((url) => url.searchParams.get("page_size") === "25" && url.searchParams.get("ordering") === "-name" && url.searchParams.get("search") === prefix);
    await expect(tableRows(page)).toHaveCount(3);
    await a11y.check();

    // Edit keeps the list state.
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
    await expect(page).toHaveURL((url) => url.pathname === "/role" && url.searchParams.get("ordering") === "-name");
    await expect(tableRows(page).filter({ hasText: `${prefix} Beta renamed` })).toContainText("2 permissions");

    // Cancel leaves the form without saving.
    await rowAction(page, `${prefix} Alpha`, "Edit");
    await expect(page.getByRole("textbox", { name: "Name" })).toHaveValue(`${prefix} Alpha`);
    await a11y.check();
    await page.getByRole("textbox", { name: "Name" }).fill(`${prefix} Alpha not saved`);
    await page.getByRole("link", { name: "Cancel" }).click();
    await expectPath(page, "/role");
    await expect(tableRows(page).filter({ hasText: `${prefix} Alpha` })).toHaveCount(1);
    await expect(page.getByText(`${prefix} Alpha not saved`)).toHaveCount(0);

    // Delete asks first.
    await rowAction(page, `${prefix} Gamma`, "Delete");
    const confirm = dialog(page, "Confirm delete");
    await expect(confirm).toContainText(`${prefix} Gamma`);
    await a11y.check();
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(toast(page, messages.roleDeleted)).toBeVisible();
    await expect(tableRows(page)).toHaveCount(2);

    // The export holds the searched roles, in the list's order (name, descending).
    const href = await page.getByRole("link", { name: "Export CSV" }).getAttribute("href");
    const csv = await page.request.get(href ?? "");
    expect(csv.status()).toBe(200);
    const lines = csvLines(await csv.text());
    expect(lines[0]).toBe("ID,Name,Permissions");
    expect(lines.slice(1)).toEqual([
      expect.stringMatching(new RegExp(`^\\d+,${prefix} Beta renamed,Can view skill; Can add skill$`)),
      expect.stringMatching(new RegExp(`^\\d+,${prefix} Alpha,Can view technology; Can add technology; Can change technology; Can delete technology$`)),
    ]);

    // A role sub admins hold (the demo's Content Manager) is refused with the API's reason.
    await searchList(page, "Content Manager", javaScriptEnabled);
    await rowAction(page, "Content Manager", "Delete");
    const refused = dialog(page, "Confirm delete");
    await refused.getByRole("button", { name: "Delete" }).click();
    const reason = /This role is held by \d+ sub admins? and cannot be deleted\. Give them another role first\./;
    await expect(refused.getByRole("alert")).toHaveText(reason);
    await expect(page.getByRole("region", { name: "Messages" }).getByText(reason)).toBeVisible();
    await a11y.check();
    await refused.getByRole("link", { name: "Cancel" }).click();
    await expect(tableRows(page).filter({ hasText: "Content Manager" })).toHaveCount(1);
  });
});
