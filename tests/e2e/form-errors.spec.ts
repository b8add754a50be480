import { roleNameTaken } from "#contract/role";
import { messages } from "#contract/messages";
import { refusedRequest, toast } from "./support/app";
import { expect, test } from "./support/fixtures";
import { dialog } from "./support/list";
import { checkPermissions } from "./support/permissions";

// Issue 10: a field's error clears as the field is fixed; a 400 with field errors is said once, on the fields.
test.describe("form errors", () => {
  test.use({ signedInAs: "admin", expectedConsoleErrors: [refusedRequest(400)] });

  test("the API's 400 on a field shows on that field and not again as a toast; with JavaScript it clears as the field changes", async ({
    page,
    a11y,
    api,
    javaScriptEnabled,
    unique,
  }) => {
    const taken = unique("taken");
    await api.role(taken, ["common.view_skill"]);
    await page.goto("/role/add");
    const name = page.getByRole("textbox", { name: "Name" });
    await name.fill(taken);
    await checkPermissions(page, { Skill: ["Can view skill"] });
    if (javaScriptEnabled) {
      // A toast lives 2.5 s: record every one shown rather than look once and miss it.
      await page.evaluate(() => {
        const seen: string[] = ((window as unknown as { shownToasts: string[] }).shownToasts = []);
        const region = document.querySelector('section[aria-label="Messages"]');
        if (region) new MutationObserver(() => seen.push(region.textContent ?? "")).observe(region, { childList: true, subtree: true, characterData: true });
      });
    }
    await page.getByRole("button", { name: "Add", exact: true }).click();

    await expect(page.getByRole("main").getByText(roleNameTaken)).toBeVisible();
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await page.waitForLoadState("networkidle");
    // Without JavaScript the page holds its toasts (CSS hides them); with it, the recorded ones.
    await expect(toast(page, roleNameTaken)).toHaveCount(0);
    if (javaScriptEnabled) {
      const shown = await page.evaluate(() => (window as unknown as { shownToasts: string[] }).shownToasts.join("\n"));
      expect(shown).not.toContain(roleNameTaken);
    }
    await a11y.check();

    if (javaScriptEnabled) {
      await name.fill(`${taken} 2`);
      await expect(page.getByRole("main").getByText(roleNameTaken)).toBeHidden();
      await expect(name).not.toHaveAttribute("aria-invalid", "true");
    }
  });

  test("with JavaScript the browser's own check clears as the field is fixed", async ({ page, a11y, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "Without JavaScript the server checks the form on submit (master-data.spec.ts).");
    await page.goto("/technology/add");
    const add = dialog(page, "Add Technology");
    const title = add.getByRole("textbox", { name: "Title" });
    await add.getByRole("button", { name: "Add" }).click();
    await expect(add.getByText(messages.required)).toBeVisible();
    await a11y.check();
    await title.pressSequentially("Go");
    await expect(add.getByText(messages.required)).toBeHidden();
    await title.fill("");
    await expect(add.getByText(messages.required)).toBeVisible();
  });
});
