// Every admin route's loader and action refuse, with the app's own guard, a session without the
// route's permission: /notfound, before any API call but the guard's users/. The routes come from
// the app's route table (app/routes.ts); the permission each needs is read from its URL (area and
// verb) or, where the URL cannot say it, from the table below. The API stand-in answers users/ only, so a guard
// that is missing, or asks for another code, shows up as a call the route was not allowed to make.
import path from "node:path";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { endpointPath } from "#contract/endpoints";
import { permissionCatalogue, type PermissionCode } from "#contract/permissions";
import type { UserDetails } from "#contract/user";
import { registerEmbeddedApi } from "~/models/api.server";
import { createUserSession } from "~/models/session.server";
import { ADMIN_LAYOUT_FILE, appRouteManifest, fullPath, isUnder } from "../app-routes";

const APP_URL = "http://app.test";
const APP_DIR = path.resolve(import.meta.dirname, "../../app");

/** A route's permission: one code, any one of several, or none beyond being signed in. */
type Required = { codes: PermissionCode[] } | "signed-in";
type RoutePermissions = { loader: Required; action: Required };

// The codes of each area's model by verb: what a route's URL says.
const areas: Record<string, Partial<Record<"view" | "add" | "change" | "delete", PermissionCode>>> = {
  technology: { view: "common.view_technology", add: "common.add_technology", change: "common.change_technology", delete: "common.delete_technology" },
  "profile-type": { view: "common.view_profiletype", add: "common.add_profiletype", change: "common.change_profiletype", delete: "common.delete_profiletype" },
  skill: { view: "common.view_skill", add: "common.add_skill", change: "common.change_skill", delete: "common.delete_skill" },
  role: { view: "auth.view_group", add: "auth.add_group", change: "auth.change_group", delete: "auth.delete_group" },
  "sub-admin": { view: "user.can_view_sub_admin", add: "user.can_add_sub_admin", change: "user.can_change_sub_admin", delete: "user.can_delete_sub_admin" },
  "manage-subscription": {
    view: "subscription.view_subscriptionplan",
    add: "subscription.add_subscriptionplan",
    change: "subscription.change_subscriptionplan",
  },
  "contact-us": { view: "common.view_contactus" },
};
const verbs: Record<string, "add" | "change" | "delete"> = { add: "add", edit: "change", delete: "delete" };
// Segments that name no verb: path parameters, a sub-resource of the area.
const neutral = (segment: string) => segment.startsWith(":") || segment === "sub-skill";

const SIGNED_IN_LAYOUT = "the signed-in layout";

/** Routes whose URL cannot say what their loader and action need. */
const table: Record<string, Partial<RoutePermissions>> = {
  [SIGNED_IN_LAYOUT]: { loader: "signed-in" },
  "/dashboard": { loader: { codes: ["main.view_dashboard"] } },
  // The benchmark's signed-in floor (decision 069): any admin.
  "/bench-signed-in": { loader: "signed-in" },
  "/user-profile": { loader: { codes: ["main.view_userProfile"] }, action: { codes: ["main.view_userProfile"] } },
  "/skill/:id": { loader: { codes: ["common.view_skill"] }, action: { codes: ["common.change_skill"] } },
  "/sub-admin/role-permissions": { loader: { codes: ["user.can_add_sub_admin", "user.can_change_sub_admin"] } },
  // The list named by `:file` decides; tried with technology.csv (every list: tests/routes/list-export.test.ts).
  "/export/:file": { loader: { codes: ["common.view_technology"] } },
  // Each tab needs its kind's view code; an admin with none goes to /dashboard, not /notfound.
  "/manage-users": { loader: "signed-in" },
  "/manage-users/client/:id/delete": { loader: { codes: ["user.can_delete_client"] }, action: { codes: ["user.can_delete_client"] } },
  "/manage-users/agency/:id/delete": { loader: { codes: ["user.can_delete_agency"] }, action: { codes: ["user.can_delete_agency"] } },
  "/manage-users/freelancer/:id/delete": { loader: { codes: ["user.can_delete_freelancer"] }, action: { codes: ["user.can_delete_freelancer"] } },
  "/manage-user/client-details/:id": { loader: { codes: ["user.can_view_client"] } },
  "/manage-user/client-details/:id/agency-log": { loader: { codes: ["user.can_view_client"] } },
  // Assign New Agency (decision 056) writes the client's assigned-agency log: the client change code.
  "/manage-user/client-details/:id/assign-agency": { loader: { codes: ["user.can_change_client"] }, action: { codes: ["user.can_change_client"] } },
  // Marketplace users' detail pages: a developer is seen with the agency view (spec §6).
  "/manage-user/agency-details/:id": { loader: { codes: ["user.can_view_agency"] } },
  "/manage-user/:agencyId/developer-details/:id": { loader: { codes: ["user.can_view_agency"] } },
  "/manage-user/freelancer-details/:id": { loader: { codes: ["user.can_view_freelancer"] } },
  // Edit User of a client or an agency (issue 13): the kind's change code.
  "/manage-user/client-update/:id": { loader: { codes: ["user.can_change_client"] }, action: { codes: ["user.can_change_client"] } },
  "/manage-user/agency-update/:id": { loader: { codes: ["user.can_change_agency"] }, action: { codes: ["user.can_change_agency"] } },
  "/manage-user/client-update": { loader: { codes: ["user.can_change_client"] } },
  "/manage-user/agency-update": { loader: { codes: ["user.can_change_agency"] } },
  "/manage-user/freelancer-update": { loader: { codes: ["user.can_change_freelancer"] } },
  "/manage-user/freelancer-update/:id": { loader: { codes: ["user.can_change_freelancer"] }, action: { codes: ["user.can_change_freelancer"] } },
  "/manage-user/freelancer-update/:id/professional": { loader: { codes: ["user.can_change_freelancer"] }, action: { codes: ["user.can_change_freelancer"] } },
  "/manage-user/freelancer-update/:id/projects": { loader: { codes: ["user.can_change_freelancer"] } },
  "/manage-user/freelancer-update/:id/projects/add": { loader: { codes: ["user.can_change_freelancer"] }, action: { codes: ["user.can_change_freelancer"] } },
  "/manage-user/freelancer-update/:id/projects/:projectId/edit": { loader: { codes: ["user.can_change_freelancer"] }, action: { codes: ["user.can_change_freelancer"] } },
  "/manage-user/freelancer-update/:id/projects/:projectId/delete": { loader: { codes: ["user.can_change_freelancer"] }, action: { codes: ["user.can_change_freelancer"] } },
  "/manage-user/freelancer-update/:id/certificates": { loader: { codes: ["user.can_change_freelancer"] }, action: { codes: ["user.can_change_freelancer"] } },
  "/manage-user/freelancer-update/:id/certificates/:certificateId/delete": { loader: { codes: ["user.can_change_freelancer"] }, action: { codes: ["user.can_change_freelancer"] } },
  // Request review lists (decision 046): the user-request view code (request-review spec §6).
  "/new-request": { loader: { codes: ["user.view_userrequest"] } },
  "/updated-request": { loader: { codes: ["user.view_userrequest"] } },
  "/developer-requests": { loader: { codes: ["user.view_userrequest"] } },
  "/rejected-logs": { loader: { codes: ["user.view_userrequest"] } },
  // Request details (decision 047) with their decisions (decision 048): each decision its own code.
  ...Object.fromEntries(
    ["/new-requests/client-view", "/new-requests/agency-view", "/new-requests/freelancer-view", "/updated-request/client-view", "/updated-request/agency-view", "/updated-request/freelancer-view", "/developer-requests"].flatMap((detail) => [
      [`${detail}/:id`, { loader: { codes: ["user.view_userrequest"] } }],
      [`${detail}/:id/approve`, { loader: { codes: ["user.approve_userrequest"] }, action: { codes: ["user.approve_userrequest"] } }],
      [`${detail}/:id/reject`, { loader: { codes: ["user.reject_userrequest"] }, action: { codes: ["user.reject_userrequest"] } }],
    ]),
  ),
  ...Object.fromEntries(["client", "agency", "freelancer", "agency-developer"].map((kind) => [`/rejected-logs/${kind}-view/:id`, { loader: { codes: ["user.view_userrequest"] } }])),
};

/**
 * What the route's URL says its loader and action need; nothing when the URL does not say it.
 * A URL without a verb (a list or detail page) says nothing of an action: such actions change
 * data, and the table says which code they need.
 */
function fromPath(routePath: string): Partial<RoutePermissions> {
  const [, areaSegment = "", ...rest] = routePath.split("/");
  const codes = areas[areaSegment];
  const named = rest.filter((segment) => !neutral(segment));
  if (!codes || named.length > 1) return {};
  const verb = named[0] === undefined ? undefined : verbs[named[0]];
  const code = codes[verb ?? "view"];
  if (!code || (named[0] !== undefined && !verb)) return {};
  return verb ? { loader: { codes: [code] }, action: { codes: [code] } } : { loader: { codes: [code] } };
}

type RouteModule = { loader?: (args: LoaderFunctionArgs) => unknown; action?: (args: ActionFunctionArgs) => unknown };
const manifest = appRouteManifest();
const adminLayoutId = Object.values(manifest).find((route) => route.file === ADMIN_LAYOUT_FILE)!.id;
/** The signed-in layout and every route under it, by URL pattern ("/technology/:id/edit"). */
const adminRoutes = new Map(
  Object.values(manifest)
    .filter((route) => route.id === adminLayoutId || isUnder(manifest, route.id, adminLayoutId))
    .map((route) => [route.id === adminLayoutId ? SIGNED_IN_LAYOUT : fullPath(manifest, route.id), route.file] as const),
);
const routeIds = [...adminRoutes.keys()].sort();
const modules = new Map<string, RouteModule>(
  await Promise.all([...adminRoutes].map(async ([routeId, file]) => [routeId, (await import(path.join(APP_DIR, file))) as RouteModule] as const)),
);
const handlersOf = (routeId: string) => (["loader", "action"] as const).filter((kind) => modules.get(routeId)?.[kind]);

// ---------------------------------------------------------------- the API stand-in

type Call = { method: string; path: string };
let calls: Call[] = [];
const users = new Map<string, UserDetails>();
const USERS_PATH = `/api/v1/${endpointPath("currentUser")}`;

async function standInApi(request: Request): Promise<Response> {
  const url = new URL(request.url);
  calls.push({ method: request.method, path: url.pathname });
  const token = /^Token (\S+)$/.exec(request.headers.get("authorization") ?? "")?.[1] ?? "";
  const user = users.get(token);
  if (request.method === "GET" && url.pathname === USERS_PATH && user) return Response.json(user);
  if (!user) return Response.json({ detail: "Invalid token." }, { status: 401 });
  // Past the guard: the route may call the API; a refused session never gets here.
  return Response.json({ detail: "Not served by the stand-in." }, { status: 503 });
}

let nextUserId = 1;
/** A session cookie of a signed-in admin holding exactly `codes`. */
async function sessionHolding(codes: readonly string[]): Promise<string> {
  const id = nextUserId++;
  const token = `token-${id}`.padEnd(64, "0");
  users.set(token, { id, username: `admin${id}`, email: `admin${id}@example.com`, first_name: "Ada", last_name: "Admin", profile_image: null, user_type: null, user_permissions: [...codes] });
  const response = await createUserSession({
    request: new Request(`${APP_URL}/login`, { method: "POST" }),
    token,
    expiry: new Date(Date.now() + 3600_000).toISOString(),
  });
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

// ---------------------------------------------------------------- calling a route

const paramValues: Record<string, string> = { id: "7", subId: "8", type: "client", uid: "MQ", token: "abc", file: "technology.csv" };

function routeUrl(routePath: string): { url: string; params: Record<string, string> } {
  const params: Record<string, string> = {};
  const segments = (routePath === SIGNED_IN_LAYOUT ? "/" : routePath)
    .split("/")
    .slice(1)
    .map((segment) => {
      const name = /^:(\w+)$/.exec(segment)?.[1];
      if (!name) return segment;
      params[name] = paramValues[name] ?? "1";
      return params[name];
    });
  return { url: `${APP_URL}/${segments.join("/")}`, params };
}

type Outcome = { refusedTo: string | null; calls: Call[] };

async function run(routeId: string, kind: "loader" | "action", cookie: string | undefined): Promise<Outcome> {
  const handler = modules.get(routeId)?.[kind];
  if (!handler) throw new Error(`${routeId} has no ${kind}`);
  const { url, params } = routeUrl(routeId);
  const headers = new Headers(cookie ? { Cookie: cookie } : {});
  const init: RequestInit =
    kind === "action" ? { method: "POST", headers: { ...Object.fromEntries(headers), "Content-Type": "application/x-www-form-urlencoded" }, body: "" } : { headers };
  calls = [];
  const result = await Promise.resolve()
    .then(() => handler({ request: new Request(url, init), params, context: { cspNonce: "" } }))
    .catch((error: unknown) => error);
  const redirectTo = result instanceof Response && result.status >= 300 && result.status < 400 ? result.headers.get("Location") : null;
  const refusedTo = redirectTo === "/notfound" || redirectTo?.startsWith("/login") ? redirectTo : null;
  return { refusedTo, calls: calls.filter((call) => call.path !== USERS_PATH) };
}

// ---------------------------------------------------------------- the test

beforeAll(() => {
  process.env.SESSION_SECRET = "route-permissions-secret-0123456789abcdef0123";
  delete process.env.API_URL;
  registerEmbeddedApi(standInApi);
});
afterEach(() => {
  vi.restoreAllMocks();
});
afterAll(() => {
  registerEmbeddedApi(undefined);
});

const allCodes = permissionCatalogue.map((entry) => entry.code);

describe("admin routes of the route table", () => {
  it("are found, and each loader and action has a permission from its URL or the table", () => {
    expect(routeIds.length).toBeGreaterThan(30);
    const unknown = routeIds.flatMap((routeId) => handlersOf(routeId).filter((kind) => !permissionsOf(routeId)[kind]).map((kind) => `${routeId} ${kind}`));
    expect(unknown, "add these to the table of tests/routes/route-permissions.test.ts").toEqual([]);
  });

  it("has no table entry for a route that is gone", () => {
    expect(Object.keys(table).filter((routeId) => !routeIds.includes(routeId))).toEqual([]);
  });
});

/** The table's entry, else what the URL says: an entry's missing half is not guessed. */
function permissionsOf(routeId: string): Partial<RoutePermissions> {
  return table[routeId] ?? fromPath(routeId);
}

describe.each(routeIds)("%s", (routeId) => {
  for (const kind of handlersOf(routeId)) {
    it(`${kind}: refuses a signed-out request, and one without the route's permission, before calling the API`, async () => {
      const required = permissionsOf(routeId)[kind];
      if (!required) return expect.fail(`${routeId} ${kind}: no permission from its URL or the table`);
      vi.spyOn(console, "error").mockImplementation(() => undefined);

      const signedOut = await run(routeId, kind, undefined);
      expect(signedOut.refusedTo ?? "no refusal", "signed out").toMatch(/^\/login/);
      expect(signedOut.calls, "signed out").toEqual([]);

      if (required !== "signed-in") {
        // Every other code held: a guard asking for the wrong one lets this session in.
        const without = await run(routeId, kind, await sessionHolding(allCodes.filter((code) => !required.codes.includes(code))));
        expect(without.refusedTo, `without ${required.codes.join(" or ")}`).toBe("/notfound");
        expect(without.calls, `without ${required.codes.join(" or ")}`).toEqual([]);
        // And the table is no stricter than the guard: each code alone gets past it.
        for (const code of required.codes) {
          expect((await run(routeId, kind, await sessionHolding([code]))).refusedTo, `with ${code} alone`).toBeNull();
        }
      } else {
        expect((await run(routeId, kind, await sessionHolding([]))).refusedTo, "signed in").toBeNull();
      }
    });
  }
});
