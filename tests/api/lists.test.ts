// Every list's result window (decision 012): the count stops at MAX_RESULT_WINDOW and says so,
// `next` ends at the window, a page past it is DRF's 404, and the indexes and page queries give
// the same rows in the same order as a plain scan and sort.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_RESULT_WINDOW } from "#contract/common";
import { messages } from "#contract/messages";
import type { Db } from "../../api/index";
import { createTestApi, type TestApi } from "./harness";

let t: TestApi;
let admin: string;

beforeAll(async () => {
  t = await createTestApi();
  admin = await t.loginAdmin();
});
afterAll(async () => {
  await t?.close();
});

type Page = { count: number; count_capped?: boolean; next: string | null; previous: string | null; results: { id: number }[] };
const ids = (page: Page) => page.results.map((row) => row.id);

async function rowsOf<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The ids in the order a plain scan and sort gives: no index may decide it. */
async function referenceIds(where: string, orderBy: string): Promise<number[]> {
  return t.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_indexscan = off`);
    await tx.execute(sql`set local enable_bitmapscan = off`);
    await tx.execute(sql`set local enable_indexonlyscan = off`);
    const rows = await rowsOf<{ id: number }>(tx, sql.raw(`select id from technology where ${where} order by ${orderBy}`));
    return rows.map((row) => Number(row.id));
  });
}

describe("a page past the last one", () => {
  it.each([
    ["countries", "country/?page=999"],
    ["cities", "city/?page=999"],
    ["notifications", "notifications/all/?page=999"],
    ["technologyList", "technology/?page=999"],
    ["profileTypeList", "profile-type/?page=999"],
    ["skillList", "skill/?page=999"],
    ["roleList", "roles/?page=999"],
    ["roleOptions", "roles-list/?page=999"],
    ["subAdminList", "user-invitation/?page=999"],
    ["planList", "subscription-plan/?user_type=3&page=999"],
    ["contactUsList", "contact-us-admin/?user_type=1&page=999"],
    ["clientList", "user-client/?page=999"],
    ["agencyList", "user-agency/?page=999"],
    ["freelancerList", "user-freelancer/?page=999"],
  ])("answers DRF's 404 Invalid page. (%s)", async (_endpoint, path) => {
    expect(await t.json(path, { token: admin })).toMatchObject({ status: 404, body: { detail: messages.invalidPage } });
  });

  it("is never page 1: an empty list answers it", async () => {
    const empty = await t.json("technology/?search=nothing-matches-this", { token: admin });
    expect(empty).toMatchObject({ status: 200, body: { count: 0, count_capped: false, next: null, previous: null, results: [] } });
  });
});

describe("technology/ over more rows than the window", () => {
  // Titles t00000..t11499 sort as they are numbered. Three search terms: "latecomer" in the
  // last 1,200 titles (many matches, all far down the title order), "septimal" in every
  // seventh row (many matches, spread), "millesimal" in every thousandth row (few matches).
  const ROWS = 11_500;

  beforeAll(async () => {
    await t.db.execute(sql`
      insert into technology (title, description, status)
      select 't' || lpad(i::text, 5, '0'),
             'd' || lpad(((i * 7919) % 2000)::text, 5, '0')
               || case when i >= ${ROWS - 1200} then ' latecomer' else '' end
               || case when i % 7 = 0 then ' septimal' else '' end
               || case when i % 1000 = 0 then ' millesimal' else '' end,
             case when i % 3 = 0 then 0 else 1 end
      from generate_series(0, ${ROWS - 1}) as i`);
    await t.db.execute(sql`analyze technology`);
  });

  it("counts up to the window and says the count is capped", async () => {
    const first = await t.json<Page>("technology/", { token: admin });
    expect(first.body).toMatchObject({ count: MAX_RESULT_WINDOW, count_capped: true, previous: null });
    expect(first.body.next).toBe("http://api.test/api/v1/technology/?page=2");
    const rare = await t.json<Page>("technology/?search=millesimal", { token: admin });
    expect(rare.body).toMatchObject({ count: 12, count_capped: false, next: "http://api.test/api/v1/technology/?search=millesimal&page=2" });
  });

  it("ends next at the window's last page and answers 404 past it", async () => {
    const last = MAX_RESULT_WINDOW / 10;
    const atBound = await t.json<Page>(`technology/?page=${last}`, { token: admin });
    expect(atBound.body).toMatchObject({ count: MAX_RESULT_WINDOW, count_capped: true, next: null });
    expect(atBound.body.previous).toBe(`http://api.test/api/v1/technology/?page=${last - 1}`);
    expect(atBound.body.results).toHaveLength(10);
    expect(await t.json(`technology/?page=${last + 1}`, { token: admin })).toMatchObject({ status: 404, body: { detail: messages.invalidPage } });
    expect(await t.json("technology/?page=100000&ordering=title", { token: admin })).toMatchObject({ status: 404, body: { detail: messages.invalidPage } });
    // A page size that does not divide the window: the last page holds what is left of it.
    const lastOf30 = Math.ceil(MAX_RESULT_WINDOW / 30);
    const short = await t.json<Page>(`technology/?page_size=30&page=${lastOf30}`, { token: admin });
    expect(short.body.results).toHaveLength(MAX_RESULT_WINDOW - (lastOf30 - 1) * 30);
    expect(short.body.next).toBeNull();
    expect((await t.json(`technology/?page_size=30&page=${lastOf30 + 1}`, { token: admin })).status).toBe(404);
  });

  const orders: [ordering: string, sql: string][] = [
    ["", "id desc"],
    ["id", "id asc"],
    ["title", "lower(title) asc, id asc"],
    ["-title", "lower(title) desc, id desc"],
    ["description", "lower(description) asc, id asc"],
    ["-description", "lower(description) desc, id desc"],
    ["status", "status asc, id asc"],
    ["-status", "status desc, id desc"],
  ];
  const searches: [term: string, where: string][] = [
    ["", "true"],
    ["latecomer", "search_text like '%latecomer%'"],
    ["septimal", "search_text like '%septimal%'"],
    ["millesimal", "search_text like '%millesimal%'"],
  ];

  it.each(searches)("gives the rows and order of a plain sort, first and last page, searched for %j", async (term, where) => {
    for (const [ordering, orderBy] of orders) {
      const expected = (await referenceIds(where, orderBy)).slice(0, MAX_RESULT_WINDOW);
      const lastPage = Math.max(1, Math.ceil(expected.length / 100));
      for (const page of new Set([1, Math.min(2, lastPage), lastPage])) {
        const query = new URLSearchParams({ page: String(page), page_size: "100", ...(term ? { search: term } : {}), ...(ordering ? { ordering } : {}) });
        const answer = await t.json<Page>(`technology/?${query}`, { token: admin });
        expect(answer.status, `${query}`).toBe(200);
        expect(ids(answer.body), `${query}`).toEqual(expected.slice((page - 1) * 100, page * 100));
      }
    }
  });
});

describe("scoped lists over more rows than the window", () => {
  it("pages a skill's sub skills and counts one's unread notifications up to the window", async () => {
    const [skill] = await rowsOf<{ id: number }>(t.db, sql`insert into skill (title, description) values ('Windowed skill', '') returning id`);
    const skillId = Number(skill?.id);
    await t.db.execute(sql`
      insert into skill (title, description, parent_id)
      select 'sub ' || lpad(i::text, 5, '0'), '', ${skillId} from generate_series(1, ${MAX_RESULT_WINDOW + 50}) as i`);
    const last = await t.json<Page>(`skill/${skillId}/sub-skill/?ordering=-title&page_size=100&page=${MAX_RESULT_WINDOW / 100}`, { token: admin });
    expect(last.body).toMatchObject({ count: MAX_RESULT_WINDOW, count_capped: true, next: null });
    const titles = (last.body.results as unknown as { title: string }[]).map((row) => row.title);
    expect(titles[0]).toBe(`sub ${String(MAX_RESULT_WINDOW + 50 - 900).padStart(5, "0")}`);
    expect(titles).toHaveLength(100);
    // The skills list (parent 0) is not the sub skills': it still has its own count.
    expect((await t.json<Page>("skill/?search=Windowed", { token: admin })).body).toMatchObject({ count: 1, count_capped: false });

    const [me] = await rowsOf<{ id: number }>(t.db, sql`select id from "user" where username = 'admin'`);
    await t.db.execute(sql`
      insert into notification (recipient_id, verb, action_name, data)
      select ${Number(me?.id)}, 'n' || i, 'userrequest', '{"id": 1, "status": 1, "is_new_registered": true, "user": {"user_type": 3}}'
      from generate_series(1, ${MAX_RESULT_WINDOW + 5}) as i`);
    const notifications = await t.json("notifications/all/", { token: admin });
    expect(notifications.body).toMatchObject({ count: MAX_RESULT_WINDOW, count_capped: true, unread: MAX_RESULT_WINDOW });
  });
});
