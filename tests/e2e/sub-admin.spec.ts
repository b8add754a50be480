import type { Page } from "@playwright/test";
import { messages } from "#contract/messages";
import { subAdminMessages } from "#contract/sub-admin";
import { expectPath, fillSignIn, refusedRequest, texts, toast } from "./support/app";
import { expect, test } from "./support/fixtures";
import { chooseRadio, radio } from "./support/radio";
import { chooseOption } from "./support/select";
import { alertDialog, csvLines, rowAction, searchList, sortBy, tableRows } from "./support/list";
import { linkPath, waitForMail } from "./support/outbox";
import { checkPermissions, permissionBox } from "./support/permissions";

const ROLE_PERMISSIONS = ["Can view master", "Can view technology", "Can view contact us"];
const ROLE_CODES = ["common.can_view_master", "common.view_technology", "common.view_contactus"];

/** Chooses the role; its permissions load at once with JavaScript, through "Load role permissions" without. */
async function chooseRole(page: Page, role: string, javaScriptEnabled: boolean) {
  await chooseOption(page, "Role", role, javaScriptEnabled);
  if (!javaScriptEnabled) await page.getByRole("button", { name: "Load role permissions" }).click();
  for (const name of ROLE_PERMISSIONS) await expect(permissionBox(page, name)).toBeChecked();
  // The live count is there with JavaScript only.
  if (javaScriptEnabled) await expect(page.getByText(/^3 of \d+ selected$/)).toBeVisible();
}

test.describe("sub admins", () => {
  // Refused forms answer 400 on purpose.
  test.use({
    signedInAs: "admin",
    expectedConsoleErrors: [refusedRequest(400)],
  });

  test("invite: at least one permission; the role loads its permissions, Reset brings them back", async ({ page, a11y, api, javaScriptEnabled, unique }) => {
    // Without JavaScript each role change is a round trip, and every state of the form is scanned.
    test.slow();
    const role = unique("subrole");
    const email = `${unique("sub").toLowerCase()}@example.com`;
    await api.role(role, ROLE_CODES);
    await page.goto("/dashboard");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Sub Admin" }).click();
    await expectPath(page, "/sub-admin");
    await expect(page.getByRole("heading", { level: 1, name: "Sub Admin" })).toBeVisible();
    await a11y.check();

    await page.getByRole("link", { name: "Add Sub Admin" }).click();
    await expectPath(page, "/sub-admin/add");
    await expect(page.getByRole("heading", { level: 1, name: "Add Sub Admin" })).toBeVisible();
    await expect(page.getByRole("textbox", { name: "First Name" })).toHaveCount(0);
    await a11y.check();
    await page.getByRole("textbox", { name: "Email" }).fill(email);
    await chooseOption(page, "Role", role, javaScriptEnabled);
    if (javaScriptEnabled) {
      await expect(permissionBox(page, "Can view technology")).toBeChecked();
      await chooseOption(page, "Role", "Select role", javaScriptEnabled);
      await expect(page.getByText(/^0 of \d+ selected$/)).toBeVisible();
    }
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await expect(page.getByText(messages.selectPermission)).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Email" })).toHaveValue(email);
    await a11y.check();
    await chooseRole(page, role, javaScriptEnabled);
    await expect(page.getByRole("textbox", { name: "Email" })).toHaveValue(email);
    await checkPermissions(page, { Skill: ["Can view skill"] });
    await expect(permissionBox(page, "Can view skill")).toBeChecked();
    await page
      .getByRole("button", {
        name: javaScriptEnabled ? "Reset" : "Load role permissions",
      })
      .click();
    await expect(permissionBox(page, "Can view skill")).not.toBeChecked();
    for (const name of ROLE_PERMISSIONS) await expect(permissionBox(page, name)).toBeChecked();
    await a11y.check();
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await expect(toast(page, messages.subAdminCreated)).toBeVisible();
    await expectPath(page, "/sub-admin");
    await searchList(page, email, javaScriptEnabled);
    await expect(tableRows(page)).toHaveCount(1);
    await expect(tableRows(page).first()).toContainText(role);
    await expect(tableRows(page).first()).toContainText("Invited");
    await expect(tableRows(page).first().getByRole("cell").first()).toHaveText("-");
  });

  test.describe("invited", () => {
    test.use({ signedInAs: null });

    test("the invitation mail is accepted, and the sub admin signs in to only the role's screens", async ({ page, a11y, api, unique }, testInfo) => {
      const role = unique("subrole");
      const email = `${unique("sub").toLowerCase()}@example.com`;
      const password = "Sub#Pass42";
      await api.subAdmin(email, (await api.role(role, ROLE_CODES)).id, ROLE_CODES);
      const invitationPath = linkPath(await waitForMail(email), "/accept-user-invitation/");
      await page.goto(invitationPath);
      await expect(page.getByRole("heading", { level: 1, name: "Accept Invitation" })).toBeVisible();
      await a11y.check();
      await page.getByRole("textbox", { name: "First Name" }).fill("Sam");
      await page.getByRole("textbox", { name: "Last Name" }).fill(`Sub ${testInfo.project.name}`);
      await page.getByLabel("Password", { exact: true }).fill(password);
      await page.getByLabel("Confirm Password", { exact: true }).fill(password);
      await page.getByRole("button", { name: "Accept Invitation" }).click();
      await expectPath(page, "/login");
      await expect(toast(page, texts.invitationAccepted)).toBeVisible();
      await fillSignIn(page, email, password);
      await expectPath(page, "/dashboard");
      const sidebar = page.getByRole("navigation", { name: "Main" });
      await expect(sidebar.getByRole("link")).toHaveText(["Dashboard", "Technology", "Contact Us"]);
      await expect(sidebar.getByText("Master", { exact: true })).toBeVisible();
      await a11y.check();
    });
  });

  test("search, sort by email and a page size that keeps both; the export holds the searched rows", async ({
    page,
    a11y,
    api,
    javaScriptEnabled,
    unique,
  }, testInfo) => {
    const role = unique("subrole");
    const prefix = unique("sub").toLowerCase();
    const [first, second] = [`${prefix}a@example.com`, `${prefix}b@example.com`];
    const roleId = (await api.role(role, ROLE_CODES)).id;
    await api.subAdmin(first, roleId, ROLE_CODES);
    await api.subAdmin(second, roleId, ROLE_CODES);
    await api.acceptInvitation(first, { first_name: "Sam", last_name: `Sub ${testInfo.project.name}` });
    await page.goto("/sub-admin");
    await searchList(page, prefix, javaScriptEnabled);
    await expect(tableRows(page)).toHaveCount(2);
    await sortBy(page, "Email", "ascending");
    await expect(tableRows(page).first()).toContainText(first);
    await sortBy(page, "Email", "descending");
    await expect(tableRows(page).first()).toContainText(second);
    await page.getByRole("link", { name: "50 rows per page" }).click();
    await expect(page).toHaveURL(
      (url) => url.searchParams.get("page_size") === "50" && url.searchParams.get("ordering") === "-email" && url.searchParams.get("search") === prefix
    );
    await expect(tableRows(page).first()).toContainText(second);
    await expect(tableRows(page).filter({ hasText: first })).toContainText("Active");
    await a11y.check();
    const csv = await page.request.get((await page.getByRole("link", { name: "Export CSV" }).getAttribute("href")) ?? "");
    expect(csv.headers()["content-disposition"]).toMatch(/^attachment; filename="sub-admins-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(csvLines(await csv.text())).toEqual([
      "ID,First Name,Last Name,Email,Phone,Role,Status",
      expect.stringMatching(new RegExp(`^\\d+,,,${second},,${role},Invited$`)),
      expect.stringMatching(new RegExp(`^\\d+,Sam,Sub ${testInfo.project.name},${first},,${role},Active$`)),
    ]);
  });

  test("edit: the email is read-only, a bad phone is refused, the change saved goes back to the list state", async ({ page, a11y, api, unique }, testInfo) => {
    const project = testInfo.project.name;
    const role = unique("subrole");
    const email = `${unique("sub").toLowerCase()}@example.com`;
    const sub = await api.subAdmin(email, (await api.role(role, ROLE_CODES)).id, ROLE_CODES);
    await api.acceptInvitation(email, { first_name: "Sam", last_name: "Sub" });
    await page.goto(`/sub-admin?search=${email}&ordering=-email`);
    await rowAction(page, email, "Edit");
    await expect(page).toHaveURL((url) => url.pathname === `/sub-admin/edit/${sub.id}` && url.searchParams.get("ordering") === "-email");
    await expect(page.getByRole("heading", { level: 1, name: "Edit Sub Admin" })).toBeVisible();
    const emailField = page.getByRole("textbox", { name: "Email" });
    await expect(emailField).toHaveValue(email);
    await expect(emailField).not.toBeEditable();
    await expect(page.getByRole("textbox", { name: "First Name" })).toHaveValue("Sam");
    await expect(page.locator('[name="groups"]')).toHaveValue(/^\d+$/);
    await expect(permissionBox(page, "Can view technology")).toBeChecked();
    await a11y.check();
    await page.getByRole("textbox", { name: "First Name" }).fill("Samantha");
    await page.getByRole("textbox", { name: "Last Name" }).fill(`Edited ${project}`);
    await page.getByRole("textbox", { name: "Phone" }).fill("12ab");
    await chooseRadio(page, "In-active");
    await page.getByRole("button", { name: "Update" }).click();
    await expect(page.getByText(subAdminMessages.phone)).toBeVisible();
    await expect(page.getByRole("textbox", { name: "First Name" })).toHaveValue("Samantha");
    await page.getByRole("textbox", { name: "Phone" }).fill("+15551234567");
    await page.getByRole("button", { name: "Update" }).click();
    await expect(toast(page, messages.subAdminUpdated)).toBeVisible();
    await expect(page).toHaveURL(
      (url) => url.pathname === "/sub-admin" && url.searchParams.get("ordering") === "-email" && url.searchParams.get("search") === email
    );
    const edited = tableRows(page).filter({ hasText: email });
    await expect(edited).toContainText("Samantha");
    await expect(edited).toContainText(`Edited ${project}`);
    await expect(edited).toContainText("Inactive");
  });

  test("an invited sub admin is Invited, and Active waits for the invitation to be accepted", async ({ page, a11y, api, javaScriptEnabled, unique }) => {
    const email = `${unique("sub").toLowerCase()}@example.com`;
    const sub = await api.subAdmin(email, (await api.role(unique("subrole"), ROLE_CODES)).id, ROLE_CODES);
    await page.goto(`/sub-admin?search=${email}`);
    await expect(tableRows(page).first()).toContainText("Invited");
    await page.goto(`/sub-admin/edit/${sub.id}`);
    const active = radio(page, "Active");
    const inactive = radio(page, "In-active");
    await expect(inactive).toBeChecked();
    await expect(active).toBeDisabled();
    await expect(active).toHaveAccessibleDescription(subAdminMessages.activeAfterAcceptance);
    await expect(page.getByText(subAdminMessages.activeAfterAcceptance)).toBeVisible();
    if (javaScriptEnabled) {
      // react-aria's group (role radiogroup) once its chunk is here; the arrow keys skip Active.
      await expect(page.getByRole("radiogroup", { name: "Status" })).toBeVisible();
      await inactive.focus();
      await page.keyboard.press("ArrowLeft");
      await expect(inactive).toBeChecked();
      await expect(active).not.toBeChecked();
    }
    await a11y.check();

    await api.acceptInvitation(email, { first_name: "Ivy", last_name: "Invited" });
    await page.reload();
    await expect(active).toBeEnabled();
    await expect(active).toBeChecked();
    await chooseRadio(page, "In-active");
    await page.getByRole("button", { name: "Update" }).click();
    await expect(toast(page, messages.subAdminUpdated)).toBeVisible();
    await expectPath(page, "/sub-admin");
    await page.goto(`/sub-admin?search=${email}`);
    await expect(tableRows(page).first()).toContainText("Inactive");
  });

  test("delete asks first; the edit page without an id is the list", async ({ page, a11y, api, unique }) => {
    const prefix = unique("sub").toLowerCase();
    const roleId = (await api.role(unique("subrole"), ROLE_CODES)).id;
    for (const letter of ["a", "b"]) await api.subAdmin(`${prefix}${letter}@example.com`, roleId, ROLE_CODES);
    await page.goto(`/sub-admin?search=${prefix}`);
    await rowAction(page, `${prefix}b@example.com`, "Delete");
    const confirm = alertDialog(page, "Confirm delete");
    await expect(confirm).toContainText(`${prefix}b@example.com`);
    await a11y.check();
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(toast(page, messages.subAdminDeleted)).toBeVisible();
    await expect(tableRows(page)).toHaveCount(1);

    await page.goto("/sub-admin/edit");
    await expectPath(page, "/sub-admin");
  });
});

test.describe("a staff user with only view permissions", () => {
  // The seeded viewer: master, technology and contact us to view, nothing else.
  test.use({
    signedInAs: "viewer",
    expectedConsoleErrors: [/status of 404 \(Not Found\) \(http:\/\/[^/]+\/notfound\)$/],
  });

  test("sees the technology list read-only and no other screen", async ({ page, a11y }) => {
    await page.goto("/dashboard");
    const sidebar = page.getByRole("navigation", { name: "Main" });
    await expect(sidebar.getByRole("link")).toHaveText(["Dashboard", "Technology", "Contact Us"]);
    await sidebar.getByRole("link", { name: "Technology" }).click();
    await expectPath(page, "/technology");
    await expect(page.getByRole("heading", { level: 1, name: "Technology" })).toBeVisible();
    await expect(tableRows(page).first()).toBeVisible();
    await expect(page.getByRole("link", { name: "Add Technology" })).toHaveCount(0);
    await expect(page.getByRole("columnheader", { name: "Action" })).toHaveCount(0);
    await a11y.check();
    for (const path of ["/role", "/sub-admin", "/skill", "/technology/add"]) {
      await page.goto(path);
      await expectPath(page, "/notfound");
    }
    await a11y.check();
  });
});
