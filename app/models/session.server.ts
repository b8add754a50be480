import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { createCookieSessionStorage, createSession, redirect, type Session } from "@remix-run/node";
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import { redirectWithError, redirectWithSuccess } from "~/utils/toast.server";
import { type LoginResponse } from "#contract/account";
import { messages } from "#contract/messages";
import { CLIENT_IP_HEADER, REQUEST_ID_HEADER, SESSION_COOKIE_NAMES } from "#contract/shared-values";
import { hasPermission, type PermissionCode } from "#contract/permissions";
import { type UserDetails } from "#contract/user";
import { login, logout as apiLogout } from "./account.server";
import { withApiPageLookups } from "./api.server";
import { ApiUnavailableError, isApiError } from "./errors";
import { safeRedirect } from "~/utils/safe-redirect";
import { getCurrentUser } from "./user.server";

export const SESSION_IDLE_TIMEOUT_MS = 30 * 60 * 1000;
export const SESSION_ABSOLUTE_TIMEOUT_MS = 12 * 60 * 60 * 1000;
/** lastSeen is rewritten at most this often, so most responses carry no Set-Cookie. */
const SESSION_REFRESH_INTERVAL_MS = 60 * 1000;
export const LOGIN_STRATEGY = "form";

type SessionValues = {
  /** The API token, sealed (sealToken): the cookie is only signed, so it must not be readable. */
  sealedToken: string;
  /** Token expiry, ISO 8601, as answered by login/. */
  expiry: string;
  userId: number;
  /** Epoch milliseconds. */
  createdAt: number;
  lastSeen: number;
};
type ActiveSession = Omit<SessionValues, "sealedToken"> & { token: string };
/** What a request's cookie holds: nothing usable, a live session, or one the app has ended (idle, too old). */
type SessionState = { kind: "none" } | { kind: "active"; values: ActiveSession } | { kind: "ended"; token: string };

function isProduction(): boolean {
  return process.env.NODE_ENV === "production";
}

export function sessionCookieName(): string {
  return isProduction() ? SESSION_COOKIE_NAMES.production : SESSION_COOKIE_NAMES.development;
}

function createStorage() {
  const secret = process.env.SESSION_SECRET;
  if (!secret) throw new Error("SESSION_SECRET is not set: the server sets it from its configuration before serving");
  return createCookieSessionStorage<SessionValues>({
    cookie: {
      name: sessionCookieName(),
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      secure: isProduction(),
      secrets: [secret],
    },
  });
}

// Created on first use: the server sets SESSION_SECRET before the first request.
let storage: ReturnType<typeof createStorage> | undefined;
function sessionStorage() {
  storage ??= createStorage();
  return storage;
}


function getSession(request: Request): Promise<Session<SessionValues>> {
  return sessionStorage().getSession(request.headers.get("Cookie"));
}

// AES-256-GCM under a key derived from SESSION_SECRET: the token inside the signed cookie is
// neither readable nor forgeable by whoever holds the cookie.
let tokenKey: Buffer | undefined;
function sealingKey(): Buffer {
  const secret = process.env.SESSION_SECRET;
  if (!secret) throw new Error("SESSION_SECRET is not set: the server sets it from its configuration before serving");
  tokenKey ??= Buffer.from(hkdfSync("sha256", secret, "", "backoffice session token", 32));
  return tokenKey;
}

export function sealToken(token: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", sealingKey(), iv);
  const sealed = Buffer.concat([cipher.update(token, "utf8"), cipher.final(), cipher.getAuthTag()]);
  return `${iv.toString("base64url")}.${sealed.toString("base64url")}`;
}

function unsealToken(sealed: string): string | undefined {
  const [iv, body] = sealed.split(".");
  if (!iv || !body) return undefined;
  try {
    const bytes = Buffer.from(body, "base64url");
    const decipher = createDecipheriv("aes-256-gcm", sealingKey(), Buffer.from(iv, "base64url"));
    decipher.setAuthTag(bytes.subarray(-16));
    return Buffer.concat([decipher.update(bytes.subarray(0, -16)), decipher.final()]).toString("utf8");
  } catch {
    return undefined;
  }
}

function tokenOf(session: Session<SessionValues>): string | undefined {
  const sealedToken = session.get("sealedToken");
  return sealedToken ? unsealToken(sealedToken) : undefined;
}

function sessionState(session: Session<SessionValues>, token = tokenOf(session), now = Date.now()): SessionState {
  const expiry = session.get("expiry");
  const userId = session.get("userId");
  const createdAt = session.get("createdAt");
  const lastSeen = session.get("lastSeen");
  if (!token || !expiry || userId === undefined || createdAt === undefined || lastSeen === undefined) return { kind: "none" };
  if (now - createdAt > SESSION_ABSOLUTE_TIMEOUT_MS || now - lastSeen > SESSION_IDLE_TIMEOUT_MS || !(Date.parse(expiry) > now)) {
    return { kind: "ended", token };
  }
  return { kind: "active", values: { token, expiry, userId, createdAt, lastSeen } };
}

/**
 * The app ended the session (idle, absolute timeout): the API token in it is revoked too, so the
 * cookie, even copied, opens nothing anywhere. Best effort: an already invalid token is the goal.
 */
async function revokeToken(token: string): Promise<void> {
  try {
    await apiLogout(token);
  } catch (error) {
    if (!isApiError(error, 401)) console.error("[session] revoking an ended session's token failed", error);
  }
}

/**
 * How long the cookie outlives its session: a browser drops an expired cookie unseen, and the app
 * could not tell a session that ended from a visitor who never signed in. Past its end the cookie
 * opens nothing (the session is "ended", its token expired or revoked); it only lets /login say why.
 */
export const ENDED_SESSION_NOTICE_MS = 24 * 60 * 60 * 1000;

/** The absolute timeout or the token's expiry, whichever ends first, plus the notice period. */
function cookieExpiry(values: ActiveSession): Date {
  return new Date(Math.min(values.createdAt + SESSION_ABSOLUTE_TIMEOUT_MS, Date.parse(values.expiry)) + ENDED_SESSION_NOTICE_MS);
}

function commit(session: Session<SessionValues>, values: ActiveSession): Promise<string> {
  return sessionStorage().commitSession(session, { expires: cookieExpiry(values) });
}

type CookieRead = { data: Session<SessionValues>["data"]; token: string | undefined };

// The layout's and the page's guards and entry.server's refreshSession read the same cookie in one
// request: its signature is checked and its token unsealed once (decision 038). Keyed by the
// request and the cookie itself; entries live a second after settling, as userLookups below.
const cookieReads = new Map<string, Promise<CookieRead>>();
function readCookieOnce(request: Request): Promise<CookieRead> {
  const read = async (): Promise<CookieRead> => {
    const session = await getSession(request);
    return { data: session.data, token: tokenOf(session) };
  };
  const requestId = request.headers.get(REQUEST_ID_HEADER);
  if (!requestId) return read();
  const key = `${requestId}\n${request.headers.get("Cookie") ?? ""}`;
  let lookup = cookieReads.get(key);
  if (!lookup) {
    lookup = read();
    cookieReads.set(key, lookup);
    const forget = () => void setTimeout(() => cookieReads.delete(key), 1000).unref();
    lookup.then(forget, forget);
  }
  return lookup;
}

/** The request's session and what it holds; an ended one has its token revoked before this returns. */
async function readSession(request: Request): Promise<{ session: Session<SessionValues>; state: SessionState }> {
  const { data, token } = await readCookieOnce(request);
  // A session of its own for each caller: refreshSession changes and commits it.
  // (createSession types its data as complete; a cookie's may lack any field, as getSession's.)
  const session = createSession<SessionValues>(data as SessionValues);
  const state = sessionState(session, token);
  if (state.kind === "ended") await revokeToken(state.token);
  return { session, state };
}

/** The Set-Cookie value that ends the session of this request. */
export async function destroySessionCookie(request: Request): Promise<string> {
  return sessionStorage().destroySession(await getSession(request));
}

/** /login, then back to `wayBack` (by default the request's own URL). */
function loginUrl(request: Request, wayBack?: string): string {
  const url = new URL(request.url);
  const target = wayBack ?? `${url.pathname}${url.search}`;
  if (target === "/" || url.pathname === "/login") return "/login";
  return `/login?${new URLSearchParams({ redirectTo: target })}`;
}

/** The redirect a signed-out request gets: to /login, back to where it was going, session cleared. */
async function signedOutRedirect(request: Request, wayBack?: string): Promise<Response> {
  const headers = new Headers();
  if (request.headers.get("Cookie")?.includes(`${sessionCookieName()}=`)) {
    headers.append("Set-Cookie", await destroySessionCookie(request));
  }
  return redirect(loginUrl(request, wayBack), { headers });
}

/**
 * A session that ended under the admin (idle, past its expiry, its token revoked or refused by
 * the API): cleared, to /login with the way back, and /login says why.
 */
export async function sessionEndedRedirect(request: Request, wayBack?: string): Promise<Response> {
  return redirectWithError(loginUrl(request, wayBack), messages.sessionExpired, { headers: { "Set-Cookie": await destroySessionCookie(request) } });
}

export function getClientIp(request: Request): string | undefined {
  return request.headers.get(CLIENT_IP_HEADER) ?? undefined;
}

/**
 * remix-auth 4 keeps no session itself: the strategy answers the login result and
 * createUserSession stores it. API errors (400, 429, ...) propagate to the action.
 */
export const authenticator = new Authenticator<LoginResponse>();
authenticator.use(
  new FormStrategy<LoginResponse>(async ({ form, request }) => {
    const field = (name: string) => {
      const value = form.get(name);
      return typeof value === "string" ? value : "";
    };
    return login({ username: field("username"), password: field("password") }, { clientIp: getClientIp(request) });
  }),
  LOGIN_STRATEGY,
);

/** Signs in: stores the token in a fresh cookie session and redirects with the "Login Successfully" toast. */
export async function createUserSession({
  request: _request,
  token,
  expiry,
  redirectTo,
}: {
  request: Request;
  token: string;
  expiry: string;
  redirectTo?: string | null;
}): Promise<Response> {
  const user = await getCurrentUser(token);
  const now = Date.now();
  // A new session rather than the request's: nothing from before sign-in carries over.
  const session = await sessionStorage().getSession();
  const values: ActiveSession = { token, expiry, userId: user.id, createdAt: now, lastSeen: now };
  session.set("sealedToken", sealToken(values.token));
  session.set("expiry", values.expiry);
  session.set("userId", values.userId);
  session.set("createdAt", values.createdAt);
  session.set("lastSeen", values.lastSeen);
  return redirectWithSuccess(safeRedirect(redirectTo), messages.loginSuccess, {
    headers: { "Set-Cookie": await commit(session, values) },
  });
}

// The layout's and the page's loaders of one request run in parallel and both guard themselves:
// they share one users/ call. Actions never share: the loaders that run after an action in the
// same request must see what it changed. Entries live a second after settling.
const userLookups = new Map<string, Promise<UserDetails>>();
function currentUserOnce(request: Request, token: string): Promise<UserDetails> {
  const requestId = request.headers.get(REQUEST_ID_HEADER);
  if (!requestId || request.method !== "GET") return getCurrentUser(token);
  const key = `${requestId}:${token}`;
  let lookup = userLookups.get(key);
  if (!lookup) {
    lookup = withApiPageLookups(requestId, () => getCurrentUser(token));
    userLookups.set(key, lookup);
    const forget = () => void setTimeout(() => userLookups.delete(key), 1000).unref();
    lookup.then(forget, forget);
  }
  return lookup;
}

/**
 * A model call made with the session's token. The answers every page treats alike are mapped
 * here, thrown as responses: 401 ends the session (to /login, back afterwards, "session
 * expired"), 404 is /notfound. Other errors reach the caller: an action's form shows them, a
 * loader's go to its ErrorBoundary.
 */
export type SessionApi = <Args extends unknown[], Result>(call: (token: string, ...args: Args) => Promise<Result>, ...args: Args) => Promise<Result>;

/** Past it a browser may try again: API v1 could not be reached. */
export const API_UNAVAILABLE_RETRY_AFTER_S = 5;

/**
 * 503 with Retry-After: API v1 could not be reached (API_URL down). The page's error boundary
 * says so; it is no error of the app's (it was a 500 and a stack trace in the log).
 */
export function apiUnavailableResponse(request: Request): Response {
  console.warn(`[api] ${request.method} ${new URL(request.url).pathname}: API v1 could not be reached`);
  return new Response(messages.somethingWrong, { status: 503, headers: { "Content-Type": "text/plain; charset=utf-8", "Retry-After": String(API_UNAVAILABLE_RETRY_AFTER_S) } });
}

/** The response a page answers for an API error every page treats alike (401, 404, unreachable); undefined for the others. */
export async function sessionErrorResponse(error: unknown, request: Request): Promise<Response | undefined> {
  if (isApiError(error, 401)) return sessionEndedRedirect(request);
  if (isApiError(error, 404)) return redirect("/notfound");
  if (error instanceof ApiUnavailableError) return apiUnavailableResponse(request);
  return undefined;
}

function sessionApi(request: Request, token: string): SessionApi {
  const requestId = request.headers.get(REQUEST_ID_HEADER);
  return async (call, ...args) => {
    try {
      return await withApiPageLookups(requestId, () => call(token, ...args));
    } catch (error) {
      throw (await sessionErrorResponse(error, request)) ?? error;
    }
  };
}

/**
 * The guard of every admin loader and action: signed out, idle, expired or refused by the API
 * → /login (and back afterwards); signed in without the permission → /notfound. Answers the
 * session's API client (`api`), its user, and the token for helpers that map errors themselves.
 */
export async function requireAdmin(
  request: Request,
  permission?: PermissionCode,
  { wayBack }: { /** Where signing in comes back to, when not the request's URL (a download's). */ wayBack?: string } = {},
): Promise<{ api: SessionApi; token: string; user: UserDetails }> {
  const { state } = await readSession(request);
  if (state.kind === "ended") throw await sessionEndedRedirect(request, wayBack);
  if (state.kind !== "active") throw await signedOutRedirect(request, wayBack);
  const values = state.values;
  let user: UserDetails;
  try {
    user = await currentUserOnce(request, values.token);
  } catch (error) {
    if (isApiError(error, 401)) throw await sessionEndedRedirect(request, wayBack);
    if (error instanceof ApiUnavailableError) throw apiUnavailableResponse(request);
    throw error;
  }
  if (permission && !hasPermission(user.user_permissions, permission)) throw redirect("/notfound");
  return { api: sessionApi(request, values.token), token: values.token, user };
}

/** Public pages send a signed-in user to /dashboard. */
export async function requireAnonymous(request: Request): Promise<void> {
  // An ended session is cleared by refreshSession on this very response.
  if (sessionState(await getSession(request)).kind === "active") throw redirect("/dashboard");
}

/** Ends the session: deletes the token on the API (best effort), clears the cookie, goes to /login. */
export async function logout(request: Request): Promise<Response> {
  const session = await getSession(request);
  const state = sessionState(session);
  if (state.kind === "active") await revokeToken(state.values.token);
  else if (state.kind === "ended") await revokeToken(state.token);
  return redirect("/login", { headers: { "Set-Cookie": await sessionStorage().destroySession(session) } });
}

/**
 * Slides the idle timeout, and ends a session the app no longer accepts (its token revoked, its
 * cookie cleared): called by entry.server for every document and data response. Leaves alone
 * responses that already set the session cookie (sign-in, sign-out, 401).
 */
export async function refreshSession(request: Request, responseHeaders: Headers): Promise<void> {
  const name = sessionCookieName();
  const cookieHeader = request.headers.get("Cookie");
  if (!cookieHeader?.includes(`${name}=`)) return;
  if (responseHeaders.getSetCookie().some((cookie) => cookie.startsWith(`${name}=`))) return;
  const { session, state } = await readSession(request);
  if (state.kind === "ended") {
    responseHeaders.append("Set-Cookie", await sessionStorage().destroySession(session));
    return;
  }
  const now = Date.now();
  if (state.kind !== "active" || now - state.values.lastSeen < SESSION_REFRESH_INTERVAL_MS) return;
  const values = state.values;
  values.lastSeen = now;
  session.set("lastSeen", now);
  responseHeaders.append("Set-Cookie", await commit(session, values));
}
