import "./pact-env";
import { MatchersV3, PactV3, SpecificationVersion } from "@pact-foundation/pact";
import { expect } from "vitest";
import { endpointPath, type EndpointName } from "#contract/endpoints";
import { ApiError } from "~/models/errors";
import { CONSUMER, PACT_DIR, PROVIDER } from "./pact-file";

/** API v1 lives under this path of the provider's base URL. */
export const API_BASE_PATH = "/api/v1/";

/** A token of the shape the provider issues; the verifier's request filter replaces it with a live one. */
export const EXAMPLE_TOKEN = "3c6e0b8a9c15224a8228b9a98ca1531d3c6e0b8a9c15224a8228b9a98ca1531d";

const { regex } = MatchersV3;

export function createPact(): PactV3 {
  return new PactV3({
    consumer: CONSUMER,
    provider: PROVIDER,
    dir: PACT_DIR,
    spec: SpecificationVersion.SPECIFICATION_VERSION_V3,
    logLevel: "error",
  });
}

/** The full request path of an endpoint of the table. */
export function apiPath(name: EndpointName, params?: Record<string, string | number>): string {
  return `${API_BASE_PATH}${endpointPath(name, params)}`;
}

/** Matched by shape: the provider's filter swaps in a valid token. */
export const authHeader = { Authorization: regex("^Token [0-9a-f]{64}$", `Token ${EXAMPLE_TOKEN}`) };
export const jsonRequestHeaders = { "Content-Type": "application/json" };
export const authJsonHeaders = { ...authHeader, ...jsonRequestHeaders };

/** ISO 8601 with an offset, as the contract's z.iso.datetime({ offset: true }) accepts. */
export function isoDateTime(example: string) {
  return regex("^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d+)?)?(Z|[+-]\\d{2}:?\\d{2})$", example);
}

/** How long a call's match may take to be recorded before executeTest reports what it has. */
const MATCH_RECORD_TIMEOUT_MS = 2000;

/**
 * pact-core records a match just after it answers; on a busy machine executeTest can read the
 * record first and report the request as never received (pact-reference#535). Waits until the
 * mock server says every interaction matched, or gives up and lets executeTest report a real
 * mismatch.
 */
async function untilMockMatched(pact: PactV3, port: number): Promise<void> {
  // PactV3 keeps its pact-core handle private; the match query is per mock-server port.
  const consumerPact = Reflect.get(pact, "pact") as { mockServerMatchedSuccessfully(port: number): boolean };
  const deadline = Date.now() + MATCH_RECORD_TIMEOUT_MS;
  while (!consumerPact.mockServerMatchedSuccessfully(port) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
}

/**
 * Runs a model function against the Pact mock server: API_URL points the real
 * app/models client at it for the duration of the call.
 */
export function againstMock<T>(pact: PactV3, call: () => Promise<T>): Promise<T | undefined> {
  return pact.executeTest(async (mockServer) => {
    const previous = process.env.API_URL;
    process.env.API_URL = `${mockServer.url}${API_BASE_PATH}`;
    try {
      const result = await call();
      await untilMockMatched(pact, mockServer.port);
      return result;
    } finally {
      if (previous === undefined) delete process.env.API_URL;
      else process.env.API_URL = previous;
    }
  });
}

/** The ApiError a call must fail with. */
export async function apiErrorOf(promise: Promise<unknown>, status: number): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  const apiError = error as ApiError;
  expect(apiError.status).toBe(status);
  return apiError;
}
