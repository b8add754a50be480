import { MatchersV3 } from "@pact-foundation/pact";
import { describe, expect, it } from "vitest";
import { planMessages, type PlanPatch, type PlanRequest } from "#contract/subscription";
import { errorMessage } from "~/models/errors";
import { createPlan, getPlan, listCurrencies, listPlans, listRecurring, updatePlan } from "~/models/subscription.server";
import { againstMock, API_BASE_PATH, apiErrorOf, apiPath, authHeader, createPact, EXAMPLE_TOKEN } from "./pact";
import { states } from "./states";
import { PACT_CURRENCY_ID, PACT_NEW_PLAN, PACT_PLAN, PACT_RECURRING_ID } from "./states/subscription";

const { eachLike, fromProviderState, integer, regex, string } = MatchersV3;

const pact = createPact();

const EXAMPLE_PLAN_ID = 7;
const MISSING_PLAN_ID = 999999;
// A fixed boundary keeps the pact file byte-identical from one run to the next; the mock
// compares multipart bodies part by part, whatever boundary the client chose.
const BOUNDARY = "pact-plan-boundary-3b9e21";

/** The multipart body app/models sends for these form fields, as the pact stores it. */
function multipartRequest(fields: PlanPatch) {
  const parts = Object.entries(fields)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value === null ? "" : String(value)}\r\n`);
  return {
    headers: { ...authHeader, "Content-Type": regex("^multipart/form-data;\\s*boundary=\\S+$", `multipart/form-data; boundary=${BOUNDARY}`) },
    body: `${parts.join("")}--${BOUNDARY}--\r\n`,
  };
}

const decimal = (example: string) => regex("^\\d+\\.\\d{2}$", example);

/** The answer of the pact plan (state planExists), with matchers on what the screens read. */
function pactPlanBody(overrides: Record<string, unknown> = {}) {
  return {
    id: integer(EXAMPLE_PLAN_ID),
    name: string(PACT_PLAN),
    user_type: integer(3),
    amount: decimal("49.90"),
    currency: { id: integer(PACT_CURRENCY_ID), sign: string("$"), code: string("USD") },
    recurring: { id: integer(PACT_RECURRING_ID), name: string("Monthly") },
    description: string("Used by the pact"),
    tax_percentage: decimal("7.50"),
    status: regex("^[01]$", "1"),
    plan_details: string("<p>Pact details</p>"),
    num_of_jobs: integer(5),
    num_of_developers: null,
    ...overrides,
  };
}

const planPath = (id: number) =>
  fromProviderState(`${API_BASE_PATH}subscription-plan/\${planId}/`, apiPath("planGet", { id }));

describe("listPlans", () => {
  const query = { user_type: "3", page: "1", page_size: "10" };

  it("200: answers a page of one user type's plans", async () => {
    pact
      .given(states.adminSignedIn)
      .given(states.planExists)
      .uponReceiving("a request for the first page of client plans")
      .withRequest({ method: "GET", path: apiPath("planList"), headers: authHeader, query })
      .willRespondWith({
        status: 200,
        body: { count: integer(1), next: null, previous: null, results: eachLike(pactPlanBody()) },
      });
    await againstMock(pact, async () => {
      const list = await listPlans(EXAMPLE_TOKEN, 3, { page: 1, page_size: 10 });
      expect(list.results[0]).toMatchObject({ name: PACT_PLAN, amount: "49.90", currency: { sign: "$" }, num_of_jobs: 5 });
    });
  });

  it("400: refuses an ordering it does not sort by", async () => {
    pact
      .given(states.adminSignedIn)
      .uponReceiving("a request for client plans ordered by description")
      .withRequest({ method: "GET", path: apiPath("planList"), headers: authHeader, query: { ...query, ordering: "description" } })
      .willRespondWith({ status: 400, body: { ordering: eachLike(string("Ordering must be one of: id, name")) } });
    await againstMock(pact, async () => {
      const error = await apiErrorOf(listPlans(EXAMPLE_TOKEN, 3, { page: 1, page_size: 10, ordering: "description" }), 400);
      expect(errorMessage(error.body)).toBe("Ordering must be one of: id, name");
    });
  });
});

describe("getPlan", () => {
  it("200: answers one plan", async () => {
    pact
      .given(states.adminSignedIn)
      .given(states.planExists)
      .uponReceiving("a request for a plan")
      .withRequest({ method: "GET", path: planPath(EXAMPLE_PLAN_ID), headers: authHeader })
      .willRespondWith({ status: 200, body: pactPlanBody() });
    await againstMock(pact, async () => {
      const plan = await getPlan(EXAMPLE_TOKEN, EXAMPLE_PLAN_ID);
      expect(plan).toMatchObject({ id: EXAMPLE_PLAN_ID, tax_percentage: "7.50", recurring: { name: "Monthly" }, num_of_developers: null });
    });
  });

  it("404: answers not found for an unknown plan", async () => {
    pact
      .given(states.adminSignedIn)
      .uponReceiving("a request for an unknown plan")
      .withRequest({ method: "GET", path: apiPath("planGet", { id: MISSING_PLAN_ID }), headers: authHeader })
      .willRespondWith({ status: 404 });
    await againstMock(pact, async () => {
      await apiErrorOf(getPlan(EXAMPLE_TOKEN, MISSING_PLAN_ID), 404);
    });
  });
});

describe("createPlan", () => {
  const newPlan: PlanRequest = {
    name: PACT_NEW_PLAN,
    user_type: 4,
    amount: "120.5",
    currency: PACT_CURRENCY_ID,
    recurring: PACT_RECURRING_ID,
    num_of_developers: "10",
    tax_percentage: null,
    description: "Agencies up to 10 developers",
    status: "1",
    plan_details: "<p>Ten developers</p><p><br></p>",
  };

  it("201: adds a plan sent as form data", async () => {
    pact
      .given(states.adminSignedIn)
      .given(states.planOptionsExist)
      .uponReceiving("a request to add an agency plan")
      .withRequest({ method: "POST", path: apiPath("planCreate"), ...multipartRequest(newPlan) })
      .willRespondWith({
        status: 201,
        body: pactPlanBody({
          name: string(PACT_NEW_PLAN),
          user_type: integer(4),
          amount: decimal("120.50"),
          tax_percentage: null,
          description: string("Agencies up to 10 developers"),
          plan_details: string("<p>Ten developers</p>"),
          num_of_jobs: null,
          num_of_developers: integer(10),
        }),
      });
    await againstMock(pact, async () => {
      const plan = await createPlan(EXAMPLE_TOKEN, newPlan);
      expect(plan).toMatchObject({ name: PACT_NEW_PLAN, amount: "120.50", num_of_developers: 10, plan_details: "<p>Ten developers</p>" });
    });
  });

  it("400: refuses an amount of zero", async () => {
    const zero = { ...newPlan, amount: "0" };
    pact
      .given(states.adminSignedIn)
      .given(states.planOptionsExist)
      .uponReceiving("a request to add a plan with an amount of zero")
      .withRequest({ method: "POST", path: apiPath("planCreate"), ...multipartRequest(zero) })
      .willRespondWith({ status: 400, body: { amount: eachLike(string(planMessages.zeroNotAllowed)) } });
    await againstMock(pact, async () => {
      const error = await apiErrorOf(createPlan(EXAMPLE_TOKEN, zero), 400);
      expect(errorMessage(error.body)).toBe(planMessages.zeroNotAllowed);
    });
  });
});

describe("updatePlan", () => {
  const edit: PlanPatch = { status: "0", description: "Paused for now", plan_details: "<p>Paused</p><script>x()</script>" };

  it("200: changes status, description and plan details", async () => {
    pact
      .given(states.adminSignedIn)
      .given(states.planExists)
      .uponReceiving("a request to pause a plan")
      .withRequest({ method: "PATCH", path: planPath(EXAMPLE_PLAN_ID), ...multipartRequest(edit) })
      .willRespondWith({
        status: 200,
        body: pactPlanBody({ status: regex("^[01]$", "0"), description: string("Paused for now"), plan_details: string("<p>Paused</p>") }),
      });
    await againstMock(pact, async () => {
      const plan = await updatePlan(EXAMPLE_TOKEN, EXAMPLE_PLAN_ID, edit);
      expect(plan).toMatchObject({ status: "0", description: "Paused for now", plan_details: "<p>Paused</p>" });
    });
  });

  it("400: refuses a change of a locked field", async () => {
    const lockedChange: PlanPatch = { amount: "1", status: "0" };
    pact
      .given(states.adminSignedIn)
      .given(states.planExists)
      .uponReceiving("a request to change a plan's amount")
      .withRequest({ method: "PATCH", path: planPath(EXAMPLE_PLAN_ID), ...multipartRequest(lockedChange) })
      .willRespondWith({ status: 400, body: { amount: eachLike(string(planMessages.locked)) } });
    await againstMock(pact, async () => {
      const error = await apiErrorOf(updatePlan(EXAMPLE_TOKEN, EXAMPLE_PLAN_ID, lockedChange), 400);
      expect(errorMessage(error.body)).toBe(planMessages.locked);
    });
  });

  it("404: answers not found for an unknown plan", async () => {
    pact
      .given(states.adminSignedIn)
      .uponReceiving("a request to change an unknown plan")
      .withRequest({ method: "PATCH", path: apiPath("planUpdate", { id: MISSING_PLAN_ID }), ...multipartRequest(edit) })
      .willRespondWith({ status: 404 });
    await againstMock(pact, async () => {
      await apiErrorOf(updatePlan(EXAMPLE_TOKEN, MISSING_PLAN_ID, edit), 404);
    });
  });
});

describe("listCurrencies", () => {
  it("200: answers the currencies", async () => {
    pact
      .given(states.adminSignedIn)
      .given(states.planOptionsExist)
      .uponReceiving("a request for the currencies")
      .withRequest({ method: "GET", path: apiPath("currencies"), headers: authHeader })
      .willRespondWith({
        status: 200,
        body: eachLike({ id: integer(PACT_CURRENCY_ID), code: string("USD"), name: string("US Dollar"), sign: string("$") }),
      });
    await againstMock(pact, async () => {
      const currencies = await listCurrencies(EXAMPLE_TOKEN);
      expect(currencies[0]).toEqual({ id: PACT_CURRENCY_ID, code: "USD", name: "US Dollar", sign: "$" });
    });
  });
});

describe("listRecurring", () => {
  it("200: answers the plan periods", async () => {
    pact
      .given(states.adminSignedIn)
      .given(states.planOptionsExist)
      .uponReceiving("a request for the recurring periods")
      .withRequest({ method: "GET", path: apiPath("recurring"), headers: authHeader })
      .willRespondWith({
        status: 200,
        body: eachLike({ id: integer(1), name: string("Hourly"), unit: string("hour"), budget_min: integer(10), budget_max: integer(50) }),
      });
    await againstMock(pact, async () => {
      const periods = await listRecurring(EXAMPLE_TOKEN);
      expect(periods[0]).toEqual({ id: 1, name: "Hourly", unit: "hour", budget_min: 10, budget_max: 50 });
    });
  });
});
