import { randomBytes } from "node:crypto";
import { type MiddlewareHandler } from "hono";
import { MEDIA_CONTENT_SECURITY_POLICY } from "#contract/file";

export type SecurityVariables = { cspNonce: string };
export type SecurityEnv = { Variables: SecurityVariables };

export type SecurityOptions = {
  /** Origins besides the request's own that count as the app (APP_URL behind a proxy). */
  trustedOrigins?: readonly string[];
  /** Extra image sources, such as an external API_URL serving media. */
  imageOrigins?: readonly string[];
  /** Path prefix of API v1, whose token auth needs no Origin (see originCheck). */
  apiPrefix?: string;
};

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export function createNonce(): string {
  return randomBytes(16).toString("base64");
}

/**
 * Enforced policy. Scripts need the per-request nonce ('self' too, for the module preloads Remix
 * emits without a nonce); inline styles stay allowed because react-aria sets style attributes.
 */
export function contentSecurityPolicy(nonce: string, imageOrigins: readonly string[] = []): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' data: blob:", ...imageOrigins].join(" "),
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

const COMMON_HEADERS: Record<string, string> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "same-origin",
  "X-Frame-Options": "DENY",
  "Cross-Origin-Opener-Policy": "same-origin",
};

function withHeaders(response: Response, headers: Record<string, string>): Response {
  let target = response;
  try {
    for (const [name, value] of Object.entries(headers)) target.headers.set(name, value);
  } catch {
    // Immutable headers (a Response from fetch): copy it once.
    target = new Response(response.body, response);
    for (const [name, value] of Object.entries(headers)) target.headers.set(name, value);
  }
  return target;
}

/** A per-request CSP nonce in `c.get("cspNonce")` and the security headers on every response. */
export function securityHeaders(options: SecurityOptions = {}): MiddlewareHandler<SecurityEnv> {
  const apiPrefix = options.apiPrefix ?? "/api/v1";
  return async (c, next) => {
    const nonce = createNonce();
    c.set("cspNonce", nonce);
    await next();
    // API answers are JSON or stored files, never pages of the app: opened as a page, nothing in
    // them may run (an uploaded file would otherwise act on the app's origin).
    const headers = {
      ...COMMON_HEADERS,
      "Content-Security-Policy": isUnder(c.req.path, apiPrefix)
        ? MEDIA_CONTENT_SECURITY_POLICY
        : contentSecurityPolicy(nonce, options.imageOrigins),
    };
    c.res = withHeaders(c.res, headers);
  };
}

function isUnder(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/**
 * CSRF defence for the whole app in one place, so no action has to remember it: every request
 * that can change state (not GET/HEAD/OPTIONS) must come from the app's own origin.
 * - App routes ride on the session cookie, which the browser attaches on its own, so the Origin
 *   must be present and ours; a missing Origin is refused too (browsers always send it on POST).
 * - API v1 authenticates with an `Authorization: Token` header that a browser never adds by
 *   itself: a cross-site page cannot make an authenticated call, and server-to-server clients
 *   (a backend verifying the pact, scripts) send no Origin. So there only a present, foreign
 *   Origin is refused.
 */
export function originCheck(options: SecurityOptions = {}): MiddlewareHandler {
  const apiPrefix = options.apiPrefix ?? "/api/v1";
  const trusted = new Set((options.trustedOrigins ?? []).map((origin) => new URL(origin).origin));
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header("Origin");
    const own = new URL(c.req.url).origin;
    const allowed = origin !== undefined && (origin === own || trusted.has(origin));
    if (isUnder(c.req.path, apiPrefix)) {
      if (origin === undefined || allowed) return next();
      return c.json({ detail: "Cross-origin request refused." }, 403);
    }
    if (allowed) return next();
    return c.text("Cross-origin request refused.", 403);
  };
}
