// The request lists of issue 12 (decision 046): /new-request, /updated-request, /rejected-logs and
// /developer-requests; tabs, search, sort, pages, the tab reset, the developer filters, and each
// row's detail link carrying the list in `back=` (the detail pages are another branch's: the
// links are checked, not followed). JavaScript on and off through the two projects.
import type { Page } from "@playwright/test";
import { expectPath } from "./support/app";
import { e2eData } from "./support/e2e-data";
import { expect, test } from "./support/fixtures";
import { searchList, sortBy, tableRows } from "./support/list";
import { LONG_REJECTION_REASON, REQUEST_FIRST_NAMES, REQUEST_LIST_SEARCH } from "./support/request-lists-data";

const data = () => e2eData().requestLists;
const TABS = [
  { kind: "client", tab: "Client", company: ["Company Name"] },
  { kind: "agency", tab: "Agency", company: ["Agency Name"] },
  { kind: "freelancer", tab: "Freelancers", company: [] },
] as const;

const column = (page: Page, n: number) => tableRows(page).locator(`td:nth-child(${n})`).allTextContents();
const backOf = (href: string | null) => new URL(href ?? "", "http://app.test").searchParams.get("back");
const requestTabs = (page: Page) => page.getByRole("navigation", { name: "Request types" });

/** The first row's main link: its path and the list it leads back to. */
async function firstRowLink(page: Page) {
  const href = await tableRows(page).first().locator("a[data-row-link]").getAttribute("href");
  const url = new URL(href ?? "", "http://app.test");
  return { path: url.pathname, back: backOf(href) };
}

test.describe("request lists", () => {
  test.use({ signedInAs: "admin" });

  test("new requests: each tab's columns and search; sort through the cycle, two pages, a row's detail link keeps the list", async ({ page, a11y, javaScriptEnabled }) => {
    await page.goto("/dashboard");
    const sidebar = page.getByRole("navigation", { name: "Main" });
    await expect(sidebar.getByText("Profile Requests")).toBeVisible();
    await sidebar.getByRole("link", { name: "New Requests" }).click();
    await expectPath(page, "/new-request");
    await expect(page.getByRole("heading", { level: 1, name: "New Requests" })).toBeVisible();
    await expect(requestTabs(page).getByRole("link")).toHaveText(["Client", "Agency", "Freelancers"]);
    for (const { kind, tab, company } of TABS) {
      await requestTabs(page).getByRole("link", { name: tab, exact: true }).click();
      await expect(requestTabs(page).getByRole("link", { name: tab, exact: true })).toHaveAttribute("aria-current", "page");
      await expect(page.getByRole("table").getByRole("columnheader")).toHaveText(["ID", "First Name", "Last Name", ...company, "Country", "Email", "Status"]);
      await searchList(page, REQUEST_LIST_SEARCH.new, javaScriptEnabled);
      await expect(page.getByText("1–10 of 12")).toBeVisible();
      await expect.poll(() => column(page, 6 + company.length)).toEqual(Array(10).fill("Pending"));
      const link = await firstRowLink(page);
      expect(link.path).toMatch(new RegExp(`^/new-requests/${kind}-view/\\d+$`));
      expect(data().newIds[kind]).toContain(Number(link.path.split("/").at(-1)));
    }
    await a11y.check();

    // On the Freelancers tab: sorting by first name and the second page.
    await sortBy(page, "First Name", "ascending");
    await expect.poll(() => column(page, 2)).toEqual(REQUEST_FIRST_NAMES.slice(0, 10));
    await sortBy(page, "First Name", "descending");
    await page.getByRole("navigation", { name: "New Requests pages" }).getByRole("link", { name: "Page 2" }).click();
    await expect(page).toHaveURL((url) => url.searchParams.get("page") === "2" && url.searchParams.get("ordering") === "-first_name");
    await expect.poll(() => column(page, 2)).toEqual([...REQUEST_FIRST_NAMES].reverse().slice(10));
    expect((await firstRowLink(page)).back).toBe(`/new-request?tab=freelancer&search=${REQUEST_LIST_SEARCH.new}&ordering=-first_name&page=2`);
    await sortBy(page, "First Name", "none");
    await expect(page).toHaveURL((url) => !url.searchParams.has("ordering"));
  });

  test("new requests: a tab change starts afresh (page, page size, search)", async ({ page, a11y }) => {
    await page.goto(`/new-request?search=${REQUEST_LIST_SEARCH.new}&page=2`);
    await page.getByRole("link", { name: "25 rows per page" }).click();
    await expect(page).toHaveURL((url) => url.searchParams.get("page_size") === "25" && !url.searchParams.has("page"));
    await requestTabs(page).getByRole("link", { name: "Agency", exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/new-request" && url.search === "?tab=agency");
    await expect(page.getByRole("searchbox")).toHaveValue("");
    await expect(tableRows(page)).toHaveCount(10);
    await a11y.check();
  });

  test("updated requests: Pending and Rejected on each tab, each row's update view with the list in back=", async ({ page, a11y, javaScriptEnabled }) => {
    await page.goto("/updated-request");
    await expect(page.getByRole("heading", { level: 1, name: "Updated Requests" })).toBeVisible();
    for (const { kind, tab, company } of TABS) {
      await requestTabs(page).getByRole("link", { name: tab, exact: true }).click();
      await expect(requestTabs(page).getByRole("link", { name: tab, exact: true })).toHaveAttribute("aria-current", "page");
      await searchList(page, REQUEST_LIST_SEARCH.updated, javaScriptEnabled);
      await sortBy(page, "Last Name", "ascending");
      // The lists show the live names, not the requested ones.
      await expect.poll(() => column(page, 3)).toEqual(["Pending", "Refused"]);
      await expect.poll(() => column(page, 6 + company.length)).toEqual(["Pending", "Rejected"]);
      const { pending, rejected } = data().updated[kind];
      const links = tableRows(page).locator("a[data-row-link]");
      await expect(links).toHaveText([String(pending), String(rejected)]);
      const href = await links.first().getAttribute("href");
      expect(href?.split("?")[0]).toBe(`/updated-request/${kind}-view/${pending}`);
      const tabQuery = kind === "client" ? "" : `tab=${kind}&`;
      expect(backOf(href)).toBe(`/updated-request?${tabQuery}search=${REQUEST_LIST_SEARCH.updated}&ordering=last_name`);
    }
    await a11y.check();
  });

  test("updated requests: the status filter shows pending or rejected ones, keeps the tab and search, and a tab change drops it", async ({ page, a11y, javaScriptEnabled }) => {
    const { pending, rejected } = data().updated.agency;
    const statusFilter = page.getByRole("navigation", { name: "Status filter" });
    const rowIds = tableRows(page).locator("a[data-row-link]");
    // Where the dashboard's pending update count leads.
    await page.goto(`/updated-request?tab=agency&status=pending&search=${REQUEST_LIST_SEARCH.updated}`);
    await expect(statusFilter.getByRole("link", { name: "Pending" })).toHaveAttribute("aria-current", "true");
    await expect(rowIds).toHaveText([String(pending)]);
    await a11y.check();

    await statusFilter.getByRole("link", { name: "Rejected" }).click();
    await expect(page).toHaveURL((url) => url.searchParams.get("status") === "rejected" && url.searchParams.get("tab") === "agency" && url.searchParams.get("search") === REQUEST_LIST_SEARCH.updated);
    await expect(rowIds).toHaveText([String(rejected)]);
    // With JavaScript the link followed is the same element after the navigation: focus stays on it.
    if (javaScriptEnabled) await expect(statusFilter.getByRole("link", { name: "Rejected" })).toBeFocused();

    await statusFilter.getByRole("link", { name: "All" }).click();
    await expect(page).toHaveURL((url) => !url.searchParams.has("status"));
    await expect(rowIds).toHaveCount(2);

    await statusFilter.getByRole("link", { name: "Pending" }).click();
    await expect(rowIds).toHaveText([String(pending)]);
    await requestTabs(page).getByRole("link", { name: "Client", exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/updated-request" && url.search === "");
    await expect(statusFilter.getByRole("link", { name: "All" })).toHaveAttribute("aria-current", "true");
  });

  test("rejected logs: four tabs, the spec's columns, Read More past 100 characters, the view action, a tab change resets page and page size", async ({ page, a11y, javaScriptEnabled }) => {
    await page.goto("/rejected-logs");
    await expect(page.getByRole("heading", { level: 1, name: "Rejected Logs" })).toBeVisible();
    await expect(requestTabs(page).getByRole("link")).toHaveText(["Client", "Agency", "Freelancers", "Agency Developers"]);
    const kinds = [...TABS, { kind: "agency-developer", tab: "Agency Developers" }] as const;
    for (const { kind, tab } of kinds) {
      await requestTabs(page).getByRole("link", { name: tab, exact: true }).click();
      await expect(requestTabs(page).getByRole("link", { name: tab, exact: true })).toHaveAttribute("aria-current", "page");
      const developer = kind === "agency-developer";
      await expect(page.getByRole("table").getByRole("columnheader")).toHaveText([
        developer ? "Developer Name" : "Name",
        ...(developer ? ["Agency Name"] : []),
        "Admin Name",
        "Date",
        "Reason of rejection",
        "Action",
      ]);
      await searchList(page, REQUEST_LIST_SEARCH.rejected, javaScriptEnabled);
      await expect(tableRows(page)).toHaveCount(1);
      const cells = tableRows(page).first().getByRole("cell");
      await expect(cells.first()).toHaveText("Rhea Rejected");
      if (developer) await expect(cells.nth(1)).toHaveText("Rqlist Alpha Agency");
      await expect(cells.nth(developer ? 2 : 1)).toHaveText(data().adminName);
      await expect(cells.nth(developer ? 3 : 2)).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
      const view = cells.last().getByRole("link", { name: "View Rhea Rejected" });
      const href = await view.getAttribute("href");
      expect(href?.split("?")[0]).toBe(`/rejected-logs/${kind}-view/${data().rejected[kind]}`);
      expect(backOf(href)).toBe(`/rejected-logs?${kind === "client" ? "" : `tab=${kind}&`}search=${REQUEST_LIST_SEARCH.rejected}`);
    }
    // The reason: its first 100 characters, the rest behind Read More (a <details>: no JavaScript needed).
    const reason = tableRows(page).first().getByRole("cell").nth(4);
    await expect(reason).toContainText(LONG_REJECTION_REASON.slice(0, 100));
    await expect(reason.getByText(LONG_REJECTION_REASON.slice(100).trim(), { exact: false })).toBeHidden();
    await reason.getByText("Read More").click();
    await expect(reason.getByText("Read Less")).toBeVisible();
    await expect(reason.getByText(LONG_REJECTION_REASON.slice(100).trim(), { exact: false })).toBeVisible();
    expect((await reason.boundingBox())?.width).toBeLessThanOrEqual(350);
    await a11y.check();

    await page.goto(`/rejected-logs?tab=agency-developer&page=2&page_size=25`);
    await requestTabs(page).getByRole("link", { name: "Client" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/rejected-logs" && url.search === "");
    await expect(page.getByRole("link", { name: "10 rows per page" })).toHaveAttribute("aria-current", "true");
  });

  test("developer requests: the columns, the search (a toggle with a clear icon with JavaScript), 10/25/100 rows, sorting, the detail link", async ({ page, a11y, javaScriptEnabled }) => {
    await page.goto("/dashboard");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Developer Requests" }).click();
    await expectPath(page, "/developer-requests");
    await expect(page.getByRole("table").getByRole("columnheader")).toHaveText([
      "Developer Name",
      "Agency Name",
      "Agency Email",
      "Experience",
      "Projects",
      "Certificates",
      "Status",
      "Requested Date",
    ]);
    const searchbox = page.getByRole("searchbox", { name: "Search developer requests" });
    if (javaScriptEnabled) {
      const toggle = page.getByRole("button", { name: "Search developer requests" });
      await expect(searchbox).toBeHidden();
      await toggle.click();
      await expect(toggle).toHaveAttribute("aria-expanded", "true");
    }
    await searchList(page, REQUEST_LIST_SEARCH.developer, javaScriptEnabled);
    await expect(page.getByText("1–10 of 13")).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Developer Requests pages" }).getByRole("link", { name: /rows per page/ })).toHaveText(["10", "25", "100"]);
    await page.getByRole("link", { name: "25 rows per page" }).click();
    await expect(tableRows(page)).toHaveCount(13);
    await sortBy(page, "Developer Name", "ascending");
    await expect.poll(async () => (await column(page, 1))[0]).toMatch(/^Aria /);
    const link = await firstRowLink(page);
    expect(link.path).toMatch(/^\/developer-requests\/\d+$/);
    expect(link.back).toBe(`/developer-requests?search=${REQUEST_LIST_SEARCH.developer}&ordering=first_name&page_size=25`);
    await a11y.check();
    if (javaScriptEnabled) {
      await page.getByRole("button", { name: "Clear search" }).click();
      await expect(page).toHaveURL((url) => !url.searchParams.has("search") && url.searchParams.get("page_size") === "25");
      await expect(searchbox).toHaveValue("");
    }
  });

  test("developer requests: the agency and status filters, kept in the detail link's back=, and Clear all", async ({ page, a11y, javaScriptEnabled }) => {
    const { alpha } = data().agencies;
    if (javaScriptEnabled) {
      // The agency lookup: nothing for 2 characters, the agencies for more.
      expect(await (await page.request.get("/lookups/agencies?search=Rq")).json()).toEqual({ options: [] });
      const found = (await (await page.request.get("/lookups/agencies?search=Rqlist")).json()) as { options: { label: string }[] };
      expect(found.options.map((option) => option.label)).toEqual(["Rqlist Alpha Agency", "Rqlist Beta Agency"]);
    }
    await page.goto(`/developer-requests?search=${REQUEST_LIST_SEARCH.developer}`);
    await page.locator("summary", { hasText: "Filters" }).click();
    if (javaScriptEnabled) {
      const agency = page.locator('input[role="combobox"]');
      await expect(agency).toHaveAccessibleName("Search Agency");
      await agency.fill("Rqlist Al");
      await page.getByRole("option", { name: "Rqlist Alpha Agency" }).click();
      await expect(page).toHaveURL((url) => url.searchParams.get("agency") === String(alpha.id));
      await expect(page.getByText("1–10 of 10")).toBeVisible();
      await page.getByLabel("Status").selectOption("Update");
    } else {
      await page.getByRole("searchbox", { name: "Search Search Agency" }).fill("Rqlist Al");
      await page.getByRole("button", { name: "Search Search Agency" }).click();
      await page.getByLabel("Search Agency", { exact: true }).selectOption({ label: "Rqlist Alpha Agency" });
      await page.getByLabel("Status").selectOption("Update");
      await page.getByRole("button", { name: "Apply" }).click();
    }
    await expect(page).toHaveURL((url) => url.searchParams.get("agency") === String(alpha.id) && url.searchParams.get("status") === "update");
    await expect(tableRows(page)).toHaveCount(2);
    await expect.poll(() => column(page, 7)).toEqual(["Update", "Update"]);
    await expect.poll(() => column(page, 2)).toEqual(["Rqlist Alpha Agency", "Rqlist Alpha Agency"]);
    await expect(page.locator("summary", { hasText: "Filters (2)" })).toBeVisible();
    const { back } = await firstRowLink(page);
    expect(back).toBe(`/developer-requests?search=${REQUEST_LIST_SEARCH.developer}&agency=${alpha.id}&status=update`);
    await a11y.check();

    // The detail page's Back returns here as it was: the filter shows again.
    await page.goto(back ?? "");
    await expect(tableRows(page)).toHaveCount(2);
    await expect(page.getByLabel("Status")).toHaveValue("update");

    await page.goto(`/developer-requests?search=${REQUEST_LIST_SEARCH.developer}&agency=${data().agencies.beta.id}&status=update`);
    await expect(page.getByRole("table").getByText("Sorry, no matching records found")).toBeVisible();
    await page.getByRole("link", { name: "Clear all" }).click();
    await expect(page).toHaveURL((url) => url.search === `?search=${REQUEST_LIST_SEARCH.developer}`);
    await expect(page.getByText("1–10 of 13")).toBeVisible();
  });

  test("developer requests: editing the chosen agency's text keeps the filter, leaving puts its name back, emptying drops it", async ({ page, a11y, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "Without JavaScript the agency is a native select.");
    const { alpha } = data().agencies;
    const filtered = `/developer-requests?search=${REQUEST_LIST_SEARCH.developer}&agency=${alpha.id}`;
    await page.goto(filtered);
    const agency = page.locator('input[role="combobox"]');
    await expect(agency).toHaveValue("Rqlist Alpha Agency");
    const listbox = page.getByRole("listbox");

    // One Backspace searches again and keeps the choice until another is picked.
    await agency.click();
    await agency.press("End");
    await agency.press("Backspace");
    await expect(listbox.getByRole("option", { name: "Rqlist Alpha Agency" })).toBeVisible();
    await expect(page).toHaveURL((url) => url.searchParams.get("agency") === String(alpha.id));
    // Scrolling the page under the open list keeps the text, and the list comes back.
    await page.evaluate(() => window.scrollBy(0, 60));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await expect(agency).toHaveValue("Rqlist Alpha Agenc");
    await expect(listbox.getByRole("option", { name: "Rqlist Alpha Agency" })).toBeVisible();
    // Leaving without a pick closes the list (the open list hides the page from screen readers)
    // and shows the chosen agency again.
    await agency.press("Tab");
    await expect(listbox).toBeHidden();
    await expect(agency).toHaveValue("Rqlist Alpha Agency");
    await expect(page).toHaveURL((url) => url.searchParams.get("agency") === String(alpha.id));
    await expect(page.getByText("1–10 of 10")).toBeVisible();
    await a11y.check();

    // A search whose answer lacks the chosen agency keeps it too, on Escape, Enter and Tab.
    for (const key of ["Escape", "Enter", "Tab"]) {
      await agency.click();
      await agency.fill("Rqlist Beta");
      await expect(listbox.getByRole("option", { name: "Rqlist Beta Agency" })).toBeVisible();
      await expect(listbox.getByRole("option", { name: "Rqlist Alpha Agency" })).toHaveCount(0);
      await agency.press(key);
      await expect(listbox).toBeHidden();
      await expect(agency).toHaveValue("Rqlist Alpha Agency");
      await expect(page).toHaveURL((url) => url.searchParams.get("agency") === String(alpha.id));
    }

    // Text that never became a pick is not left behind either.
    await agency.fill("Rqlist");
    await expect(listbox.getByRole("option", { name: "Rqlist Beta Agency" })).toBeVisible();
    await agency.press("Tab");
    await expect(listbox).toBeHidden();
    await expect(agency).toHaveValue("Rqlist Alpha Agency");

    // Emptying the field drops the agency.
    await agency.click();
    await agency.press("ControlOrMeta+a");
    await agency.press("Backspace");
    await expect(page).toHaveURL((url) => url.search === `?search=${REQUEST_LIST_SEARCH.developer}`);
    await expect(page.getByText("1–10 of 13")).toBeVisible();
    await expect(agency).toBeFocused();
    await expect(agency).toHaveValue("");
  });

  test("developer requests: the Status select and Clear all keep focus; Back shows the filters again", async ({ page, a11y, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "Without JavaScript every filter change is a page load.");
    const list = `/developer-requests?search=${REQUEST_LIST_SEARCH.developer}`;
    await page.goto(list);
    await page.locator("summary", { hasText: "Filters" }).click();
    const status = page.getByLabel("Status");
    await a11y.check();

    // As a click or Tab would (selectOption alone does not focus the select).
    await status.focus();
    await status.selectOption("Update");
    await expect(page).toHaveURL((url) => url.searchParams.get("status") === "update");
    await expect(page.getByText("1–2 of 2")).toBeVisible();
    await expect(status).toBeFocused();
    // Back to All: the panel stays open on the select.
    await status.selectOption("All");
    await expect(page).toHaveURL((url) => url.search === `?search=${REQUEST_LIST_SEARCH.developer}`);
    await expect(page.getByText("1–10 of 13")).toBeVisible();
    await expect(status).toBeFocused();

    await status.selectOption("New");
    await expect(page).toHaveURL((url) => url.searchParams.get("status") === "new");
    const clearAll = page.getByRole("link", { name: "Clear all" });
    await clearAll.focus();
    await clearAll.press("Enter");
    await expect(page).toHaveURL((url) => url.search === `?search=${REQUEST_LIST_SEARCH.developer}`);
    await expect(status).toHaveValue("");
    await expect(clearAll).toBeFocused();

    // Back is a change from outside the panel: the select follows the address.
    await page.goBack();
    await expect(page).toHaveURL((url) => url.searchParams.get("status") === "new");
    await expect(status).toHaveValue("new");
  });
});

test.describe("request lists without user.view_userrequest", () => {
  // The 404 page answers with its status: Chromium logs it.
  test.use({ signedInAs: "viewer", expectedConsoleErrors: [/status of 404 .*\/notfound\)$/] });

  test("a sub admin without the view code sees no request entries and gets /notfound for each list", async ({ page }) => {
    await page.goto("/dashboard");
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link").first()).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main" }).getByText("Profile Requests")).toHaveCount(0);
    for (const path of ["/new-request", "/updated-request", "/developer-requests", "/rejected-logs"]) {
      await page.goto(path);
      await expectPath(page, "/notfound");
    }
  });
});
