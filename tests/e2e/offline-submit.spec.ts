import { messages } from "#contract/messages";
import { expectPath, toast } from "./support/app";
import { expect, test } from "./support/fixtures";
import { dialog } from "./support/list";

// Issue 9 §2: a submit that gets no answer keeps the form and what was typed.
test.describe("a submit while offline", () => {
  test.use({ signedInAs: "admin", expectedConsoleErrors: [/net::ERR_INTERNET_DISCONNECTED|Failed to fetch/] });

  test("keeps the form, says so, and the next submit goes through", async ({ page, context, a11y, javaScriptEnabled, unique }) => {
    test.skip(!javaScriptEnabled, "Without JavaScript the browser posts the form itself and shows its own offline page.");
    const title = unique("offline");
    // The toasts' code loads when the page is idle; offline before that, no toast could show (a
    // flaky test in CI). The form says it either way.
    const toastCode = page.waitForResponse((response) => /\/toast-list-[\w-]+\.js$/.test(new URL(response.url()).pathname));
    await page.goto("/technology/add");
    const form = dialog(page, "Add Technology");
    await expect(form).toBeVisible();
    // react-aria's dialog has taken over from the server's: typed into before that, the swap
    // could move the Add button from under the click, onto the backdrop (a flake under load).
    await expect(form).toHaveAttribute("data-rac", "");
    await form.getByLabel("Title").fill(title);
    await form.getByLabel("Description").fill("typed before the connection dropped");

    await toastCode;
    await context.setOffline(true);
    await form.getByRole("button", { name: "Add" }).click();
    await expect(toast(page, messages.somethingWrong)).toBeVisible();
    await expect(form.getByText(messages.somethingWrong)).toBeVisible();
    await expect(form.getByLabel("Title")).toHaveValue(title);
    await expect(form.getByLabel("Description")).toHaveValue("typed before the connection dropped");
    await expectPath(page, "/technology/add");
    await a11y.check();

    await context.setOffline(false);
    await form.getByRole("button", { name: "Add" }).click();
    await expect(toast(page, messages.technologyCreated)).toBeVisible();
    await expectPath(page, "/technology");
  });
});
