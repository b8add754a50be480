import { createHash } from "node:crypto";
import { parse } from "hono/utils/cookie";

/** How long after a form's answer the same form, sent again, gets that answer again. */
export const REPEAT_WINDOW_MS = 5_000;
const MAX_BROWSERS = 1_000;

type Answer = { status: number; headers: [string, string][] };
type LastForm = { form: string; answer: Promise<Answer | undefined>; expires: number };
export type RepeatKey = { browser: string; form: string };

/**
 * Without JavaScript a double click, or a second press while the page loads, sends a form twice.
 * The browser drops the first answer and shows the second: the action ran twice (two plans), or
 * the second was refused ("already exists", a 404 after a deletion) and hid the first's success.
 * A signed-in browser's last form, sent again within REPEAT_WINDOW_MS of its redirect, gets that
 * redirect again, cookies included (its toast), and the action runs once (decision 084).
 *
 * A browser is its session and address; a form is its path and fields (a multipart body without
 * its boundary, which the browser draws anew for each send). Only the last form of each browser
 * is kept, so a form sent again after another one runs again. Only a redirect is replayed; after
 * any other answer the form runs again. Remix's data requests (JavaScript) are left alone: the
 * page itself stops a second submit there.
 */
export function createRepeatedFormGuard({ sessionCookie, windowMs = REPEAT_WINDOW_MS, maxBrowsers = MAX_BROWSERS }: { sessionCookie: string; windowMs?: number; maxBrowsers?: number }) {
  // In the order of their last form's answer (a running form counts as the newest).
  const lastForms = new Map<string, LastForm>();

  function forget(now: number) {
    for (const [browser, last] of lastForms) {
      if (last.expires > now && lastForms.size < maxBrowsers) break;
      lastForms.delete(browser);
    }
  }

  return {
    /** The browser and form of a signed-in document form post; undefined for anything the guard leaves alone. */
    keyOf(request: Request, body: Uint8Array, clientAddress = ""): RepeatKey | undefined {
      const url = new URL(request.url);
      if (request.method !== "POST" || url.pathname.endsWith(".data") || url.searchParams.has("_data")) return undefined;
      const session = parse(request.headers.get("cookie") ?? "", sessionCookie)[sessionCookie];
      if (!session) return undefined;
      const browser = createHash("sha256").update(`${clientAddress}\n${session}`).digest("base64url");
      const [type = "", ...parameters] = (request.headers.get("content-type") ?? "").split(";");
      const form = createHash("sha256").update(`${url.pathname}${url.search}\n${type.trim().toLowerCase()}\n`);
      const boundary = parameters
        .map((parameter) => parameter.trim())
        .find((parameter) => parameter.toLowerCase().startsWith("boundary="))
        ?.slice("boundary=".length)
        .replace(/^"(.*)"$/, "$1");
      if (!boundary) return { browser, form: form.update(body).digest("base64url") };
      const separator = Buffer.from(boundary);
      const bytes = Buffer.from(body.buffer, body.byteOffset, body.byteLength);
      let start = 0;
      for (let found = bytes.indexOf(separator, start); found !== -1; found = bytes.indexOf(separator, start)) {
        // Each part's length marks where a boundary was: no field's text can pass for two fields.
        form.update(`${found - start}:`).update(bytes.subarray(start, found));
        start = found + separator.length;
      }
      return { browser, form: form.update(bytes.subarray(start)).digest("base64url") };
    },

    /** `handle()`'s answer; or, for the browser's last form within the window, answered with a redirect, that redirect again. */
    async once(key: RepeatKey | undefined, handle: () => Promise<Response>): Promise<Response> {
      if (key === undefined) return handle();
      forget(Date.now());
      const earlier = lastForms.get(key.browser);
      if (earlier?.form === key.form && earlier.expires > Date.now()) {
        const answer = await earlier.answer;
        if (answer) return replay(answer);
      }
      let settle!: (answer: Answer | undefined) => void;
      const last: LastForm = { form: key.form, answer: new Promise((resolve) => (settle = resolve)), expires: Number.POSITIVE_INFINITY };
      lastForms.delete(key.browser);
      lastForms.set(key.browser, last);
      try {
        const response = await handle();
        settle(isRedirect(response) ? snapshot(response) : undefined);
        return response;
      } catch (error) {
        settle(undefined);
        throw error;
      } finally {
        last.expires = Date.now() + windowMs;
        if (lastForms.get(key.browser) === last) {
          lastForms.delete(key.browser);
          lastForms.set(key.browser, last);
        }
      }
    },

    /** Browsers whose last form is remembered now. */
    get size() {
      return lastForms.size;
    },
  };
}

const isRedirect = (response: Response) => response.status >= 300 && response.status < 400 && response.headers.has("location");

function snapshot(response: Response): Answer {
  const headers: [string, string][] = [];
  response.headers.forEach((value, name) => {
    if (name !== "set-cookie") headers.push([name, value]);
  });
  for (const cookie of response.headers.getSetCookie()) headers.push(["set-cookie", cookie]);
  return { status: response.status, headers };
}

function replay(answer: Answer): Response {
  const headers = new Headers();
  for (const [name, value] of answer.headers) headers.append(name, value);
  return new Response(null, { status: answer.status, headers });
}
