/**
 * `npm run pact:verify -- --provider-base-url URL [--provider-states-setup-url URL]`
 *
 * Verifies any running API v1 against pacts/backoffice-app-backoffice-api-v1.json. The base URL
 * is the origin the API lives under: requests go to `URL/api/v1/...`.
 *
 * Provider states: the backend exposes a state setup endpoint (`--provider-states-setup-url`,
 * default `URL/_pact/provider-states`). It receives `POST {"state": "<name>", "params": {},
 * "action": "setup" | "teardown"}` before and after each interaction and answers a JSON object
 * with the values named below. The core states (tests/contract/states.ts) are below; every state,
 * the resources' too, is in contract/provider-states.md (npm run pact:states). The core ones:
 *
 * - "no one is signed in": nothing to set up.
 * - "the request's token is not valid": nothing to set up; the example token must be unknown.
 * - "the admin is signed in": an active staff superuser `pact-admin` (password `Pact#admin1`,
 *   e-mail pact-admin@example.com, first name Pact, last name Admin, no profile image, no
 *   user type) with a fresh API token. Answer `{ "userId": <id>, "token": "<token key>" }`:
 *   this tool puts that token in the Authorization header of the interaction's requests.
 * - "another user exists": any other staff user. Answer `{ "otherUserId": <id> }`.
 * - "a user exists with known credentials": an active staff user `pact-user`, password
 *   `Pact#user1`, e-mail pact-user@example.com, with no recent failed logins.
 * - "login for a user is throttled": 5 failed logins for username `pact-throttled` from the
 *   verifier's address within the last 15 minutes, so that login answers 429.
 * - "a valid password reset link exists": an unused reset link of `pact-user`.
 *   Answer `{ "uid": "...", "token": "..." }`.
 * - "a valid invitation link exists": a new, inactive staff user with an unused invitation.
 *   Answer `{ "uid": "...", "token": "..." }`.
 * - "countries and cities exist": the country list with India (code IN, dial code 91) and its
 *   city Mumbai, and Indonesia. Answer `{ "countryId": <India's id> }`.
 * - "the admin has unread notifications": `pact-admin` has exactly 2 unread notifications
 *   whose actor has no profile image. Answer `{ "notificationId": <id of one> }`.
 * - "the address has used up its reset-password limit", "... its password-reset-confirm limit",
 *   "... its accept-user-invitation-confirm limit": the verifier's address has made as many
 *   posts to that endpoint as its window allows, so that the next answers 429 with a `detail`.
 *   Teardown gives the address its limit back.
 * - "the admin is signed in and has used up its upload calls": as "the admin is signed in"
 *   (answer `{ "userId", "token" }`), and `pact-admin` has made as many `upload_file/` calls as
 *   its window allows, so that the next answers 429 with a `detail`. Teardown gives them back.
 */
import { parseArgs } from "node:util";
import { PACT_FILE } from "./pact-file";
import { states } from "./states";
import { TokenSwap, verifyPact, type StateValues, type StateWithTeardown } from "./verification";

const { values } = parseArgs({
  options: {
    "provider-base-url": { type: "string" },
    "provider-states-setup-url": { type: "string" },
    "pact-file": { type: "string" },
  },
});

const baseUrl = values["provider-base-url"];
if (!baseUrl) {
  console.error("Usage: npm run pact:verify -- --provider-base-url URL [--provider-states-setup-url URL] [--pact-file FILE]");
  process.exit(2);
}
const stateUrl = values["provider-states-setup-url"] ?? new URL("/_pact/provider-states", baseUrl).toString();
const tokens = new TokenSwap();

/** Posts one action of a state to the backend and answers what it answers. */
async function postState(state: string, action: "setup" | "teardown", params: unknown): Promise<StateValues> {
  const response = await fetch(stateUrl, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ state, params: params ?? {}, action }),
  });
  if (!response.ok) throw new Error(`State ${action} of "${state}" answered ${response.status}`);
  const text = await response.text();
  return (text ? JSON.parse(text) : {}) as StateValues;
}

/** Forwards a state's setup and teardown to the backend, and keeps the token the setup answers, if any. */
function forwardedState(state: string): StateWithTeardown {
  return {
    setup: async (params) => {
      const answer = await postState(state, "setup", params);
      if (typeof answer.token === "string") tokens.use(answer.token);
      else if (state === states.anonymous || state === states.invalidToken) tokens.forget();
      return answer;
    },
    teardown: async (params) => {
      await postState(state, "teardown", params);
      return undefined;
    },
  };
}

const stateHandlers = Object.fromEntries(Object.values(states).map((state) => [state, forwardedState(state)]));

verifyPact({ providerBaseUrl: baseUrl, stateHandlers, tokens, pactFile: values["pact-file"] ?? PACT_FILE, logLevel: "info" })
  .then(() => {
    console.log(`Verified ${baseUrl} against ${values["pact-file"] ?? PACT_FILE}`);
  })
  .catch((error: unknown) => {
    console.error("Pact verification failed:", error instanceof Error ? error.message : error);
    process.exit(1);
  });
