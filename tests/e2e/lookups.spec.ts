// The resource route behind the country and city combo boxes (decision 036), against the embedded
// API and its seeded countries and cities. No screen has these fields yet; the screens that host
// them check the widgets themselves.
import { userFor } from "./support/e2e-data";
import { signIn } from "./support/app";
import { expect, test } from "./support/fixtures";

type Options = { options: { id: string; label: string }[] };

test("/lookups answers countries by name prefix and a country's cities, from 3 characters, to a signed-in admin only", async ({ page, javaScriptEnabled }, testInfo) => {
  test.skip(!javaScriptEnabled, "a JSON route: the same answer for both projects");
  const signedOut = await page.request.get("/lookups/countries?search=ind", { maxRedirects: 0 });
  expect(signedOut.status()).toBe(302);
  expect(signedOut.headers()["location"]).toMatch(/^\/login/);

  const user = userFor(testInfo.project.name, "profile");
  await signIn(page, user.username, user.password);
  const countries = (await (await page.request.get("/lookups/countries?search=ind")).json()) as Options;
  expect(countries.options.map((option) => option.label)).toEqual(["India", "Indonesia"]);
  expect((await (await page.request.get("/lookups/countries?search=in")).json()) as Options).toEqual({ options: [] });

  const india = countries.options[0]!.id;
  const cities = (await (await page.request.get(`/lookups/cities?country=${india}&search=pune`)).json()) as Options;
  expect(cities.options.map((option) => option.label)).toEqual(["Pune, Maharashtra, India"]);
  expect((await page.request.get("/lookups/cities?search=pun")).status()).toBe(400);
});
