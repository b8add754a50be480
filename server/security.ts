import { type MiddlewareHandler } from "hono";
import { NONCE, secureHeaders } from "hono/secure-headers";
import { MEDIA_CONTENT_SECURITY_POLICY } from "#contract/file";
import { API_PREFIX } from "#contract/shared-values";

export type SecurityVariables = { secureHeadersNonce?: string };
export type SecurityEnv = { Variables: SecurityVariables };

export type SecurityOptions = {
  /** Origins besides the request's own that count as the app (APP_URL behind a proxy). */
  trustedOrigins?: readonly string[];
  /** Extra image sources, such as an external API_URL serving media. */
  imageOrigins?: readonly string[];
  /** Path prefix of API v1, whose token auth needs no Origin (see originCheck). */
  apiPrefix?: string;
  /** Strict-Transport-Security: only when the app is served over https (APP_URL). */
  hsts?: boolean;
};

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Features the back-office never uses, denied to every page and frame. Only names Chromium knows: it logs an error for any other on every page. */
const DENIED_FEATURES = ["camera", "microphone", "geolocation", "payment", "usb", "serial", "hid", "midi", "accelerometer", "gyroscope", "magnetometer", "displayCapture"] as const;

/**
 * Hono's secureHeaders on every response; pages also get the enforced CSP with a per-request
 * nonce (`c.get("secureHeadersNonce")`, handed to Remix for <Scripts>). Scripts need the nonce
 * ('self' too, for the module preloads Remix emits without one); inline styles stay allowed
 * because react-aria sets style attributes.
 */
export function securityHeaders(options: SecurityOptions = {}): MiddlewareHandler<SecurityEnv> {
  const apiPrefix = options.apiPrefix ?? API_PREFIX;
  const common = {
    referrerPolicy: "same-origin",
    xFrameOptions: "DENY",
    crossOriginOpenerPolicy: "same-origin",
    strictTransportSecurity: options.hsts ? "max-age=31536000; includeSubDomains" : false,
    permissionsPolicy: Object.fromEntries(DENIED_FEATURES.map((feature) => [feature, false])),
  } as const;
  const pages = secureHeaders({
    ...common,
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", NONCE],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "blob:", ...(options.imageOrigins ?? [])],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  });
  const api = secureHeaders(common);
  // API answers are JSON or stored files, never pages of the app: opened as a page, nothing in
  // them may run (an uploaded file would otherwise act on the app's origin).
  const apiWithPolicy: MiddlewareHandler = async (c, next) => {
    await api(c, next);
    c.res.headers.set("Content-Security-Policy", MEDIA_CONTENT_SECURITY_POLICY);
  };
  return (c, next) => (isUnder(c.req.path, apiPrefix) ? apiWithPolicy(c, next) : pages(c, next));
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
  const apiPrefix = options.apiPrefix ?? API_PREFIX;
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
