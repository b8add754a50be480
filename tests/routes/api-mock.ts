// An API v1 stand-in for the error paths the real provider cannot be made to produce: an
// @mswjs/data model answers the happy path, and tests override single endpoints with a 500,
// a network failure or a malformed answer.
import { drop, factory, nullable, primaryKey } from "@mswjs/data";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, vi } from "vitest";
import { createUserSession } from "~/models/session.server";
import { endpoints, type EndpointName } from "#contract/endpoints";
import { messages } from "#contract/messages";

export const MOCK_API_URL = "http://api.test/api/v1/";
export const MOCK_APP_URL = "http://app.test";
/** The password of every seeded user. */
export const MOCK_PASSWORD = "Mock#pass1";

export const db = factory({
  user: {
    id: primaryKey(Number),
    username: String,
    email: String,
    first_name: String,
    last_name: String,
    profile_image: nullable(String),
    user_type: nullable(Number),
    user_permissions: () => [] as string[],
  },
  token: {
    key: primaryKey(String),
    userId: Number,
    expiry: String,
  },
  notification: {
    id: primaryKey(Number),
    recipientId: Number,
    unread: Boolean,
    verb: String,
    timestamp: String,
  },
});

/** The full URL of an endpoint in msw's path syntax (`{id}` → `:id`). */
export function mockUrl(name: EndpointName): string {
  return `${MOCK_API_URL}${endpoints[name].path.replace(/\{(\w+)\}/g, ":$1")}`;
}

function tokenUser(request: Request) {
  const key = /^Token (\S+)$/.exec(request.headers.get("Authorization") ?? "")?.[1];
  const token = key ? db.token.findFirst({ where: { key: { equals: key } } }) : null;
  if (!token || Date.parse(token.expiry) <= Date.now()) return null;
  return db.user.findFirst({ where: { id: { equals: token.userId } } });
}

const unauthorized = () => HttpResponse.json({ detail: messages.invalidToken }, { status: 401 });

function userDetails(user: NonNullable<ReturnType<typeof tokenUser>>) {
  const { id, username, email, first_name, last_name, profile_image, user_type, user_permissions } = user;
  return { id, username, email, first_name, last_name, profile_image, user_type, user_permissions };
}

export const handlers = [
  http.post(mockUrl("login"), async ({ request }) => {
    const body = (await request.json()) as { username?: string; password?: string };
    const user = db.user.findFirst({ where: { username: { equals: body.username ?? "" } } });
    if (!user || body.password !== MOCK_PASSWORD) {
      return HttpResponse.json({ non_field_errors: [messages.invalidCredentials] }, { status: 400 });
    }
    const token = db.token.findFirst({ where: { userId: { equals: user.id } } });
    return token ? HttpResponse.json({ token: token.key, expiry: token.expiry }) : unauthorized();
  }),
  http.get(mockUrl("currentUser"), ({ request }) => {
    const user = tokenUser(request);
    return user ? HttpResponse.json(userDetails(user)) : unauthorized();
  }),
  http.patch(mockUrl("updateUser"), async ({ request, params }) => {
    const user = tokenUser(request);
    if (!user) return unauthorized();
    if (Number(params.id) !== user.id) return HttpResponse.json({ detail: messages.notFound }, { status: 404 });
    const body = (await request.json()) as { first_name?: string; last_name?: string };
    if (!body.first_name) return HttpResponse.json({ first_name: [messages.required] }, { status: 400 });
    const updated = db.user.update({
      where: { id: { equals: user.id } },
      data: { first_name: body.first_name, last_name: body.last_name ?? user.last_name },
    });
    return HttpResponse.json(userDetails(updated ?? user));
  }),
  http.post(mockUrl("logout"), ({ request }) => {
    const user = tokenUser(request);
    if (!user) return unauthorized();
    db.token.deleteMany({ where: { userId: { equals: user.id } } });
    return new HttpResponse(null, { status: 204 });
  }),
  http.get(mockUrl("notifications"), ({ request }) => {
    const user = tokenUser(request);
    if (!user) return unauthorized();
    const mine = db.notification.findMany({ where: { recipientId: { equals: user.id } }, orderBy: { id: "desc" } });
    // Paged as DRF pages: a page past the last one is a 404.
    const url = new URL(request.url);
    const page = Number(url.searchParams.get("page") ?? "1");
    const pageSize = Number(url.searchParams.get("page_size") ?? "10");
    if (page > 1 && (page - 1) * pageSize >= mine.length) return HttpResponse.json({ detail: "Invalid page." }, { status: 404 });
    return HttpResponse.json({
      count: mine.length,
      next: page * pageSize < mine.length ? `${url.origin}${url.pathname}?page=${page + 1}&page_size=${pageSize}` : null,
      previous: page > 1 ? `${url.origin}${url.pathname}?page=${page - 1}&page_size=${pageSize}` : null,
      unread: mine.filter((item) => item.unread).length,
      results: mine.slice((page - 1) * pageSize, page * pageSize).map(({ id, unread, verb, timestamp }) => ({
        id,
        unread,
        verb,
        timestamp,
        actor: null,
        action_name: "userrequest",
        data: { id: 1, status: 1, is_new_registered: true, user: { user_type: 3 } },
      })),
    });
  }),
];

export const server = setupServer(...handlers);

/** A signed-in admin with a live token; answers the token. */
export function seedAdmin(permissions: string[] = ["main.view_dashboard", "main.view_userProfile"]): {
  token: string;
  userId: number;
} {
  const user = db.user.create({
    id: 1,
    username: "admin",
    email: "admin@example.com",
    first_name: "Ada",
    last_name: "Admin",
    profile_image: null,
    user_type: null,
    user_permissions: permissions,
  });
  const token = "a".repeat(64);
  db.token.create({ key: token, userId: user.id, expiry: new Date(Date.now() + 12 * 3600_000).toISOString() });
  db.notification.create({ id: 1, recipientId: user.id, unread: true, verb: "<b>Acme</b>", timestamp: new Date().toISOString() });
  return { token, userId: user.id };
}

export function resetDb(): void {
  drop(db);
}

/**
 * The mock API around every test of a file: the app's session secret, msw listening (an
 * unhandled call fails the test), API_URL pointing the app at it, and a clean slate after.
 */
export function withMockApi(): void {
  beforeAll(() => {
    process.env.SESSION_SECRET = "routes-test-secret-0123456789abcdef0123456789";
    server.listen({ onUnhandledRequest: "error" });
  });
  beforeEach(() => {
    process.env.API_URL = MOCK_API_URL;
  });
  afterEach(() => {
    server.resetHandlers();
    resetDb();
    vi.restoreAllMocks();
    vi.useRealTimers();
    delete process.env.API_URL;
  });
  afterAll(() => server.close());
}

/** "a=1; b=2" from the Set-Cookie headers of a response, as a browser would send them back. */
export function cookiesFrom(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

/** The session cookie of a sign-in with `token`, made by the app's own session code. */
export async function sessionCookie(token: string): Promise<string> {
  const response = await createUserSession({
    request: new Request(`${MOCK_APP_URL}/login`, { method: "POST" }),
    token,
    expiry: new Date(Date.now() + 12 * 3600_000).toISOString(),
    redirectTo: "/dashboard",
  });
  return cookiesFrom(response);
}

/** A request to the app from a signed-in admin holding `permissions`. */
export async function signedInRequest(path: string, permissions: string[]): Promise<Request> {
  const { token } = seedAdmin(permissions);
  return new Request(`${MOCK_APP_URL}${path}`, { headers: { Cookie: await sessionCookie(token) } });
}
