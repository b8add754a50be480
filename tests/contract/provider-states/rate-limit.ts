import { eq, inArray } from "drizzle-orm";
import { ADDRESS_RATE_LIMITS, type AddressRateLimitName } from "#contract/account";
import { UPLOAD_RATE_LIMIT } from "#contract/file";
import { throttleKey } from "../../../api/http";
import * as tables from "../../../api/db/schema";
import type { Db } from "../../../api/db/client";
import { VERIFIER_ADDRESSES, type StateWithTeardown } from "../verification";
import type { StateContext } from "../provider-states";
import { rateLimitStates, type RateLimitState } from "../states/rate-limit";

/**
 * The address limit's window, full, for every form of the verifier's address; teardown empties it
 * so the interactions after this one post as usual. rate-limiter-flexible keys a row
 * `<keyPrefix>:<address>` (api/rate-limit.ts prefixes with the limit's name) and reads the wall
 * clock, not the API's.
 */
function usedUpAddressLimit(db: Db, name: AddressRateLimitName): StateWithTeardown {
  const { requests, windowMs } = ADDRESS_RATE_LIMITS[name];
  const keys = [...new Set(VERIFIER_ADDRESSES.map((address) => `${name}:${throttleKey(address)}`))];
  return {
    setup: async () => {
      const expire = new Date(Date.now() + windowMs);
      await db
        .insert(tables.rateLimit)
        .values(keys.map((key) => ({ key, points: requests, expire })))
        .onConflictDoUpdate({ target: tables.rateLimit.key, set: { points: requests, expire } });
      return undefined;
    },
    teardown: async () => {
      await db.delete(tables.rateLimit).where(inArray(tables.rateLimit.key, keys));
      return undefined;
    },
  };
}

export function rateLimitStateHandlers({ db, now, ensureAdmin, signInAdmin }: StateContext): Record<RateLimitState, StateWithTeardown> {
  const window = tables.uploadWindow;
  return {
    [rateLimitStates.resetPasswordLimitUsedUp]: usedUpAddressLimit(db, "resetPassword"),
    [rateLimitStates.passwordResetConfirmLimitUsedUp]: usedUpAddressLimit(db, "passwordResetConfirm"),
    [rateLimitStates.acceptInvitationConfirmLimitUsedUp]: usedUpAddressLimit(db, "acceptInvitationConfirm"),
    // The upload window is the admin's own and runs on the API's clock; teardown gives it back.
    [rateLimitStates.adminUploadsUsedUp]: {
      setup: async () => {
        const signedIn = await signInAdmin();
        const full = { startedAt: now(), count: UPLOAD_RATE_LIMIT.uploads };
        await db
          .insert(window)
          .values({ userId: signedIn.userId, ...full })
          .onConflictDoUpdate({ target: window.userId, set: full });
        return signedIn;
      },
      teardown: async () => {
        const admin = await ensureAdmin();
        await db.delete(window).where(eq(window.userId, admin.id));
        return undefined;
      },
    },
  };
}
