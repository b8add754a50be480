import { messages } from "#contract/messages";
import { expectPath, refusedRequest, toast } from "./support/app";
import { chooseRadio, radio } from "./support/radio";
import { expect, test } from "./support/fixtures";
import { alertDialog, csvLines, dialog, rowAction, searchList, sortBy, tableRows } from "./support/list";

// Technology and profile type are one pattern (spec §2 Master data tables): the same tests, run for each.
const resources = [
  {
    label: "Technology",
    path: "/technology",
    file: "technologies",
    tag: "tech",
    seeded: 32,
    api: "technology",
    created: messages.technologyCreated,
    updated: messages.technologyUpdated,
    deleted: messages.technologyDeleted,
  },
  {
    label: "Profile Type",
    path: "/profile-type",
    file: "profile-types",
    tag: "ptype",
    seeded: 11,
    api: "profileType",
    created: messages.profileTypeCreated,
    updated: messages.profileTypeUpdated,
    deleted: messages.profileTypeDeleted,
  },
] as const;

for (const resource of resources) {
  test.describe(`master data: ${resource.label}`, () => {
    test.use({
      signedInAs: "admin",
      expectedConsoleErrors: [refusedRequest(400)],
    });

    test("the list is in the menu and pages through the seeded rows", async ({ page, a11y }) => {
      await page.goto("/dashboard");
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: resource.label }).click();
      await expectPath(page, resource.path);
      await expect(page.getByRole("heading", { level: 1, name: resource.label })).toBeVisible();
      await a11y.check();

      // Other tests add rows at the same time: only the seeded ones are counted on.
      await page
        .getByRole("navigation", { name: `${resource.label} pages` })
        .getByRole("link", { name: "Page 2" })
        .click();
      await expect(page).toHaveURL(/[?&]page=2/);
      await expect(page.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
      await expect(tableRows(page).first()).toBeVisible();
      await page.getByRole("link", { name: "25 rows per page" }).click();
      await expect(page).toHaveURL((url) => url.searchParams.get("page_size") === "25" && !url.searchParams.has("page"));
      await expect(page.getByRole("link", { name: "25 rows per page" })).toHaveAttribute("aria-current", "true");
      await expect(tableRows(page).nth(Math.min(resource.seeded, 25) - 1)).toBeVisible();
      expect(await tableRows(page).count()).toBeLessThanOrEqual(25);
    });

    test("add refuses a blank title, then adds the row with the toast", async ({ page, a11y, javaScriptEnabled, unique }) => {
      const title = unique(resource.tag);
      await page.goto(resource.path);
      await page.getByRole("link", { name: `Add ${resource.label}` }).click();
      await expectPath(page, `${resource.path}/add`);
      const add = dialog(page, `Add ${resource.label}`);
      await expect(add).toBeVisible();
      await a11y.check();
      await add.getByRole("textbox", { name: "Title" }).fill("   ");
      await add.getByRole("button", { name: "Add" }).click();
      await expect(add.getByText(messages.required)).toBeVisible();
      await add.getByRole("textbox", { name: "Title" }).fill(title);
      await add.getByRole("textbox", { name: "Description" }).fill("About it");
      await add.getByRole("button", { name: "Add" }).click();
      await expect(toast(page, resource.created)).toBeVisible();
      await expectPath(page, resource.path);
      await searchList(page, title, javaScriptEnabled);
      await expect(tableRows(page)).toHaveCount(1);
      await expect(tableRows(page).first()).toContainText("About it");
    });

    test("search and sort through the cycle; an empty result says so", async ({ page, a11y, api, javaScriptEnabled, unique }) => {
      const prefix = unique(resource.tag);
      for (const name of ["Beta", "Gamma", "Alpha"]) await api[resource.api]({ title: `${prefix} ${name}` });
      await page.goto(resource.path);
      await searchList(page, prefix, javaScriptEnabled);
      await expect(tableRows(page)).toHaveCount(3);
      await sortBy(page, "Title", "ascending");
      await expect(tableRows(page).first()).toContainText(`${prefix} Alpha`);
      await sortBy(page, "Title", "descending");
      await expect(page).toHaveURL((url) => url.searchParams.get("ordering") === "-title" && url.searchParams.get("search") === prefix);
      await expect(tableRows(page).first()).toContainText(`${prefix} Gamma`);
      await a11y.check();

      await searchList(page, `${prefix} nothing like this`, javaScriptEnabled);
      await expect(page.getByRole("table").getByText(messages.noRecords)).toBeVisible();
    });

    test("edit saves and goes back to the same search and ordering", async ({ page, a11y, api, unique }) => {
      const prefix = unique(resource.tag);
      await api[resource.api]({ title: `${prefix} Beta` });
      await page.goto(`${resource.path}?search=${prefix}&ordering=-title`);
      await rowAction(page, `${prefix} Beta`, "Edit");
      const edit = dialog(page, `Edit ${resource.label}`);
      await expect(edit.getByRole("textbox", { name: "Title" })).toHaveValue(`${prefix} Beta`);
      await expect(radio(edit, "Active")).toBeChecked();
      await a11y.check();
      await edit.getByRole("textbox", { name: "Title" }).fill(`${prefix} Beta renamed`);
      await chooseRadio(edit, "In-active");
      await edit.getByRole("button", { name: "Update" }).click();
      await expect(toast(page, resource.updated)).toBeVisible();
      await expect(page).toHaveURL(
        (url) => url.pathname === resource.path && url.searchParams.get("ordering") === "-title" && url.searchParams.get("search") === prefix
      );
      await expect(tableRows(page).filter({ hasText: `${prefix} Beta renamed` })).toContainText("Inactive");
    });

    test("delete asks first: Cancel keeps the row, Delete removes it", async ({ page, a11y, api, unique }) => {
      const prefix = unique(resource.tag);
      for (const name of ["Alpha", "Gamma"]) await api[resource.api]({ title: `${prefix} ${name}` });
      await page.goto(`${resource.path}?search=${prefix}`);
      await rowAction(page, `${prefix} Gamma`, "Delete");
      const confirm = alertDialog(page, "Confirm delete");
      await expect(confirm).toContainText(`${prefix} Gamma`);
      await a11y.check();
      await confirm.getByRole("link", { name: "Cancel" }).click();
      // With JavaScript the dialog closes at once; the list's URL says the way back is done.
      await expect(page).toHaveURL((url) => url.pathname === resource.path && url.searchParams.get("search") === prefix);
      await expect(tableRows(page)).toHaveCount(2);
      await rowAction(page, `${prefix} Gamma`, "Delete");
      await alertDialog(page, "Confirm delete").getByRole("button", { name: "Delete" }).click();
      await expect(toast(page, resource.deleted)).toBeVisible();
      await expect(tableRows(page)).toHaveCount(1);
      await expect(tableRows(page).first()).toContainText(`${prefix} Alpha`);
      // Back comes to the deleted row's dialog URL: it answers the list as it was, not "not found",
      // in that history entry: a new one would bring every later Back to the deleted row again.
      const entryIndex = () => page.evaluate(() => (window as unknown as { navigation: { currentEntry: { index: number } } }).navigation.currentEntry.index);
      const afterDelete = await entryIndex();
      await page.goBack();
      await expect(page).toHaveURL((url) => url.pathname === resource.path && url.searchParams.get("search") === prefix);
      await expect(tableRows(page)).toHaveCount(1);
      await expect(alertDialog(page, "Confirm delete")).toHaveCount(0);
      expect(await entryIndex()).toBe(afterDelete - 1);
    });

    test("the export holds every row of the current search, in the current order", async ({ page, api, unique }) => {
      const prefix = unique(resource.tag);
      await api[resource.api]({
        title: `${prefix} Alpha`,
        description: "About Alpha",
      });
      await api[resource.api]({
        title: `${prefix} Beta`,
        description: "About Beta",
        status: 0,
      });
      await page.goto(`${resource.path}?search=${prefix}&ordering=-title`);
      const href = await page.getByRole("link", { name: "Export CSV" }).getAttribute("href");
      expect(href).toContain("search=");
      const csv = await page.request.get(href ?? "");
      expect(csv.status()).toBe(200);
      expect(csv.headers()["content-type"]).toBe("text/csv; charset=utf-8");
      expect(csv.headers()["content-disposition"]).toMatch(new RegExp(`^attachment; filename="${resource.file}-\\d{4}-\\d{2}-\\d{2}\\.csv"$`));
      expect(csvLines(await csv.text())).toEqual([
        "ID,Title,Description,Status",
        expect.stringContaining(`${prefix} Beta,About Beta,Inactive`),
        expect.stringContaining(`${prefix} Alpha,About Alpha,Active`),
      ]);
    });
  });
}
