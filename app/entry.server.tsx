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
import type { ComponentType, ReactElement } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { refreshSession } from "~/models/session.server";
import { ServerRenderedProvider, type ServerRenderedName } from "~/ui/client-lazy";
import { FragmentRendererProvider } from "~/ui/server-fragment";
import { GeneralErrorBoundary } from "~/ui/error-boundary";
import { ActionToastProvider } from "~/ui/toast";
import { ToastList } from "~/ui/toast-list";
import { takeActionToast } from "~/utils/action-toast.server";
import { NonceProvider } from "~/utils/nonce-provider";
import { renderFragment } from "~/utils/fragment-cache.server";
import { renderWhole } from "~/utils/render-whole.server";

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

  const page = (
    <NonceProvider value={nonce}>
      <ActionToastProvider value={actionToast}>
        <ServerRenderedProvider value={serverRendered}>
          <FragmentRendererProvider value={renderFragment}>
            <RemixServer context={remixContext} url={request.url} nonce={nonce} />
          </FragmentRendererProvider>
        </ServerRenderedProvider>
      </ActionToastProvider>
    </NonceProvider>
  );
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  if (!streamed) {
    await handOverDataWhole(remixContext);
    const html = renderWhole(page);
    // Encoded once here: handed on as a string, the server measured and wrote it in slower steps.
    if (html !== null) return new Response(Buffer.from(html) as Uint8Array<ArrayBuffer>, { headers: responseHeaders, status: responseStatusCode });
  }
  return renderStreamed(request, page, nonce, responseHeaders, responseStatusCode, streamed);
}

/** Streams the page as its deferred data settles; with `streamed` false, writes it whole once all is ready. */
function renderStreamed(request: Request, page: ReactElement, nonce: string, responseHeaders: Headers, responseStatusCode: number, streamed: boolean) {
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let timedOut = false;
    const { pipe, abort } = renderToPipeableStream(page, {
      nonce,
      onShellReady() {
        shellRendered = true;
        if (!streamed) return;
        const body = new PassThrough();
        body.once("close", () => clearTimeout(timer));
        resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
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
              resolve(new Response(Buffer.concat(chunks) as Uint8Array<ArrayBuffer>, { headers: responseHeaders, status: responseStatusCode }));
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
    });
    const timer = setTimeout(() => {
      timedOut = true;
      console.warn(`[render] ${new URL(request.url).pathname} did not finish within ${streamTimeout + 1000} ms: cut off`);
      abort();
    }, streamTimeout + 1000);
  });
}

/**
 * Remix hands the loaders' data to the browser through `StreamTransfer`, which suspends on each
 * chunk of the encoded data; renderToString cannot wait for a suspension. With no deferred data
 * the encoding finishes at once: it is read whole here and put where StreamTransfer looks first
 * (`renderMeta.streamCache`, pinned by @remix-run/react's exact version), as one chunk then the end.
 */
async function handOverDataWhole(context: EntryContext) {
  const stream = context.serverHandoffStream;
  if (!stream || !context.renderMeta) return;
  const decoder = new TextDecoder();
  let value = "";
  const reader = stream.getReader();
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) value += decoder.decode(chunk.value, { stream: true });
  value += decoder.decode();
  // RemixServer takes a reader each time it renders (twice when renderWhole gives up): a new,
  // empty stream each time, never read once the cache holds the end.
  Object.defineProperty(context, "serverHandoffStream", { get: () => new ReadableStream({ start: (controller) => controller.close() }) });
  const settled = (result: { done: boolean; value: string }) => Object.assign(Promise.resolve(), { result });
  context.renderMeta.streamCache = { 0: settled({ done: false, value }), 1: settled({ done: true, value: "" }) };
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
