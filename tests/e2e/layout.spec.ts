// Issue 10, tables and layout: every list fits the screen at 1440 × 900 and 1280 × 800 (its Action
// column and the last row's open menu in view), and becomes cards that fit a 390 px phone.
// 1440 is checked through 1280: no style of the app changes above Tailwind's xl (1280 px), so the
// same layout gets only wider, and what fits 1280 fits 1440 (decision 059).
import type { Locator, Page } from "@playwright/test";
import { PLAN_USER_TYPES } from "#contract/constants";
import type { AdminApi } from "./support/api";
import { marketplaceData } from "./support/e2e-data";
import { expect, test } from "./support/fixtures";
import { alertDialog, openRowMenu } from "./support/list";
import { e2eData, LAYOUT_CONTACT_NUMBER } from "./support/e2e-data";
import { REQUEST_LIST_SEARCH } from "./support/request-lists-data";

const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;

/**
 * A list page as the test opens it: its URL and the table's caption (which also names the phone's
 * card list), and what its rows must show: the widest values they were made with, so a change to
 * the seed cannot make the check pass on narrower ones.
 */
type ListPage = { url: string; caption: string; shows?: readonly string[] };

async function showsValues(list: ListPage, rows: Locator): Promise<void> {
  for (const text of list.shows ?? []) await expect(rows, `${list.url} shows ${text}`).toContainText(text);
}

/** One word without a hyphen (a hyphen is a break opportunity) and the same one stretched to `length`. */
function unbroken(unique: (tag: string) => string, tag: string, length: number) {
  const base = unique(tag).replaceAll("-", "");
  return { base, long: base + "W".repeat(length - base.length) };
}

async function fitsViewport(page: Page, box: Locator, what: string): Promise<void> {
  await box.scrollIntoViewIfNeeded();
  const rect = await box.boundingBox();
  const viewport = page.viewportSize();
  expect(rect, `${what} is rendered`).not.toBeNull();
  if (!rect || !viewport) return;
  expect(rect.x, `${what}: left edge in the viewport`).toBeGreaterThanOrEqual(0);
  expect(rect.y, `${what}: top edge in the viewport`).toBeGreaterThanOrEqual(0);
  expect(rect.x + rect.width, `${what}: right edge in the viewport`).toBeLessThanOrEqual(viewport.width);
  expect(rect.y + rect.height, `${what}: bottom edge in the viewport`).toBeLessThanOrEqual(viewport.height);
}

/** The row a menu belongs to, as its trigger names it ("Actions for <row>"). */
async function rowName(row: Locator): Promise<string> {
  const label = await row.locator("button[aria-label^='Actions for '], summary[aria-label^='Actions for ']").getAttribute("aria-label");
  return (label ?? "").replace(/^Actions for /, "");
}

async function pageScrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
}

/** The checks every list gets: no sideways scroll, the actions in view, the last row's menu in view, axe. */
async function checkList(page: Page, list: ListPage, a11y: { check(): Promise<void> }): Promise<void> {
  await page.goto(list.url);
  const phone = (page.viewportSize()?.width ?? 0) < 768;
  expect(await pageScrollsSideways(page), `${list.url} scrolls sideways`).toBe(false);
  if (phone) {
    // Cards, not a table: every field and the actions as buttons.
    await expect(page.getByRole("table")).toHaveCount(0);
    const cards = page.getByRole("list", { name: list.caption, exact: true }).getByRole("listitem").filter({ has: page.getByRole("definition") });
    await expect(cards.first()).toBeVisible();
    await showsValues(list, page.getByRole("list", { name: list.caption, exact: true }));
    await fitsViewport(page, cards.first().getByRole("list", { name: /^Actions for / }), `${list.url}: the first card's actions`);
    await fitsViewport(page, cards.last(), `${list.url}: the last card`);
  } else {
    const table = page.getByRole("table", { name: list.caption });
    await showsValues(list, table);
    // The table fits its box: nothing hides under the sticky Action column.
    const [tableBox, frameBox] = [await table.boundingBox(), await table.locator("xpath=..").boundingBox()];
    expect(tableBox && frameBox && tableBox.x + tableBox.width <= frameBox.x + frameBox.width + 0.5, `${list.url}: the table is wider than its box`).toBe(true);
    const action = table.getByRole("row").nth(1).getByRole("cell").last();
    await fitsViewport(page, action, `${list.url}: the first row's Action cell`);
    const menu = await openRowMenu(page, await rowName(table.getByRole("row").last()));
    await fitsViewport(page, menu, `${list.url}: the last row's open menu`);
  }
  await a11y.check();
}

/**
 * A list without row menus (the request lists: a row's link is its action): no sideways scroll,
 * the table fits its box with the first row's last cell in view, or on a phone cards that fit.
 * Axe scans these pages in their own spec (request-lists.spec.ts): not again at every width.
 */
async function checkListWithoutMenus(page: Page, list: ListPage): Promise<void> {
  await page.goto(list.url);
  expect(await pageScrollsSideways(page), `${list.url} scrolls sideways`).toBe(false);
  if ((page.viewportSize()?.width ?? 0) < 768) {
    await expect(page.getByRole("table")).toHaveCount(0);
    const card = page.getByRole("list", { name: list.caption, exact: true }).getByRole("listitem").first();
    await expect(card).toBeVisible();
    await showsValues(list, page.getByRole("list", { name: list.caption, exact: true }));
    const [rect, width] = [await card.boundingBox(), page.viewportSize()?.width ?? 0];
    expect(rect && rect.x >= 0 && rect.x + rect.width <= width, `${list.url}: the first card is as wide as the screen at most`).toBe(true);
  } else {
    const table = page.getByRole("table", { name: list.caption });
    await showsValues(list, table);
    const [tableBox, frameBox] = [await table.boundingBox(), await table.locator("xpath=..").boundingBox()];
    expect(tableBox && frameBox && tableBox.x + tableBox.width <= frameBox.x + frameBox.width + 0.5, `${list.url}: the table is wider than its box`).toBe(true);
    const last = table.getByRole("row").nth(1).getByRole("cell").last();
    const [rect, width] = [await last.boundingBox(), page.viewportSize()?.width ?? 0];
    expect(rect && rect.x + rect.width <= width, `${list.url}: the first row's last cell in view`).toBe(true);
  }
}

/** Technology, profile type and skill: a row with a 100-character title and one with a short title. */
async function seedMasterData(api: AdminApi, unique: (tag: string) => string) {
  const { base, long } = unbroken(unique, "md", 100);
  const description = "D".repeat(300);
  await api.technology({ title: long, description });
  await api.technology({ title: `${base} short` });
  await api.profileType({ title: long, description });
  await api.profileType({ title: `${base} short` });
  const skill = await api.skill({ title: long, description });
  await api.skill({ title: `${base} short` });
  await api.skill({ title: `${base}sub`, parent: skill.id });
  await api.skill({ title: `${long.slice(0, 97)}sub`, parent: skill.id, description });
  return { base, skillId: skill.id };
}

for (const viewport of VIEWPORTS) {
  test.describe(`layout at ${viewport.width} × ${viewport.height}`, () => {
    test.use({ signedInAs: "admin", viewport });

    test("technology, profile type, skill and sub skill lists", async ({ page, a11y, api, unique }) => {
      test.slow();
      const { base, skillId } = await seedMasterData(api, unique);
      await checkList(page, { url: `/technology?search=${base}`, caption: "Technology" }, a11y);
      await checkList(page, { url: `/profile-type?search=${base}`, caption: "Profile Type" }, a11y);
      await checkList(page, { url: `/skill?search=${base}`, caption: "Skill" }, a11y);
      await checkList(page, { url: `/skill/${skillId}?search=${base}`, caption: "Sub Skills" }, a11y);
    });

    test("role and sub-admin lists", async ({ page, a11y, api, unique }) => {
      test.slow();
      const { base, long } = unbroken(unique, "rl", 100);
      const codes = ["common.can_view_master", "common.view_technology"];
      const role = await api.role(long, codes);
      await api.role(`${base} short`, codes);
      // E-mails hold at most 50 characters: a 50-character address without a break.
      const local = unbroken(unique, "sa", 38).long.toLowerCase();
      await api.subAdmin(`${local}@example.com`, role.id, codes);
      await api.subAdmin(`${local.slice(0, 20)}@example.com`, role.id, codes);
      // Every row is made before the first page: the API's connection is not left idle in between.
      await checkList(page, { url: `/role?search=${base}`, caption: "Roles" }, a11y);
      await checkList(page, { url: `/sub-admin?search=${local.slice(0, 20)}`, caption: "Sub Admin" }, a11y);
    });

    test("manage users, the three tabs: a row of 100-character words, long e-mails, the longest phone and Inactive", async ({ page, a11y }) => {
      test.slow();
      const { layout } = marketplaceData();
      for (const kind of ["client", "agency", "freelancer"] as const) {
        await checkList(page, { url: `/manage-users?tab=${kind}&search=${layout[kind].uid}`, caption: "Manage Users", shows: [LAYOUT_CONTACT_NUMBER, "Inactive"] }, a11y);
      }
    });

    test("request lists: rows of 100-character names, companies and reasons; a developer's New and Update", async ({ page }) => {
      const search = REQUEST_LIST_SEARCH.layout;
      // The widest tab of each list: company columns, the developer's agency.
      await checkListWithoutMenus(page, { url: `/new-request?search=${search}`, caption: "New Requests" });
      await checkListWithoutMenus(page, { url: `/updated-request?tab=agency&search=${search}`, caption: "Updated Requests" });
      await checkListWithoutMenus(page, { url: `/rejected-logs?tab=agency-developer&search=${search}`, caption: "Rejected Logs" });
      await checkListWithoutMenus(page, { url: `/developer-requests?search=${search}`, caption: "Developer Requests", shows: ["New", "Update"] });
    });

    test("contact us, both tabs: every field shows, the Message column too", async ({ page, a11y }) => {
      for (const tab of ["company", "resources"]) {
        await page.goto(`/contact-us?tab=${tab}&ordering=first_name`);
        const phone = viewport.width < 768;
        expect(await pageScrollsSideways(page)).toBe(false);
        if (phone) {
          const card = page.getByRole("list", { name: "Contact Us", exact: true }).getByRole("listitem").first();
          await expect(card.getByRole("term")).toHaveText(["First Name", "Last Name", "Email", "Message"]);
          await fitsViewport(page, card, `${tab}: the first card`);
        } else {
          const message = page.getByRole("table", { name: "Contact Us" }).getByRole("row").nth(1).getByRole("cell").last();
          await fitsViewport(page, message, `${tab}: the first message`);
        }
        await a11y.check();
      }
    });
  });
}

// Plans are read by other specs from page 1 of the seeded tabs: one plan per tab and project, made
// once, is checked at every width in one test.
test.describe("layout of the subscription plan tabs", () => {
  test.use({ signedInAs: "admin" });

  test("at 1280 and 390 px", async ({ page, a11y, api, unique }) => {
    test.slow();
    // Plan names hold at most 25 characters; the description takes the 100 unbroken ones.
    const { base } = unbroken(unique, "pl", 20);
    const description = unbroken(unique, "pd", 100).long;
    // The widest figures the API takes: 7 characters of amount, 3 of counts.
    const options = { amount: "9999.99", currency: await api.currency("USD"), recurring: await api.recurring("Monthly") };
    const tabs = [
      { tab: "client", extra: { num_of_jobs: 999 } },
      { tab: "agency", extra: { num_of_developers: 999 } },
      { tab: "freelancer", extra: {} },
    ] as const;
    for (const { tab, extra } of tabs) await api.plan({ name: `${base} long`, user_type: PLAN_USER_TYPES[tab], description, ...options, ...extra });
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      for (const { tab } of tabs) {
        await checkList(page, { url: `/manage-subscription?tab=${tab}&search=${base}`, caption: "Subscription Plans" }, a11y);
      }
    }
  });
});

test.describe("layout of long lists", () => {
  test.use({ signedInAs: "admin", viewport: { width: 1280, height: 800 } });

  test("the header row sticks under the top bar; the last row's menu opens inside the window; arrow keys move in it", async ({ page, javaScriptEnabled }) => {
    // 25 of the seeded technologies: a page longer than the window.
    await page.goto("/technology?page_size=25&ordering=title");
    const table = page.getByRole("table", { name: "Technology" });
    const rows = table.getByRole("row");
    await expect(rows).toHaveCount(26);
    const lastRow = rows.last();
    await lastRow.scrollIntoViewIfNeeded();
    const header = table.getByRole("columnheader", { name: "Title" });
    const headerBox = await header.boundingBox();
    // The top bar is 64 px high; the header row sits just under it instead of scrolling away.
    expect(headerBox?.y).toBe(64);
    const name = await rowName(lastRow);
    // With JavaScript, the react-aria menu: its chunk loads after the page.
    if (javaScriptEnabled) await expect(page.getByRole("button", { name: `Actions for ${name}`, exact: true })).toBeVisible();
    const menu = await openRowMenu(page, name);
    await fitsViewport(page, menu, "the last row's menu");
    if (javaScriptEnabled) {
      // From the keyboard: Enter opens the menu on its first entry, arrows move, Escape goes back to the trigger.
      await page.keyboard.press("Escape");
      await expect(menu).toBeHidden();
      const trigger = page.getByRole("button", { name: `Actions for ${name}`, exact: true });
      await trigger.focus();
      await page.keyboard.press("Enter");
      const items = page.getByRole("menu", { name: `Actions for ${name}` }).getByRole("menuitem");
      await expect(items).toHaveText(["Edit", "Delete"]);
      await expect(items.first()).toBeFocused();
      await page.keyboard.press("ArrowDown");
      await expect(items.nth(1)).toBeFocused();
      await page.keyboard.press("ArrowUp");
      await expect(items.first()).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(trigger).toBeFocused();
    }
  });
});

test.describe("layout of a tablet", () => {
  test.use({ signedInAs: "admin", viewport: { width: 820, height: 1180 } });

  test("a table of many columns scrolls in its box, if at all: the page does not, and the actions stay in view", async ({ page, a11y }) => {
    await page.goto("/manage-subscription?tab=agency");
    expect(await pageScrollsSideways(page)).toBe(false);
    const table = page.getByRole("table", { name: "Subscription Plans" });
    const rows = table.getByRole("row");
    const frame = table.locator("xpath=..");
    const [frameBox, actionBox] = [await frame.boundingBox(), await rows.nth(1).getByRole("cell").last().boundingBox()];
    expect(frameBox && actionBox && actionBox.x + actionBox.width <= frameBox.x + frameBox.width + 0.5, "the Action cell inside the table's box").toBe(true);
    await fitsViewport(page, rows.nth(1).getByRole("cell").last(), "the first row's Action cell");
    const menu = await openRowMenu(page, await rowName(rows.last()));
    await fitsViewport(page, menu, "the last row's open menu");
    await a11y.check();
  });
});

test.describe("dialogs on a phone", () => {
  test.use({ signedInAs: "admin", viewport: { width: 390, height: 844 } });

  test("the delete dialog naming a 100-character title wraps it: the page does not scroll sideways", async ({ page, api, unique, a11y }) => {
    const { long } = unbroken(unique, "dlg", 100);
    await api.technology({ title: long });
    await page.goto(`/technology?search=${long}`);
    await page.getByRole("list", { name: `Actions for ${long}` }).getByRole("link", { name: "Delete" }).click();
    const confirm = alertDialog(page, "Confirm delete");
    await expect(confirm).toContainText(long);
    expect(await pageScrollsSideways(page)).toBe(false);
    await fitsViewport(page, confirm, "the dialog");
    await a11y.check();
  });
});

// A freelancer's texts as people paste them (issue 11's detail pages): one unbroken word in About
// and in a project's description, and a certificate whose description is taller than the screen.
test.describe("long texts on a freelancer's page", () => {
  test.use({ signedInAs: "admin" });

  test("unbroken words wrap and a tall Certificate Details dialog scrolls, at 1280 and 390 px", async ({ page, a11y }) => {
    const { freelancerId, certificate } = e2eData().detailPages.longTexts;
    const base = `/manage-user/freelancer-details/${freelancerId}`;
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      for (const tab of ["professional", "projects"]) {
        await page.goto(`${base}?tab=${tab}`);
        await expect(page.getByRole("heading", { level: 1, name: "Lena Longtext" })).toBeVisible();
        expect(await pageScrollsSideways(page), `the ${tab} tab scrolls sideways at ${viewport.width} px`).toBe(false);
      }
      await page.goto(`${base}?tab=certificates`);
      await page.getByRole("link", { name: `View ${certificate}` }).first().click();
      const details = page.getByRole("dialog", { name: "Certificate Details" });
      await expect(details).toContainText("covered every part of the course");
      await fitsViewport(page, details.getByRole("heading", { name: "Certificate Details" }), `the dialog's title at ${viewport.width} px`);
      await fitsViewport(page, details.getByText("https://cert.example.com/e2e"), `the dialog's last line at ${viewport.width} px`);
      await fitsViewport(page, details.getByRole("link", { name: "Close" }).first(), `the dialog's close link at ${viewport.width} px`);
      await a11y.check();
    }
  });
});

test.describe("rows lead to their main action", () => {
  test.use({ signedInAs: "admin" });

  test("the title is a link to Edit; with JavaScript a click elsewhere in the row follows it, a click on the menu does not", async ({ page, api, unique, javaScriptEnabled }) => {
    const title = unique("rowlink");
    const row = await api.technology({ title, description: "Click me" });
    await page.goto(`/technology?search=${title}`);
    const tableRow = page.getByRole("table", { name: "Technology" }).getByRole("row").nth(1);
    await expect(tableRow.getByRole("link", { name: title })).toHaveAttribute("href", new RegExp(`^/technology/${row.id}/edit\\?`));
    if (javaScriptEnabled) {
      // The menu's own click opens the menu and stays on the list.
      await openRowMenu(page, title);
      await page.keyboard.press("Escape");
      await expect(page).toHaveURL((url) => url.pathname === "/technology");
      await tableRow.getByRole("cell", { name: "Click me" }).click();
    } else {
      await tableRow.getByRole("link", { name: title }).click();
    }
    await expect(page).toHaveURL((url) => url.pathname === `/technology/${row.id}/edit` && url.searchParams.get("search") === title);
    await expect(page.getByRole("dialog", { name: "Edit Technology" })).toBeVisible();
  });
});

// The detail pages' tables (issue 11): an agency's developers and a developer's certificates, from
// the e2e seed, checked at every width in one test. They have no row menu: the checks are the
// page not scrolling sideways, the table fitting its box (cards fitting a phone), and axe.
test.describe("layout of the detail pages' tables", () => {
  test.use({ signedInAs: "admin" });

  test("developer and certificate tables at 1280 and 390 px", async ({ page, a11y }) => {
    test.slow();
    const { agency, developer } = e2eData().detailPages;
    const tables = [
      { url: `/manage-user/agency-details/${agency.id}?tab=developers`, caption: "Developers" },
      { url: `/manage-user/${agency.id}/developer-details/${developer.id}?tab=certificates`, caption: "Certificates" },
    ];
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      for (const list of tables) {
        await page.goto(list.url);
        expect(await pageScrollsSideways(page), `${list.url} scrolls sideways at ${viewport.width} px`).toBe(false);
        if (viewport.width < 768) {
          await expect(page.getByRole("table")).toHaveCount(0);
          const cards = page.getByRole("list", { name: list.caption, exact: true }).getByRole("listitem");
          await fitsViewport(page, cards.first(), `${list.url}: the first card`);
          await fitsViewport(page, cards.last(), `${list.url}: the last card`);
        } else {
          const table = page.getByRole("table", { name: list.caption });
          const [tableBox, frameBox] = [await table.boundingBox(), await table.locator("xpath=..").boundingBox()];
          expect(tableBox && frameBox && tableBox.x + tableBox.width <= frameBox.x + frameBox.width + 0.5, `${list.url}: the table is wider than its box`).toBe(true);
          await fitsViewport(page, table.getByRole("row").nth(1).getByRole("cell").last(), `${list.url}: the first row's last cell`);
        }
        await a11y.check();
      }
    }
  });
});

test.describe("the top bar and the dashboard on a 320 px phone", () => {
  test.use({ signedInAs: "admin", viewport: { width: 320, height: 640 } });

  test("the navigation button keeps its 40 px beside the logo; the chart's labels are 12 px text", async ({ page, a11y }) => {
    await page.goto("/dashboard");
    const banner = page.getByRole("banner");
    expect((await banner.getByRole("link", { name: "Navigation" }).boundingBox())?.width).toBe(40);
    // The product's name is read, not shown, at this width.
    await expect(banner.getByRole("link", { name: "Backoffice" })).toBeVisible();
    const labels = page.locator("figure").filter({ has: page.getByRole("img") }).locator("span[aria-hidden=true], div[aria-hidden=true] > span");
    expect(await labels.count()).toBeGreaterThanOrEqual(4);
    for (const label of await labels.all()) expect(await label.evaluate((element) => getComputedStyle(element).fontSize)).toBe("12px");
    await a11y.check();
  });
});

test.describe("standards mode", () => {
  test.use({ signedInAs: "admin" });

  test("a page starts with its doctype; a list opens under its field on a scrolled form", async ({ page, a11y, javaScriptEnabled }) => {
    // renderToString writes no doctype: the page was laid out in quirks mode, and react-aria placed
    // a popover as if the page were not scrolled.
    const response = await page.goto("/dashboard");
    expect((await response?.text())?.slice(0, 15)).toBe("<!DOCTYPE html>");
    await a11y.check();
    if (!javaScriptEnabled) return;
    expect(await page.evaluate(() => document.compatMode)).toBe("CSS1Compat");

    // Read only: the client the edit spec changes, on a short window so its branches are below.
    await page.setViewportSize({ width: 1280, height: 500 });
    await page.goto(`/manage-user/client-update/${e2eData().userEditCompanies.projects.js?.client.id}`);
    // By CSS: an open list hides the rest of the page from role queries.
    const city = page.locator('button[aria-label="Show City options"]').first();
    await city.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(0);
    await city.click();
    const listbox = page.getByRole("listbox");
    await expect(listbox).toBeVisible();
    // It stays open, where the field is, and the page stays where it was.
    await page.waitForTimeout(500);
    await expect(listbox).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    const [field, list] = [await city.boundingBox(), await listbox.boundingBox()];
    expect(field && list && Math.abs(list.y - (field.y + field.height)) < 40, `the list (${JSON.stringify(list)}) opens under its field (${JSON.stringify(field)})`).toBe(true);
    await page.keyboard.press("Escape");
    await expect(listbox).toBeHidden();
    await a11y.check();
  });
});
