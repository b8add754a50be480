// subscription-plan/ (list, get, create, update with locked fields), currency/ and recurring/.
import { asc, count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "#contract/messages";
import type { PermissionCode } from "#contract/permissions";
import { currencyListSchema, planListSchema, planMessages, planSchema, recurringListSchema, type Plan } from "#contract/subscription";
import * as tables from "../../api/db/schema";
import { createTestApi, type TestApi } from "./harness";

let t: TestApi;
let admin: string;
let usd: { id: number; sign: string; code: string };
let eur: { id: number; sign: string; code: string };
let hourly: { id: number; name: string };
let monthly: { id: number; name: string };

beforeAll(async () => {
  t = await createTestApi();
  admin = await t.loginAdmin();
  const currencies = await t.db.select().from(tables.currency).orderBy(asc(tables.currency.id));
  const periods = await t.db.select().from(tables.recurringPeriod).orderBy(asc(tables.recurringPeriod.budgetMin));
  const currency = (code: string) => {
    const row = currencies.find((c) => c.code === code);
    if (!row) throw new Error(`seeded currency ${code} missing`);
    return { id: row.id, sign: row.sign, code: row.code };
  };
  const period = (name: string) => {
    const row = periods.find((p) => p.name === name);
    if (!row) throw new Error(`seeded period ${name} missing`);
    return { id: row.id, name: row.name };
  };
  usd = currency("USD");
  eur = currency("EUR");
  hourly = period("Hourly");
  monthly = period("Monthly");
});
afterAll(async () => {
  await t?.close();
});

const ALL_PLAN_PERMISSIONS: PermissionCode[] = [
  "subscription.view_subscriptionplan",
  "subscription.add_subscriptionplan",
  "subscription.change_subscriptionplan",
];

/** A signed-in staff user holding every plan permission but `missing` (through a role). */
async function staffWithout(missing: PermissionCode): Promise<string> {
  const user = await t.createStaffUser({ role: { permissions: ALL_PLAN_PERMISSIONS.filter((code) => code !== missing) } });
  return t.login(user.username, user.password);
}

function form(fields: Record<string, string | number>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, String(value));
  return data;
}

let planNumber = 0;
/** A valid client plan's form fields with a unique name. */
function clientPlan(overrides: Record<string, string | number> = {}): Record<string, string | number> {
  planNumber += 1;
  return {
    name: `Client plan ${planNumber}`,
    user_type: "3",
    amount: "49.9",
    currency: String(usd.id),
    recurring: String(monthly.id),
    num_of_jobs: "5",
    tax_percentage: "7.5",
    description: "For small teams",
    status: "1",
    plan_details: "<p>Post <strong>5</strong> jobs</p>",
    ...overrides,
  };
}

async function createPlan(fields: Record<string, string | number>): Promise<Plan> {
  const answer = await t.json("subscription-plan/", { token: admin, form: form(fields) });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return planSchema.strict().parse(answer.body);
}

async function planCount(): Promise<number> {
  const [row] = await t.db.select({ total: count() }).from(tables.subscriptionPlan);
  return row?.total ?? 0;
}

describe("GET currency/", () => {
  it("lists the seeded currencies to any staff user, USD first", async () => {
    const user = await t.createStaffUser();
    const token = await t.login(user.username, user.password);
    const answer = await t.json("currency/", { token });
    expect(answer.status).toBe(200);
    const list = currencyListSchema.parse(answer.body);
    expect(list.length).toBeGreaterThanOrEqual(10);
    expect(list[0]).toEqual({ id: usd.id, code: "USD", name: "US Dollar", sign: "$" });
    expect(list.find((c) => c.code === "INR")).toMatchObject({ sign: "₹" });
  });
});

describe("GET recurring/", () => {
  it("lists the plan periods by length with unit and budget range (spec §9)", async () => {
    const answer = await t.json("recurring/", { token: admin });
    expect(answer.status).toBe(200);
    const list = recurringListSchema.parse(answer.body);
    expect(list.map(({ id: _id, ...rest }) => rest)).toEqual([
      { name: "Hourly", unit: "hour", budget_min: 10, budget_max: 50 },
      { name: "Daily", unit: "day", budget_min: 80, budget_max: 400 },
      { name: "Weekly", unit: "week", budget_min: 400, budget_max: 2000 },
      { name: "Monthly", unit: "month", budget_min: 1600, budget_max: 8000 },
    ]);
  });
});

describe("POST subscription-plan/", () => {
  it("creates a client plan from form data (201) with DRF decimals and the default status", async () => {
    const { status: _status, ...fields } = clientPlan({ name: "  Starter  " });
    const plan = await createPlan(fields);
    expect(plan).toEqual({
      id: expect.any(Number),
      name: "Starter",
      user_type: 3,
      amount: "49.90",
      currency: usd,
      recurring: monthly,
      description: "For small teams",
      tax_percentage: "7.50",
      status: "1",
      plan_details: "<p>Post <strong>5</strong> jobs</p>",
      num_of_jobs: 5,
      num_of_developers: null,
    });
    expect((await t.json(`subscription-plan/${plan.id}/`, { token: admin })).body).toEqual(plan);
  });

  it("creates an agency plan from JSON; the client's count is ignored", async () => {
    const answer = await t.json("subscription-plan/", {
      token: admin,
      json: { name: "Agency Pro", user_type: 4, amount: 1200, currency: eur.id, recurring: hourly.id, num_of_jobs: 9, num_of_developers: 12, status: "0" },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body).toMatchObject({
      user_type: 4,
      amount: "1200.00",
      currency: eur,
      recurring: hourly,
      status: "0",
      tax_percentage: null,
      description: "",
      plan_details: "",
      num_of_jobs: null,
      num_of_developers: 12,
    });
  });

  it("creates a freelancer plan without counts; a blank tax is none", async () => {
    const plan = await createPlan(clientPlan({ user_type: "5", num_of_jobs: "", tax_percentage: "", amount: "9" }));
    expect(plan).toMatchObject({ user_type: 5, amount: "9.00", tax_percentage: null, num_of_jobs: null, num_of_developers: null });
  });

  it("accepts the boundaries: 7 characters of amount, tax 0 and 100, 3-digit counts, 25-character name", async () => {
    const plan = await createPlan(clientPlan({ name: "N".repeat(25), amount: "9999.99", tax_percentage: "100", num_of_jobs: "999" }));
    expect(plan).toMatchObject({ amount: "9999.99", tax_percentage: "100.00", num_of_jobs: 999 });
    expect((await createPlan(clientPlan({ amount: "1234567", tax_percentage: "0" }))).amount).toBe("1234567.00");
  });

  it("sanitizes plan details: scripts, handlers, styles and unsafe links go, empty paragraphs are removed", async () => {
    const plan = await createPlan(
      clientPlan({
        plan_details: [
          "<p></p>",
          '<h1 class="x">Plan</h1>',
          '<p style="color:red" onclick="steal()">Includes <em>support</em></p>',
          "<script>alert(1)</script>",
          '<p><img src=x onerror="alert(2)"></p>',
          "<p><br></p>",
          "<p>&nbsp;</p>",
          '<ul><li><a href="javascript:alert(3)">bad</a></li><li><a href="https://example.com" target="_self">good</a></li></ul>',
          '<iframe src="https://evil.example"></iframe>',
          "<p> <br/> </p>",
        ].join(""),
      }),
    );
    expect(plan.plan_details).toBe(
      "<h2>Plan</h2><p>Includes <em>support</em></p>" +
        '<ul><li><a rel="noopener noreferrer nofollow" target="_blank">bad</a></li>' +
        '<li><a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow">good</a></li></ul>',
    );
  });

  const rules: [string, Record<string, string>, string, string][] = [
    ["name missing", { name: "" }, "name", messages.required],
    ["name blank", { name: "   " }, "name", messages.required],
    ["name without a word character", { name: "!!!" }, "name", messages.wordCharacter],
    ["name over 25", { name: "N".repeat(26) }, "name", messages.maxChars(25)],
    ["user_type missing", { user_type: "" }, "user_type", messages.required],
    ["user_type not a plan type", { user_type: "6" }, "user_type", planMessages.invalidChoice(6)],
    ["user_type not a number", { user_type: "client" }, "user_type", planMessages.invalidChoice("client")],
    ["amount missing", { amount: "" }, "amount", messages.required],
    ["amount not a number", { amount: "12a" }, "amount", planMessages.validNumber],
    ["amount negative", { amount: "-5" }, "amount", planMessages.validNumber],
    ["amount zero", { amount: "0.00" }, "amount", planMessages.zeroNotAllowed],
    ["amount over 7 characters", { amount: "12345678" }, "amount", messages.maxChars(7)],
    ["amount with 3 decimals", { amount: "1.234" }, "amount", planMessages.maxDecimals],
    ["currency missing", { currency: "" }, "currency", messages.required],
    ["currency unknown", { currency: "999999" }, "currency", planMessages.missingObject(999999)],
    ["currency not an id", { currency: "USD" }, "currency", planMessages.missingObject("USD")],
    ["recurring missing", { recurring: "" }, "recurring", messages.required],
    ["recurring unknown", { recurring: "999999" }, "recurring", planMessages.missingObject(999999)],
    ["num_of_jobs missing on a client plan", { num_of_jobs: "" }, "num_of_jobs", messages.required],
    ["num_of_jobs not a number", { num_of_jobs: "ten" }, "num_of_jobs", planMessages.validNumber],
    ["num_of_jobs not whole", { num_of_jobs: "1.5" }, "num_of_jobs", planMessages.validNumber],
    ["num_of_jobs zero", { num_of_jobs: "0" }, "num_of_jobs", planMessages.zeroNotAllowed],
    ["num_of_jobs over 3 characters", { num_of_jobs: "1000" }, "num_of_jobs", messages.maxChars(3)],
    ["num_of_developers missing on an agency plan", { user_type: "4", num_of_developers: "" }, "num_of_developers", messages.required],
    ["num_of_developers not a number", { user_type: "4", num_of_developers: "x" }, "num_of_developers", planMessages.validNumber],
    ["num_of_developers zero", { user_type: "4", num_of_developers: "0" }, "num_of_developers", planMessages.zeroNotAllowed],
    ["num_of_developers over 3 characters", { user_type: "4", num_of_developers: "1234" }, "num_of_developers", messages.maxChars(3)],
    ["tax not a number", { tax_percentage: "abc" }, "tax_percentage", planMessages.validNumber],
    ["tax over 100", { tax_percentage: "101" }, "tax_percentage", planMessages.percentMax],
    ["tax over 3 characters", { tax_percentage: "12.5" }, "tax_percentage", messages.maxChars(3)],
    ["description over 255", { description: "d".repeat(256) }, "description", messages.maxChars(255)],
    ["status blank", { status: "" }, "status", messages.required],
    ["status not 1 or 0", { status: "2" }, "status", planMessages.invalidChoice("2")],
    ["plan details over the cap", { plan_details: "x".repeat(20_001) }, "plan_details", messages.maxChars(20_000)],
  ];
  it.each(rules)("answers 400 for %s", async (_rule, overrides, field, message) => {
    const before = await planCount();
    const answer = await t.json("subscription-plan/", { token: admin, form: form(clientPlan(overrides)) });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ [field]: [message] });
    expect(await planCount()).toBe(before);
  });

  it("reports every broken field at once", async () => {
    const answer = await t.json("subscription-plan/", { token: admin, form: form({ user_type: "3" }) });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      name: [messages.required],
      amount: [messages.required],
      currency: [messages.required],
      recurring: [messages.required],
      num_of_jobs: [messages.required],
    });
  });

  it("answers 401 without a token and 403 without the add permission", async () => {
    expect((await t.json("subscription-plan/", { form: form(clientPlan()) })).status).toBe(401);
    const before = await planCount();
    const token = await staffWithout("subscription.add_subscriptionplan");
    expect(await t.json("subscription-plan/", { token, form: form(clientPlan()) })).toMatchObject({
      status: 403,
      body: { detail: messages.permissionDenied },
    });
    expect(await planCount()).toBe(before);
  });
});

describe("GET subscription-plan/", () => {
  // Plans of a type only this block creates, so the list is exactly these.
  const marker = "Zeta";
  let plans: Plan[];
  beforeAll(async () => {
    plans = [];
    const specs = [
      { name: `${marker} Basic`, amount: "300", currency: usd.id, recurring: monthly.id, description: "entry level" },
      { name: `${marker} advanced`, amount: "25.5", currency: eur.id, recurring: hourly.id, description: "for growing agencies" },
      { name: `${marker} Cheap`, amount: "100", currency: usd.id, recurring: hourly.id, description: "hourly plan" },
    ];
    for (const spec of specs) {
      plans.push(await createPlan(clientPlan({ ...spec, user_type: "4", num_of_developers: "3", num_of_jobs: "" })));
    }
  });
  const ids = (body: { results: { id: number }[] }) => body.results.map((plan) => plan.id);
  const list = (query: string) => t.json(`subscription-plan/?user_type=4&search=${marker}&${query}`, { token: admin });

  it("lists the plans of one user type, newest first, paged", async () => {
    const answer = await t.json(`subscription-plan/?user_type=4&search=${marker}&page_size=2`, { token: admin });
    expect(answer.status).toBe(200);
    const page = planListSchema.parse(answer.body);
    expect(page.count).toBe(3);
    expect(ids(page)).toEqual([plans[2]?.id, plans[1]?.id]);
    expect(page.results[0]).toEqual(plans[2]);
    expect(page.next).toContain("page=2");
    const second = await t.json(`subscription-plan/?user_type=4&search=${marker}&page_size=2&page=2`, { token: admin });
    expect(ids(second.body)).toEqual([plans[0]?.id]);
    // Another type's list does not hold them.
    const clients = await t.json(`subscription-plan/?user_type=3&search=${marker}`, { token: admin });
    expect(clients.body.count).toBe(0);
  });

  it("searches name and description, every word, case-insensitively", async () => {
    expect(ids((await list("")).body)).toHaveLength(3);
    expect(ids((await t.json("subscription-plan/?user_type=4&search=zeta%20ADVANCED", { token: admin })).body)).toEqual([plans[1]?.id]);
    expect(ids((await t.json("subscription-plan/?user_type=4&search=growing%20agencies", { token: admin })).body)).toEqual([plans[1]?.id]);
  });

  it.each([
    ["id", [0, 1, 2]],
    ["-id", [2, 1, 0]],
    ["name", [1, 0, 2]],
    ["-name", [2, 0, 1]],
    ["amount", [1, 2, 0]],
    ["-amount", [0, 2, 1]],
    // Hourly before Monthly, then id in the same direction.
    ["recurring", [1, 2, 0]],
    ["-recurring", [0, 2, 1]],
    // EUR before USD, then id in the same direction.
    ["currency", [1, 0, 2]],
    ["-currency", [2, 0, 1]],
  ] as const)("orders by %s", async (ordering, order) => {
    const answer = await list(`ordering=${ordering}`);
    expect(answer.status).toBe(200);
    expect(ids(answer.body)).toEqual(order.map((index) => plans[index]?.id));
  });

  it.each([
    ["user_type missing", "", { user_type: [messages.required] }],
    ["user_type blank", "user_type=", { user_type: [messages.required] }],
    ["user_type of another kind", "user_type=6", { user_type: [planMessages.invalidChoice(6)] }],
    ["user_type not a number", "user_type=agency", { user_type: [planMessages.invalidChoice("agency")] }],
  ])("answers 400 for %s", async (_case, query, body) => {
    expect(await t.json(`subscription-plan/?${query}`, { token: admin })).toMatchObject({ status: 400, body });
  });

  it("answers 400 for an ordering it does not sort by and for a page size over 100", async () => {
    const answer = await t.json("subscription-plan/?user_type=3&ordering=description", { token: admin });
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body)).toEqual(["ordering"]);
    expect((await t.json("subscription-plan/?user_type=3&page_size=101", { token: admin })).status).toBe(400);
  });
});

describe("GET subscription-plan/{id}/", () => {
  it("answers one plan, and 404 for a missing or malformed id", async () => {
    const plan = await createPlan(clientPlan());
    expect(await t.json(`subscription-plan/${plan.id}/`, { token: admin })).toMatchObject({ status: 200, body: plan });
    expect(await t.json("subscription-plan/999999/", { token: admin })).toMatchObject({ status: 404, body: { detail: messages.notFound } });
    expect((await t.json("subscription-plan/abc/", { token: admin })).status).toBe(404);
  });
});

describe("PATCH subscription-plan/{id}/", () => {
  const patch = (id: number, fields: Record<string, string | number>, token = admin) =>
    t.json(`subscription-plan/${id}/`, { method: "PATCH", token, form: form(fields) });

  it("changes status, description and plan details (sanitized) and nothing else", async () => {
    const plan = await createPlan(clientPlan());
    const answer = await patch(plan.id, {
      status: "0",
      description: "  Now for everyone  ",
      plan_details: '<p>New <b onclick="x()">terms</b></p><p><br></p><script>bad()</script>',
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ ...plan, status: "0", description: "Now for everyone", plan_details: "<p>New <b>terms</b></p>" });
    expect((await t.json(`subscription-plan/${plan.id}/`, { token: admin })).body).toEqual(answer.body);
  });

  it("accepts JSON and the whole form sent back with equal values (amount, tax and name written differently)", async () => {
    const plan = await createPlan(clientPlan({ tax_percentage: "" }));
    const answer = await t.json(`subscription-plan/${plan.id}/`, {
      method: "PATCH",
      token: admin,
      json: {
        name: ` ${plan.name} `,
        user_type: 3,
        amount: 49.9,
        currency: usd.id,
        recurring: String(monthly.id),
        num_of_jobs: "5",
        num_of_developers: "",
        tax_percentage: "",
        description: "Edited",
        status: 1,
        plan_details: plan.plan_details,
      },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toEqual({ ...plan, description: "Edited" });
  });

  it("ignores the other type's count, as on create", async () => {
    const plan = await createPlan(clientPlan({ user_type: "4", num_of_developers: "8", num_of_jobs: "" }));
    const answer = await patch(plan.id, { num_of_jobs: "3", num_of_developers: "8", status: "0" });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ num_of_jobs: null, num_of_developers: 8, status: "0" });
  });

  it.each([
    ["name", { name: "Another name" }],
    ["user_type", { user_type: "5" }],
    ["amount", { amount: "50" }],
    ["currency", () => ({ currency: eur.id })],
    ["recurring", () => ({ recurring: hourly.id })],
    ["tax_percentage", { tax_percentage: "8" }],
    ["tax_percentage", { tax_percentage: "" }],
    ["num_of_jobs", { num_of_jobs: "6" }],
  ] as const)("refuses a change of the locked field %s (400) and changes nothing", async (field, fields) => {
    const plan = await createPlan(clientPlan());
    const sent = typeof fields === "function" ? fields() : fields;
    const answer = await patch(plan.id, { ...sent, status: "0", description: "not saved" });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ [field]: [planMessages.locked] });
    expect((await t.json(`subscription-plan/${plan.id}/`, { token: admin })).body).toEqual(plan);
  });

  it("refuses num_of_developers changed on an agency plan and lists every locked field sent changed", async () => {
    const plan = await createPlan(clientPlan({ user_type: "4", num_of_developers: "8" }));
    expect((await patch(plan.id, { num_of_developers: "9" })).body).toEqual({ num_of_developers: [planMessages.locked] });
    expect((await patch(plan.id, { name: "Other", amount: "1", currency: eur.id })).body).toEqual({
      name: [planMessages.locked],
      amount: [planMessages.locked],
      currency: [planMessages.locked],
    });
  });

  it.each([
    ["status not 1 or 0", { status: "3" }, "status", planMessages.invalidChoice("3")],
    ["status blank", { status: "" }, "status", messages.required],
    ["description over 255", { description: "d".repeat(256) }, "description", messages.maxChars(255)],
    ["plan details over the cap", { plan_details: "x".repeat(20_001) }, "plan_details", messages.maxChars(20_000)],
    ["an invalid amount", { amount: "abc" }, "amount", planMessages.validNumber],
  ])("answers 400 for %s", async (_case, fields, field, message) => {
    const plan = await createPlan(clientPlan());
    expect(await patch(plan.id, fields)).toMatchObject({ status: 400, body: { [field]: [message] } });
  });

  it("answers 404 for a missing plan, 401 without a token and 403 without the change permission", async () => {
    expect((await patch(999999, { status: "0" })).status).toBe(404);
    const plan = await createPlan(clientPlan());
    expect((await t.json(`subscription-plan/${plan.id}/`, { method: "PATCH", form: form({ status: "0" }) })).status).toBe(401);
    const token = await staffWithout("subscription.change_subscriptionplan");
    expect(await patch(plan.id, { status: "0" }, token)).toMatchObject({ status: 403, body: { detail: messages.permissionDenied } });
    expect((await t.json(`subscription-plan/${plan.id}/`, { token: admin })).body.status).toBe("1");
  });
});
