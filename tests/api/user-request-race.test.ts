// Many admins deciding the same requests at once, over real HTTP (decision 043): each request is
// decided exactly once, with one log entry, and every other call answers 409. Runs on PGlite and,
// with TEST_DATABASE_URL, on PostgreSQL, where the calls really run in parallel transactions.
import type { ServerType } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkRace, runRace, seedRaceRequests, serveRaceApi } from "../../bench/request-race";
import { createTestApi, type TestApi } from "./harness";

// The issue asks 10,000 calls over 200 requests: `npm run race` makes them (decision 050). A call
// costs 25-40 ms of PGlite's one thread on this shared 2-core machine (2,000 calls took 52 s,
// 1,000 took 39 s), so here 800 calls (4 contenders per request, all in flight together, from 4
// admins) keep each engine's run near 30 s at most while every request still meets contention
// (decision 043 records the figures).
const REQUESTS = 200;
const CALLS_PER_REQUEST = 4;
const IN_FLIGHT = 32;
const ADMINS = 4;

let t: TestApi;
let server: ServerType;
let baseUrl: string;
let tokens: string[];
let requestIds: number[];

beforeAll(async () => {
  t = await createTestApi();
  ({ server, apiUrl: baseUrl } = await serveRaceApi(t.api.app.fetch));
  tokens = [];
  for (let index = 0; index < ADMINS; index++) {
    const staff = await t.createStaffUser({ firstName: `Racer${index}`, lastName: "Admin", permissions: ["user.approve_userrequest", "user.reject_userrequest"] });
    tokens.push(await t.login(staff.username, staff.password));
  }
  requestIds = await seedRaceRequests(t.db, REQUESTS);
}, 60_000);
afterAll(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  await t?.close();
});

describe("concurrent decisions over HTTP", () => {
  it(`decide each of ${REQUESTS} requests once out of ${REQUESTS * CALLS_PER_REQUEST} calls; every loser is a 409`, async () => {
    const outcomes = await runRace({ apiUrl: baseUrl, tokens, requestIds, calls: REQUESTS * CALLS_PER_REQUEST, inFlight: IN_FLIGHT });
    const report = await checkRace(t.db, requestIds, outcomes, /^This request was already (approved|rejected) by Racer\d Admin/);
    expect(report).toEqual({
      calls: REQUESTS * CALLS_PER_REQUEST,
      decided: REQUESTS,
      duplicates: 0,
      unexpected: [],
      conflicts: REQUESTS * (CALLS_PER_REQUEST - 1),
      unnamedConflicts: 0,
      loggedOnce: REQUESTS,
      logEntries: REQUESTS,
      stillPending: 0,
      // Activation follows the winning decision only.
      mismatchedActivation: 0,
    });
  }, 120_000);
});
