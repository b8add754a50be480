import type { Page } from "@playwright/test";
import { messages } from "#contract/messages";
import { subAdminMessages } from "#contract/sub-admin";
import { E2E_ADMIN } from "./support/e2e-data";
import { expectPath, fillSignIn, refusedRequest, signIn, texts, toast } from "./support/app";
import { expect, test } from "./support/fixtures";
import { csvLines, dialog, rowAction, searchList, sortBy, tableRows } from "./support/list";
import { linkPath, mailFilesTo, waitForMail } from "./support/outbox";
import { checkPermissions, permissionBox } from "./support/permissions";

const ROLE_PERMISSIONS = ["Can view master", "Can view technology", "Can view contact us"];

/** Chooses the role; its permissions load at once with JavaScript, through "Load role permissions" without. */
async function chooseRole(page: Page, role: string, javaScriptEnabled: boolean) {
  await page.getByRole("combobox", { name: "Role" }).selectOption({ label: role });
  if (!javaScriptEnabled) await page.getByRole("button", { name: "Load role permissions" }).click();
  for (const name of ROLE_PERMISSIONS) await expect(permissionBox(page, name)).toBeChecked();
  // The live count is there with JavaScript only.
  if (javaScriptEnabled) await expect(page.getByText(/^3 of \d+ selected$/)).toBeVisible();
}

test.describe("sub admins", () => {
  // Refused forms answer 400 on purpose.
  test.use({ expectedConsoleErrors: [refusedRequest(400)] });

  test("invite with a role, accept, sign in with only the role's screens; edit, search, sort, delete", async ({ page, a11y, browser, javaScriptEnabled }, testInfo) => {
    // Many pages, each scanned, and a second browser: longer than the default 30 s.
    test.setTimeout(150_000);
    const project = testInfo.project.name;
    const role = `E2E-${project}-subrole`;
    const emailPrefix = `e2e-${project}-sub`;
    const invitedEmail = `${emailPrefix}a@example.com`;
    const otherEmail = `${emailPrefix}b@example.com`;
    const password = "Sub#Pass42";
    await signIn(page, E2E_ADMIN.username, E2E_ADMIN.password);

    // The role: the Master group, Technology and Contact Us to view.
    await page.goto("/role/add");
    await a11y.check();
    await page.getByRole("textbox", { name: "Name" }).fill(role);
    await checkPermissions(page, { Master: ["Can view master"], Technology: ["Can view technology"], "Contact us": ["Can view contact us"] });
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await expect(toast(page, messages.roleCreated)).toBeVisible();

    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Sub Admin" }).click();
    await expectPath(page, "/sub-admin");
    await expect(page.getByRole("heading", { level: 1, name: "Sub Admin" })).toBeVisible();
    await a11y.check();

    // Invite: at least one permission; choosing the role loads its permissions; clearing it empties them.
    const earlierMails = await mailFilesTo(invitedEmail);
    await page.getByRole("link", { name: "Add Sub Admin" }).click();
    await expectPath(page, "/sub-admin/add");
    await expect(page.getByRole("heading", { level: 1, name: "Add Sub Admin" })).toBeVisible();
    await expect(page.getByRole("textbox", { name: "First Name" })).toHaveCount(0);
    await a11y.check();
    await page.getByRole("textbox", { name: "Email" }).fill(invitedEmail);
    await page.getByRole("combobox", { name: "Role" }).selectOption({ label: role });
    if (javaScriptEnabled) {
      await expect(permissionBox(page, "Can view technology")).toBeChecked();
      await page.getByRole("combobox", { name: "Role" }).selectOption("");
      await expect(page.getByText(/^0 of \d+ selected$/)).toBeVisible();
    }
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await expect(page.getByText(messages.selectPermission)).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Email" })).toHaveValue(invitedEmail);
    await a11y.check();
    await chooseRole(page, role, javaScriptEnabled);
    await expect(page.getByRole("textbox", { name: "Email" })).toHaveValue(invitedEmail);
    // Reset brings back the role's permissions after a change.
    await checkPermissions(page, { Skill: ["Can view skill"] });
    await expect(permissionBox(page, "Can view skill")).toBeChecked();
    await page.getByRole("button", { name: javaScriptEnabled ? "Reset" : "Load role permissions" }).click();
    await expect(permissionBox(page, "Can view skill")).not.toBeChecked();
    for (const name of ROLE_PERMISSIONS) await expect(permissionBox(page, name)).toBeChecked();
    await a11y.check();
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await expect(toast(page, messages.subAdminCreated)).toBeVisible();
    await expectPath(page, "/sub-admin");
    await searchList(page, invitedEmail, javaScriptEnabled);
    await expect(tableRows(page)).toHaveCount(1);
    await expect(tableRows(page).first()).toContainText(role);
    await expect(tableRows(page).first()).toContainText("Inactive");
    await expect(tableRows(page).first().getByRole("cell").first()).toHaveText("-");

    // The invitation mail, accepted in another browser; the sub admin sees only what the role allows.
    const mail = await waitForMail(invitedEmail, earlierMails);
    const invitationPath = linkPath(mail, "/accept-user-invitation/");
    const subAdminContext = await browser.newContext({ javaScriptEnabled });
    const subAdminPage = await subAdminContext.newPage();
    await subAdminPage.goto(invitationPath);
    await expect(subAdminPage.getByRole("heading", { level: 1, name: "Accept Invitation" })).toBeVisible();
    await a11y.check(subAdminPage);
    await subAdminPage.getByRole("textbox", { name: "First Name" }).fill("Sam");
    await subAdminPage.getByRole("textbox", { name: "Last Name" }).fill(`Sub ${project}`);
    await subAdminPage.getByLabel("Password", { exact: true }).fill(password);
    await subAdminPage.getByLabel("Confirm Password", { exact: true }).fill(password);
    await subAdminPage.getByRole("button", { name: "Accept Invitation" }).click();
    await expectPath(subAdminPage, "/login");
    await expect(toast(subAdminPage, texts.invitationAccepted)).toBeVisible();
    await fillSignIn(subAdminPage, invitedEmail, password);
    await expectPath(subAdminPage, "/dashboard");
    const sidebar = subAdminPage.getByRole("navigation", { name: "Main" });
    await expect(sidebar.getByRole("link")).toHaveText(["Dashboard", "Technology", "Contact Us"]);
    await expect(sidebar.getByText("Master", { exact: true })).toBeVisible();
    await a11y.check(subAdminPage);
    await sidebar.getByRole("link", { name: "Technology" }).click();
    await expectPath(subAdminPage, "/technology");
    await expect(subAdminPage.getByRole("heading", { level: 1, name: "Technology" })).toBeVisible();
    await expect(tableRows(subAdminPage).first()).toBeVisible();
    await expect(subAdminPage.getByRole("link", { name: "Add Technology" })).toHaveCount(0);
    await expect(subAdminPage.getByRole("columnheader", { name: "Action" })).toHaveCount(0);
    await a11y.check(subAdminPage);
    for (const path of ["/role", "/sub-admin", "/skill", "/technology/add"]) {
      await subAdminPage.goto(path);
      await expectPath(subAdminPage, "/notfound");
    }
    await a11y.check(subAdminPage);
    await subAdminContext.close();

    // A second invitation, for sorting and deleting.
    await page.getByRole("link", { name: "Add Sub Admin" }).click();
    await page.getByRole("textbox", { name: "Email" }).fill(otherEmail);
    await chooseRole(page, role, javaScriptEnabled);
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await expect(toast(page, messages.subAdminCreated)).toBeVisible();

    await searchList(page, emailPrefix, javaScriptEnabled);
    await expect(tableRows(page)).toHaveCount(2);
    await sortBy(page, "Email", "ascending");
    await expect(tableRows(page).first()).toContainText(invitedEmail);
    await sortBy(page, "Email", "descending");
    await expect(tableRows(page).first()).toContainText(otherEmail);
    // Paging keeps the search and the ordering.
    await page.getByRole("link", { name: "50 rows per page" }).click();
    await expect(page).toHaveURL((url) => url.searchParams.get("page_size") === "50" && url.searchParams.get("ordering") === "-email" && url.searchParams.get("search") === emailPrefix);
    await expect(tableRows(page).first()).toContainText(otherEmail);
    await expect(tableRows(page).filter({ hasText: invitedEmail })).toContainText("Active");
    await a11y.check();
    const csv = await page.request.get((await page.getByRole("link", { name: "Export CSV" }).getAttribute("href")) ?? "");
    expect(csv.headers()["content-disposition"]).toMatch(/^attachment; filename="sub-admins-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(csvLines(await csv.text())).toEqual([
      "ID,First Name,Last Name,Email,Phone,Role,Status",
      expect.stringMatching(new RegExp(`^\\d+,,,${otherEmail},,${role},Inactive$`)),
      expect.stringMatching(new RegExp(`^\\d+,Sam,Sub ${project},${invitedEmail},,${role},Active$`)),
    ]);

    // Edit: email read-only; names, phone and status change; a bad phone is refused first.
    await rowAction(page, invitedEmail, "Edit");
    await expect(page).toHaveURL((url) => /^\/sub-admin\/edit\/\d+$/.test(url.pathname) && url.searchParams.get("ordering") === "-email");
    await expect(page.getByRole("heading", { level: 1, name: "Edit Sub Admin" })).toBeVisible();
    const email = page.getByRole("textbox", { name: "Email" });
    await expect(email).toHaveValue(invitedEmail);
    await expect(email).not.toBeEditable();
    await expect(page.getByRole("textbox", { name: "First Name" })).toHaveValue("Sam");
    await expect(page.getByRole("combobox", { name: "Role" })).toHaveValue(/^\d+$/);
    await expect(permissionBox(page, "Can view technology")).toBeChecked();
    await a11y.check();
    await page.getByRole("textbox", { name: "First Name" }).fill("Samantha");
    await page.getByRole("textbox", { name: "Last Name" }).fill(`Edited ${project}`);
    await page.getByRole("textbox", { name: "Phone" }).fill("12ab");
    await page.getByRole("combobox", { name: "Status" }).selectOption({ label: "Inactive" });
    await page.getByRole("button", { name: "Update" }).click();
    await expect(page.getByText(subAdminMessages.phone)).toBeVisible();
    await expect(page.getByRole("textbox", { name: "First Name" })).toHaveValue("Samantha");
    await page.getByRole("textbox", { name: "Phone" }).fill("+15551234567");
    await page.getByRole("button", { name: "Update" }).click();
    await expect(toast(page, messages.subAdminUpdated)).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === "/sub-admin" && url.searchParams.get("ordering") === "-email");
    const edited = tableRows(page).filter({ hasText: invitedEmail });
    await expect(edited).toContainText("Samantha");
    await expect(edited).toContainText(`Edited ${project}`);
    await expect(edited).toContainText("Inactive");

    // Delete asks first.
    await rowAction(page, otherEmail, "Delete");
    const confirm = dialog(page, "Confirm delete");
    await expect(confirm).toContainText(otherEmail);
    await a11y.check();
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(toast(page, messages.subAdminDeleted)).toBeVisible();
    await expect(tableRows(page)).toHaveCount(1);

    // The edit page needs an id: without one it is the list.
    await page.goto("/sub-admin/edit");
    await expectPath(page, "/sub-admin");
  });
});
