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

  test("on a phone, a link followed with the keyboard leaves focus on the new page's content, not on nothing", async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "Without JavaScript the page loads and focus starts at its top.");
    await page.goto("/dashboard");
    await page.getByRole("banner").getByRole("link", { name: "Navigation" }).focus();
    await page.keyboard.press("Enter");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Dashboard" })).toBeFocused();
    const technology = nav.getByRole("link", { name: "Technology" });
    await expect(async () => {
      await page.keyboard.press("Tab");
      await expect(technology).toBeFocused({ timeout: 100 });
    }).toPass();
    await page.keyboard.press("Enter");
    await expectPath(page, "/technology");
    await expect(nav).toBeHidden();
    await expect(page.locator("#main-content")).toBeFocused();
  });

  test("a key press before the first render still hydrates the page", async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "hydration only");
    // React's scheduler posts its work through a MessageChannel: delaying those messages holds the
    // first render back, so the key press lands between hydrateRoot and that render, as on a slow
    // phone. Before decision 075 React threw #345 there and never hydrated the page.
    await page.addInitScript(() => {
      const postMessage = MessagePort.prototype.postMessage;
      MessagePort.prototype.postMessage = function (this: MessagePort, ...args: Parameters<MessagePort["postMessage"]>) {
        setTimeout(() => postMessage.apply(this, args), 500);
      } as MessagePort["postMessage"];
    });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/dashboard", { waitUntil: "domcontentloaded" });
    // React marks the document as its root when hydrateRoot is called.
    await page.waitForFunction(() => Object.keys(document).some((key) => key.startsWith("__reactContainer$")));
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Skip to main content" })).toBeFocused();
    // Hydrated: the router runs, a link navigates in the browser and the focus follows.
    await expect.poll(() => page.evaluate(() => "__remixRouter" in window)).toBe(true);
    await page.getByRole("main").getByRole("link", { name: "Edit your profile" }).click();
    await expectPath(page, "/user-profile");
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest("#main-content") !== null)).toBe(true);
  });

  test("focus: a page load leaves it at the top; a navigation that removes the focused link puts it on the content, Back too", async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "client-side navigations only");
    const focusInMain = () => page.evaluate(() => document.activeElement?.closest("#main-content") !== null);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/dashboard");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Skip to main content" })).toBeFocused();
    await page.getByRole("main").getByRole("link", { name: "Edit your profile" }).click();
    await expectPath(page, "/user-profile");
    await expect.poll(focusInMain).toBe(true);
    // Back to the entry the app was loaded on: its location key is the first one again.
    await page.getByRole("main").getByRole("textbox").first().focus();
    await page.goBack();
    await expectPath(page, "/dashboard");
    await expect.poll(focusInMain).toBe(true);
  });
});

test.describe("focus rings", () => {
  test.use({ signedInAs: "admin" });

  test("with the keyboard, a menu's button and the entry it is on show a solid ring", async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "The menu without JavaScript is a <details>, with the browser's own ring.");
    await page.goto("/dashboard");
    const trigger = page.getByRole("banner").getByRole("button", { name: /^Account menu:/ });
    const ring = (element: Element) => {
      const style = getComputedStyle(element);
      return `${style.outlineStyle} ${style.outlineWidth}`;
    };
    // A key press first: react-aria shows the ring for keyboard focus only.
    await page.keyboard.press("Shift");
    await trigger.focus();
    await expect.poll(() => trigger.evaluate(ring)).toBe("solid 2px");
    await page.keyboard.press("ArrowDown");
    const entry = page.getByRole("menuitem").first();
    await expect(entry).toBeFocused();
    await expect.poll(() => entry.evaluate(ring)).toBe("solid 2px");
    await page.keyboard.press("Escape");
    await expect(trigger).toBeFocused();
  });
});
