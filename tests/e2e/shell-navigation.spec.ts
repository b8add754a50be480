import { expectPath } from "./support/app";
import { expect, test } from "./support/fixtures";

// One navigation for every width (decision 051): the sidebar on wide screens, a panel the top
// bar's toggle opens on a phone. With and without JavaScript the toggle leads the keyboard into it.
test.describe("the shell's navigation", () => {
  test.use({ signedInAs: "admin", viewport: { width: 390, height: 844 } });

  test("on a phone the toggle opens the navigation, focus goes into it, a link leaves it closed", async ({ page, a11y, javaScriptEnabled }) => {
    await page.goto("/dashboard");
    const nav = page.getByRole("navigation", { name: "Main" });
    const toggle = page.getByRole("banner").getByRole("link", { name: "Navigation" });
    await expect(nav).toBeHidden();

    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(nav).toBeVisible();
    if (javaScriptEnabled) {
      await expect(toggle).toHaveAttribute("aria-expanded", "true");
      await expect(nav.getByRole("link", { name: "Dashboard" })).toBeFocused();
    } else {
      // Following the link moved the keyboard's starting point to the navigation.
      await page.keyboard.press("Tab");
      await expect(nav.getByRole("link", { name: "Dashboard" })).toBeFocused();
    }
    await a11y.check();

    if (javaScriptEnabled) {
      await page.keyboard.press("Escape");
      await expect(nav).toBeHidden();
      await expect(toggle).toBeFocused();
      await toggle.click();
    } else {
      await nav.getByRole("link", { name: "Close navigation" }).click();
      await expect(nav).toBeHidden();
      await toggle.click();
    }
    await nav.getByRole("link", { name: "Contact Us" }).click();
    await expectPath(page, "/contact-us");
    await expect(nav).toBeHidden();
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(nav).toBeVisible();
    await expect(toggle).toBeHidden();
  });
});
