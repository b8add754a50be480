import { isApiError } from "~/models/errors";

/** A call's answer, or the failure a page chose to live with. */
export type Settled<Result> = { ok: true; value: Result } | { ok: false; error: unknown };

type ModelCall<Args extends unknown[], Result> = (token: string, ...args: Args) => Promise<Result>;

/**
 * For the few pages that live with a failed call (the shell's notifications, the drawer's posts,
 * a list that shows its error): `api(settled(call), ...args)` answers the failures `settles`
 * picks as `{ ok: false }` instead of throwing them. The rest still reach api(), so its mapping
 * (401 ends the session, 404 is /notfound) is not written again; a 401 is never settled.
 */
export function settled<Args extends unknown[], Result>(
  call: ModelCall<Args, Result>,
  settles: (error: unknown) => boolean = () => true,
): ModelCall<Args, Settled<Result>> {
  return async (token, ...args) => {
    try {
      return { ok: true, value: await call(token, ...args) };
    } catch (error) {
      if (isApiError(error, 401) || !settles(error)) throw error;
      return { ok: false, error };
    }
  };
}
