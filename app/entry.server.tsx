import { PassThrough, Writable } from "node:stream";
import {
  createReadableStreamFromReadable,
  type ActionFunctionArgs,
  type EntryContext,
  type HandleDataRequestFunction,
  type LoaderFunctionArgs,
} from "@remix-run/node";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import type { ComponentType } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { refreshSession } from "~/models/session.server";
import { ServerRenderedProvider, type ServerRenderedName } from "~/ui/client-lazy";
import { GeneralErrorBoundary } from "~/ui/error-boundary";
import { ActionToastProvider } from "~/ui/toast";
import { ToastList } from "~/ui/toast-list";
import { takeActionToast } from "~/utils/action-toast.server";
import { NonceProvider } from "~/utils/nonce-provider";

export const streamTimeout = 5000;

/** What the browser loads lazily (app/ui/client-lazy.tsx), rendered at once here. */
const serverRendered: Record<ServerRenderedName, ComponentType<never>> = { ToastList, GeneralErrorBoundary };

function nonceOf(loadContext: Record<string, unknown>): string {
  return typeof loadContext.cspNonce === "string" ? loadContext.cspNonce : "";
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: Record<string, unknown>,
) {
  // Slides the session's idle timeout on every page a signed-in user opens.
  await refreshSession(request, responseHeaders);
  const nonce = nonceOf(loadContext);
  const actionToast = await takeActionToast(request, responseHeaders);
  // A page whose loaders all answered is written whole, in one write with a Content-Length
  // (decision 038); only deferred data is worth streaming, and crawlers wait for it too.
  const streamed = hasDeferredData(remixContext) && !isbot(request.headers.get("user-agent")) && !remixContext.isSpaMode;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let timedOut = false;
    const respond = (body: BodyInit) => {
      responseHeaders.set("Content-Type", "text/html; charset=utf-8");
      resolve(new Response(body, { headers: responseHeaders, status: responseStatusCode }));
    };
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ActionToastProvider value={actionToast}>
          <ServerRenderedProvider value={serverRendered}>
            <RemixServer context={remixContext} url={request.url} nonce={nonce} />
          </ServerRenderedProvider>
        </ActionToastProvider>
      </NonceProvider>,
      {
        nonce,
        onShellReady() {
          shellRendered = true;
          if (!streamed) return;
          const body = new PassThrough();
          body.once("close", () => clearTimeout(timer));
          respond(createReadableStreamFromReadable(body));
          pipe(body);
        },
        onAllReady() {
          if (streamed) return;
          const chunks: Uint8Array[] = [];
          pipe(
            new Writable({
              write(chunk: Uint8Array, _encoding, callback) {
                chunks.push(chunk);
                callback();
              },
              final(callback) {
                clearTimeout(timer);
                // A Buffer is a Uint8Array; the DOM typings do not say so of Node's.
                respond(Buffer.concat(chunks) as Uint8Array<ArrayBuffer>);
                callback();
              },
            }),
          );
        },
        onShellError(error: unknown) {
          clearTimeout(timer);
          reject(error);
        },
        onError(error: unknown) {
          // Cut off by the stream timeout or by the client: the page itself did not fail, so its
          // status stays what the loaders made it (a 500 here once labelled whole pages).
          if (timedOut || request.signal.aborted) return;
          responseStatusCode = 500;
          // Errors after the shell are already streaming; log them, the boundary shows them.
          // A client that went away mid-stream is not an error.
          if (shellRendered && !request.signal.aborted) console.error(error);
        },
      },
    );
    const timer = setTimeout(() => {
      timedOut = true;
      console.warn(`[render] ${new URL(request.url).pathname} did not finish within ${streamTimeout + 1000} ms: cut off`);
      abort();
    }, streamTimeout + 1000);
  });
}

/** Whether a loader answered promises (deferred data): the page then streams as they settle. */
function hasDeferredData({ staticHandlerContext }: EntryContext): boolean {
  return Object.values(staticHandlerContext.loaderData).some(
    (data) => typeof data === "object" && data !== null && Object.values(data).some((value) => value instanceof Promise),
  );
}

export const handleDataRequest: HandleDataRequestFunction = async (response, { request }) => {
  await refreshSession(request, response.headers);
  return response;
};

export function handleError(error: unknown, { request }: LoaderFunctionArgs | ActionFunctionArgs) {
  // Aborted requests (the user navigated away) are not errors, nor are Remix's own 4xx answers
  // (a POST to a page without an action is a 405, not a stack trace in the log).
  if (request.signal.aborted || (isRouteErrorResponse(error) && error.status < 500)) return;
  console.error(error);
}
