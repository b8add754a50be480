import { messages } from "#contract/messages";
import { planMessages } from "#contract/subscription";
import { PLAN_USER_TYPES } from "#contract/constants";
import { expectPath, refusedRequest, texts, toast } from "./support/app";
import { expect, test } from "./support/fixtures";
import { chooseOption, selectControl } from "./support/select";
import { chooseRadio, radio } from "./support/radio";
import { csvLines, rowAction, searchList, sortBy, tableRows } from "./support/list";
import type { Page } from "@playwright/test";

const LOCKED_HINT = "Cannot be changed after the plan is created.";

function columnHeaders(page: Page) {
  return page.getByRole("table").getByRole("columnheader");
}

/** The plan form's details: the rich text editor with JavaScript, the plain textarea without. */
async function writePlanDetails(page: Page, javaScriptEnabled: boolean) {
  if (!javaScriptEnabled) {
    await page.getByRole("textbox", { name: "Plan details" }).fill("A plan for testing\n- First perk\n- Second perk");
    return;
  }
  const editor = page.getByRole("textbox", { name: "Plan details" });
  await expect(page.getByRole("toolbar", { name: "Formatting" })).toBeVisible();
  await editor.click();
  const bold = page.getByRole("button", { name: "Bold" });
  await expect(bold).toHaveAttribute("aria-pressed", "false");
  await bold.click();
  await expect(bold).toHaveAttribute("aria-pressed", "true");
  await editor.pressSequentially("A plan for testing");
  await bold.click();
  await editor.press("Enter");
  await page.getByRole("button", { name: "Bulleted list" }).click();
  await expect(page.getByRole("button", { name: "Bulleted list" })).toHaveAttribute("aria-pressed", "true");
  await editor.pressSequentially("First perk");
  await editor.press("Enter");
  await editor.pressSequentially("Second perk");
}

test.describe("subscription plans", () => {
  // Without JavaScript a refused form answers 400 from the server.
  test.use({
    signedInAs: "admin",
    expectedConsoleErrors: [refusedRequest(400)],
  });

  test("tabs show each plan type's columns; the freelancer form has no count field", async ({ page, a11y }) => {
    await page.goto("/dashboard");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Subscription" }).click();
    await expectPath(page, "/manage-subscription");
    await expect(page.getByRole("heading", { level: 1, name: "Subscription Plans" })).toBeVisible();
    const tabs = page.getByRole("navigation", { name: "Plan types" });
    await expect(tabs.getByRole("link", { name: "Client" })).toHaveAttribute("aria-current", "page");
    await expect(columnHeaders(page)).toHaveText(["Plan Id", "Plan Name", "Recurring", "Amount", "Currency", "Number Of Jobs", "Description", "Action"]);
    await a11y.check();

    // Number Of Developers only on the agency tab, neither count on the freelancer tab.
    await tabs.getByRole("link", { name: "Agency" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/manage-subscription" && url.searchParams.get("tab") === "agency");
    await expect(columnHeaders(page)).toHaveText(["Plan Id", "Plan Name", "Recurring", "Amount", "Currency", "Number Of Developers", "Description", "Action"]);
    await expect(tableRows(page).filter({ hasText: "Agency Team" }).getByRole("cell").nth(5)).toHaveText("10");
    await a11y.check();
    await tabs.getByRole("link", { name: "Freelancers" }).click();
    await expect(page).toHaveURL((url) => url.searchParams.get("tab") === "freelancer");
    await expect(columnHeaders(page)).toHaveText(["Plan Id", "Plan Name", "Recurring", "Amount", "Currency", "Description", "Action"]);

    // The freelancer form has no count field; Cancel goes back to the freelancer tab.
    await page.getByRole("link", { name: "Add Plan" }).click();
    await expectPath(page, "/manage-subscription/freelancer/add");
    await expect(page.getByRole("heading", { level: 1, name: "Add Freelancer Plan" })).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Plan Name" })).toBeVisible();
    await expect(page.getByLabel("Number Of Jobs")).toHaveCount(0);
    await expect(page.getByLabel("Number Of Developers")).toHaveCount(0);
    await a11y.check();
    await page.getByRole("link", { name: "Cancel" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/manage-subscription" && url.searchParams.get("tab") === "freelancer");

    await tabs.getByRole("link", { name: "Client" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/manage-subscription" && !url.searchParams.has("tab"));
  });

  test("add a client plan: the rules first; edit shows the locked fields read-only and keeps the details", async ({
    page,
    a11y,
    javaScriptEnabled,
    unique,
  }) => {
    // The rich text editor is typed into key by key, and the edit form is checked field by field.
    test.slow();
    // Plan names hold at most 25 characters: a short tag.
    const prefix = unique("pl");
    await page.goto("/manage-subscription");
    await page.getByRole("link", { name: "Add Plan" }).click();
    await expectPath(page, "/manage-subscription/client/add");
    await expect(page.getByRole("heading", { level: 1, name: "Add Client Plan" })).toBeVisible();
    await expect(radio(page, "Active")).toBeChecked();
    await a11y.check();
    await page.getByRole("textbox", { name: "Plan Name" }).fill("   ");
    await page.getByRole("textbox", { name: "Amount" }).fill("0");
    await page.getByRole("textbox", { name: "Tax Percentage" }).fill("101");
    await page.getByRole("button", { name: "Add Plan" }).click();
    await expect(page.getByRole("textbox", { name: "Plan Name" })).toHaveAccessibleDescription(messages.required);
    await expect(page.getByRole("textbox", { name: "Amount" })).toHaveAccessibleDescription(planMessages.zeroNotAllowed);
    await expect(selectControl(page, "Currency", javaScriptEnabled)).toHaveAccessibleDescription(messages.required);
    await expect(selectControl(page, "Recurring", javaScriptEnabled)).toHaveAccessibleDescription(messages.required);
    await expect(page.getByRole("textbox", { name: "Number Of Jobs" })).toHaveAccessibleDescription(messages.required);
    await expect(page.getByRole("textbox", { name: "Tax Percentage" })).toHaveAccessibleDescription(`Optional, up to 100. ${planMessages.percentMax}`);
    await expectPath(page, "/manage-subscription/client/add");
    await a11y.check();

    await page.getByRole("textbox", { name: "Plan Name" }).fill(`${prefix} Beta`);
    await page.getByRole("textbox", { name: "Amount" }).fill("12.5");
    await chooseOption(page, "Currency", "$ USD", javaScriptEnabled);
    await chooseOption(page, "Recurring", "Monthly", javaScriptEnabled);
    await page.getByRole("textbox", { name: "Number Of Jobs" }).fill("5");
    await page.getByRole("textbox", { name: "Tax Percentage" }).fill("10");
    await page.getByRole("textbox", { name: "Description" }).fill("About Beta");
    await writePlanDetails(page, javaScriptEnabled);
    await page.getByRole("button", { name: "Add Plan" }).click();
    await expect(toast(page, messages.planCreated)).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === "/manage-subscription" && !url.searchParams.has("tab"));

    // Edit: the locked fields are read-only and not submitted; the list state comes back.
    await page.goto(`/manage-subscription?search=${prefix}&ordering=-name&page_size=25`);
    await rowAction(page, `${prefix} Beta`, "Edit Plan");
    await expect(page).toHaveURL((url) => /^\/manage-subscription\/client\/edit\/\d+$/.test(url.pathname) && url.searchParams.get("search") === prefix);
    await expect(page.getByRole("heading", { level: 1, name: "Edit Client Plan" })).toBeVisible();
    for (const [label, value] of [
      ["Plan Name", `${prefix} Beta`],
      ["Amount", "12.50"],
      ["Currency", "$ USD"],
      ["Recurring", "Monthly"],
      ["Number Of Jobs", "5"],
      ["Tax Percentage", "10.00"],
    ] as const) {
      const field = page.getByRole("textbox", { name: label, exact: true });
      await expect(field).toHaveValue(value);
      await expect(field).not.toBeEditable();
      await expect(field).toHaveAccessibleDescription(LOCKED_HINT);
      await expect(field).not.toHaveAttribute("name");
    }
    if (javaScriptEnabled) {
      const editor = page.getByRole("textbox", { name: "Plan details" });
      await expect(editor.locator("strong")).toHaveText("A plan for testing");
      await expect(editor.locator("ul > li")).toHaveText(["First perk", "Second perk"]);
    } else {
      await expect(page.getByRole("textbox", { name: "Plan details" })).toHaveValue("A plan for testing\n- First perk\n- Second perk");
    }
    await a11y.check();
    await page.getByRole("textbox", { name: "Description" }).fill("Changed Beta");
    await chooseRadio(page, "In-active");
    await page.getByRole("button", { name: "Update Plan" }).click();
    await expect(toast(page, messages.planUpdated)).toBeVisible();
    await expect(page).toHaveURL(
      (url) => url.pathname === "/manage-subscription" && url.searchParams.get("ordering") === "-name" && url.searchParams.get("page_size") === "25"
    );
    await expect(tableRows(page).filter({ hasText: `${prefix} Beta` })).toContainText("Changed Beta");

    // The change stuck and the details kept their lists (the textarea's unchanged text keeps the stored HTML).
    await rowAction(page, `${prefix} Beta`, "Edit Plan");
    await expect(radio(page, "In-active")).toBeChecked();
    await expect(page.getByRole("textbox", { name: "Description" })).toHaveValue("Changed Beta");
    await page.getByRole("link", { name: "Cancel" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/manage-subscription" && url.searchParams.get("search") === prefix);
  });

  test("without JavaScript, a double click on Add Plan adds one plan and shows its success", async ({ page, a11y, javaScriptEnabled, unique }) => {
    // With JavaScript the page sends one submission however often the button is pressed.
    test.skip(javaScriptEnabled, "the browser posts the form twice only without JavaScript");
    const name = `${unique("dc")} Twice`;
    await page.goto("/manage-subscription/client/add");
    await page.getByRole("textbox", { name: "Plan Name" }).fill(name);
    await page.getByRole("textbox", { name: "Amount" }).fill("12");
    await chooseOption(page, "Currency", "$ USD", javaScriptEnabled);
    await chooseOption(page, "Recurring", "Monthly", javaScriptEnabled);
    await page.getByRole("textbox", { name: "Number Of Jobs" }).fill("3");
    await writePlanDetails(page, javaScriptEnabled);
    // The first answer reaches the browser late, as from a busy server, so the second press is
    // always sent while the first is on its way: the server has both, the browser shows the second.
    let posts = 0;
    await page.route("**/manage-subscription/client/add", async (route) => {
      if (route.request().method() !== "POST") return route.continue();
      posts++;
      const first = posts === 1;
      const response = await route.fetch({ maxRedirects: 0 });
      if (first) await new Promise((resolve) => setTimeout(resolve, 1_000));
      // The browser has dropped the first send by then.
      await route.fulfill({ response }).catch(() => undefined);
    });
    // Two presses by the mouse: a locator's click would wait for the first press's page.
    const box = await page.getByRole("button", { name: "Add Plan" }).boundingBox();
    if (!box) throw new Error("no Add Plan button");
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await page.waitForTimeout(200);
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect(toast(page, messages.planCreated)).toBeVisible();
    expect(posts, "the browser sent the form twice").toBe(2);
    await page.unrouteAll({ behavior: "ignoreErrors" });
    await a11y.check();
    await page.goto(`/manage-subscription?search=${encodeURIComponent(name)}`);
    await expect(tableRows(page)).toHaveCount(1);
  });

  test("search, sort through the cycle and page size stay in the URL; the export holds the tab's searched rows", async ({
    page,
    a11y,
    api,
    javaScriptEnabled,
    unique,
  }) => {
    // Plan names hold at most 25 characters: a short tag.
    const prefix = unique("pl");
    const client = PLAN_USER_TYPES.client;
    await api.plan({
      name: `${prefix} Beta`,
      user_type: client,
      amount: "12.5",
      currency: await api.currency("USD"),
      recurring: await api.recurring("Monthly"),
      num_of_jobs: 5,
      tax_percentage: "10",
      description: "Changed Beta",
      status: "0",
    });
    await api.plan({
      name: `${prefix} Alpha`,
      user_type: client,
      amount: "99",
      currency: await api.currency("EUR"),
      recurring: await api.recurring("Weekly"),
      num_of_jobs: 1,
    });
    await page.goto("/manage-subscription");
    await searchList(page, prefix, javaScriptEnabled);
    await expect(tableRows(page)).toHaveCount(2);
    await sortBy(page, "Plan Name", "ascending");
    await expect(tableRows(page).first()).toContainText(`${prefix} Alpha`);
    await sortBy(page, "Plan Name", "descending");
    await expect(tableRows(page).first()).toContainText(`${prefix} Beta`);
    await expect(tableRows(page).first()).toContainText("12.50");
    await expect(tableRows(page).first()).toContainText("$ USD");
    // No description: '-'.
    await expect(tableRows(page).last().getByRole("cell").nth(6)).toHaveText("-");
    await page.getByRole("link", { name: "25 rows per page" }).click();
    await expect(page).toHaveURL(
      (url) => url.searchParams.get("page_size") === "25" && url.searchParams.get("ordering") === "-name" && url.searchParams.get("search") === prefix
    );
    await a11y.check();

    // The export holds the tab's rows of the current search, in the current order.
    const href = await page.getByRole("link", { name: "Export CSV" }).getAttribute("href");
    expect(href).toContain("search=");
    const csv = await page.request.get(href ?? "");
    expect(csv.status()).toBe(200);
    expect(csv.headers()["content-type"]).toBe("text/csv; charset=utf-8");
    expect(csv.headers()["content-disposition"]).toMatch(/^attachment; filename="subscription-plans-client-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = csvLines(await csv.text());
    expect(lines).toEqual([
      "Plan Id,Plan Name,Recurring,Amount,Currency,Number Of Jobs,Tax Percentage,Description,Status",
      expect.stringMatching(new RegExp(`^\\d+,${prefix} Beta,Monthly,12\\.50,USD,5,10\\.00,Changed Beta,In-active$`)),
      expect.stringMatching(new RegExp(`^\\d+,${prefix} Alpha,Weekly,99\\.00,EUR,1,,,Active$`)),
    ]);
    const agencyCsv = await page.request.get("/export/manage-subscription.csv?tab=agency&search=Agency%20Team");
    expect(csvLines(await agencyCsv.text())).toEqual([
      "Plan Id,Plan Name,Recurring,Amount,Currency,Number Of Developers,Tax Percentage,Description,Status",
      expect.stringMatching(/^\d+,Agency Team,Monthly,299\.00,USD,10,5\.00,List up to 10 developers,Active$/),
    ]);
  });

  test.describe("an unknown plan type", () => {
    // /notfound answers 404 on purpose; Chromium logs that as a console error.
    test.use({
      expectedConsoleErrors: [/status of 404 \(Not Found\) \(http:\/\/[^/]+\/notfound\)$/],
    });

    test("is not found", async ({ page, a11y }) => {
      await page.goto("/manage-subscription/developer/add");
      await expectPath(page, "/notfound");
      await expect(page.getByRole("heading", { name: texts.notFound })).toBeVisible();
      await a11y.check();
    });
  });
});
