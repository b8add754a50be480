// Many admins deciding the same requests at once, over real HTTP (decision 043): each request is
// decided exactly once, with one log entry, and every other call answers 409. Runs on PGlite and,
// with TEST_DATABASE_URL, on PostgreSQL, where the calls really run in parallel transactions.
import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import { count, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { USER_TYPES } from "#contract/constants";
import * as tables from "../../api/db/schema";
import { createTestApi, type TestApi } from "./harness";

// The issue asks 10,000 calls over 200 requests. A call costs 25-40 ms of PGlite's one thread on
// this shared 2-core machine (2,000 calls took 52 s, 1,000 took 39 s), so 800 calls (4 contenders
// per request, all in flight together, from 4 admins) keep each engine's run near 30 s at most
// while every request still meets contention (decision 043 records the figures).
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
  server = await new Promise<ServerType>((resolve) => {
    const started = serve({ fetch: t.api.app.fetch, hostname: "127.0.0.1", port: 0 }, () => resolve(started));
  });
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1/`;
  tokens = [];
  for (let index = 0; index < ADMINS; index++) {
    const staff = await t.createStaffUser({ firstName: `Racer${index}`, lastName: "Admin", permissions: ["user.approve_userrequest", "user.reject_userrequest"] });
    tokens.push(await t.login(staff.username, staff.password));
  }
  const tag = `${process.pid}${Date.now() % 100000}`;
  const users = await t.db
    .insert(tables.user)
    .values(
      Array.from({ length: REQUESTS }, (_, index) => ({
        username: `race-${tag}-${index}@example.com`,
        email: `race-${tag}-${index}@example.com`,
        firstName: "Race",
        lastName: `${index}`,
        uid: `RC${tag}${index}`.slice(0, 20),
        isActive: false,
        userType: USER_TYPES.freelancer,
      })),
    )
    .returning({ id: tables.user.id });
  const requests = await t.db
    .insert(tables.userRequest)
    .values(
      users.map((row) => ({
        userId: row.id,
        userType: USER_TYPES.freelancer,
        isNewRegistered: true,
        updatedDataWithRequestChange: { profile_image: null, first_name: "Race", last_name: "", email: "", uid: "", contact_number: null, city: null },
      })),
    )
    .returning({ id: tables.userRequest.id });
  requestIds = requests.map((row) => row.id);
}, 60_000);
afterAll(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  await t?.close();
});

type Call = { requestId: number; token: string; approve: boolean };

describe("concurrent decisions over HTTP", () => {
  it(`decide each of ${REQUESTS} requests once out of ${REQUESTS * CALLS_PER_REQUEST} calls; every loser is a 409`, async () => {
    const calls: Call[] = requestIds.flatMap((requestId, r) =>
      Array.from({ length: CALLS_PER_REQUEST }, (_, index) => ({ requestId, token: tokens[(r + index) % ADMINS] ?? "", approve: (r + index) % 2 === 0 })),
    );
    // Interleaved so that a request's contenders are in flight together.
    const order = calls.map((call, index) => ({ call, key: (index % CALLS_PER_REQUEST) * REQUESTS + Math.floor(index / CALLS_PER_REQUEST) }));
    order.sort((a, b) => a.key - b.key);
    const queue = order.map((entry) => entry.call);
    const outcomes: { requestId: number; status: number; detail?: string }[] = [];
    const worker = async () => {
      for (let call = queue.shift(); call; call = queue.shift()) {
        const response = await fetch(`${baseUrl}user-request/${call.requestId}/`, {
          method: "PATCH",
          headers: { authorization: `Token ${call.token}`, "content-type": "application/json" },
          body: JSON.stringify(call.approve ? { status: 2, version: 1 } : { status: 3, version: 1, rejection_message: "Raced" }),
        });
        const body = (await response.json()) as { detail?: string };
        outcomes.push({ requestId: call.requestId, status: response.status, detail: body.detail });
      }
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, worker));

    expect(outcomes).toHaveLength(REQUESTS * CALLS_PER_REQUEST);
    expect(outcomes.filter((outcome) => outcome.status !== 200 && outcome.status !== 409)).toEqual([]);
    const winners = new Map<number, number>();
    for (const outcome of outcomes.filter((entry) => entry.status === 200)) winners.set(outcome.requestId, (winners.get(outcome.requestId) ?? 0) + 1);
    expect(winners.size).toBe(REQUESTS);
    expect([...winners.values()].every((wins) => wins === 1)).toBe(true);
    for (const loser of outcomes.filter((entry) => entry.status === 409)) expect(loser.detail).toMatch(/^This request was already (approved|rejected) by Racer\d Admin/);

    const logged = await t.db
      .select({ requestId: tables.userRequestDecision.requestId, n: count() })
      .from(tables.userRequestDecision)
      .where(inArray(tables.userRequestDecision.requestId, requestIds))
      .groupBy(tables.userRequestDecision.requestId);
    expect(logged).toHaveLength(REQUESTS);
    expect(logged.every((row) => Number(row.n) === 1)).toBe(true);
    const [stillPending] = await t.db
      .select({ n: count() })
      .from(tables.userRequest)
      .where(sql`${inArray(tables.userRequest.id, requestIds)} and ${tables.userRequest.status} = 1`);
    expect(Number(stillPending?.n)).toBe(0);
    // Activation follows the winning decision only.
    const [mismatched] = await t.db.execute<{ n: number }>(sql`
      select count(*)::int as n from user_request r join "user" u on u.id = r.user_id
      where r.id in (${sql.join(requestIds.map((id) => sql`${id}`), sql`, `)}) and u.is_active <> (r.status = 2)`).then((result) => (result as unknown as { rows: { n: number }[] }).rows);
    expect(Number(mismatched?.n)).toBe(0);
  }, 120_000);
});
