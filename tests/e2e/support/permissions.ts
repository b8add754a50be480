// The permission accordion of the role and sub-admin forms.
import { expect, type Page } from "@playwright/test";

/** A model's group of the permission accordion (a fieldset in a <details>), opened. */
export async function permissionGroup(page: Page, name: string) {
  const details = page.locator("details", { has: page.locator("summary", { hasText: name }) });
  if (!(await details.evaluate((element) => (element as HTMLDetailsElement).open))) await details.locator("summary").click();
  return page.getByRole("group", { name, exact: true });
}

/** Ticks permissions by name, opening their groups first. */
export async function checkPermissions(page: Page, permissions: Record<string, readonly string[]>) {
  for (const [group, names] of Object.entries(permissions)) {
    const fieldset = await permissionGroup(page, group);
    for (const name of names) {
      // By its label, as a user does: react-aria's checkbox input is visually hidden.
      const box = fieldset.getByRole("checkbox", { name, exact: true });
      // A box ticked just after page.goto, before hydration, can be unticked again as React takes
      // the form over (a flaky test in CI): tick until it stays ticked.
      await expect(async () => {
        if (!(await box.isChecked())) await box.locator("xpath=ancestor::label[1]").click();
        await expect(box).toBeChecked({ timeout: 2_000 });
      }).toPass({ timeout: 20_000 });
    }
  }
}

/** The permission checkbox, found even inside a closed group. */
export function permissionBox(page: Page, name: string) {
  return page.getByRole("checkbox", { name, exact: true, includeHidden: true });
}
