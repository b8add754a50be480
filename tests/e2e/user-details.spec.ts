// Issue 11: the agency, developer and freelancer detail pages (decision 042). Read-only: the rows
// come from the e2e seed (support/detail-pages-data.ts), so every test may run at once.
import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { e2eData } from "./support/e2e-data";
import { expectPath, texts } from "./support/app";
import { dialog, tableRows } from "./support/list";

/** Spec §8 empty state. */
const NO_RECORDS = "No Records Found";
const agencyPath = (id: number) => `/manage-user/agency-details/${id}`;
const developerPath = (agencyId: number, id: number) => `/manage-user/${agencyId}/developer-details/${id}`;
const freelancerPath = (id: number) => `/manage-user/freelancer-details/${id}`;

const tab = (page: Page, name: string) => page.getByRole("navigation", { name: "Sections" }).getByRole("link", { name, exact: true });

async function expectQuery(page: Page, pathname: string, query: Record<string, string | null>): Promise<void> {
  await expect(page).toHaveURL((url) => url.pathname === pathname && Object.entries(query).every(([name, value]) => url.searchParams.get(name) === value));
}

test.describe("detail pages", () => {
  test.use({ signedInAs: "admin" });

  test("agency: header, summary, Agency Details, the profile image full size, Back to the agency tab", async ({ page, a11y, javaScriptEnabled }) => {
    const { agency } = e2eData().detailPages;
    await page.goto(`${agencyPath(agency.id)}?back=${encodeURIComponent("/manage-users?tab=agency&page=2")}`);
    await expect(page.getByRole("heading", { level: 1, name: agency.company })).toBeVisible();
    for (const label of ["User ID", "Full Name", "Email", "Contact Number", "Location", "Agency Registration Number", "Number of Branch", "Main Agency Office Location", "Agency Size"]) {
      await expect(page.getByRole("term").filter({ hasText: new RegExp(`^${label}$`) })).toBeVisible();
    }
    await expect(page.getByRole("definition").filter({ hasText: /^REG12345$/ })).toBeVisible();
    await expect(tab(page, "Agency Details")).toHaveAttribute("aria-current", "page");
    // Seven technologies: five chips, then +2.
    const technologies = page.getByRole("list", { name: "Technologies" });
    await expect(technologies.getByRole("listitem").filter({ visible: true })).toHaveCount(6);
    await expect(technologies.getByText("2 more")).toBeAttached();
    await expect(page.getByRole("link", { name: "https://nimbus.example.com" })).toBeVisible();
    await expect(page.getByRole("link", { name: "View ID proof" })).toHaveAttribute("href", /^\/api\/v1\/media\//);
    await expect(page.getByText("Head Office")).toBeVisible();
    await expect(page.getByRole("link", { name: "Back", exact: true })).toHaveAttribute("href", "/manage-users?tab=agency&page=2");
    await a11y.check();

    const viewer = page.getByRole("link", { name: /View the profile image/ }).or(page.getByRole("button", { name: /View the profile image/ }));
    if (javaScriptEnabled) {
      await page.getByRole("button", { name: /View the profile image/ }).click();
      await expect(dialog(page, "Profile Image").getByRole("img")).toBeVisible();
      await a11y.check();
      await page.keyboard.press("Escape");
      await expect(dialog(page, "Profile Image")).toBeHidden();
    } else {
      await expect(viewer).toHaveAttribute("href", /^\/api\/v1\/media\//);
    }
  });

  test("agency: Developer Details pages, a row opens the developer, whose Back returns to that page", async ({ page, a11y, javaScriptEnabled }) => {
    const { agency, developer } = e2eData().detailPages;
    await page.goto(agencyPath(agency.id));
    await tab(page, "Developer Details").click();
    await expectQuery(page, agencyPath(agency.id), { tab: "developers" });
    const table = page.getByRole("table", { name: "Developers" });
    await expect(table.getByRole("columnheader")).toHaveText(["User ID", "Name", "Experience in years", "Projects", "Certificates"]);
    await expect(tableRows(page, table)).toHaveCount(10);
    await expect(page.getByRole("navigation", { name: "Developers pages" })).toContainText(`1–10 of ${agency.developers}`);
    await a11y.check();
    await page.getByRole("navigation", { name: "Developers pages" }).getByRole("link", { name: "Page 2" }).click();
    await expectQuery(page, agencyPath(agency.id), { tab: "developers", page: "2" });
    await expect(tableRows(page, table)).toHaveCount(2);

    await page.goto(`${agencyPath(agency.id)}?tab=developers`);
    const row = tableRows(page, table).filter({ hasText: developer.name });
    if (javaScriptEnabled) await row.getByRole("cell", { name: developer.name }).click();
    else await row.getByRole("link").click();
    await expectPath(page, developerPath(agency.id, developer.id));
    await page.getByRole("link", { name: "Back", exact: true }).click();
    await expectQuery(page, agencyPath(agency.id), { tab: "developers" });
  });

  test("agency without developers: No Records Found", async ({ page, a11y }) => {
    await page.goto(`${agencyPath(e2eData().detailPages.emptyAgencyId)}?tab=developers`);
    await expect(page.getByRole("cell", { name: NO_RECORDS })).toBeVisible();
    await a11y.check();
  });

  test("developer: header, side panel, Professional Details", async ({ page, a11y }) => {
    const { agency, developer } = e2eData().detailPages;
    await page.goto(developerPath(agency.id, developer.id));
    await expect(page.getByRole("heading", { level: 1, name: developer.name })).toBeVisible();
    const summary = page.getByRole("complementary", { name: "Summary" });
    await expect(summary.getByRole("term")).toHaveText(["Agency ID", "Experience in Years", "Projects", "Education", "Price"]);
    await expect(summary.getByRole("definition")).toHaveText(["E2EAGENCY", "6", String(developer.projects), "B.Tech in Computer Science", /^25\.00 \/ /]);
    await expect(page.getByRole("definition").filter({ hasText: /^Full Time$/ })).toBeVisible();
    await expect(tab(page, "Professional Details")).toHaveAttribute("aria-current", "page");
    for (const heading of ["Technologies", "Skill", "About", "Specialties", "Language", "ID Proof"]) await expect(page.getByRole("heading", { name: heading, exact: true })).toBeVisible();
    // No sub skills were given: the section is left out.
    await expect(page.getByRole("heading", { name: "Sub-Skills" })).toHaveCount(0);
    await expect(page.getByText("Read More")).toBeVisible();
    await expect(page.getByRole("meter").first()).toHaveAttribute("aria-valuetext", /.+/);
    await expect(page.getByRole("link", { name: "View ID proof" })).toHaveAttribute("href", /^\/api\/v1\/media\//);
    await a11y.check();
  });

  test("developer: Projects, paged, and the Project Details dialog with its carousel, image and copy", async ({ page, a11y, javaScriptEnabled, context }) => {
    const { agency, developer } = e2eData().detailPages;
    const base = developerPath(agency.id, developer.id);
    await page.goto(base);
    await tab(page, "Projects").click();
    await expectQuery(page, base, { tab: "projects" });
    const cards = page.getByRole("list", { name: "Projects" }).getByRole("listitem").filter({ has: page.getByRole("heading") });
    await expect(cards).toHaveCount(10);
    const first = cards.first();
    // "Project 01 Storefront": the first letters of its first two words.
    await expect(first).toContainText("P0");
    await expect(first).toContainText("8 Months - Ongoing");
    await expect(first.getByRole("link", { name: `Link of ${developer.firstProject}` })).toHaveAttribute("href", "https://projects.example.com/storefront");
    await a11y.check();
    await page.getByRole("navigation", { name: "Projects pages" }).getByRole("link", { name: "Page 2" }).click();
    await expectQuery(page, base, { tab: "projects", page: "2" });
    await expect(cards).toHaveCount(2);
    await expect(page.getByRole("link", { name: developer.lastProject, exact: true })).toBeVisible();

    await page.goto(`${base}?tab=projects`);
    await page.getByRole("link", { name: developer.firstProject, exact: true }).click();
    const details = dialog(page, "Project Details");
    await expect(details).toBeVisible();
    await expect(page).toHaveURL((url) => url.searchParams.get("project") !== null && url.searchParams.get("tab") === "projects");
    await expect(details.getByRole("region", { name: "Project images" })).toBeVisible();
    await expect(details.getByText("https://projects.example.com/storefront")).toBeVisible();
    await a11y.check();
    if (javaScriptEnabled) {
      await context.grantPermissions(["clipboard-read", "clipboard-write"]);
      await details.getByRole("button", { name: "Copy project link" }).click();
      await expect(details.getByRole("status").filter({ hasText: "Copied" })).toBeAttached();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("https://projects.example.com/storefront");
      await details.getByRole("button", { name: /^View Image 1 of / }).click();
      const image = dialog(page, "Project Image");
      await expect(image.getByRole("img")).toBeVisible();
      await a11y.check();
      await page.keyboard.press("Escape");
      await expect(image).toBeHidden();
    } else {
      // Without JavaScript each image is a link to the image itself.
      await expect(details.getByRole("link", { name: /^View Image 1 of / })).toHaveAttribute("href", /^\/api\/v1\/media\//);
    }
    await details.getByRole("link", { name: "Close" }).click();
    await expect(details).toBeHidden();
    await expect(page).toHaveURL((url) => url.searchParams.get("project") === null && url.searchParams.get("tab") === "projects");
  });

  test("developer: Certificates and the Certificate Details dialog", async ({ page, a11y }) => {
    const { agency, developer } = e2eData().detailPages;
    const base = developerPath(agency.id, developer.id);
    await page.goto(`${base}?tab=certificates`);
    const table = page.getByRole("table", { name: "Certificates" });
    await expect(table.getByRole("columnheader")).toHaveText(["Image", "Certificate Title", "Certification Date", "Action"]);
    await expect(tableRows(page, table).first()).toContainText("05/03/2024");
    await a11y.check();
    await table.getByRole("link", { name: `View ${developer.certificate}` }).click();
    const details = dialog(page, "Certificate Details");
    await expect(details).toContainText("March 5, 2024");
    await expect(details).toContainText("issued after a proctored exam");
    await expect(details.getByText("https://cert.example.com/e2e")).toBeVisible();
    await a11y.check();
    await details.getByRole("link", { name: "Close" }).click();
    await expect(details).toBeHidden();
    await expectQuery(page, base, { tab: "certificates", certificate: null });
  });

  test("developer of another agency: the agency's page", async ({ page }) => {
    const { agency, strangerDeveloperId } = e2eData().detailPages;
    await page.goto(developerPath(agency.id, strangerDeveloperId));
    await expectPath(page, agencyPath(agency.id));
  });

  test("freelancer: header with Location and Part Time, its project and certificate dialogs by address", async ({ page, a11y }) => {
    const { freelancer } = e2eData().detailPages;
    const base = freelancerPath(freelancer.id);
    await page.goto(`${base}?back=${encodeURIComponent("/manage-users?tab=freelancer&search=fay")}`);
    await expect(page.getByRole("heading", { level: 1, name: freelancer.name })).toBeVisible();
    await expect(page.getByRole("term").filter({ hasText: /^Location$/ })).toBeVisible();
    await expect(page.getByRole("definition").filter({ hasText: /^Part Time$/ })).toBeVisible();
    await expect(page.getByRole("complementary", { name: "Summary" }).getByRole("term")).toHaveText(["Experience in Years", "Projects", "Education", "Price"]);
    await expect(page.getByRole("link", { name: "Back", exact: true })).toHaveAttribute("href", "/manage-users?tab=freelancer&search=fay");
    await a11y.check();

    await tab(page, "Projects").click();
    await page.getByRole("link", { name: freelancer.project, exact: true }).click();
    await expect(dialog(page, "Project Details")).toContainText(freelancer.project);
    // The open dialog is an address: loaded afresh it opens again.
    await page.goto(page.url());
    await expect(dialog(page, "Project Details")).toContainText(freelancer.project);
    await a11y.check();

    await page.goto(`${base}?tab=certificates`);
    await page.getByRole("link", { name: `View ${freelancer.certificate}` }).click();
    await expect(dialog(page, "Certificate Details")).toContainText(freelancer.certificate);
    await a11y.check();
  });

  test("a dialog's id that is not on the page closes the dialog", async ({ page }) => {
    const { freelancer } = e2eData().detailPages;
    await page.goto(`${freelancerPath(freelancer.id)}?tab=projects&project=999999`);
    await expectQuery(page, freelancerPath(freelancer.id), { tab: "projects", project: null });
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });
});

test.describe("detail pages without the agency view", () => {
  // The 404 page answers with status 404, which Chromium logs.
  test.use({ signedInAs: "viewer", expectedConsoleErrors: [/status of 404 \(Not Found\) \(http:\/\/[^/]+\/notfound\)$/] });

  test("a sub admin without agency view gets /notfound on the agency and developer pages", async ({ page }) => {
    const { agency, developer } = e2eData().detailPages;
    await page.goto(agencyPath(agency.id));
    await expectPath(page, "/notfound");
    await expect(page.getByRole("heading", { name: texts.notFound })).toBeVisible();
    await page.goto(developerPath(agency.id, developer.id));
    await expectPath(page, "/notfound");
  });
});
