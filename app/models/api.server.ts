import { type z } from "zod";
import type { Endpoint, PathParamName } from "#contract/endpoint";
import { endpointPath, endpoints, type EndpointName } from "#contract/endpoints";
import { API_PREFIX } from "#contract/shared-values";
import { ApiError, ApiResponseFormatError, ApiUnavailableError } from "./errors";

/**
 * The only module that talks to API v1. With `API_URL` unset it calls the embedded provider
 * in-process through the function the server registers (the Remix bundle never imports api/);
 * with `API_URL` set it makes real HTTP calls to that backend.
 */

/** Look-ups the embedded API may share between the calls of one page request (token, permissions). */
export type ApiRequestScope = Map<string, Promise<unknown>>;
export type EmbeddedApiFetch = (request: Request, env?: { clientIp?: string; scope?: ApiRequestScope }) => Promise<Response>;

const EMBEDDED_API = Symbol.for("backoffice.embeddedApi");
type GlobalWithApi = typeof globalThis & { [EMBEDDED_API]?: EmbeddedApiFetch };

/** Called by the server once the provider is created; `undefined` unregisters it (shutdown, tests). */
export function registerEmbeddedApi(fetchFn: EmbeddedApiFetch | undefined): void {
  (globalThis as GlobalWithApi)[EMBEDDED_API] = fetchFn;
}

// One holder per process, whichever copy of this module (the server's or the Remix bundle's) asks.
// Not AsyncLocalStorage: on Node 20 it turns on promise hooks, which cost every promise of every
// page (about 8 % of a signed-in page's CPU, decision 062).
const PAGE_LOOKUPS = Symbol.for("backoffice.apiPageLookups");
type PageLookups = { byRequest: Map<string, ApiRequestScope>; starting?: ApiRequestScope };
type GlobalWithLookups = typeof globalThis & { [PAGE_LOOKUPS]?: PageLookups };
function pageLookups(): PageLookups {
  const holder = globalThis as GlobalWithLookups;
  holder[PAGE_LOOKUPS] ??= { byRequest: new Map() };
  return holder[PAGE_LOOKUPS];
}

/**
 * The server opens one page request's shared look-ups (token check, permission codes) under the
 * id it gave the request, and closes them when the request is answered. Only for reads: an
 * action's later calls must see what it changed. Nothing outlives the request, so a revoked token
 * is refused on the next one.
 */
export function openApiPageLookups(requestId: string): () => void {
  const { byRequest } = pageLookups();
  byRequest.set(requestId, new Map());
  return () => void byRequest.delete(requestId);
}

/**
 * Runs `start` so that the API calls it makes before its first `await` share the look-ups of the
 * page request `requestId` (when the server opened them). A call made after an await, when other
 * requests may have run, shares nothing: it never sees another request's look-ups.
 */
export function withApiPageLookups<T>(requestId: string | null, start: () => T): T {
  const lookups = pageLookups();
  const scope = requestId ? lookups.byRequest.get(requestId) : undefined;
  if (!scope) return start();
  const previous = lookups.starting;
  lookups.starting = scope;
  try {
    return start();
  } finally {
    lookups.starting = previous;
  }
}

// In-process requests never leave the process: the origin only has to be a valid URL.
const EMBEDDED_BASE_URL = `http://embedded.invalid${API_PREFIX}/`;
const HTTP_TIMEOUT_MS = 15_000;

export type QueryValue = string | number | boolean | null | undefined;

export type ApiCall = {
  token?: string;
  /** Values for `{name}` placeholders of the endpoint path. */
  params?: Record<string, string | number>;
  query?: Record<string, QueryValue>;
  json?: unknown;
  form?: FormData;
  /** The browser's address, for the provider's login throttling. */
  clientIp?: string;
  /** Media types of the answer, preferred first; default JSON. */
  accept?: string;
  /** The body is streamed on after apiRequest returns (a CSV export): over HTTP the timeout covers the headers only. */
  streamed?: boolean;
};

function apiBaseUrl(): string | undefined {
  const configured = process.env.API_URL?.trim();
  if (!configured) return undefined;
  return configured.endsWith("/") ? configured : `${configured}/`;
}

function buildUrl(base: string, name: EndpointName, call: ApiCall): URL {
  const url = new URL(endpointPath(name, call.params), base);
  for (const [key, value] of Object.entries(call.query ?? {})) {
    if (value !== undefined && value !== null && value !== "") url.searchParams.set(key, String(value));
  }
  return url;
}

function buildInit(name: EndpointName, call: ApiCall): RequestInit & { method: string; headers: Headers } {
  const headers = new Headers({ Accept: call.accept ?? "application/json" });
  if (call.token) headers.set("Authorization", `Token ${call.token}`);
  let body: BodyInit | undefined;
  if (call.form) {
    body = call.form;
  } else if (call.json !== undefined) {
    headers.set("Content-Type", "application/json");
    body = JSON.stringify(call.json);
  }
  return { method: endpoints[name].method, headers, body };
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * A GET reaches the embedded provider as the parts Hono reads of it: its URL, method and headers.
 * An undici Request would cost more than the call's routing, an AbortSignal each (decision 066);
 * the provider reads no body and no signal of a GET. The API tests send their GETs this way.
 */
export function embeddedGetRequest(url: URL, headers: Headers): Request {
  const parts: Pick<Request, "url" | "method" | "headers" | "body"> = { url: url.href, method: "GET", headers, body: null };
  return parts as Request;
}

/** A streamed body may take as long as it needs: its timeout ends with the headers. */
async function fetchWithTimeout(url: URL, init: RequestInit, streamed: boolean): Promise<Response> {
  if (!streamed) return fetch(url, { ...init, signal: AbortSignal.timeout(HTTP_TIMEOUT_MS) });
  const waiting = new AbortController();
  const timer = setTimeout(() => waiting.abort(new DOMException("The API did not answer in time", "TimeoutError")), HTTP_TIMEOUT_MS);
  try {
    return await fetch(url, { ...init, signal: waiting.signal });
  } finally {
    clearTimeout(timer);
  }
}

/** Sends one call; answers the raw 2xx Response, throws ApiError for any other status. */
export async function apiRequest(name: EndpointName, call: ApiCall = {}): Promise<Response> {
  // Read before any await (withApiPageLookups).
  const scope = pageLookups().starting;
  const base = apiBaseUrl();
  let response: Response;
  try {
    if (base) {
      const init = buildInit(name, call);
      const headers = new Headers(init.headers);
      // Over HTTP the browser's address travels the conventional way; the backend decides whether to trust it.
      if (call.clientIp) headers.set("X-Forwarded-For", call.clientIp);
      response = await fetchWithTimeout(buildUrl(base, name, call), { ...init, headers, redirect: "manual" }, call.streamed ?? false);
    } else {
      const embedded = (globalThis as GlobalWithApi)[EMBEDDED_API];
      if (!embedded) throw new Error("No embedded API v1 registered and API_URL is unset");
      const url = buildUrl(EMBEDDED_BASE_URL, name, call);
      const init = buildInit(name, call);
      const request = init.method === "GET" ? embeddedGetRequest(url, init.headers) : new Request(url, init);
      response = await embedded(request, { clientIp: call.clientIp, scope });
    }
  } catch (cause) {
    throw new ApiUnavailableError(cause);
  }
  if (response.status < 200 || response.status >= 300) {
    throw new ApiError(response.status, await readBody(response));
  }
  return response;
}

type Definition<N extends EndpointName> = (typeof endpoints)[N];
type ParamNames<N extends EndpointName> = PathParamName<Definition<N>["path"]>;

/** The 2xx answer of `name` as its definition's `answer` schema outputs it; nothing for a 204. */
export type AnswerOf<N extends EndpointName> = Definition<N> extends { answer: infer S extends z.ZodType } ? z.output<S> : void;

/** A call of `name`: its path's placeholders, its query's fields, its JSON body's input type or form data. */
export type EndpointCall<N extends EndpointName> = Omit<ApiCall, "params" | "query" | "json" | "form" | "accept" | "streamed"> & {
  query?: Definition<N> extends { query: infer S extends z.ZodType } ? { [K in keyof z.input<S>]?: QueryValue } : never;
  json?: Definition<N> extends { json: infer S extends z.ZodType } ? z.input<S> : never;
  form?: Definition<N> extends { multipart: z.ZodType } ? FormData : never;
} & ([ParamNames<N>] extends [never] ? { params?: never } : { params: Record<ParamNames<N>, string | number> });

type CallArguments<N extends EndpointName> = [ParamNames<N>] extends [never] ? [call?: EndpointCall<N>] : [call: EndpointCall<N>];

/** Calls the endpoint `name` and parses its 2xx answer with the definition's answer schema. */
export function callEndpoint<N extends EndpointName>(name: N, ...[call]: CallArguments<N>): Promise<AnswerOf<N>> {
  return callAnswer(name, (call ?? {}) as ApiCall) as Promise<AnswerOf<N>>;
}

/** callEndpoint where the name is only known at run time (a generic list export): the answer is checked, its type is the caller's. */
export async function callAnswer(name: EndpointName, call: ApiCall): Promise<unknown> {
  const response = await apiRequest(name, call);
  const schema = (endpoints[name] as Endpoint).answer;
  if (!schema) {
    await response.body?.cancel();
    return undefined;
  }
  const parsed = schema.safeParse(await readBody(response));
  if (!parsed.success) throw new ApiResponseFormatError(name, parsed.error);
  return parsed.data;
}

/** Sends one call whose answer has no body worth reading (204). */
export async function callApiWithoutAnswer(name: EndpointName, call: ApiCall = {}): Promise<void> {
  const response = await apiRequest(name, call);
  await response.body?.cancel();
}
