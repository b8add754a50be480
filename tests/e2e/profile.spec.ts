import type { FileChooser } from "@playwright/test";
import { userFor } from "./support/e2e-data";
import { accountMenuEntry, expectPath, fillSignIn, openAccountMenu, pngImage, refusedRequest, signIn, texts, toast } from "./support/app";
import { expect, test } from "./support/fixtures";

test.describe("profile", () => {
  // The upload refused by the API (content is not an image) answers 400 on purpose.
  test.use({ expectedConsoleErrors: [refusedRequest(400)] });

  test("edit names and upload a profile image; a file that is not an image is refused", async ({ page, a11y, javaScriptEnabled }, testInfo) => {
    const user = userFor(testInfo.project.name, "profile");
    const lastName = `Hopper ${testInfo.project.name}`;
    await signIn(page, user.username, user.password);
    await openAccountMenu(page);
    await accountMenuEntry(page, "Profile").click();
    await expectPath(page, "/user-profile");
    await expect(page.getByRole("heading", { level: 1, name: "My Profile" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Profile sections" }).getByRole("link", { name: "Profile", exact: true })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("textbox", { name: "Username" })).toHaveAttribute("readonly", "");
    await expect(page.getByRole("textbox", { name: "Email" })).toHaveValue(user.email);
    await expect(page.getByRole("textbox", { name: "Email" })).toHaveAttribute("readonly", "");
    await a11y.check();

    const imageInput = page.getByLabel("Profile image (optional)");

    // Named .png but not a PNG: the API checks the content and refuses it.
    await imageInput.setInputFiles({ name: "fake.png", mimeType: "image/png", buffer: Buffer.from("this is plain text, not an image") });
    await page.getByRole("button", { name: "Save changes" }).click();
    const refusal = "fake.png file is not a valid file please upload from .png, .jpg, .jpeg files";
    await expect(toast(page, refusal)).toBeVisible();
    await expect(page.getByRole("main").getByText(refusal)).toBeVisible();
    await a11y.check();

    // A required name is checked (in the browser with JavaScript, by the server without).
    await page.getByRole("textbox", { name: "First Name" }).fill("");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByRole("main").getByText("This field is required")).toBeVisible();

    await page.getByRole("textbox", { name: "First Name" }).fill("Grace");
    await page.getByRole("textbox", { name: "Last Name" }).fill(lastName);
    await imageInput.setInputFiles({ name: "avatar.png", mimeType: "image/png", buffer: pngImage() });
    if (javaScriptEnabled) {
      // The chosen picture is previewed before it is saved.
      await expect(page.getByRole("main").locator('img[src^="blob:"]')).toBeVisible();
    }
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(toast(page, texts.profileUpdated)).toBeVisible();
    await expectPath(page, "/user-profile");
    await expect(page.getByRole("textbox", { name: "First Name" })).toHaveValue("Grace");
    await expect(page.getByRole("textbox", { name: "Last Name" })).toHaveValue(lastName);
    await expect(page.getByRole("banner")).toContainText(`Grace ${lastName}`);

    const stored = page.getByRole("main").locator('img[src*="/api/v1/media/"]');
    await expect(stored).toBeVisible();
    const src = await stored.getAttribute("src");
    const media = await page.request.get(src ?? "");
    expect(media.status()).toBe(200);
    expect(media.headers()["content-type"]).toBe("image/png");
    expect(media.headers()["x-content-type-options"]).toBe("nosniff");
    // Stored files run nothing on the app's origin, even opened as a page.
    expect(media.headers()["content-security-policy"]).toBe("sandbox; default-src 'none'");
    expect(media.headers()["content-disposition"]).toBe("inline; filename*=UTF-8''avatar.png");
    await a11y.check();
  });

  test("the image field (FileTrigger): keyboard, preview, and a wrong type refused as a toast with JavaScript, inline without", async ({ page, a11y, javaScriptEnabled }, testInfo) => {
    const user = userFor(testInfo.project.name, "profile");
    await signIn(page, user.username, user.password);
    await page.goto("/user-profile");
    const imageInput = page.getByLabel("Profile image (optional)");
    await expect(imageInput).toHaveAttribute("accept", ".png,.jpg,.jpeg");
    await expect(page.getByText("Allowed *.png, *.jpg, *.jpeg, 2MB or less")).toBeVisible();

    // Reached and opened from the keyboard alone. Hydration may replace the input between the Tab
    // and the Space (a 60 s timeout under load): the keys again until the chooser opens.
    let chooser: FileChooser | undefined;
    await expect(async () => {
      await page.getByRole("navigation", { name: "Profile sections" }).getByRole("link", { name: "Change Password" }).focus();
      await page.keyboard.press("Tab");
      await expect(imageInput).toBeFocused({ timeout: 1_000 });
      const opened = page.waitForEvent("filechooser", { timeout: 2_000 });
      await page.keyboard.press("Space");
      chooser = await opened;
    }).toPass();
    await chooser?.setFiles({ name: "avatar.png", mimeType: "image/png", buffer: pngImage() });
    if (javaScriptEnabled) await expect(page.getByRole("main").locator('img[src^="blob:"]')).toBeVisible();

    const refusal = "notes.txt file is not a valid file please upload from .png, .jpg, .jpeg files";
    await imageInput.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("plain text") });
    if (javaScriptEnabled) {
      // Refused before anything is sent: a toast, the message under the field, the input cleared.
      await expect(toast(page, refusal)).toBeVisible();
      await expect(imageInput).toHaveAttribute("aria-invalid", "true");
      await expect(page.getByRole("main").getByText(refusal)).toBeVisible();
      expect(await imageInput.evaluate((input: HTMLInputElement) => input.files?.length)).toBe(0);
      await expect(page.getByRole("main").locator('img[src^="blob:"]')).toHaveCount(0);
    } else {
      // The server checks the file and answers the message on the field, not as a toast.
      await page.getByRole("button", { name: "Save changes" }).click();
      await expect(page.getByRole("main").getByText(refusal)).toBeVisible();
      await expect(imageInput).toHaveAttribute("aria-invalid", "true");
      await expect(toast(page, refusal)).toHaveCount(0);
      expect(await imageInput.evaluate((input: HTMLInputElement) => input.files?.length)).toBe(0);
    }
    await a11y.check();
  });
});

test.describe("a form past the app's body cap", () => {
  // Chromium logs the 413 document answer as a console error.
  test.use({ expectedConsoleErrors: [/status of 413/] });

  test("without JavaScript: a 413 page of the app says so and leads back to the form", async ({ page, javaScriptEnabled, a11y }, testInfo) => {
    // With JavaScript the page refuses a file over 2 MB before sending anything.
    test.skip(javaScriptEnabled, "the browser's own check stops the file first");
    const user = userFor(testInfo.project.name, "profile");
    await signIn(page, user.username, user.password);
    await page.goto("/user-profile");
    await page.getByLabel("Profile image (optional)").setInputFiles({ name: "huge.png", mimeType: "image/png", buffer: Buffer.alloc(22 * 1024 * 1024) });
    const answer = page.waitForResponse((response) => response.request().method() === "POST");
    await page.getByRole("button", { name: "Save changes" }).click();
    expect((await answer).status()).toBe(413);
    await expect(page.getByRole("heading", { level: 1, name: "The form was not sent" })).toBeVisible();
    await expect(page.getByRole("alert").filter({ hasText: "The form is too large to send" })).toBeVisible();
    await a11y.check();
    await page.getByRole("link", { name: "Back to the form" }).click();
    await expectPath(page, "/user-profile");
  });
});

test.describe("change password", () => {
  test("the dialog after a change offers Continue (stay signed in) and Logout", async ({ page, a11y }, testInfo) => {
    const user = userFor(testInfo.project.name, "change-password");
    const second = "Second#Pass2";
    const third = "Third#Pass3";
    await signIn(page, user.username, user.password);
    await page.goto("/user-profile");
    await page.getByRole("navigation", { name: "Profile sections" }).getByRole("link", { name: "Change Password" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/user-profile" && url.searchParams.get("tab") === "password");
    await a11y.check();

    const change = async (oldPassword: string, newPassword: string) => {
      await page.getByLabel("Old Password", { exact: true }).fill(oldPassword);
      await page.getByLabel("New Password", { exact: true }).fill(newPassword);
      await page.getByLabel("Confirm Password", { exact: true }).fill(newPassword);
      await page.getByRole("button", { name: "Change Password" }).click();
      await expect(toast(page, texts.passwordChanged)).toBeVisible();
      const dialog = page.getByRole("dialog", { name: "Password changed" });
      await expect(dialog).toBeVisible();
      return dialog;
    };

    // Mismatched confirmation is refused before anything changes.
    await page.getByLabel("Old Password", { exact: true }).fill(user.password);
    await page.getByLabel("New Password", { exact: true }).fill(second);
    await page.getByLabel("Confirm Password", { exact: true }).fill("Other#Pass9");
    await page.getByRole("button", { name: "Change Password" }).click();
    await expect(page.getByRole("main").getByText("Passwords does not match")).toBeVisible();

    let dialog = await change(user.password, second);
    await a11y.check();
    await dialog.getByRole("link", { name: "Continue" }).click();
    await expect(dialog).toBeHidden();
    await expectPath(page, "/user-profile");
    await expect(page.getByRole("heading", { level: 1, name: "My Profile" })).toBeVisible();

    await page.goto("/user-profile?tab=password");
    dialog = await change(second, third);
    await dialog.getByRole("button", { name: "Logout" }).click();
    await expectPath(page, "/login");
    await a11y.check();

    await fillSignIn(page, user.username, third);
    await expect(toast(page, texts.loginSuccess)).toBeVisible();
    await expectPath(page, "/dashboard");
  });
});
