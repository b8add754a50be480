// /manage-users (issue 11): the three tabs by permission, the list pattern on each, Delete User of
// each kind (and a refusal), the CSV export, the client detail page and its Assigned Agency Log.
import type { Page } from "@playwright/test";
import { expectPath, refusedRequest, toast } from "./support/app";
import { marketplaceData, type MarketplaceKind } from "./support/e2e-data";
import { expect, test } from "./support/fixtures";
import { LIST_FIRST_NAMES, MARKETPLACE_LIST_SIZE } from "./support/marketplace-users";
import { alertDialog, csvLines, dialog, openRowMenu, rowAction, searchList, sortBy, tableRows } from "./support/list";

const KINDS = [
  { kind: "client", tab: "Client", question: "Are you sure you want to delete client?", deleted: "Client deleted successfully" },
  { kind: "agency", tab: "Agency", question: "Are you sure you want to delete agency?", deleted: "Agency deleted successfully" },
  { kind: "freelancer", tab: "Freelancers", question: "Are you sure you want to delete freelancer?", deleted: "Freelancer deleted successfully" },
] as const satisfies readonly { kind: MarketplaceKind; tab: string; question: string; deleted: string }[];

const firstNames = (page: Page) => tableRows(page).locator("td:nth-child(2)").allTextContents();

test.describe("manage users", () => {
  test.use({ signedInAs: "admin", expectedConsoleErrors: [refusedRequest(400)] });

  for (const { kind, tab } of KINDS) {
    test(`the ${tab} tab: its columns, search, sort through the cycle, two pages, the export`, async ({ page, a11y, javaScriptEnabled }) => {
      const { listSearch } = marketplaceData();
      await page.goto("/dashboard");
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Manage Users" }).click();
      await expectPath(page, "/manage-users");
      await expect(page.getByRole("heading", { level: 1, name: "Manage Users" })).toBeVisible();
      const tabs = page.getByRole("navigation", { name: "User types" });
      await expect(tabs.getByRole("link")).toHaveText(["Client", "Agency", "Freelancers"]);
      await tabs.getByRole("link", { name: tab }).click();
      await expect(tabs.getByRole("link", { name: tab })).toHaveAttribute("aria-current", "page");
      const company = kind === "client" ? ["Company Name"] : kind === "agency" ? ["Agency Name"] : [];
      await expect(page.getByRole("table").getByRole("columnheader")).toHaveText(["User ID", "First Name", "Last Name", "Email", "Contact Number", ...company, "Status", "Action"]);

      await searchList(page, listSearch, javaScriptEnabled);
      await expect(page.getByText(`1–10 of ${MARKETPLACE_LIST_SIZE}`)).toBeVisible();
      await sortBy(page, "First Name", "ascending");
      // Polled: with JavaScript the address can change a frame before React shows the new rows.
      await expect.poll(() => firstNames(page)).toEqual(LIST_FIRST_NAMES.slice(0, 10));
      await sortBy(page, "First Name", "descending");
      await expect.poll(async () => (await firstNames(page))[0]).toBe(LIST_FIRST_NAMES.at(-1));
      await page.getByRole("navigation", { name: "Manage Users pages" }).getByRole("link", { name: "Page 2" }).click();
      await expect(page).toHaveURL((url) => url.searchParams.get("page") === "2" && url.searchParams.get("ordering") === "-first_name");
      await expect.poll(() => firstNames(page)).toEqual([...LIST_FIRST_NAMES].reverse().slice(10));
      await a11y.check();
      await sortBy(page, "First Name", "none");
      await expect(page).toHaveURL((url) => !url.searchParams.has("ordering"));

      const exportLink = page.getByRole("link", { name: "Export CSV" });
      await expect(exportLink).toHaveAttribute("href", new RegExp(`[?&]search=${listSearch}(&|$)`));
      const csv = await page.request.get((await exportLink.getAttribute("href")) ?? "");
      expect(csv.status()).toBe(200);
      const lines = csvLines(await csv.text());
      // The tab's own column names, as on the screen (the agency tab's "Agency Name").
      expect(lines[0]).toBe(`User ID,First Name,Last Name,Email,Contact Number,${company.map((header) => `${header},`).join("")}Status,Pending Request`);
      expect(lines).toHaveLength(MARKETPLACE_LIST_SIZE + 1);
      for (const line of lines.slice(1)) expect(line).toContain(`${listSearch}-${kind}-`);
    });
  }

  test("a tab change starts afresh: page, page size and search reset", async ({ page, a11y, javaScriptEnabled }) => {
    const { listSearch } = marketplaceData();
    await page.goto(`/manage-users?search=${listSearch}`);
    await page.getByRole("navigation", { name: "Manage Users pages" }).getByRole("link", { name: "Page 2" }).click();
    await page.getByRole("link", { name: "25 rows per page" }).click();
    await expect(page).toHaveURL((url) => url.searchParams.get("page_size") === "25" && url.searchParams.get("search") === listSearch);
    await searchList(page, `${listSearch}-client`, javaScriptEnabled);
    await page.getByRole("navigation", { name: "User types" }).getByRole("link", { name: "Agency" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/manage-users" && url.search === "?tab=agency");
    await expect(page.getByRole("searchbox")).toHaveValue("");
    await expect(tableRows(page)).toHaveCount(10);
    await a11y.check();
  });

  for (const { kind, tab, question, deleted } of KINDS) {
    test(`Delete User of a ${kind} asks first, then the row is gone`, async ({ page, a11y, javaScriptEnabled }, testInfo) => {
      const user = marketplaceData().deletable[`${testInfo.project.name}:${kind}`];
      if (!user) throw new Error(`no deletable ${kind} for ${testInfo.project.name}`);
      await page.goto(`/manage-users?tab=${kind}&search=${user.search}`);
      await expect(page.getByRole("navigation", { name: "User types" }).getByRole("link", { name: tab })).toHaveAttribute("aria-current", "page");
      await expect(tableRows(page)).toHaveCount(1);
      await rowAction(page, user.name, "Delete User");
      const confirm = alertDialog(page, "Confirm delete");
      await expect(confirm).toContainText(question);
      await expect(page).toHaveURL((url) => url.pathname === `/manage-users/${kind}/${user.id}/delete` && url.searchParams.get("search") === user.search);
      await a11y.check();
      await confirm.getByRole("button", { name: "Delete" }).click();
      await expect(toast(page, deleted)).toBeVisible();
      await expect(page).toHaveURL((url) => url.pathname === "/manage-users" && url.searchParams.get("search") === user.search);
      await expect(page.getByRole("table").getByText("No Records Found")).toBeVisible();
      // The row menu that opened the dialog is gone: focus goes to the page's content, not to nowhere.
      if (javaScriptEnabled) await expect.poll(() => page.evaluate(() => document.activeElement?.closest("#main-content") !== null)).toBe(true);
    });
  }

  test("a client with a pending request: Edit User is disabled with the reason, Delete is refused with the API's reason", async ({ page, a11y }, testInfo) => {
    const user = marketplaceData().pendingClient[testInfo.project.name];
    if (!user) throw new Error(`no pending client for ${testInfo.project.name}`);
    await page.goto(`/manage-users?search=${user.search}`);
    const menu = await openRowMenu(page, user.name);
    await expect(menu.getByText("A request is pending")).toBeVisible();
    // Shown with its reason, but unavailable: not a link, marked disabled in either menu.
    await expect(menu.locator('[aria-disabled="true"]').filter({ hasText: "Edit User" })).toBeVisible();
    await expect(menu.getByRole("link", { name: /Edit User/ })).toHaveCount(0);
    await page.keyboard.press("Escape");
    await page.goto(`/manage-users?search=${user.search}`);
    await rowAction(page, user.name, "Delete User");
    const refused = alertDialog(page, "Confirm delete");
    await refused.getByRole("button", { name: "Delete" }).click();
    const reason = "This client has a pending request. Approve or reject it before deleting the client.";
    await expect(refused.getByRole("alert")).toHaveText(reason);
    await expect(toast(page, reason)).toBeVisible();
    await a11y.check();
    await refused.getByRole("link", { name: "Cancel" }).click();
    await expectPath(page, "/manage-users");
    await expect(tableRows(page)).toHaveCount(1);
  });

  test("the client detail page: every field, the website to copy, Back to the list as it was", async ({ page, a11y, javaScriptEnabled }) => {
    const client = marketplaceData().detailClient;
    await page.goto(`/manage-users?search=${client.search}&ordering=-email`);
    await tableRows(page).getByRole("link", { name: client.uid }).click();
    await expectPath(page, `/manage-user/client-details/${client.id}`);
    await expect(page.getByRole("heading", { level: 1, name: "Detail Works Ltd" })).toBeVisible();
    const field = (label: string) => page.getByRole("term").filter({ hasText: new RegExp(`^${label}$`) }).locator("xpath=following-sibling::dd[1]");
    await expect(field("User ID")).toHaveText(client.uid);
    await expect(field("Full Name")).toHaveText("Clara Detailed");
    await expect(field("Email")).toHaveText(`${client.search}@example.com`);
    await expect(field("Contact Number")).toHaveText("9876543210");
    await expect(field("Registration Number")).toHaveText("REG12345");
    await expect(field("Company Size")).toHaveText("42");
    await expect(field("Number of Branches")).toHaveText("2");
    await expect(field("Head Office Location")).not.toHaveText("-");
    await expect(field("Website")).toContainText("https://detail-works.example.com");
    await expect(field("ID Proof")).toContainText("registration.pdf");
    await expect(field("ID Proof").getByRole("link", { name: "View ID proof" })).toHaveAttribute("href", /\/api\/v1\/media\//);
    await expect(page.getByText("Head Office", { exact: true })).toBeVisible();
    if (javaScriptEnabled) {
      await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
      await field("Website").getByRole("button", { name: "Copy website" }).click();
      await expect(page.getByRole("status").filter({ hasText: "Copied" })).toHaveCount(1);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("https://detail-works.example.com");
    }
    await a11y.check();

    await page.getByRole("link", { name: "Assigned Agency Log" }).click();
    await expectPath(page, `/manage-user/client-details/${client.id}/agency-log`);
    const log = dialog(page, "Assigned Agency Log");
    await expect(log).toContainText("Clara Detailed");
    await expect(log.getByRole("listitem").filter({ hasText: "Requested" })).toHaveCount(1);
    await expect(log.getByRole("listitem").filter({ hasText: "Assigned" })).toHaveCount(2);
    await expect(log).toContainText("Log Agency One");
    await a11y.check();
    await log.getByRole("link", { name: "Close" }).click();
    await expectPath(page, `/manage-user/client-details/${client.id}`);
    await expect(log).toHaveCount(0);

    await page.getByRole("link", { name: "Back", exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/manage-users" && url.searchParams.get("search") === client.search && url.searchParams.get("ordering") === "-email");
  });
});

test.describe("a sub admin who may view clients only", () => {
  // The refused page is the 404 page, answered with its status.
  test.use({ signedInAs: "clientViewer", expectedConsoleErrors: [/status of 404 .*\/notfound\)$/] });

  test("sees the Client tab alone, and is refused an agency's page", async ({ page, a11y }) => {
    await page.goto("/dashboard");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Manage Users" }).click();
    await expectPath(page, "/manage-users");
    await expect(page.getByRole("navigation", { name: "User types" }).getByRole("link")).toHaveText(["Client"]);
    // No delete code: the menu holds View Details alone.
    const { listSearch, agencyId } = marketplaceData();
    await page.goto(`/manage-users?tab=agency&search=${listSearch}`);
    await expect(page.getByRole("navigation", { name: "User types" }).getByRole("link", { name: "Client" })).toHaveAttribute("aria-current", "page");
    await expect(tableRows(page).first()).toContainText(`${listSearch}-client-`);
    await a11y.check();
    await page.goto(`/manage-users/agency/${agencyId}/delete`);
    await expectPath(page, "/notfound");
  });
});
