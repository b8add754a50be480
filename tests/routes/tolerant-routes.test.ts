// The routes that live with a failed call (the shell's notifications, the drawer's posts, the
// sub-admin form's role lookup): what they tolerate, and that the session's end (401) still
// ends the session through the session-bound client instead of being tolerated too.
import { createRequestHandler, type ServerBuild } from "@remix-run/node";
import { http, HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";
import { messages } from "#contract/messages";
import { loader as shellLoader } from "~/routes/shell/admin-layout";
import { loader as drawerPageLoader } from "~/routes/shell/notifications";
import { action as readAction } from "~/routes/shell/notification-read";
import { action as readAllAction } from "~/routes/shell/notifications-read-all";
import * as rolePermissionsRoute from "~/routes/sub-admins/role-permissions";
import { getToast } from "~/utils/toast.server";
import { cookiesFrom, MOCK_APP_URL, mockUrl, seedAdmin, server, sessionCookie, withMockApi } from "./api-mock";
import { testBuildBase } from "./server-config";

const rolePermissionsLoader = rolePermissionsRoute.loader;

withMockApi();

const context = { cspNonce: "" };

/** A signed-in admin holding `permissions`, and requests of theirs. */
async function admin(permissions?: string[]) {
  const { token } = seedAdmin(permissions);
  const cookie = await sessionCookie(token);
  return {
    get: (path: string) => new Request(`${MOCK_APP_URL}${path}`, { headers: { Cookie: cookie } }),
    post: (path: string, fields: Record<string, string>) =>
      new Request(`${MOCK_APP_URL}${path}`, {
        method: "POST",
        headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(fields),
      }),
  };
}

/** What the route answered or threw. */
async function outcome(run: () => Promise<unknown>): Promise<Response> {
  try {
    return (await run()) as Response;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

async function toastOf(response: Response) {
  return (await getToast(new Request(MOCK_APP_URL, { headers: { Cookie: cookiesFrom(response) } }))).toast;
}

const sessionEnded = async (response: Response) => {
  expect(response.headers.get("Location")).toMatch(/^\/login/);
  expect(await toastOf(response)).toMatchObject({ type: "error", message: messages.sessionExpired });
};

/** The drawer's and the role lookup's endpoints are GETs. */
const answering = (name: Parameters<typeof mockUrl>[0], status: number) =>
  http.get(mockUrl(name), () => HttpResponse.json({ detail: status === 404 ? messages.notFound : "Refused." }, { status }));

describe("the shell's notifications", () => {
  it("leave the shell usable when they fail, even with a 404", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const as = await admin();
    for (const status of [500, 404]) {
      server.use(answering("notifications", status));
      const page = (await shellLoader({ request: as.get("/dashboard?notifications=open"), params: {}, context })) as {
        unread: number;
        drawer: { failed: boolean } | null;
      };
      expect(page.unread).toBe(0);
      expect(page.drawer).toMatchObject({ failed: true });
    }
  });

  it("end the session on a 401", async () => {
    server.use(answering("notifications", 401));
    const request = (await admin()).get("/dashboard");
    await sessionEnded(await outcome(() => shellLoader({ request, params: {}, context })));
  });

  it("answer a drawer page past the end as empty, and a 401 as the session's end", async () => {
    const as = await admin();
    const past = await outcome(() => drawerPageLoader({ request: as.get("/notifications?page=9"), params: {}, context }));
    expect(await past.json()).toEqual({ page: 9, items: [], hasMore: false, unread: 0 });
    server.use(answering("notifications", 401));
    await sessionEnded(await outcome(() => drawerPageLoader({ request: as.get("/notifications?page=2"), params: {}, context })));
  });

  it("read a page number the lists would not take as page 1 (the API refuses one past its integer with a 400)", async () => {
    const as = await admin();
    const asked: (string | null)[] = [];
    server.use(
      http.get(mockUrl("notifications"), ({ request }) => {
        asked.push(new URL(request.url).searchParams.get("page"));
        return HttpResponse.json({ detail: messages.notFound }, { status: 404 });
      }),
    );
    for (const page of ["2147483648", "99999999", "1e3", "-2", "abc"]) {
      const answer = await outcome(() => drawerPageLoader({ request: as.get(`/notifications?page=${page}`), params: {}, context }));
      expect((await answer.json()).page, page).toBe(1);
    }
    expect(asked).toEqual(["1", "1", "1", "1", "1"]);
  });
});

describe("marking notifications read", () => {
  it("shows a refusal, a gone notification too, as a toast on the page it came from", async () => {
    server.use(answering("markNotificationRead", 404));
    const as = await admin();
    const read = await outcome(() => readAction({ request: as.post("/notifications/7/read", { redirectTo: "/role" }), params: { id: "7" }, context }));
    expect(read.headers.get("Location")).toBe("/role");
    expect(await toastOf(read)).toMatchObject({ type: "error", message: messages.notFound });
  });

  it("shows the shared message when marking all fails, and ends the session on a 401", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    server.use(http.get(mockUrl("markAllNotificationsRead"), () => HttpResponse.error(), { once: true }));
    const as = await admin();
    const failed = await outcome(() => readAllAction({ request: as.post("/notifications/read-all", { redirectTo: "/skill" }), params: {}, context }));
    expect(failed.headers.get("Location")).toBe("/skill");
    expect(await toastOf(failed)).toMatchObject({ type: "error", message: messages.somethingWrong });
    server.use(answering("markAllNotificationsRead", 401));
    await sessionEnded(await outcome(() => readAllAction({ request: as.post("/notifications/read-all", { redirectTo: "/skill" }), params: {}, context })));
  });
});

describe("a role's permissions for the sub-admin form", () => {
  const ADDER = ["main.view_dashboard", "user.can_add_sub_admin"];

  it("answers an unknown role (the API's 400) as the form's message, and a 404 as /notfound", async () => {
    server.use(http.get(mockUrl("permissions"), () => HttpResponse.json({ group: ["Invalid pk."] }, { status: 400 }), { once: true }));
    const as = await admin(ADDER);
    const refused = await rolePermissionsLoader({ request: as.get("/sub-admin/role-permissions?role=99"), params: {}, context });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ role: 99, permissions: [], error: "Invalid pk." });
    server.use(answering("permissions", 404));
    const missing = await outcome(() => rolePermissionsLoader({ request: as.get("/sub-admin/role-permissions?role=98"), params: {}, context }));
    expect(missing.headers.get("Location")).toBe("/notfound");
  });

  // The loader's return value cannot show this: Remix sends a resource route's non-Response answer
  // as JSON with 200, whatever status `data()` asked for (decision 036, /lookups).
  it("answers a refusal with its 400 through Remix's request handler", async () => {
    const path = "sub-admin/role-permissions";
    const build = {
      ...testBuildBase,
      entry: { module: { default: () => new Response("document") } },
      routes: {
        root: { id: "root", path: "", module: { default: () => null } },
        [path]: { id: path, parentId: "root", path, module: rolePermissionsRoute },
      },
      assets: { version: "test", url: "/assets/manifest-test.js", entry: { module: "/assets/entry.js", imports: [] }, routes: {} },
    } as unknown as ServerBuild;
    const handle = createRequestHandler(build, "production");
    const as = await admin(ADDER);
    const invalid = await handle(as.get(`/${path}?role=abc`), context);
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toEqual({ role: 0, permissions: [], error: "Select a valid role." });
    server.use(http.get(mockUrl("permissions"), () => HttpResponse.json({ group: ["Invalid pk."] }, { status: 400 }), { once: true }));
    const refused = await handle(as.get(`/${path}?role=99`), context);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ role: 99, permissions: [], error: "Invalid pk." });
  });
});
