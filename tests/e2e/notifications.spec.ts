import { userFor } from "./support/e2e-data";
import { expectPath, signIn } from "./support/app";
import { expect, test } from "./support/fixtures";

test("notification drawer: ten per page, more on demand, mark one and all as read", async ({ page, a11y, javaScriptEnabled }, testInfo) => {
  const user = userFor(testInfo.project.name, "notifications");
  await signIn(page, user.username, user.password);
  await expectPath(page, "/dashboard");
  await a11y.check();

  const bell = page.getByRole("banner").getByRole("link", { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName("Notifications, 12 unread");
  await bell.click();
  await expect(page).toHaveURL((url) => url.pathname === "/dashboard" && url.searchParams.get("notifications") === "open");
  const drawer = page.getByRole("dialog", { name: "Notifications" });
  await expect(drawer).toBeVisible();
  const list = drawer.getByRole("region", { name: "Notification list" });
  const items = list.getByRole("listitem");

  if (javaScriptEnabled) {
    // Scrolled to within 70 px of the bottom, the next page loads by itself.
    await expect(items).not.toHaveCount(0);
    await list.hover();
    await expect(async () => {
      await page.mouse.wheel(0, 2000);
      await expect(items).toHaveCount(12, { timeout: 1000 });
    }).toPass({ timeout: 10_000 });
  } else {
    await expect(items).toHaveCount(10);
    await drawer.getByRole("link", { name: /^Load more/ }).click();
    await expect(page).toHaveURL((url) => url.searchParams.get("npage") === "2");
    await expect(items).toHaveCount(12);
  }
  await expect(drawer.getByRole("link", { name: /^Load more/ })).toHaveCount(0);
  await a11y.check();

  // Clicking an unread notification that leads nowhere marks it read and keeps the drawer open.
  const first = items.first().getByRole("button", { name: /^Mark as read:/ });
  await expect(first).toContainText("Client 1 registered as a new client.");
  await first.click();
  await expect(bell).toHaveAccessibleName("Notifications, 11 unread");
  await expect(drawer).toBeVisible();
  await expect(items.first().getByRole("button")).toHaveCount(0);

  // On a 320 px phone the title keeps its word whole (one 24 px line) beside "Mark all as read".
  const desktop = page.viewportSize();
  await page.setViewportSize({ width: 320, height: 640 });
  expect((await drawer.getByRole("heading", { name: "Notifications" }).boundingBox())?.height).toBeLessThan(30);
  if (desktop) await page.setViewportSize(desktop);

  await drawer.getByRole("button", { name: "Mark all as read" }).click();
  await expect(bell).toHaveAccessibleName("Notifications");
  await expect(drawer.getByRole("button", { name: "Mark all as read" })).toHaveCount(0);
  await expect(list.getByRole("button", { name: /^Mark as read:/ })).toHaveCount(0);
  await a11y.check();

  await drawer.getByRole("link", { name: "Close notifications" }).click();
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL((url) => url.pathname === "/dashboard" && !url.searchParams.has("notifications"));
});
