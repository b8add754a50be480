// Values the server, the API and the app must agree on, written once: a copy that drifts fails
// silently (the app would read a header the server no longer sets). tests/unit/shared-values.test.ts
// pins what the server sets against what the app and the API read.
import type sanitizeHtml from "sanitize-html";

/** Where the server mounts API v1 (the embedded provider's base path, and its stored files'). */
export const API_PREFIX = "/api/v1";
export const MEDIA_PREFIX = `${API_PREFIX}/media/`;

/**
 * The links the screens render as href: a web address or a path on the same site, never
 * `javascript:`, `data:` or another site by `//host` or `/\host`. The API refuses others on
 * input; the app checks again before linking, as API_URL may be a backend we do not control.
 */
export const SAFE_LINK = /^(https?:\/\/|\/(?![/\\]))/i;
// Browsers drop tabs and line breaks anywhere in a URL ("/\t/host" is "//host"): none is allowed.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;
export const isSafeLink = (value: string): boolean => SAFE_LINK.test(value) && !CONTROL_CHARACTER.test(value);

/** Set by the server from the socket's address before Remix runs; a client-sent one is dropped. */
export const CLIENT_IP_HEADER = "x-backoffice-client-ip";
/** Set by the server, unique per incoming request; a client-sent one is replaced. */
export const REQUEST_ID_HEADER = "x-backoffice-request-id";

/** The session cookie's name: `__Host-` prefixed in production (HTTPS), plain in development. */
export const SESSION_COOKIE_NAMES = { production: "__Host-session", development: "session" } as const;

/** The app's page (app/routes/request-too-large.tsx) the server sends a form past its body cap to. */
export const FORM_TOO_LARGE_PATH = "/request-too-large";

/**
 * Notification verbs are HTML: the API sanitizes them when stored and the app again before
 * rendering (API_URL may be a backend we do not control). A few inline tags for emphasis; no
 * attributes, so no links, styles or handlers.
 */
export const NOTIFICATION_VERB_SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ["b", "strong", "i", "em", "span", "br"],
  allowedAttributes: {},
  disallowedTagsMode: "discard",
};
