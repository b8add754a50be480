// SelectField (app/ui/select.tsx): react-aria's button and listbox with JavaScript, a native select without.
import { expect, type Page } from "@playwright/test";

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The field's control: the button opening the listbox (named by its value, then its label), or the native select. */
export function selectControl(page: Page, label: string, javaScriptEnabled: boolean) {
  if (!javaScriptEnabled) return page.getByRole("combobox", { name: label, exact: true });
  return page.getByRole("button", { name: new RegExp(`${escape(label)}$`) }).and(page.locator('[aria-haspopup="listbox"]'));
}

/** Chooses an option with the keyboard: focus, Arrow Down opens, Home and Arrow Down move to it, Enter picks. */
export async function chooseOption(page: Page, label: string, option: string, javaScriptEnabled: boolean) {
  if (!javaScriptEnabled) {
    await selectControl(page, label, false).selectOption({ label: option });
    return;
  }
  const trigger = selectControl(page, label, true);
  await trigger.focus();
  await page.keyboard.press("ArrowDown");
  const listbox = page.getByRole("listbox");
  await expect(listbox).toBeVisible();
  const target = listbox.getByRole("option", { name: option, exact: true });
  await page.keyboard.press("Home");
  for (let step = 0; step < 50 && !(await target.evaluate((element) => element === document.activeElement)); step++) await page.keyboard.press("ArrowDown");
  await expect(target).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(listbox).toBeHidden();
  await expect(trigger).toBeFocused();
}
