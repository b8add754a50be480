import { messages } from "#contract/messages";
import { e2eData, userFor } from "./support/e2e-data";
import { expectPath, fillSignIn, refusedRequest, signOut, texts, toast } from "./support/app";
import { expect, test } from "./support/fixtures";

test.describe("sign in", () => {
  test.describe("with a wrong password", () => {
    // The refused sign-in answers 400 on purpose; Chromium logs that as a console error.
    test.use({ expectedConsoleErrors: [refusedRequest(400)] });

    test("shows the server's message and stays on /login", async ({ page, a11y, javaScriptEnabled }, testInfo) => {
      const user = userFor(testInfo.project.name, "wrong-password");
      await page.goto("/login");
      await expect(page.getByRole("heading", { level: 1, name: "Login" })).toBeVisible();
      await a11y.check();
      await fillSignIn(page, user.username, "Wrong#Pass9");
      await expect(toast(page, texts.invalidCredentials)).toBeVisible();
      await expect(page.getByRole("main").getByRole("alert")).toHaveText(texts.invalidCredentials);
      await expectPath(page, "/login");
      await expect(page.getByRole("textbox", { name: "Username" })).toHaveValue(user.username);
      // Without JavaScript the page comes back from the server: the password is never echoed.
      if (!javaScriptEnabled) await expect(page.getByLabel("Password", { exact: true })).toHaveValue("");
      await a11y.check();
    });
  });

  test.describe("with empty or ill-formed fields", () => {
    test.use({ expectedConsoleErrors: [refusedRequest(400)] });

    test("the server answers with the spec's messages", async ({ page, a11y, javaScriptEnabled }) => {
      await page.goto("/login");
      await page.getByRole("button", { name: "Login" }).click();
      await expect(page.getByRole("textbox", { name: "Username" })).toHaveAccessibleDescription(messages.required);
      await expect(page.getByLabel("Password", { exact: true })).toHaveAccessibleDescription(messages.required);
      await a11y.check();
      await page.getByRole("textbox", { name: "Username" }).fill("someone");
      // With JavaScript the error of an edited field goes; the other stays until it is edited too.
      if (javaScriptEnabled) {
        await expect(page.getByRole("textbox", { name: "Username" })).toHaveAccessibleDescription("");
        await expect(page.getByLabel("Password", { exact: true })).toHaveAccessibleDescription(messages.required);
      }
      await page.getByLabel("Password", { exact: true }).fill("short");
      await page.getByRole("button", { name: "Login" }).click();
      await expect(page.getByLabel("Password", { exact: true })).toHaveAccessibleDescription(messages.passwordRule);
      await expect(page.getByRole("textbox", { name: "Username" })).toHaveValue("someone");
      await expectPath(page, "/login");
    });
  });

  test("the superuser signs in from /, lands on /dashboard, and signs out", async ({ page, a11y }) => {
    const { admin } = e2eData();
    await page.goto("/");
    await expect(page.getByRole("link", { name: "Forgot Password" })).toHaveAttribute("href", "/forgot-password");
    await a11y.check();
    await fillSignIn(page, admin.username, admin.password);
    await expect(toast(page, texts.loginSuccess)).toBeVisible();
    await expectPath(page, "/dashboard");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome, Admin");
    await a11y.check();

    await signOut(page);
    await a11y.check();
    // Back shows no admin page from the browser's cache: pages are no-store (decision 080).
    await page.goBack();
    await expectPath(page, "/login");
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Welcome, Admin");
    // Signed out for real: an admin route sends the visitor back to /login.
    await page.goto("/dashboard");
    await expectPath(page, "/login");
  });
});

test.describe("show/hide password", () => {
  test("the toggle reveals the typed password (JavaScript only)", async ({ page, javaScriptEnabled, a11y }) => {
    await page.goto("/login");
    const password = page.getByLabel("Password", { exact: true });
    await password.fill("Secret#123");
    if (!javaScriptEnabled) {
      // Without JavaScript the field stays a plain password input and no toggle is rendered.
      await expect(page.getByRole("button", { name: "Show password" })).toHaveCount(0);
      await expect(password).toHaveAttribute("type", "password");
      await a11y.check();
      return;
    }
    const toggle = page.getByRole("button", { name: "Show password" });
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
    await toggle.click();
    await expect(password).toHaveAttribute("type", "text");
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    await toggle.click();
    await expect(password).toHaveAttribute("type", "password");
    await a11y.check();
  });
});
