// The DRF conventions of API v1 in one place: error shapes, body and query parsing with the
// contract schemas, pagination, the token guard and the client address.
import { createHash, timingSafeEqual } from "node:crypto";
import type { IncomingMessage } from "node:http";
import { getConnInfo } from "@hono/node-server/conninfo";
import ipaddr from "ipaddr.js";
import { and, type Column, ilike, like, or, type SQL } from "drizzle-orm";
import type { Context, MiddlewareHandler } from "hono";
import type { z } from "zod";
import type { Paged } from "#contract/common";
import type { Endpoint } from "#contract/endpoint";
import { messages } from "#contract/messages";
import { userRequestMessages } from "#contract/user-request";
import { checkAuthToken } from "./data/account";
import { isActiveStaff, type UserRow } from "./data/user";
import type { AddressRateLimitName } from "#contract/account";
import type { Db } from "./db/client";
import type { BackgroundTasks } from "./background";
import type { Mailer } from "./mail";
import { validationErrors } from "./validation-errors";
import type { ListOrder } from "./paging";
import type { ReadCache } from "./read-cache";

/** What the API needs from its host, shared by every route module. */
export type ApiDeps = {
  db: Db;
  /** The clock: tests move it to expire tokens and links. */
  now: () => Date;
  mailer: Mailer;
  /** Work done after the answer, such as mail whose timing must not show in the answer's. */
  tasks: BackgroundTasks;
  /** Base URL of the app, for links in mails. */
  appUrl: string;
  uploadsDir: string;
  logger: Pick<Console, "info" | "warn" | "error">;
  /** The per-address limit of an unauthenticated post, counted in the database (api/rate-limit.ts). */
  addressRateLimit: (name: AddressRateLimitName) => MiddlewareHandler<AppEnv>;
  /** On the embedded database: token checks and GET answers kept until the next write (decision 032). */
  readCache?: ReadCache;
  /** The marketplace's service token (MARKETPLACE_TOKEN); unset refuses its calls (decision 043). */
  marketplaceToken?: string;
};

export type ApiBindings = {
  /** Set by an in-process caller (the Remix app forwards the browser's address). */
  clientIp?: string;
  /** Set by an in-process caller for the calls of one page request: look-ups they may share. */
  scope?: Map<string, Promise<unknown>>;
  /** Set by @hono/node-server when the API is served over HTTP. */
  incoming?: IncomingMessage;
};
/** `permissionCodes`: what the user held when the token was checked, read in the same query. */
export type AuthState = { user: UserRow; tokenId: number; expiry: Date; permissionCodes: string[] };
export type AppEnv = { Bindings: ApiBindings; Variables: { auth: AuthState } };

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 429;

/** Thrown by handlers and helpers; the app's error handler turns it into the JSON answer. */
export class ApiError extends Error {
  constructor(
    readonly status: ErrorStatus,
    readonly body: Record<string, unknown>,
    readonly headers: Record<string, string> = {},
  ) {
    super(`API error ${status}`);
  }
}

export const notFound = () => new ApiError(404, { detail: messages.notFound });
export const fieldError = (field: string, message: string) => new ApiError(400, { [field]: [message] });

/** `input` parsed with a contract schema; a failure is a 400 with DRF's errors, nested as DRF nests them. */
export function parseWith<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw new ApiError(400, validationErrors(result.error.issues, input));
  return result.data;
}

/** The request body as JSON, urlencoded or multipart, parsed with the contract schema. */
export async function parseBody<S extends z.ZodType>(c: Context<AppEnv>, schema: S): Promise<z.infer<S>> {
  return parseWith(schema, await readBody(c));
}

/**
 * The body as a field map: JSON, urlencoded or multipart (any other type is read as JSON, as
 * before). What cannot be read, or is not an object, is a 400 with DRF's words, never a 500.
 */
export async function readBody(c: Context<AppEnv>, options: { lists?: boolean } = {}): Promise<Record<string, unknown>> {
  const type = c.req.header("content-type")?.toLowerCase() ?? "";
  if (type.startsWith("multipart/form-data") || type.startsWith("application/x-www-form-urlencoded")) {
    try {
      if (!options.lists) return await c.req.parseBody();
      // Repeated form fields (and `name[]` fields) arrive as lists.
      const form = await c.req.parseBody({ all: true });
      return Object.fromEntries(Object.entries(form).map(([key, value]) => [key.endsWith("[]") ? key.slice(0, -2) : key, value]));
    } catch {
      throw new ApiError(400, { detail: type.startsWith("multipart/") ? "Multipart form parse error." : "Form parse error." });
    }
  }
  const text = await c.req.text();
  if (text.trim() === "") return {};
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new ApiError(400, { detail: "JSON parse error." });
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw new ApiError(400, { non_field_errors: [`Invalid data. Expected a dictionary, but got ${pythonTypeName(body)}.`] });
  }
  return body as Record<string, unknown>;
}

/** The type names DRF's message uses. */
function pythonTypeName(value: unknown): string {
  if (value === null) return "NoneType";
  if (Array.isArray(value)) return "list";
  if (typeof value === "string") return "str";
  if (typeof value === "boolean") return "bool";
  return Number.isInteger(value) ? "int" : "float";
}

export function parseQuery<S extends z.ZodType>(c: Context<AppEnv>, schema: S): z.infer<S> {
  return parseWith(schema, c.req.query());
}

/** A positive integer path parameter; anything else is a 404, as for a missing row. */
export function idParam(c: Context<AppEnv>, name: string): number {
  const raw = c.req.param(name) ?? "";
  if (!/^[1-9]\d{0,9}$/.test(raw) || Number(raw) > 2_147_483_647) throw notFound();
  return Number(raw);
}

/**
 * `{count, count_capped, next, previous, results}` with next/previous as absolute URLs like
 * DRF's; `next` is null on the last page of the result window (listPage refused pages past it).
 */
export function paged<T>(
  c: Context<AppEnv>,
  query: { page: number; page_size: number },
  page: { count: number; capped: boolean; results: T[] },
): Paged<T> {
  const link = (pageNumber: number) => {
    const url = new URL(c.req.url);
    if (pageNumber === 1) url.searchParams.delete("page");
    else url.searchParams.set("page", String(pageNumber));
    return url.toString();
  };
  const lastPage = Math.max(1, Math.ceil(page.count / query.page_size));
  return {
    count: page.count,
    count_capped: page.capped,
    next: query.page < lastPage ? link(query.page + 1) : null,
    previous: query.page > 1 ? link(query.page - 1) : null,
    results: page.results,
  };
}

/**
 * The caller's address for throttling: the in-process caller's `clientIp`, else the socket's
 * (the server takes X-Forwarded-For only from TRUSTED_PROXIES). One key per IPv4 address and per
 * IPv6 /64, the block one host usually holds: it could otherwise rotate through it.
 */
export function clientAddress(c: Context<AppEnv>): string {
  const fromCaller = c.env?.clientIp?.trim();
  if (fromCaller) return throttleKey(fromCaller);
  if (c.env?.incoming) {
    const address = getConnInfo(c).remote.address;
    if (address) return throttleKey(address);
  }
  return "unknown";
}

export function throttleKey(address: string): string {
  if (!ipaddr.isValid(address)) return address.slice(0, 64);
  const parsed = ipaddr.process(address);
  if (parsed.kind() === "ipv4") return parsed.toString();
  return `${parsed.toNormalizedString().split(":").slice(0, 4).join(":")}::/64`;
}

export const USER_INACTIVE = "User inactive or deleted.";

const unauthorized = (detail: string) => new ApiError(401, { detail }, { "WWW-Authenticate": "Token" });

/**
 * A service's own token (decision 043): 401 without it or with another, 403 when this server has
 * none configured, so an unset MARKETPLACE_TOKEN can never be matched by an empty header.
 */
export function requireService(deps: ApiDeps, service: "marketplace"): MiddlewareHandler<AppEnv> {
  const expected = service === "marketplace" ? deps.marketplaceToken : undefined;
  return async (c, next) => {
    if (!expected) throw new ApiError(403, { detail: userRequestMessages.serviceDisabled });
    const [scheme, key, ...rest] = (c.req.header("authorization") ?? "").trim().split(/\s+/);
    if (scheme?.toLowerCase() !== "token" || !key || rest.length > 0 || !sameSecret(key, expected)) {
      throw new ApiError(401, { detail: userRequestMessages.serviceRefused });
    }
    await next();
  };
}

function sameSecret(given: string, expected: string): boolean {
  const a = createHash("sha256").update(given).digest();
  const b = createHash("sha256").update(expected).digest();
  return timingSafeEqual(a, b);
}

/** `Authorization: Token <key>`: an unexpired token of an active staff user, else 401. */
export function requireAuth(deps: ApiDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const [scheme, key, ...rest] = (c.req.header("authorization") ?? "").trim().split(/\s+/);
    if (scheme?.toLowerCase() !== "token") throw unauthorized(messages.notAuthenticated);
    if (!key || rest.length > 0) throw unauthorized(messages.invalidToken);
    const check = await shared(c, `token:${key}`, () => checkToken(deps, key));
    if (check.status === "invalid") throw unauthorized(messages.invalidToken);
    if (!isActiveStaff(check.user)) throw unauthorized(USER_INACTIVE);
    c.set("auth", { user: check.user, tokenId: check.tokenId, expiry: check.expiry, permissionCodes: check.permissionCodes });
    await next();
  };
}

/** The token check, from the read cache while nothing has been written and the token is unexpired. */
async function checkToken({ db, now, readCache }: ApiDeps, key: string) {
  const cached = readCache?.token(key, now());
  if (cached) return cached;
  const generation = readCache?.generation;
  const check = await checkAuthToken(db, key, now());
  if (readCache && generation !== undefined && check.status === "valid") readCache.storeToken(key, check, generation);
  return check;
}

/**
 * The definition's permission (any one of a list suffices), checked after requireAuth: a
 * superuser holds every code, others their role's, their own and ALWAYS_GRANTED.
 */
export function requirePermission(permission: NonNullable<Endpoint["permission"]>): MiddlewareHandler<AppEnv> {
  const required: readonly string[] = [permission].flat();
  return async (c, next) => {
    const held = heldPermissions(c);
    if (!required.some((code) => held.includes(code))) throw new ApiError(403, { detail: messages.permissionDenied });
    await next();
  };
}

/** The signed-in caller's permission codes, read with the token (requireAuth). */
export function heldPermissions(c: Context<AppEnv>): string[] {
  return c.get("auth").permissionCodes;
}

/** `load()` once per in-process page request (ApiBindings.scope); without a scope, every time. */
function shared<T>(c: Context<AppEnv>, key: string, load: () => Promise<T>): Promise<T> {
  const scope = c.env?.scope;
  if (!scope) return load();
  let value = scope.get(key) as Promise<T> | undefined;
  if (!value) {
    value = load();
    scope.set(key, value);
    // A failed look-up is not kept: the next call tries again.
    value.catch(() => scope.delete(key));
  }
  return value;
}

/** `%`, `_` and `\` match themselves in a search term. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** DRF SearchFilter: every word of `search` must appear (case-insensitive) in one of `columns`. */
export function searchCondition(search: string | undefined, columns: readonly (Column | SQL)[]): SQL | undefined {
  const words = (search ?? "").split(/\s+/).filter(Boolean);
  if (words.length === 0 || columns.length === 0) return undefined;
  return and(...words.map((word) => or(...columns.map((column) => ilike(column, likePattern(word))))));
}

/** searchCondition over a column that already holds lower-cased text (a generated `search_text`). */
export function lowercaseSearchCondition(search: string | undefined, column: Column | SQL): SQL | undefined {
  const words = (search ?? "").toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return undefined;
  return and(...words.map((word) => like(column, likePattern(word))));
}

/**
 * DRF OrderingFilter over the fields a list allows (the contract's schema has already refused
 * others): `field` ascending, `-field` descending, then `tiebreak` in the same direction, so
 * pages never overlap and one index `(field, id)` serves both directions. `fallback` is the
 * whole default order.
 */
export function orderingClause(
  ordering: string | undefined,
  columns: Record<string, Column | SQL>,
  fallback: ListOrder,
  tiebreak: Column,
): ListOrder {
  if (!ordering) return fallback;
  const descending = ordering.startsWith("-");
  const column = columns[descending ? ordering.slice(1) : ordering];
  if (!column) return fallback;
  return { keys: column === tiebreak ? [column] : [column, tiebreak], descending };
}
