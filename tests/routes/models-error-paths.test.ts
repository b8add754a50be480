import { http, HttpResponse } from "msw";
import { getToast } from "~/utils/toast.server";
import { describe, expect, it, vi } from "vitest";
import { messages } from "#contract/messages";
import { ApiError, ApiResponseFormatError, ApiUnavailableError } from "~/models/errors";
import { handleActionError } from "~/models/errors.server";
import { listNewestNotifications, listNotifications } from "~/models/notification.server";
import { REQUEST_ID_HEADER } from "#contract/shared-values";
import { createUserSession, logout, refreshSession, requireAdmin, sessionCookieName, sessionErrorResponse } from "~/models/session.server";
import { getCurrentUser, updateProfile } from "~/models/user.server";
import { cookiesFrom, db, MOCK_APP_URL, MOCK_PASSWORD, mockUrl, seedAdmin, server, sessionCookie, withMockApi } from "./api-mock";

async function toastOf(response: Response) {
  const { toast } = await getToast(new Request(MOCK_APP_URL, { headers: { Cookie: cookiesFrom(response) } }));
  return toast;
}

/** What a loader or action threw, or fails the test when it did not throw. */
async function thrown(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => expect.fail("expected a throw"),
    (reason: unknown) => reason,
  );
}

const signIn = sessionCookie;

function appRequest(path: string, cookie: string, init: RequestInit = {}): Request {
  return new Request(`${MOCK_APP_URL}${path}`, { ...init, headers: { Cookie: cookie, ...init.headers } });
}

withMockApi();

describe("sign-in and the guard over the mock API", () => {
  it("signs in with the success toast and lets the admin through", async () => {
    const { token } = seedAdmin();
    const response = await createUserSession({
      request: new Request(`${MOCK_APP_URL}/login`, { method: "POST" }),
      token,
      expiry: new Date(Date.now() + 3600_000).toISOString(),
      redirectTo: "/user-profile",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/user-profile");
    expect(await toastOf(response)).toMatchObject({ type: "success", message: messages.loginSuccess });
    const sessionCookie = response.headers.getSetCookie().find((c) => c.startsWith(`${sessionCookieName()}=`));
    expect(sessionCookie).toMatch(/HttpOnly/i);
    expect(sessionCookie).toMatch(/SameSite=Lax/i);

    const { user } = await requireAdmin(appRequest("/dashboard", cookiesFrom(response)), "main.view_dashboard");
    expect(user.username).toBe("admin");
  });

  it("refuses an unsafe redirect target after sign-in", async () => {
    const { token } = seedAdmin();
    const response = await createUserSession({
      request: new Request(`${MOCK_APP_URL}/login`, { method: "POST" }),
      token,
      expiry: new Date(Date.now() + 3600_000).toISOString(),
      redirectTo: "//evil.example/phish",
    });
    expect(response.headers.get("Location")).toBe("/dashboard");
  });

  it("sends a signed-out visitor to /login with the way back", async () => {
    const error = await thrown(requireAdmin(new Request(`${MOCK_APP_URL}/user-profile?tab=password`)));
    expect(error).toBeInstanceOf(Response);
    expect((error as Response).headers.get("Location")).toBe("/login?redirectTo=%2Fuser-profile%3Ftab%3Dpassword");
    // Never signed in: nothing expired, so /login says nothing.
    expect(await toastOf(error as Response)).toBeUndefined();
  });

  it("sends a user without the permission to /notfound", async () => {
    const { token } = seedAdmin(["main.view_dashboard"]);
    const cookie = await signIn(token);
    const error = await thrown(requireAdmin(appRequest("/technology", cookie), "common.view_technology"));
    expect((error as Response).headers.get("Location")).toBe("/notfound");
  });

  it("ends the session on a 401 from the API and goes to /login", async () => {
    const { token } = seedAdmin();
    const cookie = await signIn(token);
    server.use(http.get(mockUrl("currentUser"), () => HttpResponse.json({ detail: messages.invalidToken }, { status: 401 })));
    const error = (await thrown(requireAdmin(appRequest("/dashboard", cookie)))) as Response;
    expect(error.status).toBe(302);
    expect(error.headers.get("Location")).toBe("/login?redirectTo=%2Fdashboard");
    const cleared = error.headers.getSetCookie().find((c) => c.startsWith(`${sessionCookieName()}=`));
    expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect(await toastOf(error)).toMatchObject({ type: "error", message: messages.sessionExpired });
  });

  it("ends an idle session after 30 minutes and revokes its API token", async () => {
    const { token } = seedAdmin();
    const cookie = await signIn(token);
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 31 * 60_000);
    const error = (await thrown(requireAdmin(appRequest("/dashboard", cookie)))) as Response;
    expect(error.headers.get("Location")).toBe("/login?redirectTo=%2Fdashboard");
    expect(error.headers.getSetCookie().find((c) => c.startsWith(`${sessionCookieName()}=`))).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect(await toastOf(error)).toMatchObject({ type: "error", message: messages.sessionExpired });
    vi.useRealTimers();
    await expect(getCurrentUser(token)).rejects.toMatchObject({ status: 401 });
  });

  it("ends a session past its 12 hours on any page, public ones included: token revoked, cookie cleared", async () => {
    const { token } = seedAdmin();
    const cookie = await signIn(token);
    vi.useFakeTimers({ toFake: ["Date"] });
    // Active every 20 minutes, so only the absolute limit ends it.
    for (let minutes = 20; minutes <= 12 * 60; minutes += 20) {
      vi.setSystemTime(Date.now() + 20 * 60_000);
      await refreshSession(appRequest("/dashboard", cookie), new Headers());
    }
    vi.setSystemTime(Date.now() + 30 * 60_000);
    const headers = new Headers();
    await refreshSession(appRequest("/login", cookie), headers);
    expect(headers.getSetCookie().find((c) => c.startsWith(`${sessionCookieName()}=`))).toMatch(/Expires=Thu, 01 Jan 1970/);
    vi.useRealTimers();
    await expect(getCurrentUser(token)).rejects.toMatchObject({ status: 401 });
  });

  it("keeps the cookie past the session's 12 hours, so /login can say the session expired", async () => {
    const { token } = seedAdmin();
    const signedInAt = Date.now();
    const response = await createUserSession({
      request: new Request(`${MOCK_APP_URL}/login`, { method: "POST" }),
      token,
      expiry: new Date(signedInAt + 12 * 3600_000).toISOString(),
      redirectTo: "/dashboard",
    });
    const setCookie = response.headers.getSetCookie().find((c) => c.startsWith(`${sessionCookieName()}=`)) ?? "";
    const expires = Date.parse(/Expires=([^;]+)/.exec(setCookie)?.[1] ?? "");
    // A browser still sends it half an hour after the session's end: the app sees a session that ended.
    expect(expires).toBeGreaterThan(signedInAt + 12 * 3600_000 + 30 * 60_000);
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(signedInAt + 12 * 3600_000 + 30 * 60_000);
    const error = (await thrown(requireAdmin(appRequest("/dashboard", cookiesFrom(response))))) as Response;
    vi.useRealTimers();
    expect(error.headers.get("Location")).toBe("/login?redirectTo=%2Fdashboard");
    expect(await toastOf(error)).toMatchObject({ type: "error", message: messages.sessionExpired });
  });

  it("keeps the API token out of the readable cookie", async () => {
    const { token } = seedAdmin();
    const cookie = await signIn(token);
    const value = decodeURIComponent(cookie.split(`${sessionCookieName()}=`)[1]?.split(";")[0] ?? "");
    // A signed cookie session is base64 JSON, a dot, then the signature.
    const readable = Buffer.from(value.split(".")[0] ?? "", "base64").toString("utf8");
    expect(readable).toContain("sealedToken");
    expect(readable).not.toContain(token);
    expect(readable).not.toContain(token.slice(0, 16));
    await expect(requireAdmin(appRequest("/dashboard", cookie))).resolves.toMatchObject({ token });
  });

  it("slides the idle timeout at most once a minute", async () => {
    const { token } = seedAdmin();
    const cookie = await signIn(token);
    const soon = new Headers();
    await refreshSession(appRequest("/dashboard", cookie), soon);
    expect(soon.getSetCookie()).toEqual([]);

    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 20 * 60_000);
    const later = new Headers();
    await refreshSession(appRequest("/dashboard", cookie), later);
    expect(later.getSetCookie()).toHaveLength(1);
    // 20 more minutes: past the first 30, but the refreshed cookie keeps the session alive.
    vi.setSystemTime(Date.now() + 20 * 60_000);
    const refreshed = later.getSetCookie()[0]?.split(";")[0] ?? "";
    await expect(requireAdmin(appRequest("/dashboard", refreshed))).resolves.toMatchObject({ token });

    const alreadySet = new Headers({ "Set-Cookie": `${sessionCookieName()}=; Max-Age=0` });
    await refreshSession(appRequest("/dashboard", refreshed), alreadySet);
    expect(alreadySet.getSetCookie()).toHaveLength(1);
  });

  it("shares one users/ call between the loaders of one GET request, never with an action", async () => {
    const { token } = seedAdmin();
    const cookie = await signIn(token);
    let calls = 0;
    server.events.on("request:start", ({ request }) => {
      if (new URL(request.url).pathname.endsWith("/users/")) calls++;
    });
    const loaderRequest = () => appRequest("/dashboard", cookie, { headers: { [REQUEST_ID_HEADER]: "request-1" } });
    await Promise.all([requireAdmin(loaderRequest()), requireAdmin(loaderRequest(), "main.view_dashboard")]);
    expect(calls).toBe(1);

    await requireAdmin(appRequest("/dashboard", cookie, { headers: { [REQUEST_ID_HEADER]: "request-2" } }));
    expect(calls).toBe(2);

    // An action's look-up is its own: the loaders after it must see what it changed.
    const post = { method: "POST", headers: { [REQUEST_ID_HEADER]: "request-3" } };
    await requireAdmin(appRequest("/user-profile", cookie, post));
    await requireAdmin(appRequest("/user-profile", cookie, post));
    expect(calls).toBe(4);
    server.events.removeAllListeners();
  });

  it("logs out on the API, clears the session and goes to /login", async () => {
    const { token } = seedAdmin();
    const cookie = await signIn(token);
    const response = await logout(appRequest("/logout", cookie, { method: "POST" }));
    expect(response.headers.get("Location")).toBe("/login");
    expect(cookiesFrom(response)).toContain(`${sessionCookieName()}=`);
    await expect(getCurrentUser(token)).rejects.toMatchObject({ status: 401 });
  });
});

describe("error paths the real provider cannot produce", () => {
  it("a 500 becomes the shared error toast in an action, without crashing", async () => {
    const { token, userId } = seedAdmin();
    server.use(http.patch(mockUrl("updateUser"), () => HttpResponse.json({ detail: "boom" }, { status: 500 })));
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const error = await thrown(updateProfile(token, userId, { first_name: "Ada", last_name: "Lovelace" }));
    expect(error).toBeInstanceOf(ApiError);

    const response = await handleActionError(error, appRequest("/user-profile", "", { method: "POST" }));
    expect(response.status).toBe(500);
    expect(await toastOf(response)).toMatchObject({ type: "error", message: messages.somethingWrong });
    expect(log).toHaveBeenCalledOnce();
  });

  it("a network failure becomes the shared error toast, answered 503 with Retry-After and logged as one line (it was a 500 and a stack trace)", async () => {
    const { token, userId } = seedAdmin();
    server.use(http.patch(mockUrl("updateUser"), () => HttpResponse.error()));
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const warnings = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const error = await thrown(updateProfile(token, userId, { first_name: "Ada", last_name: "Lovelace" }));
    expect(error).toBeInstanceOf(ApiUnavailableError);

    const response = await handleActionError(error, appRequest("/user-profile", "", { method: "POST" }));
    expect(response.status).toBe(503);
    expect(response.headers.get("Retry-After")).toBe("5");
    expect(await toastOf(response)).toMatchObject({ type: "error", message: messages.somethingWrong });
    expect(errors).not.toHaveBeenCalled();
    expect(warnings).toHaveBeenCalledWith("[action] POST /user-profile: API v1 could not be reached");
  });

  it("a page whose API v1 cannot be reached answers 503 with Retry-After, from the guard and from its loader's calls", async () => {
    const { token } = seedAdmin();
    const cookie = await signIn(token);
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    server.use(http.get(mockUrl("currentUser"), () => HttpResponse.error()));
    const fromGuard = (await thrown(requireAdmin(appRequest("/dashboard", cookie)))) as Response;
    expect(fromGuard).toBeInstanceOf(Response);
    expect([fromGuard.status, fromGuard.headers.get("Retry-After"), await fromGuard.text()]).toEqual([503, "5", messages.somethingWrong]);
    const unreachable = new ApiUnavailableError(new Error("connect ECONNREFUSED"));
    expect((await sessionErrorResponse(unreachable, appRequest("/dashboard", cookie)))?.status).toBe(503);
  });

  it("a malformed answer is refused by the contract schema and becomes the shared toast", async () => {
    const { token } = seedAdmin();
    server.use(http.get(mockUrl("notifications"), () => HttpResponse.json({ count: "many", results: "none" })));
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const error = await thrown(listNotifications(token));
    expect(error).toBeInstanceOf(ApiResponseFormatError);

    const response = await handleActionError(error, appRequest("/", "", { method: "POST" }));
    expect(await toastOf(response)).toMatchObject({ type: "error", message: messages.somethingWrong });
  });

  it("a non-JSON 502 from a proxy in front of the API is a shared toast too", async () => {
    const { token } = seedAdmin();
    server.use(http.get(mockUrl("currentUser"), () => new HttpResponse("<html>Bad Gateway</html>", { status: 502 })));
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const error = await thrown(getCurrentUser(token));
    expect(error).toMatchObject({ status: 502, body: "<html>Bad Gateway</html>" });
    const response = await handleActionError(error, appRequest("/", "", { method: "POST" }));
    expect(await toastOf(response)).toMatchObject({ message: messages.somethingWrong });
  });

  it("a 500 in a loader is rethrown for the ErrorBoundary", async () => {
    const { token } = seedAdmin();
    const cookie = await signIn(token);
    server.use(http.get(mockUrl("currentUser"), () => new HttpResponse(null, { status: 500 })));
    const error = await thrown(requireAdmin(appRequest("/dashboard", cookie)));
    expect(error).toMatchObject({ status: 500 });
    expect(await sessionErrorResponse(error, appRequest("/dashboard", cookie))).toBeUndefined();
  });
});

describe("the session-bound client requireAdmin answers", () => {
  async function signedInApi() {
    const { token } = seedAdmin();
    const cookie = await signIn(token);
    const request = appRequest("/technology/add?search=go", cookie);
    const { api } = await requireAdmin(request);
    return { api, token };
  }

  it("calls the model with the session's token and the call's arguments", async () => {
    const { api, token } = await signedInApi();
    const seen: unknown[] = [];
    const result = await api(async (boundToken: string, id: number, name: string) => {
      seen.push(boundToken, id, name);
      return "answer";
    }, 7, "x");
    expect(result).toBe("answer");
    expect(seen).toEqual([token, 7, "x"]);
    expect((await api(getCurrentUser)).username).toBe("admin");
  });

  it("turns a 401 into the end of the session, back to the page afterwards", async () => {
    const { api } = await signedInApi();
    server.use(http.get(mockUrl("currentUser"), () => HttpResponse.json({ detail: messages.invalidToken }, { status: 401 })));
    const error = (await thrown(api(getCurrentUser))) as Response;
    expect(error.headers.get("Location")).toBe("/login?redirectTo=%2Ftechnology%2Fadd%3Fsearch%3Dgo");
    expect(error.headers.getSetCookie().find((c) => c.startsWith(`${sessionCookieName()}=`))).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect(await toastOf(error)).toMatchObject({ type: "error", message: messages.sessionExpired });
  });

  it("turns a 404 into /notfound and hands every other error to the caller", async () => {
    const { api } = await signedInApi();
    server.use(http.get(mockUrl("currentUser"), () => HttpResponse.json({ detail: messages.notFound }, { status: 404 }), { once: true }));
    const missing = (await thrown(api(getCurrentUser))) as Response;
    expect(missing.headers.get("Location")).toBe("/notfound");
    server.use(http.get(mockUrl("currentUser"), () => HttpResponse.json({ detail: "No." }, { status: 409 }), { once: true }));
    await expect(api(getCurrentUser)).rejects.toMatchObject({ status: 409 });
    server.use(http.get(mockUrl("currentUser"), () => new HttpResponse(null, { status: 500 }), { once: true }));
    await expect(api(getCurrentUser)).rejects.toBeInstanceOf(ApiError);
  });
});

describe("mapped API answers in actions and loaders", () => {
  it("a 400 answers the field errors for Conform and the server's message as a toast", async () => {
    const { token, userId } = seedAdmin();
    const error = await thrown(updateProfile(token, userId, { first_name: "", last_name: "Lovelace" }));
    const response = await handleActionError(error, appRequest("/user-profile", "", { method: "POST" }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ status: "error", error: { first_name: [messages.required] } });
    expect(await toastOf(response)).toMatchObject({ type: "error", message: messages.required });
  });

  it("a 429 answers its detail as a form error and a toast", async () => {
    const error = new ApiError(429, { detail: messages.throttled(15 * 60) });
    const response = await handleActionError(error, appRequest("/login", "", { method: "POST" }));
    expect(response.status).toBe(429);
    expect(await response.json()).toEqual({ status: "error", error: { "": [messages.throttled(15 * 60)] } });
    expect(await toastOf(response)).toMatchObject({ message: messages.throttled(15 * 60) });
  });

  it("a 401 in an action or a loader ends the session and goes to /login with the way back, saying why", async () => {
    const { token } = seedAdmin();
    const cookie = await signIn(token);
    const revoked = new ApiError(401, { detail: messages.invalidToken });
    for (const error of [
      (await thrown(handleActionError(revoked, appRequest("/technology/add?search=go", cookie, { method: "POST" })))) as Response,
      (await sessionErrorResponse(revoked, appRequest("/technology/add?search=go", cookie))) as Response,
    ]) {
      expect(error.headers.get("Location")).toBe("/login?redirectTo=%2Ftechnology%2Fadd%3Fsearch%3Dgo");
      expect(error.headers.getSetCookie().find((c) => c.startsWith(`${sessionCookieName()}=`))).toMatch(/Expires=Thu, 01 Jan 1970/);
      expect(await toastOf(error)).toMatchObject({ type: "error", message: messages.sessionExpired });
    }
  });

  it("a 409 is the API's message on the page, not the shared one", async () => {
    const conflict = new ApiError(409, { detail: "This request was already handled by another admin." });
    const response = await handleActionError(conflict, appRequest("/x", "", { method: "POST" }));
    expect(response.status).toBe(409);
    expect(await toastOf(response)).toMatchObject({ type: "error", message: "This request was already handled by another admin." });
  });

  it("a 404 goes to /notfound from an action and from a loader", async () => {
    const notFound = new ApiError(404, { detail: messages.notFound });
    const fromAction = (await thrown(handleActionError(notFound, appRequest("/x", "")))) as Response;
    expect(fromAction.headers.get("Location")).toBe("/notfound");
    const fromLoader = (await sessionErrorResponse(notFound, appRequest("/x", ""))) as Response;
    expect(fromLoader.headers.get("Location")).toBe("/notfound");
  });

  it("a redirect thrown by a guard passes through untouched", async () => {
    const redirect = new Response(null, { status: 302, headers: { Location: "/login" } });
    await expect(handleActionError(redirect, appRequest("/x", ""))).rejects.toBe(redirect);
  });
});

describe("the login action over the mock API", () => {
  const loginRequest = (fields: Record<string, string>) =>
    new Request(`${MOCK_APP_URL}/login`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "x-backoffice-client-ip": "203.0.113.9" },
      body: new URLSearchParams(fields),
    });
  const callAction = async (request: Request) => {
    const { action } = await import("~/routes/account/login");
    return action({ request, params: {}, context: { cspNonce: "" } });
  };

  it("signs in and goes where the visitor was going", async () => {
    seedAdmin();
    const response = (await callAction(
      loginRequest({ username: "admin", password: MOCK_PASSWORD, redirectTo: "/user-profile" }),
    )) as Response;
    expect(response.headers.get("Location")).toBe("/user-profile");
    expect(await toastOf(response)).toMatchObject({ type: "success", message: messages.loginSuccess });
  });

  it("shows the server's message for a wrong password", async () => {
    seedAdmin();
    const response = (await callAction(loginRequest({ username: "admin", password: "Wrong#pass1" }))) as Response;
    expect(response.status).toBe(400);
    expect(await toastOf(response)).toMatchObject({ type: "error", message: messages.invalidCredentials });
  });

  it("answers the shared toast, without crashing, when the API cannot be reached: 503", async () => {
    seedAdmin();
    server.use(http.post(mockUrl("login"), () => HttpResponse.error()));
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const response = (await callAction(loginRequest({ username: "admin", password: MOCK_PASSWORD }))) as Response;
    expect(response.status).toBe(503);
    expect(await toastOf(response)).toMatchObject({ type: "error", message: messages.somethingWrong });
  });
});

describe("the newest notifications for the drawer without JavaScript", () => {
  it("loads them in calls of at most 100 and asks only for pages that exist", async () => {
    const { token, userId } = seedAdmin();
    for (let id = 2; id <= 250; id++) {
      db.notification.create({ id, recipientId: userId, unread: false, verb: `n${id}`, timestamp: new Date().toISOString() });
    }
    const pagesAsked: string[] = [];
    server.events.on("request:start", ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname.endsWith("/notifications/all/")) pagesAsked.push(`${url.searchParams.get("page")}x${url.searchParams.get("page_size")}`);
    });

    const some = await listNewestNotifications(token, 230);
    expect(some.results.map((item) => item.id)).toEqual(Array.from({ length: 230 }, (_, i) => 250 - i));
    expect(pagesAsked).toEqual(["1x100", "2x100", "3x100"]);

    pagesAsked.length = 0;
    const all = await listNewestNotifications(token, 500);
    expect(all.results).toHaveLength(250);
    expect(all.count).toBe(250);
    expect(pagesAsked).toEqual(["1x100", "2x100", "3x100"]);

    pagesAsked.length = 0;
    expect((await listNewestNotifications(token, 10)).results).toHaveLength(10);
    expect(pagesAsked).toEqual(["1x10"]);
    server.events.removeAllListeners();
  });
});
