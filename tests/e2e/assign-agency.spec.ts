// Issue 13 "Assign New Agency" and issue 12's agency on approving a client's registration
// (decision 056), with JavaScript (dialogs, a remote ComboBox) and without (pages, a search that
// re-renders the matches as a select). Each project uses its own users (support/assign-agency-data.ts).
import type { Locator, Page } from "@playwright/test";
import { userEditMessages } from "#contract/user-edit";
import { expect, test } from "./support/fixtures";
import { e2eData } from "./support/e2e-data";
import { expectPath, refusedRequest, toast } from "./support/app";
import { alertDialog, dialog } from "./support/list";

const data = () => {
  const seeded = e2eData().assignAgency.projects[test.info().project.name];
  if (!seeded) throw new Error(`no assign-agency data for ${test.info().project.name}`);
  return seeded;
};
const withBack = (path: string, back: string) => `${path}?${new URLSearchParams({ back })}`;

/**
 * Picks the agency in the ComboBox (JavaScript: type, wait for the match) or the no-JavaScript
 * search and select. An agency whose registration is pending matches the search too and is not
 * offered: choosing it answered "No agency with this id." (decision 086).
 */
async function chooseAgency(surface: Locator, javaScriptEnabled: boolean): Promise<void> {
  const { agency, pendingAgencyName } = data();
  if (javaScriptEnabled) {
    // The react-aria ComboBox replaces the server-rendered search once its chunk has loaded.
    await expect(surface.getByRole("button", { name: "Show Agency options" })).toBeVisible();
    await surface.getByRole("combobox", { name: "Agency" }).fill(agency.search);
    await expect(surface.page().getByRole("option", { name: agency.name })).toBeVisible();
    await expect(surface.page().getByRole("option", { name: pendingAgencyName })).toHaveCount(0);
    await surface.page().getByRole("option", { name: agency.name }).click();
  } else {
    await surface.getByRole("searchbox", { name: "Search Agency" }).fill(agency.search);
    await surface.getByRole("button", { name: "Search Agency" }).click();
    const choices = surface.getByRole("combobox", { name: "Agency" });
    await expect(choices.locator("option", { hasText: agency.name })).toHaveCount(1);
    await expect(choices.locator("option", { hasText: pendingAgencyName })).toHaveCount(0);
    await choices.selectOption({ label: agency.name });
  }
}

async function expectLogEntry(page: Page, clientId: number, back?: string): Promise<void> {
  const path = `/manage-user/client-details/${clientId}`;
  await page.goto(back ? withBack(path, back) : path);
  await page.getByRole("link", { name: "Assigned Agency Log" }).click();
  const log = dialog(page, "Assigned Agency Log");
  await expect(log.getByRole("listitem").filter({ hasText: data().agency.name })).toBeVisible();
}

test.describe("assign an agency", () => {
  test.use({ signedInAs: "admin" });

  test("from the client page: toast, back on the page, the log shows it", async ({ page, a11y, javaScriptEnabled }) => {
    const { clientId } = data();
    const back = "/manage-users?tab=client";
    await page.goto(withBack(`/manage-user/client-details/${clientId}`, back));
    await page.getByRole("link", { name: "Assign New Agency" }).click();
    const assign = dialog(page, "Assign New Agency");
    await expect(assign).toBeVisible();
    await a11y.check();
    // The no-JavaScript search's state (matches in a select) is scanned by the refusal's test.
    await chooseAgency(assign, javaScriptEnabled);
    await assign.getByRole("button", { name: "Assign", exact: true }).click();
    await expect(toast(page, userEditMessages.agencyAssigned)).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === `/manage-user/client-details/${clientId}` && url.searchParams.get("back") === back);
    await expect(assign).toHaveCount(0);
    await expectLogEntry(page, clientId, back);
    await a11y.check();
  });

  test("the agency assigned now is named and not offered", async ({ page, a11y, javaScriptEnabled }) => {
    const { assignedClientId, agency } = data();
    await page.goto(`/manage-user/client-details/${assignedClientId}/assign-agency`);
    const assign = dialog(page, "Assign New Agency");
    await expect(assign.getByText(`Assigned now: ${agency.name}`)).toBeVisible();
    if (javaScriptEnabled) {
      await expect(assign.getByRole("button", { name: "Show Agency options" })).toBeVisible();
      await assign.getByRole("combobox", { name: "Agency" }).fill(agency.search);
      // The search has answered (another project's agency may match the words): then ours is absent.
      await expect(page.getByRole("option").or(page.getByText("No Agency Found")).first()).toBeVisible();
      await expect(page.getByRole("option", { name: agency.name })).toHaveCount(0);
    } else {
      await assign.getByRole("searchbox", { name: "Search Agency" }).fill(agency.search);
      await assign.getByRole("button", { name: "Search Agency" }).click();
      await expect(assign.getByRole("combobox", { name: "Agency" }).locator("option", { hasText: agency.name })).toHaveCount(0);
    }
    await a11y.check();
  });

  test.describe("refused", () => {
    test.use({ expectedConsoleErrors: [refusedRequest(400)] });

    test("an agency assigned meanwhile by someone else is refused with the API's message on the field", async ({ page, api, a11y, javaScriptEnabled }) => {
      const { raceClientId, agency } = data();
      await page.goto(`/manage-user/client-details/${raceClientId}/assign-agency`);
      const assign = dialog(page, "Assign New Agency");
      await assign.getByRole("button", { name: "Assign", exact: true }).click();
      await expect(assign.getByText("This field is required")).toBeVisible();
      await chooseAgency(assign, javaScriptEnabled);
      await api.create(`user-client/${raceClientId}/assign-agency/`, { agency: agency.id });
      await assign.getByRole("button", { name: "Assign", exact: true }).click();
      await expect(assign.getByText(userEditMessages.alreadyAssigned)).toBeVisible();
      await expect(page).toHaveURL((url) => url.pathname === `/manage-user/client-details/${raceClientId}/assign-agency`);
      await a11y.check();
    });
  });

  test("approving a client's registration with an agency: its toast, the client's log shows it", async ({ page, a11y, javaScriptEnabled }) => {
    const { newClient } = data();
    const back = "/new-request";
    await page.goto(withBack(`/new-requests/client-view/${newClient.id}`, back));
    await page.getByRole("main").getByRole("link", { name: "Approve", exact: true }).click();
    const confirm = alertDialog(page, "Approve");
    await expect(confirm).toBeVisible();
    await chooseAgency(confirm, javaScriptEnabled);
    await a11y.check();
    await confirm.getByRole("button", { name: "Approve", exact: true }).click();
    await expect(toast(page, userEditMessages.agencyAssigned)).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === back);
    await expectLogEntry(page, newClient.userId);
    await a11y.check();
  });
});

test.describe("a sub admin who may view clients only", () => {
  test.use({ signedInAs: "clientViewer", expectedConsoleErrors: [/status of 404 .*\/notfound\)$/] });

  test("sees no Assign New Agency, and its address is refused", async ({ page }) => {
    const { clientId } = data();
    await page.goto(`/manage-user/client-details/${clientId}`);
    await expect(page.getByRole("link", { name: "Assigned Agency Log" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Assign New Agency" })).toHaveCount(0);
    await page.goto(`/manage-user/client-details/${clientId}/assign-agency`);
    await expectPath(page, "/notfound");
  });
});
