import { expectPath } from "./support/app";
import { expect, test } from "./support/fixtures";

// Issue 10: tabs are links (their URL is the state); with JavaScript the arrow keys move between them.
test.describe("tabs and the sidebar", () => {
  test.use({ signedInAs: "admin" });

  test("tabs are links to their URL; with JavaScript arrow keys, Home and End move focus", async ({ page, a11y, javaScriptEnabled }) => {
    await page.goto("/contact-us");
    const tabs = page.getByRole("navigation", { name: "Senders" });
    const company = tabs.getByRole("link", { name: "Company" });
    const resources = tabs.getByRole("link", { name: "Resources" });
    await expect(company).toHaveAttribute("aria-current", "page");
    await a11y.check();

    if (javaScriptEnabled) {
      await company.focus();
      await page.keyboard.press("ArrowRight");
      await expect(resources).toBeFocused();
      await page.keyboard.press("ArrowRight");
      await expect(company).toBeFocused();
      await page.keyboard.press("End");
      await expect(resources).toBeFocused();
      await page.keyboard.press("Home");
      await expect(company).toBeFocused();
      await page.keyboard.press("ArrowLeft");
      await expect(resources).toBeFocused();
      await page.keyboard.press("Enter");
    } else {
      await resources.click();
    }
    await expect(page).toHaveURL((url) => url.pathname === "/contact-us" && url.searchParams.get("tab") === "resources");
    await expect(resources).toHaveAttribute("aria-current", "page");
    await expect(company).not.toHaveAttribute("aria-current", "page");
    await a11y.check();
  });

  test("the sidebar's Master group is a heading, not a page; its items are links", async ({ page, a11y, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "The same server-rendered markup either way; one run is enough.");
    await page.goto("/dashboard");
    const sidebar = page.getByRole("navigation", { name: "Main" });
    await expect(sidebar.getByText("Master", { exact: true })).toBeVisible();
    await expect(sidebar.getByRole("link", { name: "Master" })).toHaveCount(0);
    await a11y.check();
    await sidebar.getByRole("link", { name: "Profile Type" }).click();
    await expectPath(page, "/profile-type");
  });

  test("with JavaScript a tab's content is a skeleton while its data is on the way, and only then", async ({ page, a11y, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "Without JavaScript a tab is a page load: the browser shows its own progress.");
    await page.goto("/contact-us");
    const loading = page.getByRole("status").filter({ hasText: "Loading the tab" });
    await expect(loading).toHaveCount(0);
    // Single fetch asks for the next tab's data at `<path>.data`: hold it until the skeleton is seen.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname.endsWith(".data"),
      async (route) => {
        await held;
        await route.continue();
      },
    );
    await page.getByRole("navigation", { name: "Senders" }).getByRole("link", { name: "Resources" }).click();
    await expect(loading).toBeVisible();
    await expect(page.getByRole("table")).toHaveCount(0);
    await a11y.check();
    release();
    await expect(loading).toHaveCount(0);
    await expect(page.getByRole("table")).toBeVisible();
    await expect(page).toHaveURL((url) => url.searchParams.get("tab") === "resources");
  });

  test("with JavaScript the app's links change the page in place; a click for a new tab is the browser's", async ({ page, context, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "Without JavaScript every link is a page load.");
    await page.goto("/technology");
    // A document load would drop this mark; a client-side navigation keeps it.
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    const sameDocument = () => page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);
    const table = page.getByRole("table", { name: "Technology" });
    await table.getByRole("link", { name: "Title" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/technology" && url.searchParams.get("ordering") === "title");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Skill" }).click();
    await expectPath(page, "/skill");
    expect(await sameDocument()).toBe(true);
    await page.goBack();
    await expect(page).toHaveURL((url) => url.pathname === "/technology" && url.searchParams.get("ordering") === "title");
    expect(await sameDocument()).toBe(true);

    const opened = context.waitForEvent("page");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Profile Type" }).click({ modifiers: ["ControlOrMeta"] });
    const newTab = await opened;
    await expect(newTab).toHaveURL(/\/profile-type$/);
    await newTab.close();
    await expect(page).toHaveURL((url) => url.pathname === "/technology");
  });
});
