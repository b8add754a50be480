// A handler is registered from its endpoint's definition (contract/): the method and path, the
// per-address limit, the guard (token, then permission), the path and query parsing are derived,
// so a handler cannot forget its permission nor parse with another schema than the contract's.
import type { Context, Hono, MiddlewareHandler } from "hono";
import type { z } from "zod";
import type { Endpoint, PathParamName } from "#contract/endpoint";
import { endpoints, type EndpointName } from "#contract/endpoints";
import { type ApiDeps, type AppEnv, idParam, parseWith, readBody, requireAuth, requirePermission, requireService } from "./http";
import type { ReadCache } from "./read-cache";

type Definition<N extends EndpointName> = (typeof endpoints)[N];

type BodyOf<D> = D extends { json: infer S extends z.ZodType } ? z.output<S> : D extends { multipart: infer S extends z.ZodType } ? z.output<S> : never;

export type EndpointInput<N extends EndpointName> = {
  /** `{id}` as a positive integer (anything else answers 404, as a missing row), others as text. */
  params: { [K in PathParamName<Definition<N>["path"]>]: K extends "id" ? number : string };
  query: Definition<N> extends { query: infer S extends z.ZodType } ? z.output<S> : undefined;
  /**
   * The body parsed with the definition's `json` or `multipart` schema (400 with DRF's errors).
   * Read when the handler asks: DRF looks a row up before validating, so its 404 wins over a 400.
   */
  body: () => Promise<BodyOf<Definition<N>>>;
};

export type EndpointHandler<N extends EndpointName> = (c: Context<AppEnv>, input: EndpointInput<N>) => Response | Promise<Response>;

export type EndpointOptions = {
  /** Run after the guard, before the handler: a per-user limit, a larger body limit. */
  middleware?: MiddlewareHandler<AppEnv>[];
  /** A GET whose answer depends on more than the database, the token, the URL and Accept (decision 032). */
  uncached?: boolean;
};

const registrations = new WeakMap<Hono<AppEnv>, EndpointName[]>();

/** The endpoints registered on `app`, once per registration (a test checks each appears once). */
export function registeredEndpoints(app: Hono<AppEnv>): readonly EndpointName[] {
  return registrations.get(app) ?? [];
}

/** `users/{id}/` as Hono's `/users/:id/`. */
export function routePath(path: string): string {
  return `/${path.replace(/\{(\w+)\}/g, ":$1")}`;
}

export function endpoint<N extends EndpointName>(app: Hono<AppEnv>, deps: ApiDeps, name: N, handler: EndpointHandler<N>, options: EndpointOptions = {}): void {
  const definition: Endpoint = endpoints[name];
  const chain: MiddlewareHandler<AppEnv>[] = [
    ...(definition.addressRateLimit ? [deps.addressRateLimit(definition.addressRateLimit)] : []),
    ...(definition.service ? [requireService(deps, definition.service)] : []),
    ...(definition.auth ? [requireAuth(deps)] : []),
    ...(definition.permission ? [requirePermission(definition.permission)] : []),
    ...(options.middleware ?? []),
  ];
  const handle = (c: Context<AppEnv>) => handler(c, inputOf<N>(c, definition));
  const run = definition.method === "GET" && deps.readCache && !options.uncached ? cachedRead(deps.readCache, handle) : handle;
  app.on([definition.method], [routePath(definition.path)], ...chain, run);
  registrations.set(app, [...registeredEndpoints(app), name]);
}

function inputOf<N extends EndpointName>(c: Context<AppEnv>, definition: Endpoint): EndpointInput<N> {
  const params = Object.fromEntries(
    [...definition.path.matchAll(/\{(\w+)\}/g)].map(([, param = ""]) => [param, param === "id" ? idParam(c, param) : c.req.param(param)]),
  );
  const query = definition.query ? parseWith(definition.query, c.req.query()) : undefined;
  const bodySchema = definition.json ?? definition.multipart;
  const body = async () => {
    if (!bodySchema) throw new Error(`${definition.method} ${definition.path} defines no body`);
    return parseWith(bodySchema, await readBody(c, { lists: definition.repeatedFields }));
  };
  return { params, query, body } as EndpointInput<N>;
}

/**
 * A GET's JSON answer reused until the next write (decision 032), per token: the guard above has
 * already run for this request, and the answer was made for the same token, URL and Accept.
 */
function cachedRead(cache: ReadCache, handle: (c: Context<AppEnv>) => Response | Promise<Response>) {
  return async (c: Context<AppEnv>): Promise<Response> => {
    const key = `${c.get("auth")?.tokenId ?? "-"} ${c.req.header("accept") ?? ""} ${c.req.url}`;
    const cached = cache.answer(key);
    if (cached) return new Response(cached.body, { status: cached.status, headers: cached.headers });
    const generation = cache.generation;
    const response = await handle(c);
    if (response.status !== 200 || !response.headers.get("content-type")?.startsWith("application/json")) return response;
    // An answer that depends on the clock for this request only (user-request-stats/ without a date).
    if (response.headers.get("cache-control")?.includes("no-store")) return response;
    const answer = { status: response.status, headers: [...response.headers], body: await response.text() };
    cache.storeAnswer(key, answer, generation);
    return new Response(answer.body, { status: answer.status, headers: answer.headers });
  };
}
