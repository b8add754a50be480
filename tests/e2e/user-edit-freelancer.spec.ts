// Issue 13: the freelancer edit page's layout, Personal Details and Professional Details tabs
// (decision 054). Each test edits its own freelancer per project (support/user-edit-fl-data.ts).
import type { Page } from "@playwright/test";
import { userEditMessages } from "#contract/user-edit";
import { refusedRequest, toast } from "./support/app";
import { e2eData } from "./support/e2e-data";
import { expect, test } from "./support/fixtures";
import type { FreelancerEditPurpose } from "./support/user-edit-fl-data";

const editPath = (id: number) => `/manage-user/freelancer-update/${id}`;
const LIST_BACK = "/manage-users?tab=freelancer&search=Edith";

function freelancerFor(project: string, purpose: FreelancerEditPurpose) {
  const freelancer = e2eData().freelancerEdit.freelancers[`${project}:${purpose}`];
  if (!freelancer) throw new Error(`no freelancer for ${project}:${purpose}`);
  return freelancer;
}

const tab = (page: Page, name: string) => page.getByRole("navigation", { name: "Edit sections" }).getByRole("link", { name, exact: true });
const main = (page: Page) => page.getByRole("main");

/** Picks a remote-search combo box's option: typed and chosen with JavaScript; searched, then selected, without. */
/** Without JavaScript the search is sent with Enter in its field (decision 076) or its Search button. */
async function chooseRemote(page: Page, label: string, typed: string, option: string, javaScriptEnabled: boolean, search: "enter" | "button" = "enter") {
  if (javaScriptEnabled) {
    const input = main(page).locator('input[role="combobox"]').and(page.getByRole("combobox", { name: label, exact: true }));
    await input.fill(typed);
    // A slower answer to an earlier keystroke can redraw the options under the click: click again.
    await expect(async () => {
      await page.getByRole("option", { name: option, exact: true }).click({ timeout: 2_000 });
      await expect(input).toHaveValue(option, { timeout: 1_000 });
    }).toPass();
  } else {
    const field = main(page).getByRole("searchbox", { name: `Search ${label.replace(/\*$/, "")}`, exact: true });
    await field.fill(typed);
    if (search === "enter") await field.press("Enter");
    else await main(page).getByRole("button", { name: `Search ${label.replace(/\*$/, "")}`, exact: true }).click();
    await main(page).getByRole("combobox", { name: label, exact: true }).selectOption({ label: option });
  }
}

test.describe("freelancer edit", () => {
  test.use({ signedInAs: "admin" });

  test("personal details: the title, tabs and Back; names, phone with the country's dial code, country and city saved", async ({ page, a11y, javaScriptEnabled }, testInfo) => {
    const freelancer = freelancerFor(testInfo.project.name, "personal");
    await page.goto(`${editPath(freelancer.id)}?${new URLSearchParams({ back: LIST_BACK })}`);
    await expect(page.getByRole("heading", { level: 1, name: `Edith Editable (${freelancer.uid})` })).toBeVisible();
    await expect(tab(page, "Personal Details")).toHaveAttribute("aria-current", "page");
    await expect(tab(page, "Professional Details")).toHaveAttribute("href", `${editPath(freelancer.id)}/professional?${new URLSearchParams({ back: LIST_BACK })}`);
    await expect(page.getByRole("link", { name: "Back", exact: true })).toHaveAttribute("href", LIST_BACK);
    await expect(main(page).getByRole("textbox", { name: "Email*" })).toBeDisabled();
    await expect(main(page).getByText("+91", { exact: true })).toBeVisible();
    const phone = main(page).getByRole("textbox", { name: "Phone Number*" });
    await expect(phone).toHaveValue("9800000002");
    await a11y.check();

    await main(page).getByRole("textbox", { name: "First Name*" }).fill("Edwina");
    await phone.fill("61234567");
    await chooseRemote(page, "Country*", "Fra", "France", javaScriptEnabled);
    // The dial code follows the country at once with JavaScript; without, after the city search.
    await chooseRemote(page, "City*", "Par", "Paris, Île-de-France, France", javaScriptEnabled, "button");
    await expect(main(page).getByText("+33", { exact: true })).toBeVisible();
    // Without JavaScript the searches came back with what was typed.
    await expect(main(page).getByRole("textbox", { name: "First Name*" })).toHaveValue("Edwina");
    await expect(phone).toHaveValue("61234567");
    await main(page).getByRole("button", { name: "Submit", exact: true }).click();

    await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === LIST_BACK);
    await expect(toast(page, userEditMessages.freelancerUpdated)).toBeAttached();
    await page.goto(editPath(freelancer.id));
    await expect(page.getByRole("heading", { level: 1, name: `Edwina Editable (${freelancer.uid})` })).toBeVisible();
    await expect(main(page).getByText("+33", { exact: true })).toBeVisible();
    await expect(phone).toHaveValue("61234567");
    await expect(page.getByRole("link", { name: "Back", exact: true })).toHaveAttribute("href", "/manage-users?tab=freelancer");
  });

  test("professional details: a skill's sub skills, a language row added, saved", async ({ page, a11y, javaScriptEnabled }, testInfo) => {
    const freelancer = freelancerFor(testInfo.project.name, "professional");
    const { skill, subSkill } = e2eData().freelancerEdit;
    await page.goto(editPath(freelancer.id));
    await tab(page, "Professional Details").click();
    await expect(page).toHaveURL((url) => url.pathname === `${editPath(freelancer.id)}/professional`);
    await expect(tab(page, "Professional Details")).toHaveAttribute("aria-current", "page");
    await expect(main(page).getByRole("combobox", { name: "Language 1*" })).toHaveValue(javaScriptEnabled ? "English" : "en");
    await expect(main(page).getByRole("link", { name: "View id-proof.pdf" })).toBeVisible();
    await a11y.check();

    await main(page).getByRole("textbox", { name: "Experience (years)*" }).fill("5");
    await tick(page, skill);
    if (!javaScriptEnabled) await main(page).getByRole("button", { name: "Show sub skills" }).click();
    await tick(page, subSkill);
    await expect(main(page).getByRole("textbox", { name: "Experience (years)*" })).toHaveValue("5");
    // The form is complete here: without JavaScript, Enter in a language's search must not save it.
    await chooseRemote(page, "Language 1*", "Eng", "English", javaScriptEnabled);

    await main(page).getByRole("button", { name: "Add language" }).click();
    await chooseRemote(page, "Language 2*", "Hin", "Hindi", javaScriptEnabled, "button");
    await main(page).getByRole("combobox", { name: "Proficiency 2*" }).selectOption({ label: "Average" });
    await expect(main(page).getByRole("checkbox", { name: subSkill, exact: true })).toBeChecked();
    await a11y.check();
    await main(page).getByRole("button", { name: "Submit", exact: true }).click();

    await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === "/manage-users?tab=freelancer");
    await expect(toast(page, userEditMessages.portfolioUpdated)).toBeAttached();
    await page.goto(`${editPath(freelancer.id)}/professional`);
    await expect(main(page).getByRole("textbox", { name: "Experience (years)*" })).toHaveValue("5");
    await expect(main(page).getByRole("checkbox", { name: subSkill, exact: true })).toBeChecked();
    await expect(main(page).getByRole("combobox", { name: "Language 2*" })).toHaveValue(javaScriptEnabled ? "Hindi" : "hi");
    await expect(main(page).getByRole("combobox", { name: "Proficiency 2*" })).toHaveValue("2");
  });

  test.describe("a refused save", () => {
    test.use({ expectedConsoleErrors: [refusedRequest(400)] });

    test("the API's error on a language row's field shows on that field, every value kept", async ({ page, a11y, javaScriptEnabled }, testInfo) => {
      const freelancer = freelancerFor(testInfo.project.name, "nested-error");
      await page.goto(`${editPath(freelancer.id)}/professional`);
      await main(page).getByRole("textbox", { name: "Education*" }).fill("M.Sc. Physics");
      await main(page).getByRole("button", { name: "Add language" }).click();
      await chooseRemote(page, "Language 2*", "Fre", "French", javaScriptEnabled);
      // A proficiency the API does not hold: only its check can refuse it.
      const proficiency = main(page).getByRole("combobox", { name: "Proficiency 2*" });
      await proficiency.evaluate((select: HTMLSelectElement) => {
        const last = select.options[select.options.length - 1];
        if (last) last.value = "999";
      });
      await proficiency.selectOption("999");
      await main(page).getByRole("button", { name: "Submit", exact: true }).click();

      await expect(main(page).getByText(userEditMessages.unknownOption)).toBeVisible();
      await expect(proficiency).toHaveAttribute("aria-invalid", "true");
      await expect(page).toHaveURL((url) => url.pathname === `${editPath(freelancer.id)}/professional`);
      await expect(main(page).getByRole("textbox", { name: "Education*" })).toHaveValue("M.Sc. Physics");
      await expect(main(page).getByRole("combobox", { name: "Language 1*" })).toHaveValue(javaScriptEnabled ? "English" : "en");
      await expect(main(page).getByRole("combobox", { name: "Language 2*" })).toHaveValue(javaScriptEnabled ? "French" : "fr");
      await a11y.check();
    });
  });
});

/** Ticked with Space: react-aria's checkbox keeps its input under its own box, so a click lands on the box. */
async function tick(page: Page, name: string): Promise<void> {
  const box = main(page).getByRole("checkbox", { name, exact: true });
  await box.focus();
  await page.keyboard.press("Space");
  await expect(box).toBeChecked();
}
