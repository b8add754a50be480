import "./pact-env";
import { type IncomingMessage, type ServerResponse } from "node:http";
import { Verifier, type VerifierOptions } from "@pact-foundation/pact";
import { PACT_FILE, PROVIDER } from "./pact-file";

/** What a state handler hands back to Pact (for `fromProviderState`) and to the token swap. */
export type StateValues = Record<string, string | number | boolean>;
export type StateHandler = (params?: unknown) => Promise<StateValues | undefined>;
/** A state whose effect would outlast its interaction (a used-up rate limit) undoes it in teardown. */
export type StateWithTeardown = { setup: StateHandler; teardown: StateHandler };
export type StateHandlers = Record<string, StateHandler | StateWithTeardown>;

/** Where the verifier's requests come from, in each form a loopback socket address can take. */
export const VERIFIER_ADDRESSES = ["127.0.0.1", "::1", "::ffff:127.0.0.1"] as const;

/**
 * The pact carries an example token; the provider needs a live one. A state that signs someone
 * in remembers their token, the request filter puts it in the Authorization header, and states
 * without a session (anonymous, invalid token) forget it so the example token is refused (401).
 */
export class TokenSwap {
  private token: string | undefined;

  use(token: string): void {
    this.token = token;
  }

  forget(): void {
    this.token = undefined;
  }

  /** Express-style middleware for the verifier's proxy. */
  readonly requestFilter = (req: IncomingMessage, _res: ServerResponse, next: () => void): void => {
    if (this.token && req.headers.authorization) req.headers.authorization = `Token ${this.token}`;
    next();
  };
}

export type VerifyOptions = {
  providerBaseUrl: string;
  stateHandlers: StateHandlers;
  tokens: TokenSwap;
  pactFile?: string;
  logLevel?: "error" | "warn" | "info" | "debug";
};

export function verifyPact({ providerBaseUrl, stateHandlers, tokens, pactFile, logLevel }: VerifyOptions) {
  return new Verifier({
    provider: PROVIDER,
    providerBaseUrl,
    pactUrls: [pactFile ?? PACT_FILE],
    // The HTTP verifier runs { setup, teardown } handlers, but its options type also demands the
    // message verifier's handler signature of each (pact-js#1164; its fix, #1876, is not in 16.5.0).
    stateHandlers: stateHandlers as VerifierOptions["stateHandlers"],
    requestFilter: tokens.requestFilter,
    // Every interaction starts without a session; its states sign someone in if they need to.
    beforeEach: async () => tokens.forget(),
    logLevel: logLevel ?? "warn",
  }).verifyProvider();
}
