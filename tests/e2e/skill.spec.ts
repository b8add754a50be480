import { messages } from "#contract/messages";
import { expectPath, refusedRequest, texts, toast } from "./support/app";
import { chooseRadio, radio } from "./support/radio";
import { expect, test } from "./support/fixtures";
import { alertDialog, csvLines, dialog, rowAction, searchList, sortBy, tableRows } from "./support/list";

test.describe("master data: skills and sub skills", () => {
  // A refused form answers 400 on purpose; a sub skill under the wrong skill lands on /notfound,
  // whose document answers 404. One pattern: a two-element array would read as a fixture tuple.
  const notFoundDocument = /status of 404 \(Not Found\) \(http:\/\/[^/]+\/notfound\)$/;
  test.use({
    signedInAs: "admin",
    expectedConsoleErrors: [new RegExp(`${refusedRequest(400).source}|${notFoundDocument.source}`)],
  });

  test("the skill list is in the menu and pages through the seeded skills", async ({ page, a11y }) => {
    await page.goto("/dashboard");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Skill" }).click();
    await expectPath(page, "/skill");
    await expect(page.getByRole("heading", { level: 1, name: "Skill" })).toBeVisible();
    await expect(page.getByRole("columnheader", { name: "Sub Skills" })).toBeVisible();
    await a11y.check();

    // The 11 seeded skills plus whatever other tests are adding.
    await page.getByRole("navigation", { name: "Skill pages" }).getByRole("link", { name: "Page 2" }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(page.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
    await expect(tableRows(page).first()).toBeVisible();
    await page.getByRole("link", { name: "25 rows per page" }).click();
    await expect(page).toHaveURL((url) => url.searchParams.get("page_size") === "25" && !url.searchParams.has("page"));
    await expect(page.getByRole("link", { name: "25 rows per page" })).toHaveAttribute("aria-current", "true");
    await expect(tableRows(page).nth(10)).toBeVisible();
  });

  test("Add Skill refuses a blank title, then adds the skill", async ({ page, a11y, javaScriptEnabled, unique }) => {
    const title = unique("skill");
    await page.goto("/skill");
    await page.getByRole("link", { name: "Add Skill" }).click();
    await expectPath(page, "/skill/add");
    const add = dialog(page, "Add Skill");
    await expect(add).toBeVisible();
    await a11y.check();
    await add.getByRole("textbox", { name: "Title" }).fill("   ");
    await add.getByRole("button", { name: "Add" }).click();
    await expect(add.getByText(messages.required)).toBeVisible();
    await add.getByRole("textbox", { name: "Title" }).fill(title);
    await add.getByRole("textbox", { name: "Description" }).fill("About it");
    await add.getByRole("button", { name: "Add" }).click();
    await expect(toast(page, messages.skillCreated)).toBeVisible();
    await expectPath(page, "/skill");
    await searchList(page, title, javaScriptEnabled);
    await expect(tableRows(page)).toHaveCount(1);
  });

  test("the skill list searches and sorts through the cycle; an empty result says so", async ({ page, a11y, api, javaScriptEnabled, unique }) => {
    const prefix = unique("skill");
    for (const name of ["Beta", "Gamma", "Alpha"]) await api.skill({ title: `${prefix} ${name}` });
    await page.goto("/skill");
    await searchList(page, prefix, javaScriptEnabled);
    await expect(tableRows(page)).toHaveCount(3);
    await sortBy(page, "Title", "ascending");
    await expect(tableRows(page).first()).toContainText(`${prefix} Alpha`);
    await sortBy(page, "Title", "descending");
    await expect(page).toHaveURL((url) => url.searchParams.get("ordering") === "-title" && url.searchParams.get("search") === prefix);
    await expect(tableRows(page).first()).toContainText(`${prefix} Gamma`);
    await expect(tableRows(page).first().getByRole("cell").nth(3)).toHaveText("0");
    await a11y.check();

    await searchList(page, `${prefix} nothing like this`, javaScriptEnabled);
    await expect(page.getByRole("table").getByText(messages.noRecords)).toBeVisible();
  });

  test("Edit Skill opens the skill's page, which updates in place and goes back to the list state", async ({ page, a11y, api, unique }) => {
    const prefix = unique("skill");
    const skill = await api.skill({
      title: `${prefix} Beta`,
      description: "About Beta",
    });
    await api.skill({ title: `${prefix} Alpha` });
    const listPath = `/skill?search=${prefix}&ordering=-title`;
    await page.goto(listPath);
    await rowAction(page, `${prefix} Beta`, "Edit Skill");
    await expect(page).toHaveURL((url) => url.pathname === `/skill/${skill.id}` && url.searchParams.get("back") === listPath);
    await expect(page.getByRole("heading", { level: 1, name: `${prefix} Beta` })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to list" })).toHaveAttribute("href", listPath);
    const editForm = page.locator("#skill-form");
    await expect(editForm.getByRole("textbox", { name: "Title" })).toHaveValue(`${prefix} Beta`);
    await expect(radio(editForm, "Active")).toBeChecked();
    await expect(page.getByRole("table").getByText(messages.noRecords)).toBeVisible();
    await a11y.check();

    // Update stays on the page, with the toast and the saved values.
    await editForm.getByRole("textbox", { name: "Title" }).fill("");
    await editForm.getByRole("button", { name: "Update" }).click();
    await expect(editForm.getByText(messages.required)).toBeVisible();
    await editForm.getByRole("textbox", { name: "Title" }).fill(`${prefix} Beta renamed`);
    await editForm.getByRole("textbox", { name: "Description" }).fill("");
    await chooseRadio(editForm, "In-active");
    await editForm.getByRole("button", { name: "Update" }).click();
    await expect(toast(page, messages.skillUpdated)).toBeVisible();
    await expectPath(page, `/skill/${skill.id}`);
    await expect(page.getByRole("heading", { level: 1, name: `${prefix} Beta renamed` })).toBeVisible();
    await expect(editForm.getByRole("textbox", { name: "Description" })).toHaveValue("");
    await expect(radio(editForm, "In-active")).toBeChecked();

    // Back to list: the search and ordering the skill was opened from.
    await page.getByRole("link", { name: "Back to list" }).click();
    await expect(page).toHaveURL(
      (url) => url.pathname === "/skill" && url.searchParams.get("ordering") === "-title" && url.searchParams.get("search") === prefix
    );
    await expect(tableRows(page).first()).toContainText(`${prefix} Beta renamed`);
    await expect(tableRows(page).first()).toContainText("Inactive");
  });

  test("Add Sub Skill refuses a title without a letter or digit, then adds sub skills to the skill's list", async ({ page, a11y, api, unique }) => {
    const skill = await api.skill({ title: unique("skill") });
    const skillPath = `/skill/${skill.id}`;
    await page.goto(skillPath);
    await page.getByRole("link", { name: "Add Sub Skill" }).click();
    await expectPath(page, `${skillPath}/sub-skill/add`);
    const addSub = dialog(page, "Add Sub Skill");
    await expect(addSub).toBeVisible();
    await a11y.check();
    await addSub.getByRole("textbox", { name: "Title" }).fill("!!!");
    await addSub.getByRole("button", { name: "Add" }).click();
    await expect(addSub.getByText(messages.wordCharacter)).toBeVisible();
    for (const name of ["Sub One", "Sub Two"]) {
      if (name !== "Sub One") await page.goto(`${skillPath}/sub-skill/add`);
      await dialog(page, "Add Sub Skill").getByRole("textbox", { name: "Title" }).fill(name);
      await dialog(page, "Add Sub Skill").getByRole("textbox", { name: "Description" }).fill(`About ${name}`);
      await dialog(page, "Add Sub Skill").getByRole("button", { name: "Add" }).click();
      await expect(toast(page, messages.subSkillCreated)).toBeVisible();
      await expectPath(page, skillPath);
    }
    await expect(tableRows(page)).toHaveCount(2);
  });

  test("the sub-skill list keeps its search and ordering in the skill page's URL", async ({ page, a11y, api, javaScriptEnabled, unique }) => {
    const skill = await api.skill({ title: unique("skill") });
    const skillPath = `/skill/${skill.id}`;
    for (const name of ["Sub One", "Sub Two"])
      await api.skill({
        title: name,
        description: `About ${name}`,
        parent: skill.id,
      });
    await page.goto(skillPath);
    await sortBy(page, "Title", "ascending");
    await sortBy(page, "Title", "descending");
    await expect(page).toHaveURL((url) => url.pathname === skillPath && url.searchParams.get("ordering") === "-title");
    await expect(tableRows(page).first()).toContainText("Sub Two");
    await searchList(page, "One", javaScriptEnabled);
    await expect(tableRows(page)).toHaveCount(1);
    await searchList(page, "Sub", javaScriptEnabled);
    await expect(tableRows(page)).toHaveCount(2);
    await a11y.check();
  });

  test("a sub skill is edited in a dialog that goes back to the same sub-skill list state", async ({ page, a11y, api, unique }) => {
    const skill = await api.skill({ title: unique("skill") });
    const skillPath = `/skill/${skill.id}`;
    for (const name of ["Sub One", "Sub Two"]) await api.skill({ title: name, parent: skill.id });
    await page.goto(`${skillPath}?search=Sub&ordering=-title`);
    await rowAction(page, "Sub One", "Edit");
    await expect(page).toHaveURL((url) => new RegExp(`^${skillPath}/sub-skill/\\d+/edit$`).test(url.pathname));
    const editSub = dialog(page, "Edit Sub Skill");
    await expect(editSub.getByRole("textbox", { name: "Title" })).toHaveValue("Sub One");
    await a11y.check();
    await editSub.getByRole("textbox", { name: "Title" }).fill("Sub One renamed");
    await chooseRadio(editSub, "In-active");
    await editSub.getByRole("button", { name: "Update" }).click();
    await expect(toast(page, messages.subSkillUpdated)).toBeVisible();
    await expect(page).toHaveURL(
      (url) => url.pathname === skillPath && url.searchParams.get("ordering") === "-title" && url.searchParams.get("search") === "Sub"
    );
    await expect(tableRows(page).filter({ hasText: "Sub One renamed" })).toContainText("Inactive");
  });

  test("deleting a sub skill asks first; the sub-skill export holds this skill's sub skills only", async ({ page, a11y, api, unique }) => {
    const prefix = unique("skill");
    const skill = await api.skill({ title: `${prefix} Beta` });
    const other = await api.skill({ title: `${prefix} Alpha` });
    const kept = await api.skill({
      title: "Sub One",
      description: "About Sub One",
      status: 0,
      parent: skill.id,
    });
    await api.skill({ title: "Sub Two", parent: skill.id });
    await api.skill({ title: "Sub of another skill", parent: other.id });
    const skillPath = `/skill/${skill.id}`;
    await page.goto(skillPath);
    await rowAction(page, "Sub Two", "Delete");
    const confirmSub = alertDialog(page, "Confirm delete");
    await expect(confirmSub).toContainText('Are you sure you want to delete sub Skill "Sub Two"?');
    await a11y.check();
    await confirmSub.getByRole("link", { name: "Cancel" }).click();
    // With JavaScript the dialog closes at once; the skill's URL says the way back is done.
    await expectPath(page, skillPath);
    await expect(tableRows(page)).toHaveCount(2);
    await rowAction(page, "Sub Two", "Delete");
    await alertDialog(page, "Confirm delete").getByRole("button", { name: "Delete" }).click();
    await expect(toast(page, messages.subSkillDeleted)).toBeVisible();
    await expectPath(page, skillPath);
    await expect(tableRows(page)).toHaveCount(1);

    const subCsv = await page.request.get((await page.getByRole("link", { name: "Export CSV" }).getAttribute("href")) ?? "");
    expect(subCsv.status()).toBe(200);
    expect(subCsv.headers()["content-disposition"]).toMatch(/^attachment; filename="skill-\d+-sub-skills-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(csvLines(await subCsv.text())).toEqual(["ID,Title,Description,Status", `${kept.id},Sub One,About Sub One,Inactive`]);
  });

  test("a sub skill reached through another skill's URL, or as a skill, is not found", async ({ page, a11y, api, unique }) => {
    const skill = await api.skill({ title: unique("skill") });
    const other = await api.skill({ title: unique("skill") });
    const sub = await api.skill({ title: "Sub One", parent: skill.id });
    await page.goto(`/skill/${other.id}/sub-skill/${sub.id}/edit`);
    await expectPath(page, "/notfound");
    await expect(page.getByText(texts.notFound)).toBeVisible();
    await a11y.check();
    await page.goto(`/skill/${sub.id}`);
    await expectPath(page, "/notfound");
  });

  test("Delete Skill renders over the list and asks first: Cancel keeps the row, Delete removes it", async ({ page, a11y, api, unique }) => {
    const prefix = unique("skill");
    for (const name of ["Alpha", "Gamma"]) await api.skill({ title: `${prefix} ${name}` });
    await page.goto(`/skill?search=${prefix}&ordering=-title`);
    await rowAction(page, `${prefix} Gamma`, "Delete Skill");
    await expect(page).toHaveURL((url) => /^\/skill\/\d+\/delete$/.test(url.pathname) && url.searchParams.get("ordering") === "-title");
    const confirm = alertDialog(page, "Confirm delete");
    await expect(confirm).toContainText(`Are you sure you want to delete Skill "${prefix} Gamma"?`);
    await expect(page.getByRole("heading", { level: 1, name: "Skill" })).toBeAttached();
    await a11y.check();
    await confirm.getByRole("link", { name: "Cancel" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/skill" && url.searchParams.get("ordering") === "-title");
    await expect(tableRows(page)).toHaveCount(2);
    await rowAction(page, `${prefix} Gamma`, "Delete Skill");
    await alertDialog(page, "Confirm delete").getByRole("button", { name: "Delete" }).click();
    await expect(toast(page, messages.skillDeleted)).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === "/skill" && url.searchParams.get("ordering") === "-title");
    await expect(tableRows(page)).toHaveCount(1);
  });

  test("the skill export holds the searched skills in the list's order, with their sub-skill counts", async ({ page, api, unique }) => {
    const prefix = unique("skill");
    const beta = await api.skill({ title: `${prefix} Beta`, status: 0 });
    await api.skill({ title: `${prefix} Alpha`, description: "About Alpha" });
    await api.skill({ title: "Sub One", parent: beta.id });
    await page.goto(`/skill?search=${prefix}&ordering=-title`);
    await expect(tableRows(page).first().getByRole("cell").nth(3)).toHaveText("1");
    const href = await page.getByRole("link", { name: "Export CSV" }).getAttribute("href");
    expect(href).toContain("search=");
    const csv = await page.request.get(href ?? "");
    expect(csv.status()).toBe(200);
    expect(csv.headers()["content-type"]).toBe("text/csv; charset=utf-8");
    expect(csv.headers()["content-disposition"]).toMatch(/^attachment; filename="skills-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(csvLines(await csv.text())).toEqual([
      "ID,Title,Description,Status,Sub Skills",
      `${beta.id},${prefix} Beta,,Inactive,1`,
      expect.stringContaining(`${prefix} Alpha,About Alpha,Active,0`),
    ]);
  });
});
