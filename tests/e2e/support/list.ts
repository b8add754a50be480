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

/** Opens a row's action menu (a <details> disclosure named "Actions for <row>") and clicks an item. */
export async function rowAction(page: Page, rowName: string, item: string): Promise<void> {
  const link = page.getByRole("link", { name: item, exact: true });
  // A menu opened just after page.goto, before hydration, can be closed again by it: open until the item shows.
  await expect(async () => {
    if (!(await link.isVisible())) await page.locator(`summary[aria-label="Actions for ${rowName}"]`).click();
    await expect(link).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await link.click();
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
