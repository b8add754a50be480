import "./pact-env";
import { existsSync } from "node:fs";
import { type AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, TEST_APP_URL, type TestApi } from "../api/harness";
import { PACT_FILE } from "./pact-file";
import { embeddedStateHandlers } from "./provider-states";
import { TokenSwap, verifyPact } from "./verification";

// Runs after the consumer tests (VerifyLastSequencer): the pact they wrote is verified against
// the embedded API v1 on the API tests' prepared database (PGlite snapshot, or PostgreSQL when
// TEST_DATABASE_URL is set), served over HTTP on 127.0.0.1 like any backend.
let harness: TestApi;
let server: ReturnType<typeof serve> | undefined;
let baseUrl: string;
const tokens = new TokenSwap();

beforeAll(async () => {
  harness = await createTestApi();
  const port = await new Promise<number>((resolve) => {
    server = serve({ fetch: harness.api.app.fetch, hostname: "127.0.0.1", port: 0 }, (info: AddressInfo) =>
      resolve(info.port),
    );
  });
  baseUrl = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  await harness?.close();
});

describe("provider verification of the backoffice-app pact", () => {
  it("the embedded API v1 honours every interaction", async () => {
    expect(existsSync(PACT_FILE), `${PACT_FILE} is written by the consumer tests`).toBe(true);
    const stateHandlers = embeddedStateHandlers(harness.db, { appUrl: TEST_APP_URL, tokens, now: harness.clock.now });
    await expect(verifyPact({ providerBaseUrl: baseUrl, stateHandlers, tokens })).resolves.toBeDefined();
    // One test replays every interaction (about 200, each with its provider state): on a loaded
    // 2-core machine that took over the project's 60 s default.
  }, 240_000);
});
