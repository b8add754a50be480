import type { Locator, Page } from "@playwright/test";

/** A radio by its exact label ("Active" is not "In-active"). */
export const radio = (scope: Page | Locator, name: string) => scope.getByRole("radio", { name, exact: true });

/** Chooses a radio as a user does, by its label: react-aria's radio input is visually hidden. */
export async function chooseRadio(scope: Page | Locator, name: string) {
  await radio(scope, name).locator("xpath=ancestor::label[1]").click();
}
