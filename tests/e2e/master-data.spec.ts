import { messages } from "#contract/messages";
import { E2E_ADMIN } from "./support/e2e-data";
import { expectPath, refusedRequest, signIn, toast } from "./support/app";
import { expect, test } from "./support/fixtures";
import { csvLines, dialog, rowAction, searchList, sortBy, tableRows } from "./support/list";

// Technology and profile type are one pattern (spec §2 Master data tables): one flow, run for each.
const resources = [
  {
    label: "Technology",
    path: "/technology",
    file: "technologies",
    tag: "tech",
    seeded: 32,
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
    created: messages.profileTypeCreated,
    updated: messages.profileTypeUpdated,
    deleted: messages.profileTypeDeleted,
  },
] as const;

for (const resource of resources) {
  test.describe(`master data: ${resource.label}`, () => {
    // A refused form answers 400 on purpose.
    test.use({ expectedConsoleErrors: [refusedRequest(400)] });

    test("list, search, sort, page, add, edit, delete and export", async ({ page, a11y, javaScriptEnabled }, testInfo) => {
      // Many steps with a scan each: more than the default 30 s on a busy 2-core machine.
      test.slow();
      // One word, so that searching one project's rows never matches the other's ("js" is inside "nojs").
      const prefix = `E2E-${testInfo.project.name}-${resource.tag}`;
      await signIn(page, E2E_ADMIN.username, E2E_ADMIN.password);
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: resource.label }).click();
      await expectPath(page, resource.path);
      await expect(page.getByRole("heading", { level: 1, name: resource.label })).toBeVisible();
      await a11y.check();

      // Paging through the seeded rows (the other project may be adding a few more).
      await page.getByRole("navigation", { name: `${resource.label} pages` }).getByRole("link", { name: "Page 2" }).click();
      await expect(page).toHaveURL(/[?&]page=2/);
      await expect(page.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
      await expect(tableRows(page).first()).toBeVisible();
      await page.getByRole("link", { name: "25 rows per page" }).click();
      await expect(page).toHaveURL((url) => url.searchParams.get("page_size") === "25" && !url.searchParams.has("page"));
      await expect(page.getByRole("link", { name: "25 rows per page" })).toHaveAttribute("aria-current", "true");
      await expect(tableRows(page).nth(Math.min(resource.seeded, 25) - 1)).toBeVisible();
      expect(await tableRows(page).count()).toBeLessThanOrEqual(25);

      // Add: the rules first, then three rows.
      await page.getByRole("link", { name: `Add ${resource.label}` }).click();
      await expectPath(page, `${resource.path}/add`);
      const add = dialog(page, `Add ${resource.label}`);
      await expect(add).toBeVisible();
      await a11y.check();
      await add.getByRole("textbox", { name: "Title" }).fill("   ");
      await add.getByRole("button", { name: "Add" }).click();
      await expect(add.getByText(messages.required)).toBeVisible();
      for (const name of ["Alpha", "Beta", "Gamma"]) {
        if (name !== "Alpha") await page.goto(`${resource.path}/add`);
        await dialog(page, `Add ${resource.label}`).getByRole("textbox", { name: "Title" }).fill(`${prefix} ${name}`);
        await dialog(page, `Add ${resource.label}`).getByRole("textbox", { name: "Description" }).fill(`About ${name}`);
        await dialog(page, `Add ${resource.label}`).getByRole("button", { name: "Add" }).click();
        await expect(toast(page, resource.created)).toBeVisible();
        await expectPath(page, resource.path);
      }

      // Search, then sort the three through the cycle.
      await searchList(page, prefix, javaScriptEnabled);
      await expect(tableRows(page)).toHaveCount(3);
      await sortBy(page, "Title", "ascending");
      await expect(tableRows(page).first()).toContainText(`${prefix} Alpha`);
      await sortBy(page, "Title", "descending");
      await expect(page).toHaveURL((url) => url.searchParams.get("ordering") === "-title" && url.searchParams.get("search") === prefix);
      await expect(tableRows(page).first()).toContainText(`${prefix} Gamma`);
      await a11y.check();

      // Edit keeps the list state: back to the same search and ordering.
      await rowAction(page, `${prefix} Beta`, "Edit");
      const edit = dialog(page, `Edit ${resource.label}`);
      await expect(edit.getByRole("textbox", { name: "Title" })).toHaveValue(`${prefix} Beta`);
      await expect(edit.getByRole("combobox", { name: "Status" })).toHaveValue("1");
      await a11y.check();
      await edit.getByRole("textbox", { name: "Title" }).fill(`${prefix} Beta renamed`);
      await edit.getByRole("combobox", { name: "Status" }).selectOption("0");
      await edit.getByRole("button", { name: "Update" }).click();
      await expect(toast(page, resource.updated)).toBeVisible();
      await expect(page).toHaveURL((url) => url.pathname === resource.path && url.searchParams.get("ordering") === "-title");
      await expect(tableRows(page).filter({ hasText: `${prefix} Beta renamed` })).toContainText("Inactive");

      // Delete asks first; Cancel keeps the row.
      await rowAction(page, `${prefix} Gamma`, "Delete");
      const confirm = dialog(page, "Confirm delete");
      await expect(confirm).toContainText(`${prefix} Gamma`);
      await a11y.check();
      await confirm.getByRole("link", { name: "Cancel" }).click();
      await expect(tableRows(page)).toHaveCount(3);
      await rowAction(page, `${prefix} Gamma`, "Delete");
      await dialog(page, "Confirm delete").getByRole("button", { name: "Delete" }).click();
      await expect(toast(page, resource.deleted)).toBeVisible();
      await expect(tableRows(page)).toHaveCount(2);

      // The export holds every row of the current search, in the current order.
      const href = await page.getByRole("link", { name: "Export CSV" }).getAttribute("href");
      expect(href).toContain("search=");
      const csv = await page.request.get(href ?? "");
      expect(csv.status()).toBe(200);
      expect(csv.headers()["content-type"]).toBe("text/csv; charset=utf-8");
      expect(csv.headers()["content-disposition"]).toMatch(new RegExp(`^attachment; filename="${resource.file}-\\d{4}-\\d{2}-\\d{2}\\.csv"$`));
      const lines = csvLines(await csv.text());
      expect(lines).toEqual(["ID,Title,Description,Status", expect.stringContaining(`${prefix} Beta renamed,About Beta,Inactive`), expect.stringContaining(`${prefix} Alpha,About Alpha,Active`)]);

      // An empty search result says so.
      await searchList(page, `${prefix} nothing like this`, javaScriptEnabled);
      await expect(page.getByRole("table").getByText(messages.noRecords)).toBeVisible();
    });
  });
}
