// A list with more rows than the API's result window (decision 012): the count reads "1,000+",
// the pages stop at the window, a note says how to reach the rest, and a page past it goes back.
import { MAX_RESULT_WINDOW } from "#contract/common";
import { e2eData } from "./support/e2e-data";
import { expect, test } from "./support/fixtures";
import { tableRows } from "./support/list";

test.describe("a list past the result window", () => {
  test.use({ signedInAs: "admin" });

  test("shows a capped count, stops its pages at the window and goes back from past it", async ({ page, a11y }) => {
    const skillPath = `/skill/${e2eData().cappedSkillId}`;
    const pages = page.getByRole("navigation", { name: "Sub Skills pages" });
    const note = "More than 1,000 records match. Only the first 1,000 can be shown: narrow the search to reach the others, or export them all.";

    await page.goto(skillPath);
    await expect(pages.getByText("1–10 of 1,000+")).toBeVisible();
    await expect(pages.getByText(note)).toBeVisible();
    await a11y.check();

    const lastPage = MAX_RESULT_WINDOW / 10;
    await pages.getByRole("link", { name: `Page ${lastPage}` }).click();
    await expect(page).toHaveURL((url) => url.searchParams.get("page") === String(lastPage));
    await expect(pages.getByText("991–1,000 of 1,000+")).toBeVisible();
    await expect(pages.getByRole("link", { name: "Next page" })).toHaveCount(0);
    await expect(tableRows(page)).toHaveCount(10);
    await a11y.check();

    // The API answers 404 "Invalid page." past the window; the list lands on its last page.
    await page.goto(`${skillPath}?page=${lastPage + 1}`);
    await expect(page).toHaveURL((url) => url.pathname === skillPath && url.searchParams.get("page") === String(lastPage));
    await expect(pages.getByText("991–1,000 of 1,000+")).toBeVisible();
    await a11y.check();
  });
});
