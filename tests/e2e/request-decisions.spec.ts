// Issue 12: approve and reject from the pending request screens (decision 048), with JavaScript
// (dialogs over the detail) and without (the same forms as pages). Each project decides its own
// requests (support/request-decisions-data.ts), so every test may run at once.
import type { Page } from "@playwright/test";
import { messages } from "#contract/messages";
import { expect, test } from "./support/fixtures";
import { e2eData } from "./support/e2e-data";
import { expectPath, refusedRequest, toast } from "./support/app";
import { alertDialog, dialog } from "./support/list";
import { decisionFormMessages } from "../../app/routes/requests/decision-schema";
import { E2E_SECOND_DECIDER } from "./support/request-decisions-data";

/** This project's requests. */
const data = () => {
  const project = test.info().project.name;
  const seeded = e2eData().requestDecisions.projects[project];
  if (!seeded) throw new Error(`no request-decision data for ${project}`);
  return seeded;
};
const withBack = (path: string, back: string) => `${path}?${new URLSearchParams({ back })}`;

async function expectList(page: Page, pathname: string, query: Record<string, string>): Promise<void> {
  await expect(page).toHaveURL((url) => url.pathname === pathname && Object.entries(query).every(([name, value]) => url.searchParams.get(name) === value));
}

/** The decision bar's buttons (links to the dialogs); their key hints are hidden from the name. */
const decisionLink = (page: Page, name: "Approve" | "Reject") => page.getByRole("main").getByRole("link", { name, exact: true });

async function reject(page: Page, message: string, button: "Submit" | "Reject & next" = "Submit") {
  const rejectDialog = dialog(page, "Reject");
  await rejectDialog.getByRole("textbox", { name: "Rejection Message" }).fill(message);
  await rejectDialog.getByRole("button", { name: button, exact: true }).click();
}

test.describe("request decisions", () => {
  test.use({ signedInAs: "admin" });

  test("approve a new client: confirmation, toast, back to the list without the row", async ({ page, a11y, javaScriptEnabled }) => {
    const { newClient } = data();
    const back = `/new-request?search=${newClient.search}`;
    // The detail pages themselves are scanned by request-details.spec.ts.
    await page.goto(withBack(`/new-requests/client-view/${newClient.id}`, back));
    await decisionLink(page, "Approve").click();
    const confirm = alertDialog(page, "Approve");
    await expect(confirm).toBeVisible();
    await a11y.check();
    await confirm.getByRole("button", { name: "Approve", exact: true }).click();
    await expect(toast(page, "Profile approved successfully")).toBeVisible();
    await expectList(page, "/new-request", { search: newClient.search });
    await expect(page.getByRole("cell", { name: `${newClient.search}@example.com` })).toHaveCount(0);
    // The page that held the Approve link is gone: focus goes to the list's content, not to nowhere.
    if (javaScriptEnabled) await expect.poll(() => page.evaluate(() => document.activeElement?.closest("#main-content") !== null)).toBe(true);
    await a11y.check();
  });

  test("reject an update: the message is required and at most 1,000 characters; the row stays as Rejected", async ({ page, a11y, javaScriptEnabled }) => {
    const { updatedFreelancer } = data();
    const back = `/updated-request?tab=freelancer&search=${updatedFreelancer.search}`;
    await page.goto(withBack(`/updated-request/freelancer-view/${updatedFreelancer.id}`, back));
    await decisionLink(page, "Reject").click();
    const rejectDialog = dialog(page, "Reject");
    await expect(rejectDialog).toBeVisible();

    await rejectDialog.getByRole("button", { name: "Submit", exact: true }).click();
    await expect(rejectDialog.getByText(messages.required)).toBeVisible();
    // With JavaScript the browser's check puts focus on the field that says why.
    if (javaScriptEnabled) await expect(rejectDialog.getByRole("textbox", { name: "Rejection Message" })).toBeFocused();
    await reject(page, "x".repeat(1001));
    await expect(rejectDialog.getByText(messages.maxChars(1000))).toBeVisible();
    await expect(rejectDialog.getByRole("textbox", { name: "Rejection Message" })).toHaveValue("x".repeat(1001));
    await a11y.check();
    if (javaScriptEnabled) await expectPath(page, `/updated-request/freelancer-view/${updatedFreelancer.id}/reject`);

    await reject(page, "The new name does not match the identity proof.");
    await expect(toast(page, "Profile rejected successfully")).toBeVisible();
    await expectList(page, "/updated-request", { tab: "freelancer", search: updatedFreelancer.search });
    const row = page.getByRole("row").filter({ hasText: `${updatedFreelancer.search}@example.com` });
    await expect(row.getByText("Rejected")).toBeVisible();
    await a11y.check();
  });

  test("developer requests: Approve & next lands on the next one; Reject returns to the filtered list", async ({ page, a11y }) => {
    const { developers } = data();
    const back = `/developer-requests?ordering=first_name&agency=${developers.agencyId}`;
    await page.goto(withBack(`/developer-requests/${developers.ids[0]}`, back));
    await decisionLink(page, "Approve").click();
    await expect(alertDialog(page, "Approve")).toBeVisible();
    await a11y.check();
    await alertDialog(page, "Approve").getByRole("button", { name: "Approve & next" }).click();
    await expect(toast(page, "Request approved successfully")).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === `/developer-requests/${developers.ids[1]}` && url.searchParams.get("back") === back);
    await a11y.check();

    await decisionLink(page, "Reject").click();
    await expect(dialog(page, "Reject")).toBeVisible();
    await a11y.check();
    await reject(page, "The agency did not confirm this developer.");
    await expect(toast(page, "Request rejected successfully")).toBeVisible();
    await expectList(page, "/developer-requests", { agency: String(developers.agencyId), ordering: "first_name" });
    await expect(page.getByRole("cell", { name: "Sorry, no matching records found" })).toBeVisible();
    await a11y.check();
  });

  test.describe("decided by another admin first", () => {
    test.use({ expectedConsoleErrors: [refusedRequest(409)] });

    test("the 409's detail shows on the dialog and the typed message is kept", async ({ page, browser, a11y, javaScriptEnabled, baseURL }) => {
      const { conflict } = data();
      const detail = withBack(`/new-requests/agency-view/${conflict.id}`, `/new-request?tab=agency&search=${conflict.search}`);
      await page.goto(detail);
      await decisionLink(page, "Reject").click();
      const message = "The registration number is not on the register.";
      await dialog(page, "Reject").getByRole("textbox", { name: "Rejection Message" }).fill(message);

      // A context of its own, signed out: not the fixture's session.
      const other = await browser.newContext({ baseURL, javaScriptEnabled, storageState: { cookies: [], origins: [] } });
      try {
        // The second admin signs in through the app's own /login post, in their own context.
        const signIn = await other.request.post("/login", {
          headers: { origin: new URL(baseURL ?? "").origin },
          form: { username: E2E_SECOND_DECIDER.username, password: E2E_SECOND_DECIDER.password },
          maxRedirects: 0,
        });
        expect(signIn.status()).toBe(302);
        const otherPage = await other.newPage();
        await otherPage.goto(detail);
        await decisionLink(otherPage, "Approve").click();
        await alertDialog(otherPage, "Approve").getByRole("button", { name: "Approve", exact: true }).click();
        await expect(toast(otherPage, "Profile approved successfully")).toBeVisible();
      } finally {
        await other.close();
      }

      await dialog(page, "Reject").getByRole("button", { name: "Submit", exact: true }).click();
      const rejectDialog = dialog(page, "Reject");
      // At the time as the decision history shows it (spec §9's DD/MM/YYYY), not the API's ISO text.
      await expect(rejectDialog.getByText(new RegExp(`already approved by ${E2E_SECOND_DECIDER.name} at \\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2} UTC\\.`))).toBeVisible();
      await expect(rejectDialog.getByRole("textbox", { name: "Rejection Message" })).toHaveValue(message);
      await a11y.check();
      await rejectDialog.getByRole("link", { name: "Cancel" }).click();
      // The page now shows the decision: nothing left to decide.
      await expect(decisionLink(page, "Reject")).toHaveCount(0);
      await expect(page.getByText(E2E_SECOND_DECIDER.name).first()).toBeVisible();
    });
  });

  test("a decided request's dialogs, opened by their address, say who decided and offer no decision", async ({ page, a11y }) => {
    const { decidedFreelancer } = data();
    const detail = `/new-requests/freelancer-view/${decidedFreelancer.id}`;
    for (const form of ["approve", "reject"] as const) {
      await page.goto(`${detail}/${form}`);
      const decided = dialog(page, form === "approve" ? "Approve" : "Reject");
      await expect(decided.getByText(/^This request was already approved by E2E Admin at \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} UTC\.$/)).toBeVisible();
      await expect(decided.getByRole("button")).toHaveCount(0);
      await expect(decided.getByRole("textbox")).toHaveCount(0);
      await a11y.check();
      await decided.getByRole("link", { name: "Close" }).click();
      await expectPath(page, detail);
    }
  });

  test("a decision sent to another list's address decides nothing there: it goes to the request's own dialog", async ({ page, baseURL }) => {
    const { decidedFreelancer } = data();
    const answer = await page.request.post(`/developer-requests/${decidedFreelancer.id}/reject?back=%2Fdeveloper-requests`, {
      headers: { origin: new URL(baseURL ?? "").origin },
      form: { version: "1", rejection_message: "Sent to the wrong list." },
      maxRedirects: 0,
    });
    expect(answer.status()).toBe(302);
    expect(answer.headers()["location"]).toBe(`/new-requests/freelancer-view/${decidedFreelancer.id}/reject?back=%2Fdeveloper-requests`);
  });

  test("a form sent without its version or by an unknown button is refused with a message", async ({ page, baseURL }) => {
    const { decidedFreelancer } = data();
    const post = (form: Record<string, string>) =>
      page.request.post(`/new-requests/freelancer-view/${decidedFreelancer.id}/approve`, { headers: { origin: new URL(baseURL ?? "").origin }, form, maxRedirects: 0 });
    const noVersion = await post({});
    expect(noVersion.status()).toBe(400);
    expect(await noVersion.text()).toContain(decisionFormMessages.versionMissing);
    const unknownButton = await post({ version: "1", intent: "delete" });
    expect(unknownButton.status()).toBe(400);
    expect(await unknownButton.text()).toContain(decisionFormMessages.unknownButton);
  });

  test("keyboard triage: j / k step through the list, ? lists the keys, r and a open the dialogs, never while typing", async ({ page, a11y, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "Keyboard triage needs JavaScript.");
    const { triage } = data();
    const back = `/new-request?tab=freelancer&search=${triage.search}&ordering=first_name`;
    const detail = (id: number) => `/new-requests/freelancer-view/${id}`;
    await page.goto(withBack(detail(triage.ids[1]), back));
    await expect(decisionLink(page, "Approve")).toHaveAttribute("aria-keyshortcuts", "a");

    await page.keyboard.press("j");
    await expectPath(page, detail(triage.ids[2]));
    await expect(page.getByRole("heading", { level: 1, name: "Cy Decision" })).toBeVisible();
    await page.keyboard.press("j");
    await expect(toast(page, "This is the last request of the list.")).toBeVisible();
    // Each key after the page it acts on is shown, as an admin reads it first: the address
    // changes a moment before the page does.
    await page.keyboard.press("k");
    await expectPath(page, detail(triage.ids[1]));
    await expect(page.getByRole("heading", { level: 1, name: "Ben Decision" })).toBeVisible();
    await page.keyboard.press("k");
    await expectPath(page, detail(triage.ids[0]));
    await expect(page.getByRole("heading", { level: 1, name: "Ada Decision" })).toBeVisible();
    await expect(page).toHaveURL((url) => url.searchParams.get("back") === back);

    await page.keyboard.press("?");
    const keys = dialog(page, "Keyboard shortcuts");
    await expect(keys.getByText("Next request of the list you came from")).toBeVisible();
    await a11y.check();
    // A key pressed while a dialog is open does nothing.
    await page.keyboard.press("r");
    await expect(dialog(page, "Reject")).toHaveCount(0);
    await page.keyboard.press("Escape");
    await expect(keys).toBeHidden();

    await page.keyboard.press("r");
    const rejectDialog = dialog(page, "Reject");
    await expect(rejectDialog).toBeVisible();
    await a11y.check();
    const field = rejectDialog.getByRole("textbox", { name: "Rejection Message" });
    await field.pressSequentially("a j k");
    await expect(field).toHaveValue("a j k");
    await expectPath(page, `${detail(triage.ids[0])}/reject`);
    // Neither Escape nor the backdrop closes it: only Cancel.
    await page.keyboard.press("Escape");
    await expect(rejectDialog).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(rejectDialog).toBeVisible();
    await rejectDialog.getByRole("link", { name: "Cancel" }).click();
    await expectPath(page, detail(triage.ids[0]));

    await page.keyboard.press("a");
    const confirm = alertDialog(page, "Approve");
    await expect(confirm).toBeVisible();
    await a11y.check();
    await confirm.getByRole("button", { name: "Approve", exact: true }).click();
    await expect(toast(page, "Profile approved successfully")).toBeVisible();
    await expectList(page, "/new-request", { tab: "freelancer", search: triage.search });
  });
});
