// The provider is built from the endpoint definitions: each is registered once, nothing else is
// routed, and every list follows the one ordering rule.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Endpoint } from "#contract/endpoint";
import { endpointPath, endpoints, type EndpointName } from "#contract/endpoints";
import { API_BASE_PATH } from "../../api/app";
import { registeredEndpoints, routePath } from "../../api/endpoint";
import { createTestApi, type TestApi } from "./harness";

/** Lists whose order is fixed (newest first, by name): they take no `ordering` at all. */
// An agency's developers, projects and certificates: newest first, as the detail pages show them (decision 040).
const FIXED_ORDER_LISTS: readonly EndpointName[] = [
  "notifications",
  "roleOptions",
  "agencyDevelopers",
  "agencyDeveloperProjects",
  "agencyDeveloperCertifications",
  "freelancerProjects",
  "freelancerCertifications",
];

let t: TestApi;

beforeAll(async () => {
  t = await createTestApi();
});
afterAll(async () => {
  await t?.close();
});

const definitions = Object.entries(endpoints) as [EndpointName, Endpoint][];

describe("the provider's routes", () => {
  it("register every endpoint definition exactly once", () => {
    const registered = [...registeredEndpoints(t.api.app)].sort();
    expect(registered).toEqual(Object.keys(endpoints).sort());
  });

  it("are the definitions' methods and paths, and no other (besides the catch-all 404)", () => {
    const routed = new Set(t.api.app.routes.filter((route) => route.method !== "ALL").map((route) => `${route.method} ${route.path}`));
    const defined = new Set(definitions.map(([, definition]) => `${definition.method} ${API_BASE_PATH}${routePath(definition.path)}`));
    expect([...routed].sort()).toEqual([...defined].sort());
  });
});

describe("every list", () => {
  const lists = definitions.filter(([, definition]) => definition.query?.shape.page !== undefined);

  it("is found (the table has lists)", () => {
    expect(lists.length).toBeGreaterThan(10);
  });

  it.each(lists.map(([name]) => name))("%s answers 400 for an unknown ordering field, or has a fixed order", async (name) => {
    const definition: Endpoint = endpoints[name];
    if (!definition.query?.shape.ordering) {
      expect(FIXED_ORDER_LISTS).toContain(name);
      return;
    }
    const token = definition.auth ? await t.loginAdmin() : undefined;
    const path = endpointPath(name, { id: 1 });
    const answer = await t.json(`${path}?ordering=not_a_field`, { token });
    expect(answer.status).toBe(400);
    expect(answer.body).toHaveProperty("ordering");
  });
});
