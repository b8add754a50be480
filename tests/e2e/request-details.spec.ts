// Issue 12: the request detail pages (decision 047). Read-only: the requests come from the e2e
// seed (support/request-details-data.ts), so every test may run at once.
import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { e2eData } from "./support/e2e-data";
import { expectPath, texts } from "./support/app";
import { tableRows } from "./support/list";
import { LONG_REJECTION_REASON } from "./support/request-lists-data";

const data = () => e2eData().requestDetails;
const tab = (page: Page, name: RegExp) => page.getByRole("navigation", { name: "Sections" }).getByRole("link", { name });
const term = (page: Page, label: string) => page.getByRole("term").filter({ hasText: new RegExp(`^${label}\\s*(\\(changed\\))?$`) });
const back = (page: Page) => page.getByRole("link", { name: "Back", exact: true });

async function expectQuery(page: Page, pathname: string, query: Record<string, string | null>): Promise<void> {
  await expect(page).toHaveURL((url) => url.pathname === pathname && Object.entries(query).every(([name, value]) => url.searchParams.get(name) === value));
}

test.describe("request details", () => {
  test.use({ signedInAs: "admin" });

  test("new client request: header, side panel, branches, no changes, history, Back keeping back", async ({ page, a11y }) => {
    const { clientNew } = data();
    const list = "/new-request?tab=client&page=2";
    await page.goto(`/new-requests/client-view/${clientNew.id}?back=${encodeURIComponent(list)}`);
    await expect(page.getByRole("heading", { level: 1, name: clientNew.company })).toBeVisible();
    for (const label of ["ID", "Full Name", "Email", "Contact Number", "Location", "Website", "ID Proof", "Company Size", "Number of Branch", "Registration Number", "Branch 1", "Branch 2"]) {
      await expect(term(page, label)).toBeVisible();
    }
    await expect(page.getByRole("link", { name: "https://rqd.example.com" })).toBeVisible();
    await expect(page.getByRole("link", { name: "View ID proof" })).toHaveAttribute("href", "/api/v1/media/rqd/registration.pdf");
    await expect(page.getByText("Main Office", { exact: true })).toBeVisible();
    await expect(page.getByText("(changed)")).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Changes" })).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Decision history" })).toBeVisible();
    await expect(page.getByText("No decision yet.")).toBeVisible();
    await expect(back(page)).toHaveAttribute("href", list);
    await a11y.check();
  });

  test("new agency request: technologies and the main office; opened under another kind it moves to its own address", async ({ page, a11y }) => {
    const { agencyNew } = data();
    await page.goto(`/new-requests/client-view/${agencyNew.id}`);
    await expectPath(page, `/new-requests/agency-view/${agencyNew.id}`);
    await expect(page.getByRole("heading", { level: 1, name: agencyNew.company })).toBeVisible();
    await expect(page.getByRole("list", { name: "Technologies" }).getByRole("listitem").first()).toBeVisible();
    await expect(term(page, "Main Agency Office Location")).toBeVisible();
    await expect(back(page)).toHaveAttribute("href", "/new-request");
    await a11y.check();
  });

  test("new freelancer request: the three tabs in the URL, projects paged from the request, certificates", async ({ page, a11y }) => {
    const { freelancerNew } = data();
    const path = `/new-requests/freelancer-view/${freelancerNew.id}`;
    // The spec's other spelling of the route.
    await page.goto(`/new-requests/Freelancer-view/${freelancerNew.id}`);
    await expect(page.getByRole("heading", { level: 1, name: freelancerNew.name })).toBeVisible();
    await expect(tab(page, /^Professional Details$/)).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("heading", { name: "About" })).toBeVisible();
    await page.goto(path);
    await a11y.check();
    await tab(page, /^Projects$/).click();
    await expectQuery(page, path, { tab: "projects" });
    await expect(page.getByRole("list", { name: "Projects" }).getByRole("listitem").filter({ has: page.getByRole("heading") })).toHaveCount(10);
    await page.getByRole("navigation", { name: "Projects pages" }).getByRole("link", { name: "Page 2" }).click();
    await expectQuery(page, path, { tab: "projects", page: "2" });
    await expect(page.getByRole("heading", { name: freelancerNew.lastProject })).toBeVisible();
    await a11y.check();
    await tab(page, /^Certificates$/).click();
    await expectQuery(page, path, { tab: "certificates", page: null });
    await expect(tableRows(page, page.getByRole("table", { name: "Certificates" })).filter({ hasText: freelancerNew.certificate })).toHaveCount(1);
    await a11y.check();

    // Reject over the page being read keeps its tab and page, open and after Cancel.
    await page.goto(`${path}?tab=projects&page=2`);
    await page.getByRole("main").getByRole("link", { name: "Reject", exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === `${path}/reject` && url.searchParams.get("tab") === "projects" && url.searchParams.get("page") === "2");
    await expect(tab(page, /^Projects$/)).toHaveAttribute("aria-current", "page");
    await a11y.check();
    await page.getByRole("dialog", { name: "Reject" }).getByRole("link", { name: "Cancel" }).click();
    await expectQuery(page, path, { tab: "projects", page: "2" });
    await expect(page.getByRole("heading", { name: freelancerNew.lastProject })).toBeVisible();
  });

  test("freelancer update: markers on changed labels and tabs, and the before/after against the live profile", async ({ page, a11y }) => {
    const { freelancerUpdate: update } = data();
    await page.goto(`/updated-request/freelancer-view/${update.id}`);
    await expect(page.getByRole("heading", { level: 1, name: update.name })).toBeVisible();
    await expect(term(page, "Contact Number")).toContainText("(changed)");
    await expect(term(page, "Email")).not.toContainText("(changed)");
    await expect(page.getByRole("heading", { name: "Technologies (changed)" })).toBeVisible();
    await expect(tab(page, /^Projects \(changed\)$/)).toBeVisible();
    await expect(tab(page, /^Certificates$/)).toBeVisible();
    const changes = page.getByRole("table", { name: "Changes" });
    await expect(changes.getByRole("row", { name: /Contact Number/ })).toContainText(update.wasContact);
    await expect(changes.getByRole("row", { name: /Contact Number/ })).toContainText(update.nowContact);
    await expect(changes.getByRole("row").filter({ hasText: "added" }).filter({ hasText: update.addedTechnology })).toHaveCount(1);
    await expect(changes.getByRole("row").filter({ hasText: "removed" }).filter({ hasText: update.removedTechnology })).toHaveCount(1);
    await expect(changes.getByRole("row").filter({ hasText: "added" }).filter({ hasText: update.addedProject })).toHaveCount(1);
    // The kept project is the same item on both sides: not listed.
    await expect(changes.getByRole("row").filter({ hasText: "RQD Kept Project" })).toHaveCount(0);
    await expect(back(page)).toHaveAttribute("href", "/updated-request");
    await a11y.check();
  });

  test("freelancer update keeping its projects: the side panel counts the projects the tab lists; certificates sent again are no change", async ({ page, a11y }) => {
    const { freelancerKeeps: update } = data();
    const path = `/updated-request/freelancer-view/${update.id}`;
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: update.name })).toBeVisible();
    const summary = page.getByRole("complementary", { name: "Summary" });
    await expect(summary.getByRole("term")).toHaveText([/^Experience in Years/, "Projects", "Education", "Price"]);
    await expect(summary.getByRole("definition").nth(1)).toHaveText(String(update.projects));
    const changes = page.getByRole("table", { name: "Changes" });
    await expect(changes.getByRole("row", { name: /Experience in Years/ })).toContainText("9");
    await expect(changes.getByRole("row").filter({ hasText: "Certificates" })).toHaveCount(0);
    await expect(changes.getByRole("row").filter({ hasText: "Projects" })).toHaveCount(0);
    await a11y.check();
    await tab(page, /^Projects$/).click();
    await expectQuery(page, path, { tab: "projects" });
    await expect(page.getByRole("list", { name: "Projects" }).getByRole("listitem").filter({ has: page.getByRole("heading") })).toHaveCount(update.projects);
    await expect(summary.getByRole("definition").nth(1)).toHaveText(String(update.projects));
  });

  test("agency update: marked size and branches, the before/after of the size and the added branch", async ({ page, a11y }) => {
    const { agencyUpdate } = data();
    await page.goto(`/updated-request/agency-view/${agencyUpdate.id}`);
    await expect(page.getByRole("heading", { level: 1, name: agencyUpdate.company })).toBeVisible();
    await expect(term(page, "Agency Size")).toContainText("(changed)");
    await expect(page.getByRole("heading", { name: "Branches Details (changed)" })).toBeVisible();
    const changes = page.getByRole("table", { name: "Changes" });
    await expect(changes.getByRole("row", { name: /Company Size/ })).toContainText("25");
    await expect(changes.getByRole("row", { name: /Company Size/ })).toContainText("60");
    await expect(changes.getByRole("row").filter({ hasText: "Branches" }).filter({ hasText: "added" })).toHaveCount(1);
    await expect(page.getByRole("list", { name: "Decisions" })).toHaveCount(0);
    await a11y.check();
  });

  test("developer request: Agency ID links to the agency, Back keeps the list's filter", async ({ page, a11y }) => {
    const { developerNew } = data();
    const list = `/developer-requests?search=${encodeURIComponent("Dev Requester")}&status=true`;
    await page.goto(`/developer-requests/${developerNew.id}?back=${encodeURIComponent(list)}`);
    await expect(page.getByRole("heading", { level: 1, name: developerNew.name })).toBeVisible();
    await expect(page.getByRole("link", { name: developerNew.agencyUid })).toHaveAttribute("href", `/manage-user/agency-details/${developerNew.agencyId}`);
    await expect(tab(page, /^Professional Details$/)).toHaveAttribute("aria-current", "page");
    await expect(back(page)).toHaveAttribute("href", list);
    await a11y.check();
    await tab(page, /^Projects$/).click();
    await expectQuery(page, `/developer-requests/${developerNew.id}`, { tab: "projects", back: list });
    await expect(page.getByText("No Records Found")).toBeVisible();
    await expect(back(page)).toHaveAttribute("href", list);
  });

  test("rejected freelancer: the reason of rejection, the profile as requested, the tab kept, the history", async ({ page, a11y }) => {
    const { rejectedFreelancer: rejected } = data();
    const path = `/rejected-logs/freelancer-view/${rejected.id}`;
    await page.goto(path);
    await expect(page.getByRole("heading", { name: "Reason of rejection" })).toBeVisible();
    await expect(page.getByText(`Rejected by ${rejected.admin}`, { exact: true })).toBeVisible();
    await expect(page.getByText(rejected.message)).toHaveCount(2);
    await expect(page.getByRole("heading", { level: 1, name: rejected.name })).toBeVisible();
    await expect(page.getByRole("list", { name: "Decisions" }).getByRole("listitem")).toContainText(`Rejected by ${rejected.admin}`);
    await expect(back(page)).toHaveAttribute("href", "/rejected-logs");
    await a11y.check();
    await tab(page, /^Certificates$/).click();
    await expectQuery(page, path, { tab: "certificates" });
    await expect(page.getByRole("cell", { name: "RQD Cloud Architect", exact: true })).toBeVisible();
    await a11y.check();
  });
});

test.describe("rejected request views", () => {
  test.use({ signedInAs: "admin" });

  // The rejected freelancer is above (its tabs); these are the other three kinds of the log.
  test("rejected client, agency and agency developer: the reason with its admin, then the profile as requested", async ({ page, a11y }) => {
    const lists = e2eData().requestLists;
    const views = [
      { kind: "client", heading: "Rhea Company", tab: "" },
      { kind: "agency", heading: "Rhea Agency", tab: "?tab=agency" },
      { kind: "agency-developer", heading: "Rhea Rejected", tab: "?tab=agency-developer" },
    ] as const;
    for (const view of views) {
      await page.goto(`/rejected-logs/${view.kind}-view/${lists.rejected[view.kind]}?back=${encodeURIComponent(`/rejected-logs${view.tab}`)}`);
      await expect(page.getByRole("heading", { name: "Reason of rejection" })).toBeVisible();
      await expect(page.getByText(`Rejected by ${lists.adminName}`, { exact: true })).toBeVisible();
      await expect(page.getByText(LONG_REJECTION_REASON).first()).toBeVisible();
      await expect(page.getByRole("heading", { level: 1, name: view.heading })).toBeVisible();
      await expect(page.getByRole("link", { name: /^(Approve|Reject)(\s|$)/ })).toHaveCount(0);
      await expect(page.getByRole("button", { name: /^(Approve|Reject)(\s|$)/ })).toHaveCount(0);
      await expect(back(page)).toHaveAttribute("href", `/rejected-logs${view.tab}`);
      await a11y.check();
    }
  });
});

test.describe("request details without the view permission", () => {
  // The 404 page answers with status 404, which Chromium logs.
  test.use({ signedInAs: "viewer", expectedConsoleErrors: [/status of 404 \(Not Found\) \(http:\/\/[^/]+\/notfound\)$/] });

  test("a sub admin without user.view_userrequest gets /notfound", async ({ page }) => {
    await page.goto(`/new-requests/client-view/${data().clientNew.id}`);
    await expectPath(page, "/notfound");
    await expect(page.getByRole("heading", { name: texts.notFound })).toBeVisible();
  });
});

test.describe("request details with the request permission alone", () => {
  test.use({ signedInAs: "requestViewer" });

  test("an update opens without the live profile beside it, and says why (it answered 500)", async ({ page, a11y }) => {
    const { freelancerUpdate: update, agencyUpdate } = data();
    await page.goto(`/updated-request/freelancer-view/${update.id}`);
    await expect(page.getByRole("heading", { level: 1, name: update.name })).toBeVisible();
    await expect(term(page, "Contact Number")).toContainText("(changed)");
    await expect(page.getByText("Your role cannot view freelancers, so the live profile is not shown beside this request.", { exact: false })).toBeVisible();
    await expect(page.getByRole("table", { name: "Changes" })).toHaveCount(0);
    await a11y.check();
    await page.goto(`/updated-request/agency-view/${agencyUpdate.id}`);
    await expect(page.getByText("Your role cannot view agencies, so", { exact: false })).toBeVisible();
  });
});

test.describe("a request that does not exist", () => {
  test.use({ signedInAs: "admin", expectedConsoleErrors: [/status of 404 \(Not Found\) \(http:\/\/[^/]+\/notfound\)$/] });

  test("is the 404 page", async ({ page }) => {
    await page.goto("/updated-request/client-view/2000000000");
    await expectPath(page, "/notfound");
  });
});
