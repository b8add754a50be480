import { messages } from "#contract/messages";
import type { Page } from "@playwright/test";
import { expectPath, toast } from "./support/app";
import { expect, test } from "./support/fixtures";
import { alertDialog, dialog, rowAction } from "./support/list";

// Issue 10: dialogs on react-aria-components with JavaScript, server-rendered pages without it.
test.describe("dialogs", () => {
  test.use({ signedInAs: "admin" });

  /** Whether the focused element is inside the open dialog (the dialog itself counts). */
  const focusInDialog = (page: Page) => page.evaluate(() => document.activeElement?.closest("[role=dialog], [role=alertdialog]") !== null);

  /** Opens the add dialog from the list with the keyboard, so the trigger holds focus. */
  async function openAddDialog(page: Page) {
    const trigger = page.getByRole("link", { name: "Add Technology" });
    await trigger.focus();
    await page.keyboard.press("Enter");
    await expectPath(page, "/technology/add");
    const add = dialog(page, "Add Technology");
    await expect(add).toBeVisible();
    return { trigger, add };
  }

  test("with JavaScript focus moves in and stays; Escape, the backdrop and the close button close it; focus returns to the trigger", async ({ page, a11y, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "Focus handling and Escape need JavaScript; the page without it is tested below.");
    await page.goto("/technology");
    await a11y.check();

    const { trigger, add } = await openAddDialog(page);
    await expect.poll(() => focusInDialog(page)).toBe(true);
    // Round the dialog's controls twice, both ways: focus never leaves it.
    for (let step = 0; step < 12; step += 1) {
      await page.keyboard.press(step < 8 ? "Tab" : "Shift+Tab");
      expect(await focusInDialog(page)).toBe(true);
    }
    await a11y.check();
    await page.keyboard.press("Escape");
    await expectPath(page, "/technology");
    await expect(add).toBeHidden();
    await expect(trigger).toBeFocused();

    await openAddDialog(page);
    // The backdrop: a point left of the panel, over the list.
    await page.mouse.click(8, 400);
    await expectPath(page, "/technology");
    await expect(add).toBeHidden();

    await openAddDialog(page);
    await add.getByRole("link", { name: "Close" }).click();
    await expectPath(page, "/technology");
    await expect(add).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test("Escape in a field of the form closes the dialog: leaving the field checks nothing and posts nothing", async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "Escape needs JavaScript.");
    await page.goto("/technology");
    const posts: string[] = [];
    page.on("request", (request) => void (request.method() === "POST" && posts.push(request.url())));
    for (const field of ["Title", "Description"]) {
      const { trigger, add } = await openAddDialog(page);
      await add.getByRole("textbox", { name: field }).focus();
      await page.keyboard.type("x");
      await page.keyboard.press("Escape");
      await expectPath(page, "/technology");
      await expect(add).toBeHidden();
      await expect(trigger).toBeFocused();
      // A stray post would come back with the dialog open again.
      await page.waitForTimeout(500);
      await expectPath(page, "/technology");
    }
    expect(posts).toEqual([]);
  });

  test("while its form submits a dialog stays open: Escape and the backdrop do nothing, Submit and Cancel are disabled", async ({ page, a11y, javaScriptEnabled, unique }) => {
    test.skip(!javaScriptEnabled, "Without JavaScript the browser posts the form and shows the answer as a page.");
    const title = unique("busy");
    await page.goto("/technology");
    const { trigger, add } = await openAddDialog(page);
    await add.getByRole("textbox", { name: "Title" }).fill(title);

    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname.startsWith("/technology/add"),
      async (route) => {
        if (route.request().method() === "POST") await held;
        await route.continue();
      },
    );
    await add.getByRole("button", { name: "Add" }).click();
    await expect(add.getByRole("button", { name: "Add" })).toHaveAttribute("aria-disabled", "true");
    await expect(add.getByRole("link", { name: "Cancel" })).toHaveAttribute("aria-disabled", "true");
    await expect(add.getByRole("link", { name: "Close" })).toHaveAttribute("aria-disabled", "true");
    await page.keyboard.press("Escape");
    await page.mouse.click(8, 400);
    // A click on a disabled link (forced past Playwright's own check) does nothing either.
    await add.getByRole("link", { name: "Cancel" }).click({ force: true });
    await expect(add).toBeVisible();
    await expectPath(page, "/technology/add");
    await a11y.check();

    release();
    await expect(toast(page, messages.technologyCreated)).toBeVisible();
    await expectPath(page, "/technology");
    await expect(add).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test("a delete confirmation is an alert dialog: the backdrop leaves it open, Escape or Cancel leave the row", async ({ page, a11y, api, javaScriptEnabled, unique }) => {
    const title = unique("confirm");
    await api.technology({ title });
    await page.goto(`/technology?search=${title}`);
    await rowAction(page, title, "Delete");
    const confirm = alertDialog(page, "Confirm delete");
    await expect(confirm).toContainText(title);
    await expect(confirm.getByRole("link", { name: "Close" })).toHaveCount(0);
    await a11y.check();
    if (javaScriptEnabled) {
      await page.mouse.click(8, 400);
      await expect(confirm).toBeVisible();
      // The click blurs to the page and react-aria brings focus back a frame later; an Escape
      // before that reaches no dialog (a CI flake on a loaded machine), so wait as a person would.
      await expect.poll(() => focusInDialog(page)).toBe(true);
      await page.keyboard.press("Escape");
    } else {
      await confirm.getByRole("link", { name: "Cancel" }).click();
    }
    await expect(confirm).toBeHidden();
    await expect(page).toHaveURL((url) => url.pathname === "/technology" && url.searchParams.get("search") === title);
    await expect(page.getByRole("table").getByText(title)).toBeVisible();
  });

  test("without JavaScript a dialog is a page of its own whose close button leads back to the list", async ({ page, a11y, javaScriptEnabled }) => {
    test.skip(javaScriptEnabled, "With JavaScript the dialog opens over the list (above).");
    await page.goto("/technology?ordering=-title");
    await page.getByRole("link", { name: "Add Technology" }).click();
    const add = dialog(page, "Add Technology");
    await expect(add).toBeVisible();
    await a11y.check();
    await add.getByRole("link", { name: "Close" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/technology" && url.searchParams.get("ordering") === "-title");
    await expect(add).toBeHidden();
  });
});
