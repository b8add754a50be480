// Editing a client and an agency (issue 13, spec §2 Edit forms, §5): with JavaScript the branch rows
// change at once and the country and city are searched as typed; without, every row control and
// search is a round trip that keeps what was typed.
import type { Locator, Page } from "@playwright/test";
import { userEditMessages } from "#contract/user-edit";
import { e2eData, marketplaceData } from "./support/e2e-data";
import { expectPath, pngImage, refusedRequest, toast } from "./support/app";
import { expect, test } from "./support/fixtures";

test.use({ signedInAs: "admin" });

const BACK = "/manage-users?tab=client&page_size=25";
const editPath = (kind: "client" | "agency", id: number, back = `/manage-users?tab=${kind}`) => `/manage-user/${kind}-update/${id}?${new URLSearchParams({ back })}`;

function data(project: string) {
  const seeded = e2eData().userEditCompanies;
  const users = seeded.projects[project];
  if (!users) throw new Error(`no user-edit data for ${project}`);
  return { ...seeded, users };
}

const branch = (page: Page, position: number) => page.getByRole("group", { name: `branch ${position}`, exact: true });

/** Country or city: typed and picked from the remote list (JavaScript), or searched by a round trip and selected (without). */
async function chooseLocation(page: Page, scope: Locator, field: "Country" | "City", typed: string, option: RegExp, javaScriptEnabled: boolean) {
  const search = scope.getByRole("searchbox", { name: `Search ${field}` });
  if (javaScriptEnabled) {
    // The react-aria combo box replaces the server-rendered search once its chunk is here.
    await expect(search).toHaveCount(0);
    await scope.getByRole("combobox", { name: field }).fill(typed);
    // A slower answer to an earlier keystroke can redraw the options under the click: until the
    // list closes on the choice, click again.
    await expect(async () => {
      await page.getByRole("option", { name: option }).click({ timeout: 2_000 });
      await expect(page.getByRole("listbox")).toHaveCount(0, { timeout: 1_000 });
    }).toPass();
  } else {
    await search.fill(typed);
    await scope.getByRole("button", { name: `Search ${field}` }).click();
    const found = scope.getByRole("option", { name: option });
    await expect(found).toHaveCount(1);
    await scope.getByRole("combobox", { name: field }).selectOption({ label: (await found.textContent()) ?? "" });
  }
}

test("edit a client: add and remove a branch, move the head office, untick registered company", async ({ page, a11y, javaScriptEnabled }, testInfo) => {
  const { users, cities } = data(testInfo.project.name);
  await page.goto(editPath("client", users.client.id, BACK));
  await expect(page.getByRole("heading", { level: 1, name: "Edit Client" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Personal Details" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Company Details" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Branches Details" })).toBeVisible();
  // The dial code comes from the country (India): the field holds the rest.
  await expect(page.getByRole("textbox", { name: "Phone Number" })).toHaveValue("9876543210");
  await expect(page.getByText("Dial code +91")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Email" })).toHaveAttribute("readonly", "");
  // The head office has no remove control.
  await expect(branch(page, 1).getByRole("radio", { name: "Head office" })).toBeChecked();
  await expect(branch(page, 1).getByRole("button", { name: /^Remove/ })).toHaveCount(0);
  await a11y.check();

  await page.getByRole("textbox", { name: "First Name" }).fill("Corinne");
  await page.getByRole("button", { name: "Add branch" }).click();
  await expect(branch(page, 3)).toBeVisible();
  // Typed before the row was added (a round trip without JavaScript): kept.
  await expect(page.getByRole("textbox", { name: "First Name" })).toHaveValue("Corinne");
  await chooseLocation(page, branch(page, 3), "Country", "Austr", /^Austria$/, javaScriptEnabled);
  await chooseLocation(page, branch(page, 3), "City", "Gra", /^Graz/, javaScriptEnabled);
  await a11y.check();

  await branch(page, 2).getByRole("button", { name: "Remove branch 2" }).click();
  await expect(branch(page, 3)).toHaveCount(0);
  // With JavaScript focus goes to the row now in its place, not to the page.
  if (javaScriptEnabled) await expect(branch(page, 2)).toBeFocused();
  await expect(branch(page, 2).getByRole("combobox", { name: "Country" })).toHaveValue(javaScriptEnabled ? "Austria" : /\d+/);
  await branch(page, 2).getByRole("radio", { name: "Head office" }).check();

  const registered = page.getByRole("checkbox", { name: "Registered company" });
  await registered.uncheck();
  if (javaScriptEnabled) {
    await expect(page.getByRole("textbox", { name: "Registration Number" })).toBeDisabled();
    await expect(page.getByRole("textbox", { name: "Registration Number" })).toHaveValue("");
  }
  await page.getByRole("button", { name: "Submit", exact: true }).click();
  await expect(toast(page, "Client's profile updated successfully")).toBeVisible();
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === BACK);

  await page.goto(`/manage-user/client-details/${users.client.id}`);
  await expect(page.getByRole("main")).toContainText("Corinne");
  const branches = page.getByRole("main").getByRole("listitem").filter({ hasText: /, / });
  await expect(branches).toHaveCount(2);
  await expect(branches.filter({ hasText: cities.head })).toHaveCount(1);
  await expect(branches.filter({ hasText: cities.second })).toHaveCount(0);
  await expect(branches.filter({ hasText: "Graz" })).toContainText("Head Office");
  await expect(page.getByRole("main").getByText("REG555")).toHaveCount(0);
});

test("edit an agency: technologies and a logo", async ({ page, a11y, javaScriptEnabled }, testInfo) => {
  const { users, technologies } = data(testInfo.project.name);
  await page.goto(editPath("agency", users.agency.id));
  await expect(page.getByRole("heading", { level: 1, name: "Edit Agency" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Agency Details" })).toBeVisible();
  await expect(page.getByRole("checkbox", { name: technologies.held[0], exact: true })).toBeChecked();
  await a11y.check();

  if (javaScriptEnabled) {
    // The filter narrows the list; a technology checked and filtered out is still sent.
    await page.getByRole("searchbox", { name: "Search technologies" }).fill(technologies.other);
    await expect(page.getByRole("checkbox", { name: technologies.held[1], exact: true })).toBeChecked();
    // Enter in the filter filters, as it does as one types: it saves nothing.
    await page.keyboard.press("Enter");
    await page.waitForTimeout(300);
    await expectPath(page, `/manage-user/agency-update/${users.agency.id}`);
    await expect(page.getByRole("searchbox", { name: "Search technologies" })).toHaveValue(technologies.other);
  }
  // Toggled with Space: react-aria's checkbox keeps its input under its own box.
  const toggle = async (name: string, checked: boolean) => {
    const box = page.getByRole("checkbox", { name, exact: true });
    await box.focus();
    await page.keyboard.press("Space");
    await expect(box).toBeChecked({ checked });
  };
  await toggle(technologies.other, true);
  if (javaScriptEnabled) await page.getByRole("searchbox", { name: "Search technologies" }).fill("");
  await toggle(technologies.held[0]!, false);
  await page.getByLabel("Logo / Profile image").setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: pngImage() });
  await page.getByRole("button", { name: "Submit", exact: true }).click();
  await expect(toast(page, "Agency's profile updated successfully")).toBeVisible();
  await expectPath(page, "/manage-users");

  await page.goto(`/manage-user/agency-details/${users.agency.id}`);
  const main = page.getByRole("main");
  await expect(main.getByText(technologies.other, { exact: true })).toBeVisible();
  await expect(main.getByText(technologies.held[1]!, { exact: true })).toBeVisible();
  await expect(main.getByText(technologies.held[0]!, { exact: true })).toHaveCount(0);
  await expect(main.locator('img[src*="/api/v1/media/"]').first()).toBeVisible();
});

test.describe("a refused submit", () => {
  test.use({ expectedConsoleErrors: [refusedRequest(400)] });

  test("shows the message on the nested row's field and keeps every value typed", async ({ page, a11y, javaScriptEnabled }, testInfo) => {
    const { users } = data(testInfo.project.name);
    await page.goto(editPath("client", users.errorClient.id));
    await page.getByRole("textbox", { name: "Company Name" }).fill("Erin Renamed Works");
    await page.getByRole("button", { name: "Add branch" }).click();
    await chooseLocation(page, branch(page, 3), "Country", "Indi", /^India$/, javaScriptEnabled);
    // No city in branch 3.
    await page.getByRole("button", { name: "Submit", exact: true }).click();

    await expect(branch(page, 3).getByText("This field is required")).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Company Name" })).toHaveValue("Erin Renamed Works");
    await expect(branch(page, 3).getByRole("combobox", { name: "Country" })).toHaveValue(javaScriptEnabled ? "India" : /\d+/);
    await expect(branch(page, 2).getByRole("combobox", { name: "City" })).toHaveValue(javaScriptEnabled ? /^Delhi/ : /\d+/);
    await a11y.check();
  });

  test("without JavaScript, a new country with the city chosen before is refused on the city", async ({ page, a11y, javaScriptEnabled }, testInfo) => {
    test.skip(javaScriptEnabled, "With JavaScript a new country clears the city.");
    const { users } = data(testInfo.project.name);
    await page.goto(editPath("client", users.errorClient.id));
    const city = branch(page, 1).getByRole("combobox", { name: "City" });
    const savedCity = await city.inputValue();
    await chooseLocation(page, branch(page, 1), "Country", "Austr", /^Austria$/, false);
    await expect(city).toHaveValue(savedCity);
    await page.getByRole("button", { name: "Submit", exact: true }).click();

    await expect(branch(page, 1).getByText("This city is not in the chosen country.")).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === `/manage-user/client-update/${users.errorClient.id}`);
    await a11y.check();
  });
});

test("without JavaScript, Enter in a search field searches and keeps what was typed; once its matches show, Enter saves", async ({ page, a11y, javaScriptEnabled }, testInfo) => {
  test.skip(javaScriptEnabled, "With JavaScript the combo box searches as it is typed in.");
  const { users } = data(testInfo.project.name);
  const client = users.errorClient;
  await page.goto(editPath("client", client.id, BACK));
  const firstName = page.getByRole("textbox", { name: "First Name" });
  const typedName = await firstName.inputValue();
  await firstName.fill(`${typedName}x`);
  const search = branch(page, 1).getByRole("searchbox", { name: "Search Country" });
  await search.fill("Austr");
  await search.press("Enter");

  // The search's answer, on the same form: nothing saved, the typed name kept.
  await expect(branch(page, 1).getByRole("option", { name: /^Austria$/ })).toHaveCount(1);
  await expect(page).toHaveURL((url) => url.pathname === `/manage-user/client-update/${client.id}`);
  await expect(firstName).toHaveValue(`${typedName}x`);
  await a11y.check();

  // The search text is the one the matches are for: Enter in it, as in any field, saves.
  await firstName.fill(typedName);
  await search.press("Enter");
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === BACK);
  await expect(toast(page, userEditMessages.clientUpdated)).toBeAttached();
});

test("a client with a pending request: the page says so and offers no Submit", async ({ page, a11y }, testInfo) => {
  const pending = marketplaceData().pendingClient[testInfo.project.name];
  if (!pending) throw new Error("no pending client");
  await page.goto(editPath("client", pending.id));
  await expect(page.getByRole("status").filter({ hasText: "This client has a pending request." })).toBeVisible();
  await expect(page.getByRole("button", { name: "Submit", exact: true })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Cancel" })).toHaveAttribute("href", "/manage-users?tab=client");
  await a11y.check();
});
