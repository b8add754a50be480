// Steps shared by the list screens' specs: search, sort, page, row menus, dialogs.
import { expect, type Locator, type Page } from "@playwright/test";

/** Types into the list's search; with JavaScript the 1-second debounce submits, without it Enter does. */
export async function searchList(page: Page, text: string, javaScriptEnabled: boolean): Promise<void> {
  const field = page.getByRole("searchbox");
  await field.fill(text);
  if (!javaScriptEnabled) await field.press("Enter");
  await expect(page).toHaveURL((url) => url.searchParams.get("search") === text);
}

/** The body rows of the page's (first) data table. */
export function tableRows(page: Page, table?: Locator): Locator {
  return (table ?? page.getByRole("table").first()).locator("tbody tr");
}

/** A sortable header's link, and its th to read aria-sort from. */
export function sortHeader(page: Page, header: string, table?: Locator) {
  const cell = (table ?? page.getByRole("table").first()).getByRole("columnheader", { name: header });
  return { cell, link: cell.getByRole("link", { name: header }) };
}

/** Clicks a sortable header and waits for the ordering to land in the URL and in aria-sort. */
export async function sortBy(page: Page, header: string, expected: "ascending" | "descending" | "none", table?: Locator): Promise<void> {
  const { cell, link } = sortHeader(page, header, table);
  await link.click();
  await expect(cell).toHaveAttribute("aria-sort", expected);
}

/**
 * Opens a row's action menu ("Actions for <row>"): react-aria's menu button once its chunk has
 * loaded, the <details> summary before that and without JavaScript. Returns the open menu.
 */
export async function openRowMenu(page: Page, rowName: string): Promise<Locator> {
  const label = `Actions for ${rowName}`;
  const trigger = page.getByRole("button", { name: label, exact: true }).or(page.locator(`summary[aria-label="${label}"]`));
  const menu = page.getByRole("menu", { name: label }).or(page.locator("details[open]", { has: page.locator(`summary[aria-label="${label}"]`) }).locator(".floating-disclosure-panel"));
  // A menu opened just after page.goto, before hydration or before the react-aria menu replaces the
  // <details>, can be closed again: open until it shows.
  await expect(async () => {
    if (!(await menu.isVisible())) await trigger.click();
    await expect(menu).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  return menu;
}

/** Opens a row's action menu and clicks an item (a menu item with JavaScript, a link without). */
export async function rowAction(page: Page, rowName: string, item: string): Promise<void> {
  const menu = await openRowMenu(page, rowName);
  await menu.getByRole("menuitem", { name: item, exact: true }).or(menu.getByRole("link", { name: item, exact: true })).click();
}

/** The open modal dialog. */
export function dialog(page: Page, name: string | RegExp): Locator {
  return page.getByRole("dialog", { name });
}

/** The open confirmation (a delete's "Are you sure…?"), an alert dialog. */
export function alertDialog(page: Page, name: string | RegExp): Locator {
  return page.getByRole("alertdialog", { name });
}

/** The lines of a CSV download, without the BOM. */
export function csvLines(text: string): string[] {
  return text.replace(/^\uFEFF/, "").trim().split("\r\n");
}
