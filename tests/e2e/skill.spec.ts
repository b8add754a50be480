import { messages } from "#contract/messages";
import { E2E_ADMIN } from "./support/e2e-data";
import { expectPath, refusedRequest, signIn, texts, toast } from "./support/app";
import { expect, test } from "./support/fixtures";
import { csvLines, dialog, rowAction, searchList, sortBy, tableRows } from "./support/list";

/** The id in a skill link's href (`/skill/{id}` or `/skill/{id}/sub-skill/{subId}/...`), by position. */
function idsOf(href: string | null): number[] {
  return [...(href ?? "").matchAll(/\/(\d+)(?=\/|\?|$)/g)].map((match) => Number(match[1]));
}

test.describe("master data: skills and sub skills", () => {
  // A refused form answers 400 on purpose; a sub skill under the wrong skill lands on /notfound,
  // whose document answers 404. One pattern: a two-element array would read as a fixture tuple.
  const notFoundDocument = /status of 404 \(Not Found\) \(http:\/\/[^/]+\/notfound\)$/;
  test.use({ expectedConsoleErrors: [new RegExp(`${refusedRequest(400).source}|${notFoundDocument.source}`)] });

  test("skill list, skill page with its sub skills, and exports", async ({ page, a11y, javaScriptEnabled }, testInfo) => {
    // The whole walk (two lists, six dialogs, two exports) is longer than one screen's.
    test.slow();
    // One word, so that searching one project's rows never matches the other's ("js" is inside "nojs").
    const prefix = `E2E-${testInfo.project.name}-skill`;
    await signIn(page, E2E_ADMIN.username, E2E_ADMIN.password);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Skill" }).click();
    await expectPath(page, "/skill");
    await expect(page.getByRole("heading", { level: 1, name: "Skill" })).toBeVisible();
    await expect(page.getByRole("columnheader", { name: "Sub Skills" })).toBeVisible();
    await a11y.check();

    // Paging through the 11 seeded skills (the other project may be adding a few more).
    await page.getByRole("navigation", { name: "Skill pages" }).getByRole("link", { name: "Page 2" }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(page.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
    await expect(tableRows(page).first()).toBeVisible();
    await page.getByRole("link", { name: "25 rows per page" }).click();
    await expect(page).toHaveURL((url) => url.searchParams.get("page_size") === "25" && !url.searchParams.has("page"));
    await expect(page.getByRole("link", { name: "25 rows per page" })).toHaveAttribute("aria-current", "true");
    await expect(page.getByRole("link", { name: "Page 2" })).toHaveCount(0);
    expect(await tableRows(page).count()).toBeGreaterThanOrEqual(11);

    // Add Skill: the rules first, then three skills.
    await page.getByRole("link", { name: "Add Skill" }).click();
    await expectPath(page, "/skill/add");
    const add = dialog(page, "Add Skill");
    await expect(add).toBeVisible();
    await a11y.check();
    await add.getByRole("textbox", { name: "Title" }).fill("   ");
    await add.getByRole("button", { name: "Add" }).click();
    await expect(add.getByText(messages.required)).toBeVisible();
    for (const name of ["Alpha", "Beta", "Gamma"]) {
      if (name !== "Alpha") await page.goto("/skill/add");
      await dialog(page, "Add Skill").getByRole("textbox", { name: "Title" }).fill(`${prefix} ${name}`);
      await dialog(page, "Add Skill").getByRole("textbox", { name: "Description" }).fill(`About ${name}`);
      await dialog(page, "Add Skill").getByRole("button", { name: "Add" }).click();
      await expect(toast(page, messages.skillCreated)).toBeVisible();
      await expectPath(page, "/skill");
    }

    // Search, then sort the three through the cycle.
    await searchList(page, prefix, javaScriptEnabled);
    await expect(tableRows(page)).toHaveCount(3);
    await sortBy(page, "Title", "ascending");
    await expect(tableRows(page).first()).toContainText(`${prefix} Alpha`);
    await sortBy(page, "Title", "descending");
    await expect(page).toHaveURL((url) => url.searchParams.get("ordering") === "-title" && url.searchParams.get("search") === prefix);
    await expect(tableRows(page).first()).toContainText(`${prefix} Gamma`);
    await expect(tableRows(page).first()).toContainText("0");
    await a11y.check();

    // Edit Skill opens the skill's page, whose back= holds the list state for "Back to list".
    await rowAction(page, `${prefix} Beta`, "Edit Skill");
    await expect(page).toHaveURL((url) => /^\/skill\/\d+$/.test(url.pathname));
    const skillPath = new URL(page.url()).pathname;
    const skillSearch = new URL(page.url()).search;
    expect(new URL(page.url()).searchParams.get("back")).toBe(`/skill?search=${prefix}&ordering=-title`);
    const [skillId] = idsOf(skillPath);
    await expect(page.getByRole("heading", { level: 1, name: `${prefix} Beta` })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to list" })).toHaveAttribute("href", `/skill?search=${prefix}&ordering=-title`);
    const editForm = page.locator("#skill-form");
    await expect(editForm.getByRole("textbox", { name: "Title" })).toHaveValue(`${prefix} Beta`);
    await expect(editForm.getByRole("combobox", { name: "Status" })).toHaveValue("1");
    await expect(page.getByRole("table").getByText(messages.noRecords)).toBeVisible();
    await a11y.check();

    // Update stays on the page, with the toast and the saved values.
    await editForm.getByRole("textbox", { name: "Title" }).fill("");
    await editForm.getByRole("button", { name: "Update" }).click();
    await expect(editForm.getByText(messages.required)).toBeVisible();
    await editForm.getByRole("textbox", { name: "Title" }).fill(`${prefix} Beta renamed`);
    await editForm.getByRole("textbox", { name: "Description" }).fill("");
    await editForm.getByRole("combobox", { name: "Status" }).selectOption("0");
    await editForm.getByRole("button", { name: "Update" }).click();
    await expect(toast(page, messages.skillUpdated)).toBeVisible();
    await expectPath(page, skillPath);
    await expect(page.getByRole("heading", { level: 1, name: `${prefix} Beta renamed` })).toBeVisible();
    await expect(editForm.getByRole("textbox", { name: "Description" })).toHaveValue("");
    await expect(editForm.getByRole("combobox", { name: "Status" })).toHaveValue("0");

    // Add Sub Skill: the rules first, then two sub skills.
    await page.getByRole("link", { name: "Add Sub Skill" }).click();
    await expectPath(page, `${skillPath}/sub-skill/add`);
    const addSub = dialog(page, "Add Sub Skill");
    await expect(addSub).toBeVisible();
    await a11y.check();
    await addSub.getByRole("textbox", { name: "Title" }).fill("!!!");
    await addSub.getByRole("button", { name: "Add" }).click();
    await expect(addSub.getByText(messages.wordCharacter)).toBeVisible();
    for (const name of ["Sub One", "Sub Two"]) {
      if (name !== "Sub One") await page.goto(`${skillPath}/sub-skill/add${skillSearch}`);
      await dialog(page, "Add Sub Skill").getByRole("textbox", { name: "Title" }).fill(name);
      await dialog(page, "Add Sub Skill").getByRole("textbox", { name: "Description" }).fill(`About ${name}`);
      await dialog(page, "Add Sub Skill").getByRole("button", { name: "Add" }).click();
      await expect(toast(page, messages.subSkillCreated)).toBeVisible();
      await expectPath(page, skillPath);
    }
    await expect(tableRows(page)).toHaveCount(2);

    // The sub-skill list keeps its own state in the skill page's URL.
    await sortBy(page, "Title", "ascending");
    await sortBy(page, "Title", "descending");
    await expect(page).toHaveURL((url) => url.pathname === skillPath && url.searchParams.get("ordering") === "-title");
    await expect(tableRows(page).first()).toContainText("Sub Two");
    await searchList(page, "One", javaScriptEnabled);
    await expect(tableRows(page)).toHaveCount(1);
    await searchList(page, "Sub", javaScriptEnabled);
    await expect(tableRows(page)).toHaveCount(2);
    await a11y.check();

    // Edit a sub skill in a dialog; back to the same sub-skill list state.
    await rowAction(page, "Sub One", "Edit");
    await expect(page).toHaveURL((url) => new RegExp(`^${skillPath}/sub-skill/\\d+/edit$`).test(url.pathname));
    const subEditPath = new URL(page.url()).pathname;
    const [, subSkillId] = idsOf(subEditPath);
    const editSub = dialog(page, "Edit Sub Skill");
    await expect(editSub.getByRole("textbox", { name: "Title" })).toHaveValue("Sub One");
    await a11y.check();
    await editSub.getByRole("textbox", { name: "Title" }).fill("Sub One renamed");
    await editSub.getByRole("combobox", { name: "Status" }).selectOption("0");
    await editSub.getByRole("button", { name: "Update" }).click();
    await expect(toast(page, messages.subSkillUpdated)).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === skillPath && url.searchParams.get("ordering") === "-title" && url.searchParams.get("search") === "Sub");
    await expect(tableRows(page).filter({ hasText: "Sub One renamed" })).toContainText("Inactive");

    // Delete a sub skill: asked first, Cancel keeps it.
    await rowAction(page, "Sub Two", "Delete");
    const confirmSub = dialog(page, "Confirm delete");
    await expect(confirmSub).toContainText('Are you sure you want to delete sub Skill "Sub Two"?');
    await a11y.check();
    await confirmSub.getByRole("link", { name: "Cancel" }).click();
    await expect(tableRows(page)).toHaveCount(2);
    await rowAction(page, "Sub Two", "Delete");
    await dialog(page, "Confirm delete").getByRole("button", { name: "Delete" }).click();
    await expect(toast(page, messages.subSkillDeleted)).toBeVisible();
    await expectPath(page, skillPath);
    await expect(tableRows(page)).toHaveCount(1);

    // The sub-skill export: this skill's sub skills of the current search, nothing else.
    const subCsv = await page.request.get((await page.getByRole("link", { name: "Export CSV" }).getAttribute("href")) ?? "");
    expect(subCsv.status()).toBe(200);
    expect(subCsv.headers()["content-disposition"]).toMatch(/^attachment; filename="skill-\d+-sub-skills-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(csvLines(await subCsv.text())).toEqual(["ID,Title,Description,Status", `${subSkillId},Sub One renamed,About Sub One,Inactive`]);

    // Back to list: the search and ordering the skill was opened from.
    await page.getByRole("link", { name: "Back to list" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/skill" && url.searchParams.get("ordering") === "-title" && url.searchParams.get("search") === prefix);
    const renamedRow = tableRows(page).filter({ hasText: `${prefix} Beta renamed` });
    await expect(renamedRow).toContainText("Inactive");
    await expect(renamedRow.getByRole("cell").nth(3)).toHaveText("1");

    // A sub skill reached through another skill's URL does not exist.
    const otherHref = await page.getByRole("link", { name: `${prefix} Alpha` }).getAttribute("href");
    const [otherSkillId] = idsOf(otherHref);
    expect(otherSkillId).not.toBe(skillId);
    await page.goto(`/skill/${otherSkillId}/sub-skill/${subSkillId}/edit`);
    await expectPath(page, "/notfound");
    await expect(page.getByText(texts.notFound)).toBeVisible();
    await a11y.check();
    await page.goto(`/skill/${subSkillId}`);
    await expectPath(page, "/notfound");

    // Delete Skill renders over the list; Cancel keeps the row.
    await page.goto(`/skill?search=${prefix}&ordering=-title`);
    await rowAction(page, `${prefix} Gamma`, "Delete Skill");
    await expect(page).toHaveURL((url) => /^\/skill\/\d+\/delete$/.test(url.pathname) && url.searchParams.get("ordering") === "-title");
    const confirm = dialog(page, "Confirm delete");
    await expect(confirm).toContainText(`Are you sure you want to delete Skill "${prefix} Gamma"?`);
    await expect(page.getByRole("heading", { level: 1, name: "Skill" })).toBeAttached();
    await a11y.check();
    await confirm.getByRole("link", { name: "Cancel" }).click();
    await expect(tableRows(page)).toHaveCount(3);
    await rowAction(page, `${prefix} Gamma`, "Delete Skill");
    await dialog(page, "Confirm delete").getByRole("button", { name: "Delete" }).click();
    await expect(toast(page, messages.skillDeleted)).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === "/skill" && url.searchParams.get("ordering") === "-title");
    await expect(tableRows(page)).toHaveCount(2);

    // The skill export holds every row of the current search, in the current order, with the sub-skill count.
    const href = await page.getByRole("link", { name: "Export CSV" }).getAttribute("href");
    expect(href).toContain("search=");
    const csv = await page.request.get(href ?? "");
    expect(csv.status()).toBe(200);
    expect(csv.headers()["content-type"]).toBe("text/csv; charset=utf-8");
    expect(csv.headers()["content-disposition"]).toMatch(/^attachment; filename="skills-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(csvLines(await csv.text())).toEqual([
      "ID,Title,Description,Status,Sub Skills",
      `${skillId},${prefix} Beta renamed,,Inactive,1`,
      expect.stringContaining(`${prefix} Alpha,About Alpha,Active,0`),
    ]);

    // An empty search result says so.
    await searchList(page, `${prefix} nothing like this`, javaScriptEnabled);
    await expect(page.getByRole("table").getByText(messages.noRecords)).toBeVisible();
  });
});
