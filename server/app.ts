import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { getConnInfo } from "@hono/node-server/conninfo";
import { serveStatic } from "@hono/node-server/serve-static";
import { createCookie, createRequestHandler, type ServerBuild } from "@remix-run/node";
import { Hono, type Context, type MiddlewareHandler } from "hono";
import proxyaddr from "proxy-addr";
import { MAX_FORM_BYTES } from "#contract/file";
import { messages } from "#contract/messages";
import { API_PREFIX, CLIENT_IP_HEADER, FORM_TOO_LARGE_PATH, REQUEST_ID_HEADER, SESSION_COOKIE_NAMES } from "#contract/shared-values";
import { bodyLimit } from "hono/body-limit";
import { throttleKey } from "../api/http";
import { openApiPageLookups } from "../app/models/api.server";
import { type Config } from "./config";
import { createFormBodyBudget } from "./form-bodies";
import { createRepeatedFormGuard } from "./repeated-forms";
import { createLoadShedder } from "./load-shedding";
import { passedMedia } from "./media";
import { pagePathTest } from "./page-paths";
import { originCheck, securityHeaders, type SecurityEnv } from "./security";

declare module "@remix-run/node" {
  interface AppLoadContext {
    /** The nonce of this response's Content-Security-Policy, for <Scripts> and inline scripts. */
    cspNonce: string;
    /** Whether a path is a page's (not a download's or data's): where signing in may go back to. */
    isPagePath?: (path: string) => boolean;
  }
}

/** Ten 2 MB images and the rest of their form (contract/file.ts). */
export const MAX_APP_BODY_BYTES = MAX_FORM_BYTES;
/** The forms held at once, read or waiting for a slot: eight of the largest (decision 080). */
export const MAX_HELD_FORM_BYTES = 8 * MAX_FORM_BYTES;
/** What one address (an IPv6 /64) may hold of them: two of the largest (decision 087). */
export const MAX_HELD_FORM_BYTES_PER_CLIENT = 2 * MAX_FORM_BYTES;
/** A post without a session of this server's: the sign-in, reset and invitation forms are a few hundred bytes (decision 087). */
export const MAX_SIGNED_OUT_FORM_BYTES = 64 * 1024;
/**
 * Signed-out posts held at once, apart from the signed-in ones, so that neither kind can crowd out
 * the other: 256 of the largest, 16 of them from one address (decision 087).
 */
export const MAX_HELD_SIGNED_OUT_BYTES = 256 * MAX_SIGNED_OUT_FORM_BYTES;
export const MAX_HELD_SIGNED_OUT_BYTES_PER_CLIENT = 16 * MAX_SIGNED_OUT_FORM_BYTES;
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
/** Past this wait in the queue a request is shed: well inside a browser's patience, and the stream timeout. */
const QUEUE_WAIT_MS = 5_000;

export type EmbeddedApi = {
  fetch(request: Request, env?: { clientIp?: string }): Promise<Response>;
};

export type ServerAppParts = {
  build: ServerBuild;
  /** The embedded provider; absent when API_URL points at another API v1. */
  api?: EmbeddedApi;
  /** build/client; defaults to the one next to the server build of this project. */
  clientDir?: string;
};

const PROJECT_ROOT = path.resolve(import.meta.dirname, "..");
const IMMUTABLE = "public, max-age=31536000, immutable";
const SHORT_CACHE = "public, max-age=300";

/**
 * Pages and their data are the signed-in admin's: kept in no cache, shared or the browser's, so
 * that Back after signing out on a shared computer shows nothing (as Django's admin, never_cache).
 * A route that chose its own policy (a CSV download, a stream) keeps it.
 */
function uncached(response: Response): Response {
  if (response.headers.has("Cache-Control")) return response;
  try {
    response.headers.set("Cache-Control", "private, no-store");
    return response;
  } catch {
    // Headers of a response Remix passed on from elsewhere can be immutable.
    return withHeader(response, "Cache-Control", "private, no-store");
  }
}

function withHeader(response: Response, name: string, value: string): Response {
  const copy = new Response(response.body, response);
  copy.headers.set(name, value);
  return copy;
}

/** The socket's address; undefined outside @hono/node-server (app.request in tests). */
function socketAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}

/**
 * The browser's address: the socket's, or behind TRUSTED_PROXIES the right-most X-Forwarded-For
 * hop that is not one of them (proxy-addr, as Express's `trust proxy`). A hop a client wrote itself
 * is never reached past an untrusted one.
 */
function clientAddressOf(c: Context, trust: ((address: string, hop: number) => boolean) | undefined): string | undefined {
  const socket = socketAddress(c);
  if (!socket || !trust) return socket;
  const connection = { remoteAddress: socket };
  const forwardedFor = c.req.header("x-forwarded-for");
  const request = { connection, socket: connection, headers: forwardedFor ? { "x-forwarded-for": forwardedFor } : {} };
  return proxyaddr(request as unknown as IncomingMessage, trust);
}

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

/**
 * App actions read forms: anything else (JSON, no content type) would throw inside the action and
 * answer 500. It is refused here with a 415 instead; a multipart body that cannot be parsed is
 * refused later, in its turn (unreadableMultipart).
 */
const formBodiesOnly: MiddlewareHandler = async (c, next) => {
  if (SAFE_METHODS.has(c.req.method)) return next();
  const type = c.req.header("content-type")?.split(";")[0]?.trim().toLowerCase() ?? "";
  if (!FORM_TYPES.includes(type)) return c.text("The app accepts form submissions only.", 415);
  return next();
};

/**
 * A multipart body Remix's `request.formData()` would throw on (a 500), parsed once more to be
 * sure. Called inside the concurrency limit: a parse holds the whole body (up to
 * MAX_APP_BODY_BYTES) twice, and only as many requests as the limit lets run do it at once.
 */
async function unreadableMultipart(request: Request): Promise<boolean> {
  if (SAFE_METHODS.has(request.method)) return false;
  const type = request.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase() ?? "";
  if (type !== "multipart/form-data") return false;
  return request
    .clone()
    .formData()
    .then(
      () => false,
      () => true,
    );
}

/** security → /api/v1 → static files → Remix. */
type ServerEnv = { Variables: SecurityEnv["Variables"] & { staticFile?: string; signedIn?: boolean } };

export function createServerApp(config: Config, { build, api, clientDir }: ServerAppParts): Hono<ServerEnv> {
  const app = new Hono<ServerEnv>();
  const trust = config.trustedProxies.length > 0 ? proxyaddr.compile(config.trustedProxies) : undefined;
  const apiOrigin = config.apiUrl ? new URL(config.apiUrl).origin : undefined;
  const security = {
    apiPrefix: API_PREFIX,
    trustedOrigins: [new URL(config.appUrl).origin],
    imageOrigins: apiOrigin ? [apiOrigin] : [],
    hsts: new URL(config.appUrl).protocol === "https:",
  };
  app.use(securityHeaders(security));
  app.use(originCheck(security));

  if (api) {
    const toApi = (c: Context) => api.fetch(c.req.raw, { clientIp: clientAddressOf(c, trust) });
    app.all(API_PREFIX, toApi);
    app.all(`${API_PREFIX}/*`, toApi);
  } else if (config.apiUrl) {
    // Stored files answer root-relative paths (/api/v1/media/...): with another API v1 behind
    // API_URL, the browser still asks this server for them, so they are passed through.
    const mediaBase = `${config.apiUrl}/`;
    app.get(`${API_PREFIX}/media/:name`, async (c) => {
      const upstream = await fetch(new URL(`media/${encodeURIComponent(c.req.param("name"))}`, mediaBase), {
        signal: AbortSignal.timeout(15_000),
      }).catch(() => undefined);
      if (!upstream) return c.json({ detail: "Media unavailable." }, 502);
      if (upstream.status !== 200) {
        await upstream.body?.cancel();
        return upstream.status === 404 ? c.json({ detail: messages.notFound }, 404) : c.json({ detail: "Media unavailable." }, 502);
      }
      return passedMedia(upstream, c.req.param("name"));
    });
  }

  // serveStatic builds its response before onFound runs, so the caching header is set after it.
  app.use("*", async (c, next) => {
    await next();
    const file = c.get("staticFile");
    if (!file) return;
    // Everything under /assets has a content hash in its name.
    const cacheControl = file.includes(`${path.sep}assets${path.sep}`) ? IMMUTABLE : SHORT_CACHE;
    c.res = withHeader(c.res, "Cache-Control", cacheControl);
  });
  const staticRoot = clientDir ?? path.join(PROJECT_ROOT, "build", "client");
  const serveFile = serveStatic({ root: staticRoot, onFound: (filePath, c) => c.set("staticFile", filePath) });
  // Only paths under the build's own top-level entries (assets/, favicon...) can be files: pages
  // skip the file-system look-up that serveStatic would make for every request.
  const staticEntries = new Set(existsSync(staticRoot) ? readdirSync(staticRoot) : []);
  app.use("*", (c, next) => (staticEntries.has(c.req.path.split("/")[1] ?? "") ? serveFile(c, next) : next()));

  const handleRemix = createRequestHandler(build, config.development ? "development" : "production");
  const isPagePath = pagePathTest(build.routes);
  const shedder = createLoadShedder({ concurrency: config.pageConcurrency, maxQueued: config.pageQueue, maxWaitMs: QUEUE_WAIT_MS });
  const signedInBodies = createFormBodyBudget(MAX_HELD_FORM_BYTES, MAX_HELD_FORM_BYTES_PER_CLIENT);
  const signedOutBodies = createFormBodyBudget(MAX_HELD_SIGNED_OUT_BYTES, MAX_HELD_SIGNED_OUT_BYTES_PER_CLIENT);
  const sessionCookieName = config.production ? SESSION_COOKIE_NAMES.production : SESSION_COOKIE_NAMES.development;
  const repeatedForms = createRepeatedFormGuard({ sessionCookie: sessionCookieName });
  // Signed as the app signs its session (app/models/session.server.ts): a cookie made up by the
  // sender does not verify. Only a signed-in session holds a sealed token: the toast cookie is
  // signed with the same secret, and its value passed under the session's name would verify too.
  const sessionCookie = createCookie(sessionCookieName, { secrets: [config.sessionSecret] });
  const carriesSession = async (request: Request) => {
    const values: unknown = await sessionCookie.parse(request.headers.get("cookie")).catch(() => null);
    return typeof values === "object" && values !== null && typeof (values as { sealedToken?: unknown }).sealedToken === "string";
  };
  const render = (c: Context<ServerEnv>, request: Request) =>
    handleRemix(request, { cspNonce: c.get("secureHeadersNonce") ?? "", isPagePath }).then(uncached);
  const toRemix = async (c: Context<ServerEnv>, raw: Request) => {
    // The only trustworthy client address is the socket's; a client-sent header is replaced.
    const headers = new Headers(raw.headers);
    headers.delete(CLIENT_IP_HEADER);
    const clientIp = clientAddressOf(c, trust);
    if (clientIp) headers.set(CLIENT_IP_HEADER, clientIp);
    // Lets the parallel loaders of this request share work (see session.server.ts).
    const requestId = randomUUID();
    headers.set(REQUEST_ID_HEADER, requestId);
    // Remix repeats the Origin check against X-Forwarded-Host or Host and answers 500 when they
    // differ (a proxy's Host, a client-sent X-Forwarded-Host). originCheck has already decided,
    // trusting no X-Forwarded-* header: Remix is shown the Host that agrees with it.
    headers.delete("x-forwarded-host");
    const origin = headers.get("origin");
    if (!SAFE_METHODS.has(raw.method) && origin && origin !== "null") headers.set("host", new URL(origin).host);
    // A page's request is built from its parts: copying the server's request would build it whole.
    if (SAFE_METHODS.has(raw.method)) {
      const request = new Request(raw.url, { method: raw.method, headers, signal: raw.signal });
      return shedder.run(async () => {
        // A page's loaders share the embedded API's token and permission look-ups; an action's calls do not.
        const close = openApiPageLookups(requestId);
        try {
          return await render(c, request);
        } finally {
          close();
        }
      });
    }
    // A form's body is read whole before it takes a render slot: a sender dribbling its bytes
    // would otherwise hold the slot, and two of them every page. bodyLimit has bounded each body,
    // the budget all of them; a form that would only be shed is not read at all.
    if (shedder.full) return shedder.refuse();
    const held = await (c.get("signedIn") ? signedInBodies : signedOutBodies).read(raw, throttleKey(clientIp ?? ""));
    if (held === "over") return shedder.refuse();
    if (held === "broken") return c.text("The form could not be read.", 400);
    const repeatKey = repeatedForms.keyOf(raw, held.body, clientIp);
    // A form sent twice runs to its end even when the browser has left it for the second send:
    // Remix would otherwise answer the aborted first one with an error, and run the second anew.
    const signal = repeatKey === undefined ? raw.signal : undefined;
    const request = new Request(raw.url, { method: raw.method, headers, signal, body: held.body });
    try {
      return await repeatedForms.once(repeatKey, () =>
        shedder.run(async () => ((await unreadableMultipart(request)) ? c.text("The form could not be read.", 400) : render(c, request))),
      );
    } finally {
      held.release();
    }
  };

  // Actions buffer their forms: bound what one request can make the process hold. A form past
  // the cap goes, without its body, to the page that says so (413): a page of the app without
  // JavaScript, the form's error with it (a single-fetch .data request), never a bare text.
  /** The post sent on to `target` with an empty form in place of its body, which is not read. */
  const withoutBody = (c: Context<ServerEnv>, target: URL | string, method: string) => {
    const headers = new Headers(c.req.raw.headers);
    for (const name of ["content-length", "content-type", "transfer-encoding"]) headers.delete(name);
    return toRemix(c, new Request(target, { method, headers, body: new URLSearchParams() }));
  };
  const formTooLarge = (c: Context<ServerEnv>) => {
    const url = new URL(c.req.url);
    const dataRequest = url.pathname.endsWith(".data");
    const back = `${dataRequest ? url.pathname.slice(0, -".data".length) : url.pathname}${url.search}`;
    return withoutBody(c, new URL(`${FORM_TOO_LARGE_PATH}${dataRequest ? ".data" : ""}?back=${encodeURIComponent(back)}`, url), "POST");
  };
  const formLimit = bodyLimit({ maxSize: MAX_APP_BODY_BYTES, onError: formTooLarge });
  // Without a session nobody may make the server hold 21 MB: nine such posts filled the budget
  // (decision 087). Past 64 KB the post reaches its action without a body: a signed-in page's
  // guard then says the session has ended, as it would have with the body.
  const signedOutFormLimit = bodyLimit({ maxSize: MAX_SIGNED_OUT_FORM_BYTES, onError: (c) => withoutBody(c, c.req.url, c.req.method) });
  // A GET has no body to bound; asking for one makes the server build a whole Request per page.
  app.use("*", async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const signedIn = await carriesSession(c.req.raw);
    c.set("signedIn", signedIn);
    return signedIn ? formLimit(c, next) : signedOutFormLimit(c, next);
  });
  app.use("*", formBodiesOnly);
  app.all("*", (c) => toRemix(c, c.req.raw));

  return app;
}
