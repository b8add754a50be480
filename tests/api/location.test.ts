// country/ and city/: public, searchable, paged lookups.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cityListSchema, countryListSchema } from "#contract/location";
import { messages } from "#contract/messages";
import { createTestApi, type TestApi } from "./harness";

let t: TestApi;

beforeAll(async () => {
  t = await createTestApi();
});
afterAll(async () => {
  await t?.close();
});

describe("GET country/", () => {
  it("lists countries by name, 10 per page, without auth", async () => {
    const { status, body } = await t.json("country/");
    expect(status).toBe(200);
    const list = countryListSchema.parse(body);
    expect(list.count).toBeGreaterThanOrEqual(60);
    expect(list.results).toHaveLength(10);
    expect(list.previous).toBeNull();
    expect(list.next).toBe("http://api.test/api/v1/country/?page=2");
    const names = list.results.map((country) => country.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it("matches ?name at the start of the name, case-insensitively, with dial codes", async () => {
    const { body } = await t.json("country/?name=IND");
    expect(body.results).toEqual([
      expect.objectContaining({ name: "India", code2: "IN", phone: "91" }),
      expect.objectContaining({ name: "Indonesia", code2: "ID", phone: "62" }),
    ]);
    expect((await t.json("country/?name=dia")).body.count).toBe(0);
    // LIKE wildcards in the input match literally.
    expect((await t.json("country/?name=%25")).body.count).toBe(0);
    expect((await t.json("country/?name=_ndia")).body.count).toBe(0);
  });

  it("pages with page and page_size up to 100", async () => {
    const all = await t.json("country/?page_size=100");
    const count = all.body.count as number;
    expect(all.body.results).toHaveLength(Math.min(count, 100));
    const page2 = await t.json("country/?page=2&page_size=5");
    expect(page2.body.results.map((c: { id: number }) => c.id)).toEqual(all.body.results.slice(5, 10).map((c: { id: number }) => c.id));
    expect(page2.body.previous).toBe("http://api.test/api/v1/country/?page_size=5");
    expect(page2.body.next).toBe("http://api.test/api/v1/country/?page=3&page_size=5");
    const last = await t.json(`country/?page=${Math.ceil(count / 5)}&page_size=5`);
    expect(last.body.next).toBeNull();
    const beyond = await t.json(`country/?page=${Math.ceil(count / 5) + 1}&page_size=5`);
    expect(beyond).toMatchObject({ status: 404, body: { detail: messages.invalidPage } });
  });

  it("orders by ?ordering, - for descending; an unknown field is a 400 as on every list", async () => {
    const descending = await t.json("country/?ordering=-name&page_size=3");
    expect(descending.body.results[0].name).toBe("Vietnam");
    const unknown = await t.json("country/?ordering=password&page_size=3");
    expect(unknown).toMatchObject({ status: 400, body: { ordering: [expect.stringContaining("Ordering must be one of")] } });
  });

  it.each(["page=0", "page=abc", "page_size=0", "page_size=101", "page_size=1.5"])("answers 400 for %s", async (query) => {
    const { status, body } = await t.json(`country/?${query}`);
    expect(status).toBe(400);
    expect(Object.keys(body)).toEqual([query.split("=")[0]]);
  });
});

describe("GET city/", () => {
  it("lists the cities of a country", async () => {
    const india = (await t.json("country/?name=india")).body.results[0];
    const { status, body } = await t.json(`city/?country=${india.id}&page_size=100`);
    expect(status).toBe(200);
    const list = cityListSchema.parse(body);
    expect(list.count).toBeGreaterThanOrEqual(20);
    expect(list.results.every((city) => city.country === india.id)).toBe(true);
    expect(list.results).toContainEqual(expect.objectContaining({ name: "Mumbai", display_name: "Mumbai, Maharashtra, India" }));
  });

  it("searches name and display name, case-insensitively, and combines with ?country", async () => {
    const all = await t.json("city/?page_size=1");
    expect(all.body.count).toBeGreaterThanOrEqual(300);
    const spring = await t.json("city/?search=SPRINGF");
    expect(spring.body.results.map((city: { display_name: string }) => city.display_name)).toEqual([
      "Springfield, Illinois, United States",
      "Springfield, Massachusetts, United States",
    ]);
    const byRegion = await t.json("city/?search=bavaria");
    expect(byRegion.body.results.map((city: { name: string }) => city.name)).toEqual(["Munich", "Nuremberg"]);
    const uk = (await t.json("country/?name=united k")).body.results[0];
    const newcastle = await t.json(`city/?search=newcastle&country=${uk.id}`);
    expect(newcastle.body.results).toEqual([expect.objectContaining({ name: "Newcastle upon Tyne", country: uk.id })]);
    expect((await t.json("city/?search=newcastle")).body.count).toBe(2);
  });

  it("pages like every list", async () => {
    const page = await t.json("city/?page=3&page_size=20");
    expect(page.body.results).toHaveLength(20);
    expect(page.body.previous).toBe("http://api.test/api/v1/city/?page=2&page_size=20");
  });

  it.each(["country=abc", "country=0", "page=-1", "page_size=500"])("answers 400 for %s", async (query) => {
    const { status, body } = await t.json(`city/?${query}`);
    expect(status).toBe(400);
    expect(Object.keys(body)).toEqual([query.split("=")[0]]);
  });
});
