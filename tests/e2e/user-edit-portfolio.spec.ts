// Issue 13: the freelancer edit page's Projects and Certificates tabs (decision 055), JavaScript on
// and off. Each project (js, nojs) edits its own two freelancers (support/user-edit-pc-data.ts).
import { userEditMessages } from "#contract/user-edit";
import { messages } from "#contract/messages";
import { expectPath, pngImage, refusedRequest, toast } from "./support/app";
import { e2eData } from "./support/e2e-data";
import { expect, test } from "./support/fixtures";
import { alertDialog, dialog, rowAction, tableRows } from "./support/list";
import type { Locator, Page } from "@playwright/test";

const editPath = (id: number) => `/manage-user/freelancer-update/${id}`;
const png = (name: string) => ({ name, mimeType: "image/png", buffer: pngImage(40, 30) });

/**
 * Sets a block's Certification Date: the native date input without JavaScript; with it, a day of
 * the calendar's month (the field is read-only, picked from the calendar).
 */
async function pickDate(page: Page, block: Locator, javaScriptEnabled: boolean, isoDate: string): Promise<void> {
  if (!javaScriptEnabled) {
    await block.getByLabel("Certification Date*").fill(isoDate);
    return;
  }
  // Opened with the keyboard, focus lands on a day of the grid, where the arrow keys move.
  await block.getByRole("button", { name: "Choose date" }).focus();
  await page.keyboard.press("Enter");
  const calendar = page.getByRole("dialog", { name: "Choose date" });
  await expect(calendar.getByRole("grid").locator(":focus")).toHaveCount(1);
  await calendar.getByRole("button", { name: /^\w+, 15 \w+ \d{4}$/ }).click();
  await expect(block.getByRole("textbox", { name: "Certification Date*" })).toHaveValue(/^15\//);
}

test.describe("freelancer edit: projects and certificates", () => {
  test.use({ signedInAs: "admin", expectedConsoleErrors: [refusedRequest(400)] });

  test("a project: added with two images, edited (an image removed, one added), deleted", async ({ page, a11y }, testInfo) => {
    const data = e2eData().userEditPortfolio;
    const id = data.projects[testInfo.project.name]!.projects;
    const projects = `${editPath(id)}/projects`;
    await page.goto(projects);
    await expect(page.getByRole("cell", { name: messages.noRecords })).toBeVisible();
    await a11y.check();

    await page.getByRole("link", { name: "add New" }).click();
    await expectPath(page, `${projects}/add`);
    const add = dialog(page, "Add Project");
    await expect(add).toBeVisible();
    await a11y.check();
    await add.getByRole("textbox", { name: "Project Name*" }).fill("Harbour Tracker");
    await add.getByRole("textbox", { name: "Description" }).fill("Tracks ships in the harbour.");
    await add.getByRole("group", { name: "Used Technologies*" }).getByRole("checkbox", { name: data.technology, exact: true }).check();
    await add.getByRole("textbox", { name: "Project Link" }).fill("https://harbour.example.com");
    await add.getByRole("textbox", { name: "Project Duration (months)*" }).fill("5");
    await add.getByRole("checkbox", { name: "Ongoing" }).check();
    await add.getByLabel("Images", { exact: true }).setInputFiles([png("bow.png"), png("stern.png")]);
    await add.getByRole("button", { name: "Add", exact: true }).click();
    await expect(toast(page, userEditMessages.projectCreated)).toBeVisible();
    await expectPath(page, projects);
    const row = tableRows(page).filter({ hasText: "Harbour Tracker" });
    await expect(row).toContainText("5 Months - Ongoing");

    await rowAction(page, "Harbour Tracker", "Edit");
    await expect(page).toHaveURL((url) => new RegExp(`^${projects}/\\d+/edit$`).test(url.pathname));
    const edit = dialog(page, "Edit Project");
    await expect(edit.getByRole("img")).toHaveCount(2);
    await a11y.check();
    await expect(edit.getByRole("textbox", { name: "Project Name*" })).toHaveValue("Harbour Tracker");
    await edit.getByRole("textbox", { name: "Project Name*" }).fill("Harbour Tracker 2");
    await edit.getByRole("checkbox", { name: "Ongoing" }).uncheck();
    await edit.getByRole("checkbox", { name: "Remove image 1" }).check();
    await edit.getByLabel("Add images", { exact: true }).setInputFiles([png("mast.png")]);
    await edit.getByRole("button", { name: "Save", exact: true }).click();
    await expect(toast(page, userEditMessages.detailsUpdated)).toBeVisible();
    await expect(tableRows(page).filter({ hasText: "Harbour Tracker 2" })).toContainText("5 Months");
    await expect(tableRows(page).filter({ hasText: "Harbour Tracker 2" })).not.toContainText("Ongoing");
    await rowAction(page, "Harbour Tracker 2", "Edit");
    await expect(dialog(page, "Edit Project").getByRole("img")).toHaveCount(2);
    await page.goto(projects);

    await rowAction(page, "Harbour Tracker 2", "Delete");
    const confirm = alertDialog(page, "Confirm delete");
    await expect(confirm).toContainText("Are you Sure you want to Delete this Project?");
    await expect(confirm).toContainText("This action can't be undone and the data will be erased.");
    await a11y.check();
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(toast(page, userEditMessages.projectDeleted)).toBeVisible();
    await expect(page.getByRole("cell", { name: messages.noRecords })).toBeVisible();
  });

  test("certificates: a nested error keeps every value; one with a link and one with an image saved; a saved one removed", async ({ page, a11y, javaScriptEnabled }, testInfo) => {
    const data = e2eData().userEditPortfolio;
    const id = data.projects[testInfo.project.name]!.certificates;
    const certificates = `${editPath(id)}/certificates`;
    await page.goto(certificates);
    const block = (n: number) => page.getByRole("group", { name: `Certificate ${n}`, exact: true });
    await expect(block(1).getByRole("textbox", { name: "Certificate Title*" })).toHaveValue(data.stored);
    await a11y.check();

    await page.getByRole("button", { name: "add New certificate" }).click();
    await expect(block(2)).toBeVisible();
    await page.getByRole("button", { name: "add New certificate" }).click();
    // With JavaScript the new block takes focus: wait for it, as a person would, before using the keyboard.
    if (javaScriptEnabled) await expect(block(3)).toBeFocused();
    await block(2).getByRole("textbox", { name: "Certificate Title*" }).fill("Linked Scrum");
    await pickDate(page, block(2), javaScriptEnabled, "2024-05-06");
    await block(2).getByRole("textbox", { name: "Certificate Link" }).fill("https://scrum.example.org/42");
    await block(3).getByRole("textbox", { name: "Certificate Title*" }).fill("Imaged Azure");
    await block(3).getByRole("textbox", { name: "Description" }).fill("Kept while the date is missing");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    // The third block has neither a date nor an image: its fields say so, every value stays.
    await expect(block(3).getByText(messages.required)).toBeVisible();
    await expect(block(3).getByText(userEditMessages.certificateFileOrLink)).toBeVisible();
    await expect(block(2).getByRole("textbox", { name: "Certificate Link" })).toHaveValue("https://scrum.example.org/42");
    await expect(block(3).getByRole("textbox", { name: "Description" })).toHaveValue("Kept while the date is missing");
    await a11y.check();

    await page.getByRole("button", { name: "add New certificate" }).click();
    if (javaScriptEnabled) await expect(block(4)).toBeFocused();
    await page.getByRole("button", { name: "Remove Certificate 4" }).click();
    await expect(block(4)).toHaveCount(0);
    // The last block gone, focus goes to the one before it, not to the page.
    if (javaScriptEnabled) await expect(block(3)).toBeFocused();
    await pickDate(page, block(3), javaScriptEnabled, "2025-01-02");
    await block(3).getByLabel("Certification Image").setInputFiles(png("azure.png"));
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(toast(page, userEditMessages.detailsUpdated)).toBeVisible();
    // Newest first: the two saved ones come before the stored one.
    await expect(page.getByRole("textbox", { name: "Certificate Title*" })).toHaveCount(3);
    await expect(block(1).getByRole("textbox", { name: "Certificate Title*" })).toHaveValue("Imaged Azure");
    await expect(block(1).getByRole("link", { name: /^View/ })).toHaveAttribute("href", /^\/api\/v1\/media\//);
    await expect(block(2).getByRole("textbox", { name: "Certificate Link" })).toHaveValue("https://scrum.example.org/42");

    await expect(block(3).getByRole("textbox", { name: "Certificate Title*" })).toHaveValue(data.stored);
    await block(3).getByRole("link", { name: "Remove Certificate 3" }).click();
    const confirm = alertDialog(page, "Confirm delete");
    await expect(confirm).toContainText("Are you Sure you want to Delete this Certificate?");
    await expect(confirm).toContainText("This action can't be undone and the data will be erased.");
    await a11y.check();
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(toast(page, userEditMessages.certificateDeleted)).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Certificate Title*" })).toHaveCount(2);
    await expect(block(3)).toHaveCount(0);
  });
});
