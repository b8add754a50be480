import { messages } from "#contract/messages";
import { E2E_ADMIN } from "./support/e2e-data";
import { expectPath, refusedRequest, signIn, toast } from "./support/app";
import { expect, test } from "./support/fixtures";
import { dialog, rowAction, searchList, sortBy, tableRows } from "./support/list";

test.describe("master data: profile type", () => {
  // A refused form answers 400 on purpose.
  test.use({ expectedConsoleErrors: [refusedRequest(400)] });

  test("list, search, sort, page, add, edit, delete and export", async ({ page, a11y, javaScriptEnabled }, testInfo) => {
    // Eleven steps with a scan each: more than the default 30 s on a busy 2-core machine.
    test.slow();
    // One word, so that searching one project's rows never matches the other's ("js" is inside "nojs").
    const prefix = `E2E-${testInfo.project.name}-ptype`;
    await signIn(page, E2E_ADMIN.username, E2E_ADMIN.password);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Profile Type" }).click();
    await expectPath(page, "/profile-type");
    await expect(page.getByRole("heading", { level: 1, name: "Profile Type" })).toBeVisible();
    await a11y.check();

    // Paging through the 11 seeded profile types (the other project may be adding a few more).
    await page.getByRole("navigation", { name: "Profile Type pages" }).getByRole("link", { name: "Page 2" }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(page.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
    await expect(tableRows(page).first()).toBeVisible();
    await page.getByRole("link", { name: "25 rows per page" }).click();
    await expect(page).toHaveURL((url) => url.searchParams.get("page_size") === "25" && !url.searchParams.has("page"));
    await expect(page.getByRole("link", { name: "25 rows per page" })).toHaveAttribute("aria-current", "true");
    await expect(page.getByRole("link", { name: "Page 2" })).toHaveCount(0);
    expect(await tableRows(page).count()).toBeGreaterThanOrEqual(11);

    // Add: the rules first, then three rows.
    await page.getByRole("link", { name: "Add Profile Type" }).click();
    await expectPath(page, "/profile-type/add");
    const add = dialog(page, "Add Profile Type");
    await expect(add).toBeVisible();
    await a11y.check();
    await add.getByRole("textbox", { name: "Title" }).fill("   ");
    await add.getByRole("button", { name: "Add" }).click();
    await expect(add.getByText(messages.required)).toBeVisible();
    for (const name of ["Alpha", "Beta", "Gamma"]) {
      if (name !== "Alpha") await page.goto("/profile-type/add");
      await dialog(page, "Add Profile Type").getByRole("textbox", { name: "Title" }).fill(`${prefix} ${name}`);
      await dialog(page, "Add Profile Type").getByRole("textbox", { name: "Description" }).fill(`About ${name}`);
      await dialog(page, "Add Profile Type").getByRole("button", { name: "Add" }).click();
      await expect(toast(page, messages.profileTypeCreated)).toBeVisible();
      await expectPath(page, "/profile-type");
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
    const edit = dialog(page, "Edit Profile Type");
    await expect(edit.getByRole("textbox", { name: "Title" })).toHaveValue(`${prefix} Beta`);
    await expect(edit.getByRole("combobox", { name: "Status" })).toHaveValue("1");
    await a11y.check();
    await edit.getByRole("textbox", { name: "Title" }).fill(`${prefix} Beta renamed`);
    await edit.getByRole("combobox", { name: "Status" }).selectOption("0");
    await edit.getByRole("button", { name: "Update" }).click();
    await expect(toast(page, messages.profileTypeUpdated)).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === "/profile-type" && url.searchParams.get("ordering") === "-title");
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
    await expect(toast(page, messages.profileTypeDeleted)).toBeVisible();
    await expect(tableRows(page)).toHaveCount(2);

    // The export holds every row of the current search, in the current order.
    const href = await page.getByRole("link", { name: "Export CSV" }).getAttribute("href");
    expect(href).toContain("search=");
    const csv = await page.request.get(href ?? "");
    expect(csv.status()).toBe(200);
    expect(csv.headers()["content-type"]).toBe("text/csv; charset=utf-8");
    expect(csv.headers()["content-disposition"]).toMatch(/^attachment; filename="profile-types-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = (await csv.text()).replace(/^\uFEFF/, "").trim().split("\r\n");
    expect(lines).toEqual(["ID,Title,Description,Status", expect.stringContaining(`${prefix} Beta renamed,About Beta,Inactive`), expect.stringContaining(`${prefix} Alpha,About Alpha,Active`)]);

    // An empty search result says so.
    await searchList(page, `${prefix} nothing like this`, javaScriptEnabled);
    await expect(page.getByRole("table").getByText(messages.noRecords)).toBeVisible();
  });
});
