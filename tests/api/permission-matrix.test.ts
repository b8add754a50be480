// Every endpoint of contract/endpoints.ts × (anonymous, signed in without its permission, signed
// in with exactly that permission), generated from the table: a handler that forgets its guard,
// or checks another code than the table's, fails here. The provider's routes are checked against
// the table too, so an endpoint cannot escape the matrix by being left out of it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Endpoint, endpointPath, endpoints, type EndpointName } from "#contract/endpoints";
import { messages } from "#contract/messages";
import type { PermissionCode } from "#contract/permissions";
import { API_BASE_PATH } from "../../api/index";
import { createAuthToken } from "../../api/data/account";
import { pdf, uploadForm } from "./fixtures";
import { grantable, permissionIdLookup } from "./permission-ids";
import { addRequest, createAgency, createClient, createDeveloper, createFreelancer } from "./marketplace-fixtures";
import { createTestApi, TEST_MARKETPLACE_TOKEN, type TestApi } from "./harness";

let t: TestApi;

/** Real rows for the path parameters; each DELETE gets a row of its own so the others keep theirs. */
type Fixtures = {
  technology: number;
  technologyToDelete: number;
  profileType: number;
  profileTypeToDelete: number;
  skill: number;
  skillToDelete: number;
  role: number;
  roleToDelete: number;
  subAdmin: number;
  subAdminToDelete: number;
  plan: number;
  mediaName: string;
  client: number;
  clientToDelete: number;
  agency: number;
  agencyToDelete: number;
  developer: number;
  freelancer: number;
  freelancerToDelete: number;
  pendingRequest: number;
  rejectedRequest: number;
};
let fixtures: Fixtures;

type Caller = { token: string; userId: number };

/** Path parameters per endpoint; the caller's own id where the endpoint is about the caller. */
const pathParams: Partial<Record<EndpointName, (caller: Caller | undefined) => Record<string, string | number>>> = {
  updateUser: (caller) => ({ id: caller?.userId ?? 1 }),
  media: () => ({ name: fixtures.mediaName }),
  // Nobody's notification: 404 for a signed-in caller, and the guard must answer first.
  markNotificationRead: () => ({ id: 2_000_000_000 }),
  technologyGet: () => ({ id: fixtures.technology }),
  technologyUpdate: () => ({ id: fixtures.technology }),
  technologyDelete: () => ({ id: fixtures.technologyToDelete }),
  profileTypeGet: () => ({ id: fixtures.profileType }),
  profileTypeUpdate: () => ({ id: fixtures.profileType }),
  profileTypeDelete: () => ({ id: fixtures.profileTypeToDelete }),
  skillGet: () => ({ id: fixtures.skill }),
  skillSubSkills: () => ({ id: fixtures.skill }),
  skillUpdate: () => ({ id: fixtures.skill }),
  skillDelete: () => ({ id: fixtures.skillToDelete }),
  roleGet: () => ({ id: fixtures.role }),
  roleUpdate: () => ({ id: fixtures.role }),
  roleDelete: () => ({ id: fixtures.roleToDelete }),
  subAdminGet: () => ({ id: fixtures.subAdmin }),
  subAdminUpdate: () => ({ id: fixtures.subAdmin }),
  subAdminDelete: () => ({ id: fixtures.subAdminToDelete }),
  planGet: () => ({ id: fixtures.plan }),
  planUpdate: () => ({ id: fixtures.plan }),
  clientGet: () => ({ id: fixtures.client }),
  clientDelete: () => ({ id: fixtures.clientToDelete }),
  agencyGet: () => ({ id: fixtures.agency }),
  agencyDelete: () => ({ id: fixtures.agencyToDelete }),
  agencyDevelopers: () => ({ id: fixtures.agency }),
  agencyDeveloperGet: () => ({ agencyId: fixtures.agency, id: fixtures.developer }),
  agencyDeveloperProjects: () => ({ agencyId: fixtures.agency, id: fixtures.developer }),
  agencyDeveloperCertifications: () => ({ agencyId: fixtures.agency, id: fixtures.developer }),
  freelancerGet: () => ({ id: fixtures.freelancer }),
  freelancerDelete: () => ({ id: fixtures.freelancerToDelete }),
  freelancerProjects: () => ({ id: fixtures.freelancer }),
  freelancerCertifications: () => ({ id: fixtures.freelancer }),
  userRequestGet: () => ({ id: fixtures.pendingRequest }),
  userRequestDecide: () => ({ id: fixtures.pendingRequest }),
  rejectionGet: () => ({ id: fixtures.rejectedRequest }),
  clientUpdate: () => ({ id: fixtures.client }),
  clientAssignAgency: () => ({ id: fixtures.client }),
  agencyUpdate: () => ({ id: fixtures.agency }),
  freelancerUpdate: () => ({ id: fixtures.freelancer }),
  freelancerPortfolioSave: () => ({ id: fixtures.freelancer }),
  freelancerProjectCreate: () => ({ id: fixtures.freelancer }),
  // No such project or certificate: past the guard, 404.
  freelancerProjectUpdate: () => ({ id: fixtures.freelancer, projectId: 2_000_000_000 }),
  freelancerProjectDelete: () => ({ id: fixtures.freelancer, projectId: 2_000_000_000 }),
  freelancerCertificatesSave: () => ({ id: fixtures.freelancer }),
  freelancerCertificateDelete: () => ({ id: fixtures.freelancer, certificateId: 2_000_000_000 }),
};

/** Queries a list needs to answer 200 rather than 400. */
const queries: Partial<Record<EndpointName, string>> = {
  planList: "?user_type=3",
  contactUsList: "?user_type=1",
  userRequestList: "?user_type=3",
  rejectionList: "?user_type=3",
};

// One signed-in staff user per permission set, created on first use and shared by every case.
// Codes come through a role (`via: "role"`) or are held directly, the two ways a sub admin gets them.
const callers = new Map<string, Promise<Caller>>();
function signedIn(codes: readonly PermissionCode[], via: "role" | "direct" = "direct"): Promise<Caller> {
  const key = `${via}:${[...codes].sort().join(",")}`;
  let caller = callers.get(key);
  if (!caller) {
    caller = newCaller(codes, via);
    callers.set(key, caller);
  }
  return caller;
}

// A token issued as login/ issues it, without hashing a password per caller (login/ has its own tests).
async function newCaller(codes: readonly PermissionCode[], via: "role" | "direct" = "direct"): Promise<Caller> {
  const user = await t.createStaffUser({ password: null, ...(via === "role" ? { role: { permissions: [...codes] } } : { permissions: [...codes] }) });
  return { token: (await createAuthToken(t.db, user.id, t.clock.now()))?.key ?? "", userId: user.id };
}

/** A token nobody was given. */
const unknownToken: Caller = { token: "0".repeat(64), userId: 1 };

/**
 * The endpoint called as `caller` (anonymous when undefined) with no body: a guard answers before
 * any parsing, and past it an empty body is a 400 (POST) or changes nothing (PATCH).
 */
async function call(name: EndpointName, caller: Caller | undefined): Promise<{ status: number; body: unknown }> {
  const endpoint: Endpoint = endpoints[name];
  const path = endpointPath(name, pathParams[name]?.(caller)) + (queries[name] ?? "");
  const response = await t.request(path, { method: endpoint.method, token: caller?.token });
  // media/ answers the stored file's bytes.
  const isJson = response.headers.get("content-type")?.startsWith("application/json") ?? false;
  return { status: response.status, body: isJson ? await response.json() : await response.text() };
}

const required = (endpoint: Endpoint): PermissionCode[] => (endpoint.permission === undefined ? [] : [endpoint.permission].flat());
const allGrantable = grantable.map((entry) => entry.code);

beforeAll(async () => {
  t = await createTestApi();
  const admin = await t.loginAdmin();
  const permissionId = await permissionIdLookup(t.db);
  const created = async (path: string, body: { json?: unknown; form?: FormData }): Promise<number> => {
    const answer = await t.json(path, { token: admin, ...body });
    expect(answer.status, `${path} ${JSON.stringify(answer.body)}`).toBe(201);
    return answer.body.id as number;
  };
  let serial = 0;
  const title = (kind: string) => `Matrix ${kind} ${++serial}`;
  const form = (fields: Record<string, string | number | number[]>) => {
    const data = new FormData();
    for (const [key, value] of Object.entries(fields)) for (const item of [value].flat()) data.append(key, String(item));
    return data;
  };
  const [currency] = (await t.json("currency/", { token: admin })).body as { id: number }[];
  const [recurring] = (await t.json("recurring/", { token: admin })).body as { id: number }[];
  const role = await created("roles/", { json: { name: title("role"), permissions: [permissionId("common.view_skill")] } });
  const subAdmin = (email: string) =>
    created("user-invitation/", { form: form({ email, groups: role, user_permissions: [permissionId("common.view_skill")] }) });
  const agency = await createAgency(t.db);
  const requester = await createClient(t.db);
  const stored = await t.json("upload_file/", { token: admin, form: uploadForm(pdf(), "matrix.pdf") });
  expect(stored.status).toBe(201);
  fixtures = {
    technology: await created("technology/", { json: { title: title("technology"), status: 1 } }),
    technologyToDelete: await created("technology/", { json: { title: title("technology"), status: 1 } }),
    profileType: await created("profile-type/", { json: { title: title("profile type"), status: 1 } }),
    profileTypeToDelete: await created("profile-type/", { json: { title: title("profile type"), status: 1 } }),
    skill: await created("skill/", { json: { title: title("skill"), status: 1 } }),
    skillToDelete: await created("skill/", { json: { title: title("skill"), status: 1 } }),
    role,
    roleToDelete: await created("roles/", { json: { name: title("role"), permissions: [permissionId("common.view_skill")] } }),
    subAdmin: await subAdmin("matrix-sub-admin@example.com"),
    subAdminToDelete: await subAdmin("matrix-sub-admin-deleted@example.com"),
    plan: await created("subscription-plan/", {
      form: form({
        name: title("plan"),
        user_type: 3,
        amount: "10",
        currency: currency?.id ?? 0,
        recurring: recurring?.id ?? 0,
        num_of_jobs: 1,
        tax_percentage: "0",
        description: "Matrix",
        status: 1,
        plan_details: "<p>Matrix</p>",
      }),
    }),
    mediaName: String(stored.body.file).split("/").pop() ?? "",
    client: await createClient(t.db),
    clientToDelete: await createClient(t.db),
    agency,
    agencyToDelete: await createAgency(t.db),
    developer: await createDeveloper(t.db, agency),
    freelancer: await createFreelancer(t.db),
    freelancerToDelete: await createFreelancer(t.db),
    pendingRequest: await addRequest(t.db, requester, 3, 1),
    rejectedRequest: await addRequest(t.db, requester, 3, 3),
  };
});
afterAll(async () => {
  await t?.close();
});

describe("the endpoint table covers the provider", () => {
  it("lists every method and path the provider registers", () => {
    const tablePaths = new Set(Object.values(endpoints).map((endpoint: Endpoint) => `${endpoint.method} ${endpoint.path.replace(/\{\w+\}/g, ":param")}`));
    const registered = t.api.app.routes
      .filter((route) => route.method !== "ALL" && route.path.startsWith(`${API_BASE_PATH}/`))
      .map((route) => `${route.method} ${route.path.slice(API_BASE_PATH.length + 1).replace(/:\w+/g, ":param")}`);
    expect(registered.length).toBeGreaterThan(0);
    expect([...new Set(registered)].filter((route) => !tablePaths.has(route))).toEqual([]);
  });
});

describe.each(Object.keys(endpoints) as EndpointName[])("%s", (name) => {
  const endpoint: Endpoint = endpoints[name];
  const codes = required(endpoint);
  const label = `${endpoint.method} ${endpoint.path}`;

  if (endpoint.service) {
    it(`${label}: 401 without the service's token and for a staff token, let in with it`, async () => {
      expect((await call(name, undefined)).status).toBe(401);
      expect((await call(name, await signedIn(allGrantable))).status).toBe(401);
      const answer = await call(name, { token: TEST_MARKETPLACE_TOKEN, userId: 0 });
      expect([401, 403], JSON.stringify(answer.body)).not.toContain(answer.status);
    });
  } else if (endpoint.auth) {
    it(`${label}: 401 for an anonymous caller and for an unknown token`, async () => {
      expect(await call(name, undefined)).toMatchObject({ status: 401, body: { detail: messages.notAuthenticated } });
      expect(await call(name, unknownToken)).toMatchObject({ status: 401, body: { detail: messages.invalidToken } });
    });
  } else {
    it(`${label}: answers an anonymous caller (no guard)`, async () => {
      expect([401, 403]).not.toContain((await call(name, undefined)).status);
    });
  }

  if (codes.length > 0) {
    it(`${label}: 403 for a caller holding every permission but ${codes.join(", ")}`, async () => {
      const caller = await signedIn(allGrantable.filter((code) => !codes.includes(code)), "role");
      expect(await call(name, caller)).toMatchObject({ status: 403, body: { detail: messages.permissionDenied } });
    });
    for (const code of codes) {
      it(`${label}: let in with ${code} alone`, async () => {
        const answer = await call(name, await signedIn([code]));
        expect([401, 403], JSON.stringify(answer.body)).not.toContain(answer.status);
      });
    }
  } else if (endpoint.auth) {
    it(`${label}: let in for a caller holding no permission`, async () => {
      // logout/ ends the token it is called with: a caller of its own, not the shared one.
      const caller = name === "logout" ? await newCaller([]) : await signedIn([]);
      const answer = await call(name, caller);
      expect([401, 403], JSON.stringify(answer.body)).not.toContain(answer.status);
    });
  }
});
