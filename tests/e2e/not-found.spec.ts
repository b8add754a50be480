import { texts } from "./support/app";
import { expect, test } from "./support/fixtures";

test.describe("the 404 page", () => {
  // The document itself answers 404 on purpose; Chromium logs that as a console error.
  test.use({
    expectedConsoleErrors: [/status of 404 \(Not Found\) \(http:\/\/[^/]+\/(notfound|no-such-page\/at-all|dashboard\/no-such-thing)\)$/],
  });

  test("an unknown path shows the 404 page with a 404 status, signed out", async ({ page, a11y }) => {
    const response = await page.goto("/no-such-page/at-all");
    expect(response?.status()).toBe(404);
    await expect(page.getByText(texts.notFound)).toBeVisible();
    await a11y.check();
  });

  test.describe("signed in", () => {
    test.use({ signedInAs: "admin" });

    test("/notfound and an unknown path show the 404 page", async ({ page, a11y }) => {
      for (const path of ["/notfound", "/dashboard/no-such-thing"]) {
        const response = await page.goto(path);
        expect(response?.status()).toBe(404);
        await expect(page.getByText(texts.notFound)).toBeVisible();
        await a11y.check();
      }
    });
  });
});
