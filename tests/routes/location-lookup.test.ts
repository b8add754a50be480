// The JSON route behind the country and city combo boxes: signed in only, no API call below 3
// characters, the model's options otherwise.
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { loader } from "~/routes/location/lookup";
import { countryCityFallback } from "~/utils/location-fields.server";
import { MOCK_APP_URL, mockUrl, seedAdmin, server, sessionCookie, withMockApi } from "./api-mock";

withMockApi();

const context = { cspNonce: "" };
const page = <T,>(results: T[]) => ({ count: results.length, next: null, previous: null, results });

async function signedInAs() {
  const cookie = await sessionCookie(seedAdmin().token);
  return (path: string) => new Request(`${MOCK_APP_URL}${path}`, { headers: { Cookie: cookie } });
}

async function signedIn(path: string) {
  return (await signedInAs())(path);
}

/** Answers country/ and city/ from a fixed list, recording each query. */
function lookupApi() {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get(mockUrl("countries"), ({ request }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      const name = (query.get("name") ?? "").toLowerCase();
      const all = [
        { id: 7, name: "India", code2: "IN", phone: "91" },
        { id: 8, name: "Indonesia", code2: "ID", phone: "62" },
      ];
      return HttpResponse.json(page(all.filter((country) => country.name.toLowerCase().startsWith(name))));
    }),
    http.get(mockUrl("cities"), ({ request }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      return HttpResponse.json(page(query.get("country") === "7" ? [{ id: 70, name: "Pune", display_name: "Pune, Maharashtra, India", country: 7 }] : []));
    }),
  );
  return queries;
}

async function json(result: unknown): Promise<unknown> {
  return result instanceof Response ? result.json() : result;
}

describe("/lookups/:list", () => {
  it("sends a signed-out request to /login", async () => {
    const thrown = await loader({ request: new Request(`${MOCK_APP_URL}/lookups/countries?search=ind`), params: { list: "countries" }, context }).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get("Location")).toMatch(/^\/login/);
  });

  it("answers countries by name prefix as options, asking the API by name", async () => {
    const queries = lookupApi();
    const answer = await loader({ request: await signedIn("/lookups/countries?search=%20Indo%20"), params: { list: "countries" }, context });
    expect(await json(answer)).toEqual({ options: [{ id: "8", label: "Indonesia" }] });
    expect(queries[0]?.get("name")).toBe("Indo");
  });

  it("asks nothing below 3 characters", async () => {
    const queries = lookupApi();
    const answer = await loader({ request: await signedIn("/lookups/countries?search=In"), params: { list: "countries" }, context });
    expect(await json(answer)).toEqual({ options: [] });
    expect(queries).toHaveLength(0);
  });

  it("answers a country's cities by display name, and refuses a city search without a country", async () => {
    const queries = lookupApi();
    const get = await signedInAs();
    const answer = await loader({ request: get("/lookups/cities?country=7&search=pun"), params: { list: "cities" }, context });
    expect(await json(answer)).toEqual({ options: [{ id: "70", label: "Pune, Maharashtra, India" }] });
    expect(Object.fromEntries(queries[0] ?? [])).toMatchObject({ country: "7", search: "pun" });
    const refused = await loader({ request: get("/lookups/cities?country=x&search=pun"), params: { list: "cities" }, context });
    expect((refused as Response).status).toBe(400);
  });

  it("is a 404 for another list", async () => {
    const thrown = await loader({ request: await signedIn("/lookups/planets?search=mar"), params: { list: "planets" }, context }).catch((error: unknown) => error);
    expect((thrown as Response).status).toBe(404);
  });
});

describe("countryCityFallback (the page without JavaScript)", () => {
  it("reads the search texts and the chosen country from the URL and answers both fields' matches", async () => {
    lookupApi();
    const fallback = await countryCityFallback(new URL(`${MOCK_APP_URL}/edit?country_search=ind&country=7&city_search=pun&first_name=Ada`));
    expect(fallback).toEqual({
      countryId: 7,
      country: { query: "ind", options: [{ id: "7", label: "India" }, { id: "8", label: "Indonesia" }] },
      city: { query: "pun", options: [{ id: "70", label: "Pune, Maharashtra, India" }] },
    });
  });

  it("searches no city before a country is chosen", async () => {
    const queries = lookupApi();
    const fallback = await countryCityFallback(new URL(`${MOCK_APP_URL}/edit?city_search=pun`));
    expect(fallback.city.options).toEqual([]);
    expect(fallback.countryId).toBeNull();
    expect(queries).toHaveLength(0);
  });
});
