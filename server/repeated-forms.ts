import { createHash } from "node:crypto";

/** How long after a form's answer the same form, sent again, gets that answer again. */
export const REPEAT_WINDOW_MS = 10_000;
const MAX_REMEMBERED = 1_000;

type Answer = { status: number; headers: [string, string][] };
type Entry = { answer: Promise<Answer | undefined>; expires: number };

/**
 * Without JavaScript a double click, or a second press while the page loads, sends a form twice.
 * The browser drops the first answer and shows the second: the action ran twice (two plans), or
 * the second was refused ("already exists", a 404 after a deletion) and hid the first's success.
 * The same form from the same browser within REPEAT_WINDOW_MS of the first one's redirect gets
 * that redirect again, cookies included (its toast), and the action runs once (decision 084).
 *
 * A form is the same when its address, the browser's cookies and address, and its fields are: the key is a hash of them
 * (a multipart body without its boundary, which the browser draws anew for each send). Only a
 * redirect is replayed; after any other answer the form runs again. Remix's own data requests
 * (JavaScript) are left alone: the page stops a second submit there.
 */
export function createRepeatedFormGuard({ windowMs = REPEAT_WINDOW_MS, maxRemembered = MAX_REMEMBERED } = {}) {
  const entries = new Map<string, Entry>();

  function forget(now: number) {
    for (const [key, entry] of entries) {
      if (entry.expires > now && entries.size < maxRemembered) break;
      entries.delete(key);
    }
  }

  return {
    /** The key of a document form post sent with cookies; undefined for anything the guard leaves alone. */
    keyOf(request: Request, body: Uint8Array, clientAddress = ""): string | undefined {
      const url = new URL(request.url);
      const cookie = request.headers.get("cookie");
      if (request.method !== "POST" || !cookie || url.pathname.endsWith(".data") || url.searchParams.has("_data")) return undefined;
      const [type = "", ...parameters] = (request.headers.get("content-type") ?? "").split(";");
      const hash = createHash("sha256").update(`${request.method} ${url.pathname}${url.search}\n${clientAddress}\n${cookie}\n${type.trim().toLowerCase()}\n`);
      const boundary = parameters
        .map((parameter) => parameter.trim())
        .find((parameter) => parameter.toLowerCase().startsWith("boundary="))
        ?.slice("boundary=".length)
        .replace(/^"(.*)"$/, "$1");
      if (!boundary) return hash.update(body).digest("base64url");
      const separator = Buffer.from(boundary);
      const bytes = Buffer.from(body.buffer, body.byteOffset, body.byteLength);
      let start = 0;
      for (let found = bytes.indexOf(separator, start); found !== -1; found = bytes.indexOf(separator, start)) {
        hash.update(bytes.subarray(start, found));
        start = found + separator.length;
      }
      return hash.update(bytes.subarray(start)).digest("base64url");
    },

    /** `handle()`'s answer, or, for a key seen within the window that was answered with a redirect, that redirect again. */
    async once(key: string | undefined, handle: () => Promise<Response>): Promise<Response> {
      if (key === undefined) return handle();
      const now = Date.now();
      forget(now);
      const earlier = entries.get(key);
      if (earlier && earlier.expires > now) {
        const answer = await earlier.answer;
        if (answer) return replay(answer);
      }
      let settle!: (answer: Answer | undefined) => void;
      const entry: Entry = { answer: new Promise((resolve) => (settle = resolve)), expires: Number.POSITIVE_INFINITY };
      entries.delete(key);
      entries.set(key, entry);
      try {
        const response = await handle();
        settle(isRedirect(response) ? snapshot(response) : undefined);
        return response;
      } catch (error) {
        settle(undefined);
        throw error;
      } finally {
        entry.expires = Date.now() + windowMs;
      }
    },

    /** Forms remembered now. */
    get size() {
      return entries.size;
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
