import { E2E_ADMIN, userFor } from "./support/e2e-data";
import { expectPath, fillSignIn, texts, toast } from "./support/app";
import { expect, test } from "./support/fixtures";

test.describe("route guards", () => {
  test("a signed-out visitor of an admin route goes to /login and back there after signing in", async ({ page, a11y }, testInfo) => {
    const user = userFor(testInfo.project.name, "redirect");
    await page.goto("/user-profile?tab=password");
    await expect(page).toHaveURL((url) => url.pathname === "/login" && url.searchParams.get("redirectTo") === "/user-profile?tab=password");
    await a11y.check();
    await fillSignIn(page, user.username, user.password);
    await expect(toast(page, texts.loginSuccess)).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === "/user-profile" && url.searchParams.get("tab") === "password");
    await expect(page.getByRole("heading", { level: 1, name: "My Profile" })).toBeVisible();
    await a11y.check();
  });

  test("signing in after a link to a data route lands on the dashboard, not on the raw data", async ({ page }, testInfo) => {
    const user = userFor(testInfo.project.name, "redirect");
    await page.goto("/notifications");
    await expect(page).toHaveURL((url) => url.pathname === "/login" && url.searchParams.get("redirectTo") === "/notifications");
    await fillSignIn(page, user.username, user.password);
    await expect(toast(page, texts.loginSuccess)).toBeVisible();
    await expectPath(page, "/dashboard");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Welcome/);
  });

  test("Export CSV saves the file and stays; after the session ended it signs in and comes back to the list", async ({ page }) => {
    const user = E2E_ADMIN;
    const list = "/technology?search=script";
    await page.goto(`/login?${new URLSearchParams({ redirectTo: list })}`);
    await fillSignIn(page, user.username, user.password);
    await expect(page).toHaveURL((url) => url.pathname === "/technology" && url.searchParams.get("search") === "script");
    const exportLink = page.getByRole("link", { name: "Export CSV" });
    const [download] = await Promise.all([page.waitForEvent("download"), exportLink.click()]);
    expect(download.suggestedFilename()).toMatch(/^technologies-\d{4}-\d{2}-\d{2}\.csv$/);
    await expectPath(page, "/technology");

    await page.context().clearCookies();
    await exportLink.click();
    await expect(page).toHaveURL((url) => url.pathname === "/login" && url.searchParams.get("redirectTo") === list);
    await fillSignIn(page, user.username, user.password);
    await expect(toast(page, texts.loginSuccess)).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === "/technology" && url.searchParams.get("search") === "script");
  });

  test("every admin route of the shell refuses a signed-out visitor", async ({ page }) => {
    for (const path of ["/dashboard", "/user-profile", "/dashboard?notifications=open"]) {
      await page.goto(path);
      await expect(page).toHaveURL((url) => url.pathname === "/login" && url.searchParams.get("redirectTo") === path);
    }
  });

  test.describe("signed in", () => {
    test.use({ signedInAs: "admin" });

    test("a signed-in user who opens a public route goes to /dashboard", async ({ page, a11y }) => {
      for (const path of ["/login", "/", "/forgot-password"]) {
        await page.goto(path);
        await expectPath(page, "/dashboard");
      }
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome, Admin");
      await a11y.check();
    });
  });

  test("redirectTo never leaves the app", async ({ page }, testInfo) => {
    const user = userFor(testInfo.project.name, "redirect");
    for (const target of ["//evil.example.com/phish", "/..//evil.example/phish"]) {
      await page.goto(`/login?${new URLSearchParams({ redirectTo: target })}`);
      await fillSignIn(page, user.username, user.password);
      await expect(toast(page, texts.loginSuccess)).toBeVisible();
      await expect(page).toHaveURL((url) => url.hostname === "127.0.0.1");
      await expectPath(page, "/dashboard");
      await page.context().clearCookies();
    }
  });
});
