import { CONTACT_US_READ_MORE_AT } from "#contract/contact-us";
import { messages } from "#contract/messages";
import { expectPath } from "./support/app";
import { expect, test } from "./support/fixtures";
import { csvLines, searchList, sortBy, sortHeader, tableRows } from "./support/list";

// The demo messages (api/db/seed-demo/contact-us.ts): 20 per tab, some without a last name or
// an e-mail, some longer than the read-more cut. Read only, so both projects share them.
const LONG_COMPANY_MESSAGE =
  "How do we add more branches to our company profile? We opened two new offices this quarter and would like both of them listed with their own addresses and contact numbers.";

test.describe("contact us", () => {
  test.use({ signedInAs: "admin" });

  test("the company tab first; '-' for empty values; Read More and Read Less", async ({ page, a11y, javaScriptEnabled }) => {
    await page.goto("/dashboard");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Contact Us" }).click();
    await expectPath(page, "/contact-us");
    await expect(page.getByRole("heading", { level: 1, name: "Contact Us" })).toBeVisible();
    const tabs = page.getByRole("navigation", { name: "Senders" });
    await expect(tabs.getByRole("link", { name: "Company" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("table").getByRole("columnheader")).toHaveText(["First Name", "Last Name", "Email", "Message"]);
    // First and last name sort; email and message do not.
    await expect(sortHeader(page, "First Name").link).toBeVisible();
    await expect(sortHeader(page, "Last Name").link).toBeVisible();
    await expect(page.getByRole("columnheader", { name: "Email" }).getByRole("link")).toHaveCount(0);
    await expect(page.getByRole("columnheader", { name: "Message" }).getByRole("link")).toHaveCount(0);
    await expect(tableRows(page)).toHaveCount(10);
    await a11y.check();

    // Empty values show '-'.
    await searchList(page, "branches", javaScriptEnabled);
    const rows = tableRows(page);
    await expect(rows.first()).toBeVisible();
    const lastNames = await rows.locator("td:nth-child(2)").allTextContents();
    expect(lastNames).toContain("-");
    expect(lastNames.every((name) => name.trim() !== "")).toBe(true);

    // Read More shows the rest of a long message, Read Less hides it again (a <details>: no JavaScript needed).
    const cut = LONG_COMPANY_MESSAGE.slice(CONTACT_US_READ_MORE_AT);
    const message = rows.first().locator("td").nth(3);
    await expect(message).toContainText(LONG_COMPANY_MESSAGE.slice(0, CONTACT_US_READ_MORE_AT));
    await expect(message.getByText(cut, { exact: true })).toBeHidden();
    const toggle = message.locator("summary");
    const expectToggle = async (shown: "Read More" | "Read Less", hidden: "Read More" | "Read Less") => {
      await expect(toggle.getByText(shown, { exact: true })).toBeVisible();
      await expect(toggle.getByText(hidden, { exact: true })).toBeHidden();
    };
    await expectToggle("Read More", "Read Less");
    await toggle.click();
    await expect(message.getByText(cut, { exact: true })).toBeVisible();
    await expectToggle("Read Less", "Read More");
    await expect(message.locator("details")).toHaveAttribute("open", "");
    await a11y.check();
    await toggle.click();
    await expect(message.getByText(cut, { exact: true })).toBeHidden();
    await expectToggle("Read More", "Read Less");
  });

  test("a short message has no toggle; first name sorts through the cycle", async ({ page, javaScriptEnabled }) => {
    await page.goto("/contact-us");
    await searchList(page, "Can we pay in euros?", javaScriptEnabled);
    await expect(tableRows(page).first().locator("td").nth(3)).toHaveText("Can we pay in euros?");
    await expect(tableRows(page).first().locator("summary")).toHaveCount(0);

    await page.goto("/contact-us");
    await sortBy(page, "First Name", "ascending");
    const ascending = await tableRows(page).locator("td:first-child").allTextContents();
    expect(ascending).toEqual([...ascending].sort((a, b) => a.localeCompare(b)));
    expect(ascending[0]).toBe("Aarav");
    await sortBy(page, "First Name", "descending");
    await expect(page).toHaveURL((url) => url.searchParams.get("ordering") === "-first_name");
    const descending = await tableRows(page).locator("td:first-child").allTextContents();
    expect(descending).toEqual([...descending].sort((a, b) => b.localeCompare(a)));
    await sortBy(page, "First Name", "none");
    await expect(page).toHaveURL((url) => !url.searchParams.has("ordering"));
  });

  test("a tab change starts afresh; the export holds the tab's searched rows; nothing found says so", async ({ page, a11y, javaScriptEnabled }) => {
    await page.goto("/contact-us");
    const tabs = page.getByRole("navigation", { name: "Senders" });
    // Paging, then a tab change starts afresh: page, page size and search reset.
    await page.getByRole("navigation", { name: "Contact Us pages" }).getByRole("link", { name: "Page 2" }).click();
    await expect(page).toHaveURL((url) => url.searchParams.get("page") === "2");
    await searchList(page, "profile", javaScriptEnabled);
    await page.getByRole("link", { name: "25 rows per page" }).click();
    await expect(page).toHaveURL((url) => url.searchParams.get("page_size") === "25" && url.searchParams.get("search") === "profile");
    await tabs.getByRole("link", { name: "Resources" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/contact-us" && url.search === "?tab=resources");
    await expect(tabs.getByRole("link", { name: "Resources" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("searchbox")).toHaveValue("");
    await expect(tableRows(page)).toHaveCount(10);
    await expect(page.getByRole("table")).toContainText("certificate");
    await expect(page.getByRole("table")).not.toContainText("invoice");
    await a11y.check();

    // The export: the current tab's rows matching the search.
    await searchList(page, "certificate", javaScriptEnabled);
    // With JavaScript the URL changes before the searched list renders: wait for the list's own
    // export link before counting its rows (reading them at once exported the whole tab).
    const exportLink = page.getByRole("link", { name: "Export CSV" });
    await expect(exportLink).toHaveAttribute("href", /[?&]search=certificate(&|$)/);
    const shown = await tableRows(page).count();
    const href = await exportLink.getAttribute("href");
    expect(href).toContain("tab=resources");
    const csv = await page.request.get(href ?? "");
    expect(csv.status()).toBe(200);
    expect(csv.headers()["content-disposition"]).toMatch(/^attachment; filename="contact-us-resources-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = csvLines(await csv.text());
    expect(lines[0]).toBe("First Name,Last Name,Email,Message,Received");
    expect(lines).toHaveLength(shown + 1);
    for (const line of lines.slice(1)) expect(line).toContain("I uploaded my certificate but it does not show on my profile.");

    // Nothing found says so.
    await searchList(page, "no message says this", javaScriptEnabled);
    await expect(page.getByRole("table").getByText(messages.noRecords)).toBeVisible();
  });
});
