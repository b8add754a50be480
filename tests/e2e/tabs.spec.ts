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
});
