// Per-address limits of the unauthenticated posts (decision 019), kept in the database so that
// every process serving one database shares them.
import type { MiddlewareHandler } from "hono";
import { RateLimiterDrizzle, RateLimiterRes } from "rate-limiter-flexible";
import { lt } from "drizzle-orm";
import { ADDRESS_RATE_LIMITS, type AddressRateLimitName } from "#contract/account";
import { messages } from "#contract/messages";
import type { Db } from "./db/client";
import * as tables from "./db/schema";
import { ApiError, type AppEnv, clientAddress } from "./http";

export type AddressRateLimits = Record<AddressRateLimitName, { requests: number; windowMs: number }>;

/**
 * rate-limiter-flexible's Drizzle store counts a request with one `INSERT ... ON CONFLICT DO
 * UPDATE ... RETURNING` (a fixed window per key), so concurrent requests from one address cannot
 * pass more than the limit, on PGlite and PostgreSQL alike. Its own hourly clean-up timer is off:
 * sweepRateLimits runs with the API's other sweep.
 */
export function createAddressRateLimiters(db: Db, limits: AddressRateLimits = ADDRESS_RATE_LIMITS) {
  const limiters = Object.fromEntries(
    Object.entries(limits).map(([name, limit]) => [
      name,
      new RateLimiterDrizzle({
        storeClient: db,
        schema: tables.rateLimit,
        keyPrefix: name,
        points: limit.requests,
        duration: Math.ceil(limit.windowMs / 1000),
        clearExpiredByTimeout: false,
      }),
    ]),
  ) as Record<AddressRateLimitName, RateLimiterDrizzle>;

  /** Counts the request before its body is read; past the limit, 429 with Retry-After. */
  return function addressRateLimit(name: AddressRateLimitName): MiddlewareHandler<AppEnv> {
    return async (c, next) => {
      try {
        await limiters[name].consume(clientAddress(c));
      } catch (refusal) {
        if (!(refusal instanceof RateLimiterRes)) throw refusal;
        const seconds = Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
        throw new ApiError(429, { detail: messages.rateLimited(seconds) }, { "Retry-After": String(seconds) });
      }
      await next();
    };
  };
}

/** Deletes the rows of windows that have ended. */
export async function sweepRateLimits(db: Db, now: Date): Promise<void> {
  await db.delete(tables.rateLimit).where(lt(tables.rateLimit.expire, now));
}
