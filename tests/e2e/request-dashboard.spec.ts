// The review queue on /dashboard, request notifications and the live unread badge (issue 12,
// decision 049). Other specs add and decide requests at the same time: figures are compared with
// what this test itself changed, never asserted whole.
import type { APIRequestContext, Page } from "@playwright/test";
import { e2eData } from "./support/e2e-data";
import { expectPath, signIn } from "./support/app";
import { expect, test } from "./support/fixtures";
import { dashboardClientRegistration, E2E_MARKETPLACE_TOKEN } from "./support/request-dashboard-data";

const dashboardData = () => e2eData().requestDashboard;

/** Submits a client registration as the marketplace does; answers the request's id. */
async function submitAsMarketplace(request: APIRequestContext, tag: string): Promise<{ id: number; name: string }> {
  const body = dashboardClientRegistration(tag, dashboardData().city);
  const answer = await request.post("/api/v1/user-request/", { headers: { Authorization: `Token ${E2E_MARKETPLACE_TOKEN}` }, data: body });
  expect(answer.status(), await answer.text()).toBe(201);
  return { id: ((await answer.json()) as { id: number }).id, name: `${body.first_name} ${body.last_name}` };
}

const queue = (page: Page) => page.getByRole("region", { name: "Review queue" });
const figure = (page: Page, term: string) => queue(page).locator("dt", { hasText: term }).locator("+ dd");
const bell = (page: Page) => page.getByRole("banner").getByRole("link", { name: /^Notifications/ });

test.describe("review queue", () => {
  test.use({ signedInAs: "admin" });

  test("pending counts link to their lists; the decisions chart has a name and a table", async ({ page, a11y }) => {
    await page.goto("/dashboard");
    const pending = queue(page).getByRole("table", { name: "Pending requests" });
    await expect(pending.getByRole("row")).toHaveCount(5);
    // Each project seeded a pending client registration.
    const newClients = pending.getByRole("link", { name: /pending new client requests?$/ });
    await expect(newClients).toHaveAttribute("href", "/new-request?tab=client");
    expect(Number.parseInt((await newClients.textContent()) ?? "", 10)).toBeGreaterThanOrEqual(1);
    await expect(pending.getByRole("link", { name: /pending agency update requests?$/ })).toHaveAttribute("href", "/updated-request?tab=agency&status=pending");
    await expect(pending.getByRole("link", { name: /pending new agency developer requests?$/ })).toHaveAttribute("href", "/developer-requests?status=new");
    await expect(pending.getByRole("link", { name: /pending agency developer update requests?$/ })).toHaveAttribute("href", "/developer-requests?status=update");

    await expect(queue(page).getByRole("img", { name: /^Decisions per day, .* \(UTC\) \d+ approved and \d+ rejected in 30 days$/ })).toBeVisible();
    const table = queue(page).getByRole("table", { name: "Decisions per day (UTC)" });
    await expect(table).toBeHidden();
    await queue(page).getByText("Show as table").click();
    await expect(table).toBeVisible();
    await expect(table.getByRole("row")).toHaveCount(31);
    await a11y.check();
  });

  test("the figures change after a decision", async ({ page, api }, testInfo) => {
    await page.goto("/dashboard");
    const before = Number(await figure(page, "Decided today").textContent());
    const request = dashboardData().pending[testInfo.project.name as "js" | "nojs"];
    await api.update(`user-request/${request.id}/`, { status: 2, version: request.version });
    await page.reload();
    await expect.poll(async () => Number(await figure(page, "Decided today").textContent())).toBeGreaterThanOrEqual(before + 1);
    await queue(page).getByText("Show as table").click();
    // Newest first: today's row leads, with at least this approval.
    const today = queue(page).getByRole("table", { name: "Decisions per day (UTC)" }).getByRole("row").nth(1);
    expect(Number(await today.getByRole("cell").first().textContent())).toBeGreaterThanOrEqual(1);
    await expect(figure(page, "Median time to a decision (30 days)")).not.toHaveText("No decisions yet");
  });

});

test.describe("without the request view code", () => {
  test.use({ signedInAs: "viewer" });

  test("the dashboard has no review queue", async ({ page }) => {
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Welcome/);
    await expect(page.getByRole("heading", { name: "Getting started" })).toBeVisible();
    await expect(queue(page)).toHaveCount(0);
  });
});

test.describe("request notifications", () => {
  test("a new request's notification opens its request", async ({ page, request, a11y }, testInfo) => {
    const decider = dashboardData().deciders[testInfo.project.name as "js" | "nojs"];
    await signIn(page, decider.username, decider.password);
    const tag = `${testInfo.project.name}-open-${Date.now().toString(36)}`;
    const submitted = await submitAsMarketplace(request, tag);
    await page.goto("/dashboard?notifications=open");
    const drawer = page.getByRole("dialog", { name: "Notifications" });
    const item = drawer.getByRole("button", { name: new RegExp(`^Open and mark as read: ${submitted.name} registered as a new client`) });
    await expect(item).toBeVisible();
    await a11y.check();
    await item.click();
    await expectPath(page, `/new-requests/client-view/${submitted.id}`);
    await expect(page.getByRole("heading", { level: 1, name: `Dashboard Company ${tag}` })).toBeVisible();
    await a11y.check();
  });

  test("a decided request's notification says how it was decided and no longer opens it", async ({ page, request, api, a11y }, testInfo) => {
    const decider = dashboardData().deciders[testInfo.project.name as "js" | "nojs"];
    await signIn(page, decider.username, decider.password);
    const submitted = await submitAsMarketplace(request, `${testInfo.project.name}-decided-${Date.now().toString(36)}`);
    await api.update(`user-request/${submitted.id}/`, { status: 3, version: 1, rejection_message: "The identity proof has expired." });
    await page.goto("/dashboard?notifications=open");
    const drawer = page.getByRole("dialog", { name: "Notifications" });
    const text = `${submitted.name} registered as a new client. Request rejected.`;
    // Still unread (only the admin marks it read), but only to be marked read: it leads nowhere.
    const item = drawer.getByRole("button", { name: new RegExp(`^Mark as read: ${text}`) });
    await expect(item).toBeVisible();
    await expect(drawer.getByRole("button", { name: new RegExp(`^Open and mark as read: ${submitted.name}`) })).toHaveCount(0);
    await a11y.check();
    await item.click();
    await expect(page).toHaveURL((url) => url.pathname === "/dashboard" && url.searchParams.get("notifications") === "open");
    await expect(drawer.getByText(text)).toBeVisible();
    await expect(drawer.getByRole("link", { name: new RegExp(submitted.name) })).toHaveCount(0);
  });
});

test("the bell's unread count updates live when a request arrives", async ({ page, request, javaScriptEnabled }, testInfo) => {
  test.skip(!javaScriptEnabled, "Without JavaScript the count is the page load's (the notification test reloads).");
  // A decider of its own: with a shared one, another test marking a notification read while this
  // one submits left the count where it was loaded (the badge never rose above it).
  const watcher = dashboardData().watchers[testInfo.project.name as "js" | "nojs"];
  await signIn(page, watcher.username, watcher.password);
  await expectPath(page, "/dashboard");
  const loaded = Number(/(\d+) unread/.exec((await bell(page).getAttribute("aria-label")) ?? "")?.[1] ?? 0);
  // A reload would lose this mark: the count must arrive through the open page.
  await page.evaluate(() => Object.assign(window, { notReloaded: true }));
  await submitAsMarketplace(request, `${testInfo.project.name}-live-${Date.now().toString(36)}`);
  await expect
    .poll(async () => Number(/(\d+) unread/.exec((await bell(page).getAttribute("aria-label")) ?? "")?.[1] ?? 0), { timeout: 15_000 })
    .toBeGreaterThan(loaded);
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
});
