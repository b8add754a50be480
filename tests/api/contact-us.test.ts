// contact-us-admin/: the marketplace's messages, per tab (1 company, 2 resources).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactUsListSchema } from "#contract/contact-us";
import { messages } from "#contract/messages";
import * as tables from "../../api/db/schema";
import { createTestApi, type TestApi } from "./harness";

let t: TestApi;
let admin: string;
// Company messages oldest first; the marketplace writes them, so the test inserts rows.
let company: { id: number; firstName: string }[];
let resourceIds: number[];

const companyRows = [
  { firstName: "Bella", lastName: "Young", email: "bella@acme.example", message: "Do you offer yearly plans?" },
  { firstName: "adam", lastName: "Zimmer", email: "adam@globex.example", message: "Please call me back about pricing." },
  { firstName: "Carl", lastName: "", email: "", message: "x".repeat(150) },
  { firstName: "Dora", lastName: "abbott", email: "dora@initech.example", message: "Which currencies are accepted?" },
];

beforeAll(async () => {
  t = await createTestApi();
  admin = await t.loginAdmin();
  const start = Date.now() - 60 * 60_000;
  const inserted = await t.db
    .insert(tables.contactUs)
    .values(companyRows.map((row, i) => ({ ...row, userType: 1, createdAt: new Date(start + i * 60_000) })))
    .returning({ id: tables.contactUs.id, firstName: tables.contactUs.firstName });
  company = inserted;
  const resources = await t.db
    .insert(tables.contactUs)
    .values([
      { userType: 2, firstName: "Rita", lastName: "Dev", email: "rita@example.com", message: "I am a freelancer looking for work.", createdAt: new Date(start) },
      { userType: 2, firstName: "Sam", lastName: "Coder", email: "sam@example.com", message: "Can agencies hire me?", createdAt: new Date(start + 60_000) },
    ])
    .returning({ id: tables.contactUs.id });
  resourceIds = resources.map((row) => row.id);
});
afterAll(async () => {
  await t?.close();
});

const ids = (body: { results: { id: number }[] }) => body.results.map((row) => row.id);
const companyIds = (order: number[]) => order.map((index) => company[index]?.id);

describe("GET contact-us-admin/", () => {
  it("lists one tab's messages, newest first, with their fields", async () => {
    const answer = await t.json("contact-us-admin/?user_type=1", { token: admin });
    expect(answer.status).toBe(200);
    const list = contactUsListSchema.strict().parse(answer.body);
    expect(list.count).toBe(4);
    expect(ids(list)).toEqual(companyIds([3, 2, 1, 0]));
    expect(list.results[1]).toEqual({
      id: company[2]?.id,
      first_name: "Carl",
      last_name: "",
      email: "",
      message: "x".repeat(150),
      created: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    const resources = await t.json("contact-us-admin/?user_type=2", { token: admin });
    expect(ids(resources.body)).toEqual([...resourceIds].reverse());
  });

  it("pages", async () => {
    const first = await t.json("contact-us-admin/?user_type=1&page_size=3", { token: admin });
    expect(ids(first.body)).toEqual(companyIds([3, 2, 1]));
    expect(first.body.next).toBe("http://api.test/api/v1/contact-us-admin/?user_type=1&page_size=3&page=2");
    const second = await t.json("contact-us-admin/?user_type=1&page_size=3&page=2", { token: admin });
    expect(ids(second.body)).toEqual(companyIds([0]));
  });

  it.each([
    ["first name", "BELLA", [0]],
    ["last name", "zimm", [1]],
    ["email", "initech", [3]],
    ["message", "pricing", [1]],
    ["every word", "please%20adam", [1]],
    ["nothing", "nobody", []],
  ])("searches the %s", async (_field, search, order) => {
    const answer = await t.json(`contact-us-admin/?user_type=1&search=${search}`, { token: admin });
    expect(answer.status).toBe(200);
    expect(ids(answer.body)).toEqual(companyIds(order));
  });

  it("searches only the asked tab", async () => {
    expect((await t.json("contact-us-admin/?user_type=2&search=pricing", { token: admin })).body.count).toBe(0);
  });

  it.each([
    ["first_name", [1, 0, 2, 3]],
    ["-first_name", [3, 2, 0, 1]],
    // An empty last name sorts first; case is ignored.
    ["last_name", [2, 3, 0, 1]],
    ["-last_name", [1, 0, 3, 2]],
  ])("orders by %s, whatever the case", async (ordering, order) => {
    const answer = await t.json(`contact-us-admin/?user_type=1&ordering=${ordering}`, { token: admin });
    expect(answer.status).toBe(200);
    expect(ids(answer.body)).toEqual(companyIds(order));
  });

  it.each([
    ["user_type missing", "", "user_type", messages.required],
    ["user_type 3", "user_type=3", "user_type", '"3" is not a valid choice.'],
    ["user_type not a number", "user_type=company", "user_type", '"company" is not a valid choice.'],
  ])("answers 400 for %s", async (_case, query, field, message) => {
    expect(await t.json(`contact-us-admin/?${query}`, { token: admin })).toMatchObject({ status: 400, body: { [field]: [message] } });
  });

  it.each(["email", "-message", "created"])("answers 400 for ordering=%s (not sortable)", async (ordering) => {
    const answer = await t.json(`contact-us-admin/?user_type=1&ordering=${ordering}`, { token: admin });
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body)).toEqual(["ordering"]);
  });

  it("answers 400 for a page size over 100", async () => {
    expect((await t.json("contact-us-admin/?user_type=1&page_size=101", { token: admin })).status).toBe(400);
  });

  it("lets a staff user holding common.view_contactus through a role list", async () => {
    const holder = await t.createStaffUser({ role: { permissions: ["common.view_contactus"] } });
    const holderToken = await t.login(holder.username, holder.password);
    expect((await t.json("contact-us-admin/?user_type=1", { token: holderToken })).body.count).toBe(4);
  });
});
