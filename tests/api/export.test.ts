// `format=csv` on the list endpoints (decision 020): the list's guard, search, filters and
// ordering, every row (no result window), keyset batches that resume exactly, and the same
// file as the app's export always wrote (BOM, CRLF, quoting, formulas defused).
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_RESULT_WINDOW } from "#contract/common";
import { messages } from "#contract/messages";
import { EXPORT_BATCH_SIZE } from "../../api/paging";
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

/** The body as written: Response.text() would drop the BOM. */
async function csvOf(path: string, token = admin): Promise<{ response: Response; text: string }> {
  const response = await t.request(path, { token });
  return { response, text: new TextDecoder("utf-8", { ignoreBOM: true }).decode(await response.arrayBuffer()) };
}

/** Lines of a file whose cells hold no line breaks, header first, BOM removed. */
function linesOf(text: string): string[] {
  expect(text.startsWith("\uFEFF")).toBe(true);
  expect(text.endsWith("\r\n")).toBe(true);
  return text.slice(1, -2).split("\r\n");
}

const firstCells = (lines: string[]) => lines.slice(1).map((line) => Number(line.split(",")[0]));

async function idsBy(query: string): Promise<number[]> {
  const result = (await t.db.execute(sql.raw(query))) as unknown as { rows: { id: number }[] };
  return result.rows.map((row) => Number(row.id));
}

const EXPORTS = [
  ["technologyList", "technology/?format=csv", "common.view_technology"],
  ["profileTypeList", "profile-type/?format=csv", "common.view_profiletype"],
  ["skillList", "skill/?format=csv", "common.view_skill"],
  ["roleList", "roles/?format=csv", "auth.view_group"],
  ["subAdminList", "user-invitation/?format=csv", "user.can_view_sub_admin"],
  ["planList", "subscription-plan/?user_type=3&format=csv", "subscription.view_subscriptionplan"],
  ["contactUsList", "contact-us-admin/?user_type=1&format=csv", "common.view_contactus"],
  ["clientList", "user-client/?format=csv", "user.can_view_client"],
  ["agencyList", "user-agency/?format=csv", "user.can_view_agency"],
  ["freelancerList", "user-freelancer/?format=csv", "user.can_view_freelancer"],
] as const;

describe("the guard", () => {
  it.each(EXPORTS)("%s: 401 without a token, 403 without the list's permission, 200 with it", async (_name, path, permission) => {
    expect(await t.json(path)).toMatchObject({ status: 401, body: { detail: messages.notAuthenticated } });
    const other = await t.createStaffUser({ permissions: ["common.view_technology", "auth.view_group"].includes(permission) ? ["common.view_skill"] : ["common.view_technology"] });
    expect(await t.json(path, { token: await t.login(other.username, other.password) })).toMatchObject({ status: 403, body: { detail: messages.permissionDenied } });
    const holder = await t.createStaffUser({ permissions: [permission] });
    const { response } = await csvOf(path, await t.login(holder.username, holder.password));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
  });

  it("sub skills of an unknown skill: 404, not an empty file", async () => {
    expect(await t.json("skill/2147483647/sub-skill/?format=csv", { token: admin })).toMatchObject({ status: 404 });
  });

  it("refuses a format it does not write, and an ordering the list does not sort by", async () => {
    expect((await t.json("technology/?format=xml", { token: admin })).status).toBe(400);
    expect((await t.json("technology/?format=csv&ordering=secret", { token: admin })).status).toBe(400);
  });
});

describe("technology/?format=csv over more rows than the window and several batches", () => {
  const ROWS = 2 * EXPORT_BATCH_SIZE + 537;

  beforeAll(async () => {
    // Status takes two values: sorting by it puts long runs of equal keys across batch edges.
    await t.db.execute(sql`
      insert into technology (title, description, status)
      select 'x' || lpad(((i * 7919) % ${ROWS})::text, 5, '0'),
             'row ' || i || case when i % 10 = 0 then ' decile' else '' end,
             case when i % 3 = 0 then 0 else 1 end
      from generate_series(1, ${ROWS}) as i`);
  });

  it("answers a file, not a page, with every row past the window", async () => {
    const { response, text } = await csvOf("technology/?format=csv&page=999&page_size=5");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="technologies-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = linesOf(text);
    expect(lines[0]).toBe("ID,Title,Description,Status");
    expect(ROWS).toBeGreaterThan(MAX_RESULT_WINDOW);
    expect(firstCells(lines)).toEqual(await idsBy("select id from technology order by id desc"));
  });

  it.each([
    ["title", "lower(title), id"],
    ["-title", "lower(title) desc, id desc"],
    ["status", "status, id"],
    ["-status", "status desc, id desc"],
    ["-description", "lower(description) desc, id desc"],
  ])("keeps the list's ordering=%s across batches", async (ordering, orderBy) => {
    const lines = linesOf((await csvOf(`technology/?format=csv&ordering=${ordering}`)).text);
    expect(firstCells(lines)).toEqual(await idsBy(`select id from technology order by ${orderBy}`));
  });

  it("keeps the search, with the ordering", async () => {
    const lines = linesOf((await csvOf("technology/?format=csv&search=DECILE&ordering=-title")).text);
    const expected = await idsBy("select id from technology where description like '%decile%' order by lower(title) desc, id desc");
    expect(expected.length).toBeGreaterThan(200);
    expect(firstCells(lines)).toEqual(expected);
  });
});

describe("the file's cells", () => {
  it("quotes, keeps UTF-8 with a BOM, and defuses formulas as the app's export did", async () => {
    await t.db.execute(sql`
      insert into profile_type (title, description, status) values
        ('=HYPERLINK("http://evil")', 'Comma, "quote"' || chr(10) || 'and newline', 1),
        ('-1+2', '@SUM(A1)', 0),
        ('Zoë', '+tab', 1)`);
    const { text } = await csvOf("profile-type/?format=csv&ordering=id");
    const body = text.slice(text.indexOf("\r\n") + 2);
    expect(text.startsWith("\uFEFFID,Title,Description,Status\r\n")).toBe(true);
    const ids = await idsBy("select id from profile_type order by id");
    const [a, b, c] = ids.slice(-3);
    expect(body.endsWith(
      `${a},"'=HYPERLINK(""http://evil"")","Comma, ""quote""\nand newline",Active\r\n` + `${b},'-1+2,'@SUM(A1),Inactive\r\n` + `${c},Zoë,'+tab,Active\r\n`,
    )).toBe(true);
  });
});

describe("filters and timestamps", () => {
  it("contact us: only the tab's messages, newest first, exact to the microsecond across batches", async () => {
    // Many messages a microsecond apart, and some at the very same instant: a key that lost
    // precision on its way back (a JavaScript Date keeps milliseconds) would skip or repeat rows.
    await t.db.execute(sql`
      insert into contact_us (user_type, first_name, last_name, email, message, created_at)
      select case when i % 4 = 0 then 2 else 1 end, 'First' || i, 'Last' || i, 'm' || i || '@example.com', 'Hello ' || i,
             timestamptz '2026-11-01 10:00:00' + (i / 3) * interval '1 microsecond'
      from generate_series(1, ${EXPORT_BATCH_SIZE + 700}) as i`);
    const lines = linesOf((await csvOf("contact-us-admin/?user_type=1&format=csv")).text);
    expect(lines[0]).toBe("First Name,Last Name,Email,Message,Received");
    const exported = lines.slice(1).map((line) => Number(line.split(",")[0]?.slice("First".length)));
    const expected = await idsBy("select substr(first_name, 6)::int as id from contact_us where user_type = 1 order by created_at desc, id desc");
    expect(exported).toEqual(expected);
  });

  it("plans: the tab's columns", async () => {
    const client = linesOf((await csvOf("subscription-plan/?user_type=3&format=csv")).text);
    expect(client[0]).toBe("Plan Id,Plan Name,Recurring,Amount,Currency,Number Of Jobs,Tax Percentage,Description,Status");
    const agency = await csvOf("subscription-plan/?user_type=4&format=csv");
    expect(agency.response.headers.get("content-disposition")).toMatch(/filename="subscription-plans-agency-/);
    expect(linesOf(agency.text)[0]).toBe("Plan Id,Plan Name,Recurring,Amount,Currency,Number Of Developers,Tax Percentage,Description,Status");
  });

  it("roles and sub admins: the list's columns", async () => {
    const staff = await t.createStaffUser({ firstName: "Exported", role: { name: "Export checker", permissions: ["common.view_skill"] } });
    const roles = linesOf((await csvOf("roles/?format=csv&search=export%20checker")).text);
    expect(roles).toEqual(["ID,Name,Permissions", expect.stringMatching(/^\d+,Export checker,Can view skill$/)]);
    const subAdmins = linesOf((await csvOf("user-invitation/?format=csv&search=export%20checker")).text);
    expect(subAdmins[0]).toBe("ID,First Name,Last Name,Email,Phone,Role,Status");
    expect(subAdmins.slice(1)).toEqual([expect.stringMatching(new RegExp(`^${staff.id},Exported,.*,Export checker,Active$`))]);
  });
});
