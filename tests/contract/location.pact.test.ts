import { MatchersV3 } from "@pact-foundation/pact";
import { describe, expect, it } from "vitest";
import { errorMessage } from "~/models/errors";
import { listCities, listCountries } from "~/models/location.server";
import { againstMock, apiErrorOf, apiPath, createPact } from "./pact";
import { states } from "./states";

const { eachLike, fromProviderState, integer, string } = MatchersV3;

const pact = createPact();

// page_size is capped at 100 (contract/common.ts MAX_PAGE_SIZE).
const OVERSIZED_PAGE = 101;

describe("listCountries", () => {
  it("200: answers the countries whose name starts with the text", async () => {
    pact
      .given(states.countriesExist)
      .uponReceiving("a country search by name")
      .withRequest({ method: "GET", path: apiPath("countries"), query: { name: "Ind", page: "1", page_size: "10" } })
      .willRespondWith({
        status: 200,
        body: {
          count: integer(2),
          next: null,
          previous: null,
          results: eachLike({ id: integer(1), name: string("India"), code2: string("IN"), phone: string("91") }),
        },
      });
    await againstMock(pact, async () => {
      const page = await listCountries({ name: "Ind", page: 1, page_size: 10 });
      expect(page.results[0]).toEqual({ id: 1, name: "India", code2: "IN", phone: "91" });
      expect(page.next).toBeNull();
    });
  });

  it("400: refuses a page size over the limit", async () => {
    pact
      .given(states.countriesExist)
      .uponReceiving("a country search with an oversized page")
      .withRequest({ method: "GET", path: apiPath("countries"), query: { page: "1", page_size: String(OVERSIZED_PAGE) } })
      .willRespondWith({ status: 400, body: { page_size: eachLike(string("Too big")) } });
    await againstMock(pact, async () => {
      const error = await apiErrorOf(listCountries({ page: 1, page_size: OVERSIZED_PAGE }), 400);
      expect(errorMessage(error.body)).toBe("Too big");
    });
  });
});

describe("listCities", () => {
  it("200: answers the matching cities of a country", async () => {
    pact
      .given(states.countriesExist)
      .uponReceiving("a city search within a country")
      .withRequest({
        method: "GET",
        path: apiPath("cities"),
        query: { country: fromProviderState("${countryId}", "1"), search: "Mumbai", page: "1", page_size: "10" },
      })
      .willRespondWith({
        status: 200,
        body: {
          count: integer(1),
          next: null,
          previous: null,
          results: eachLike({
            id: integer(10),
            name: string("Mumbai"),
            display_name: string("Mumbai, Maharashtra, India"),
            country: integer(1),
          }),
        },
      });
    await againstMock(pact, async () => {
      const page = await listCities({ country: 1, search: "Mumbai", page: 1, page_size: 10 });
      expect(page.results[0]).toMatchObject({ name: "Mumbai", country: 1 });
    });
  });

  it("400: refuses a page size over the limit", async () => {
    pact
      .given(states.countriesExist)
      .uponReceiving("a city search with an oversized page")
      .withRequest({ method: "GET", path: apiPath("cities"), query: { page: "1", page_size: String(OVERSIZED_PAGE) } })
      .willRespondWith({ status: 400, body: { page_size: eachLike(string("Too big")) } });
    await againstMock(pact, async () => {
      const error = await apiErrorOf(listCities({ page: 1, page_size: OVERSIZED_PAGE }), 400);
      expect(errorMessage(error.body)).toBe("Too big");
    });
  });
});
