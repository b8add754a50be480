import { invitationFor, userFor } from "./support/e2e-data";
import { expectPath, fillSignIn, signIn, texts, toast } from "./support/app";
import { expect, test } from "./support/fixtures";
import { linkPath, mailFilesTo, waitForMail } from "./support/outbox";

const NEW_PASSWORD = "Reset#Pass2";

test("forgot password: mail in the outbox, reset through the link, sign in with the new password; the used link is refused", async ({
  page,
  a11y,
  browser,
  javaScriptEnabled,
}, testInfo) => {
  const user = userFor(testInfo.project.name, "reset");
  const earlierMails = await mailFilesTo(user.email);

  // A session opened before the reset: the reset signs the account out everywhere, so the API
  // answers 401 for its token and the app must end the session and go to /login.
  const otherDevice = await browser.newContext({ javaScriptEnabled });
  const otherPage = await otherDevice.newPage();
  await signIn(otherPage, user.username, user.password);
  await expectPath(otherPage, "/dashboard");

  await page.goto("/login");
  await a11y.check();
  await page.getByRole("link", { name: "Forgot Password" }).click();
  await expectPath(page, "/forgot-password");
  await expect(page.getByRole("heading", { level: 1, name: "Forgot Password" })).toBeVisible();
  await a11y.check();
  await page.getByRole("textbox", { name: "Email" }).fill(user.email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(toast(page, texts.resetSent)).toBeVisible();
  await expect(page.getByRole("main").getByRole("status")).toContainText(texts.resetSent);
  await a11y.check();

  const mail = await waitForMail(user.email, earlierMails);
  const resetPath = linkPath(mail, "/password-reset/");

  await page.goto(resetPath);
  await expect(page.getByRole("heading", { level: 1, name: "Reset Password" })).toBeVisible();
  await a11y.check();
  await page.getByLabel("New Password", { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel("Confirm Password", { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expectPath(page, "/login");
  await expect(toast(page, texts.resetDone)).toBeVisible();
  await a11y.check();

  await otherPage.reload();
  await expectPath(otherPage, "/login");
  await otherDevice.close();

  // Single use: the same link now goes to /login with an error.
  await page.goto(resetPath);
  await expectPath(page, "/login");
  await expect(toast(page, texts.linkInvalid)).toBeVisible();

  await fillSignIn(page, user.username, NEW_PASSWORD);
  await expect(toast(page, texts.loginSuccess)).toBeVisible();
  await expectPath(page, "/dashboard");
  await a11y.check();
});

test("a forged reset link goes to /login with an error", async ({ page, a11y }) => {
  await page.goto("/password-reset/MQ/not-a-real-token");
  await expectPath(page, "/login");
  await expect(toast(page, texts.linkInvalid)).toBeVisible();
  await a11y.check();
});

test.describe("invitation", () => {
  test("accept the invitation, then sign in with the chosen password; the used link is refused", async ({ page, a11y }, testInfo) => {
    const invitation = invitationFor(testInfo.project.name);
    const password = "Invite#Pass3";
    const firstName = "Ada";
    await page.goto(invitation.path);
    await expect(page.getByRole("heading", { level: 1, name: "Accept Invitation" })).toBeVisible();
    await a11y.check();
    await page.getByRole("textbox", { name: "First Name" }).fill(firstName);
    await page.getByRole("textbox", { name: "Last Name" }).fill(`Lovelace ${testInfo.project.name}`);
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByLabel("Confirm Password", { exact: true }).fill(password);
    await page.getByRole("button", { name: "Accept Invitation" }).click();
    await expectPath(page, "/login");
    await expect(toast(page, texts.invitationAccepted)).toBeVisible();
    await a11y.check();

    await page.goto(invitation.path);
    await expectPath(page, "/login");
    await expect(toast(page, texts.linkInvalid)).toBeVisible();

    // The invited account's username is its e-mail address.
    await fillSignIn(page, invitation.email, password);
    await expect(toast(page, texts.loginSuccess)).toBeVisible();
    await expectPath(page, "/dashboard");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Welcome, ${firstName}`);
    await a11y.check();
  });
});
