// The bell's live unread count (decision 049): a server-sent event stream per tab. The count is
// read every UNREAD_CHECK_MS through the same call the shell makes (answered from the embedded
// API's read cache until a write) and sent only when it changed; a comment line keeps proxies
// and idle-connection timeouts from closing a quiet stream. A stream ends with its tab, after
// MAX_STREAM_MS (the browser reconnects and the session's guard runs again), on a refused
// token, and when the server shuts down (closeUnreadStreams).
import { isApiError } from "~/models/errors";
import { listNotifications } from "~/models/notification.server";

export const UNREAD_CHECK_MS = 2_000;
export const HEARTBEAT_MS = 20_000;
/** A stream outliving this would keep reading past an idle or absolute session timeout. */
export const MAX_STREAM_MS = 5 * 60_000;
/** The browser waits this long before reconnecting a closed stream. */
export const RECONNECT_MS = 3_000;

export const UNREAD_EVENT = "unread";

// One registry per process, whichever copy of this module (the server's or the Remix bundle's) asks.
const STREAMS = Symbol.for("backoffice.unreadStreams");
type GlobalWithStreams = typeof globalThis & { [STREAMS]?: Set<() => void> };
function openStreams(): Set<() => void> {
  const holder = globalThis as GlobalWithStreams;
  holder[STREAMS] ??= new Set();
  return holder[STREAMS];
}

/** Ends every open stream: graceful shutdown must not wait for tabs that never close. */
export function closeUnreadStreams(): void {
  for (const close of [...openStreams()]) close();
}

export type UnreadStreamOptions = { checkMs?: number; heartbeatMs?: number; maxMs?: number };

/** The unread count as the shell reads it: the newest notification's page carries it. */
async function unreadCount(token: string): Promise<number> {
  // Outside any page's shared look-ups (api.server.ts): each check asks the API about the token
  // again, so a revoked token ends the stream.
  return (await listNotifications(token, { page: 1, page_size: 1 })).unread;
}

export function unreadEventStream(request: Request, token: string, options: UnreadStreamOptions = {}): Response {
  const { checkMs = UNREAD_CHECK_MS, heartbeatMs = HEARTBEAT_MS, maxMs = MAX_STREAM_MS } = options;
  const encoder = new TextEncoder();
  let close = () => {};
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      let closed = false;
      let last: number | undefined;
      let checking = false;
      const send = (text: string) => {
        if (!closed) controller.enqueue(encoder.encode(text));
      };
      const check = async () => {
        if (checking || closed) return;
        checking = true;
        try {
          const count = await unreadCount(token);
          if (count !== last) {
            last = count;
            send(`event: ${UNREAD_EVENT}\ndata: ${count}\n\n`);
          }
        } catch (error) {
          // A refused token ends the stream; the reconnect meets the guard (and /login).
          if (isApiError(error, 401)) close();
          else console.error("[notifications] the unread count could not be read", error);
        } finally {
          checking = false;
        }
      };
      const timers = [setInterval(check, checkMs), setInterval(() => send(": heartbeat\n\n"), heartbeatMs), setTimeout(() => close(), maxMs)];
      close = () => {
        if (closed) return;
        closed = true;
        for (const timer of timers) clearTimeout(timer);
        request.signal.removeEventListener("abort", close);
        openStreams().delete(close);
        try {
          controller.close();
        } catch {
          // Already cancelled by the client.
        }
      };
      openStreams().add(close);
      request.signal.addEventListener("abort", close);
      send(`retry: ${RECONNECT_MS}\n\n`);
      void check();
    },
    cancel() {
      close();
    },
  });
  return new Response(body, {
    headers: {
      "Content-Type": "text/event-stream; charset=utf-8",
      "Cache-Control": "no-store",
      // Proxies that buffer (nginx) would hold the events back.
      "X-Accel-Buffering": "no",
    },
  });
}
