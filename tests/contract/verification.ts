import "./pact-env";
import { type IncomingMessage, type ServerResponse } from "node:http";
import { Verifier } from "@pact-foundation/pact";
import { PACT_FILE, PROVIDER } from "./pact-file";

/** What a state handler hands back to Pact (for `fromProviderState`) and to the token swap. */
export type StateValues = Record<string, string | number | boolean>;
export type StateHandler = (params?: unknown) => Promise<StateValues | undefined>;

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
  stateHandlers: Record<string, StateHandler>;
  tokens: TokenSwap;
  pactFile?: string;
  logLevel?: "error" | "warn" | "info" | "debug";
};

export function verifyPact({ providerBaseUrl, stateHandlers, tokens, pactFile, logLevel }: VerifyOptions) {
  return new Verifier({
    provider: PROVIDER,
    providerBaseUrl,
    pactUrls: [pactFile ?? PACT_FILE],
    stateHandlers,
    requestFilter: tokens.requestFilter,
    // Every interaction starts without a session; its states sign someone in if they need to.
    beforeEach: async () => tokens.forget(),
    logLevel: logLevel ?? "warn",
  }).verifyProvider();
}
