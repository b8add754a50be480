// The review queue's figures (decision 049): pending counts per type and kind, decisions per UTC
// day over 30 days, the median time to a decision, the permission, and the read cache's rules.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REQUEST_STATS_DAYS, type RequestStats } from "#contract/request-stats";
import { createTestApi, TEST_MARKETPLACE_TOKEN, type TestApi } from "./harness";
import { createAgency } from "./marketplace-fixtures";
import { registration, type SubmissionOptions, submissionOptions } from "./user-request-fixtures";

let t: TestApi;
let admin: string;
let options: SubmissionOptions;

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
/** The day the figures are asked for; every request below is placed relative to it. */
const DAY0 = Date.parse("2026-03-10T00:00:00Z");
const dateOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApi();
  admin = await t.loginAdmin();
  options = await submissionOptions(t.db);
});
afterAll(async () => {
  await t?.close();
});

function setClock(at: number): void {
  t.clock.advance(at - t.clock.now().getTime());
}

async function submitAt(at: number, body: unknown): Promise<{ id: number; user: number }> {
  setClock(at);
  const answer = await t.json("user-request/", { token: TEST_MARKETPLACE_TOKEN, json: body });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body;
}

async function decideAt(at: number, id: number, status: 2 | 3): Promise<void> {
  setClock(at);
  const body = status === 3 ? { status, version: 1, rejection_message: "Incomplete profile." } : { status, version: 1 };
  const answer = await t.json(`user-request/${id}/`, { method: "PATCH", token: admin, json: body });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

const stats = async (date: string, token = admin) => t.json<RequestStats>(`user-request-stats/?date=${date}`, { token });

describe("GET user-request-stats/", () => {
  it("answers 401 without a token, 403 without user.view_userrequest, 400 for a date that is not one", async () => {
    expect((await t.json("user-request-stats/")).status).toBe(401);
    const staff = await t.createStaffUser({ permissions: ["user.approve_userrequest"] });
    expect((await t.json("user-request-stats/", { token: await t.login(staff.username, staff.password) })).status).toBe(403);
    const viewer = await t.createStaffUser({ permissions: ["user.view_userrequest"] });
    expect((await t.json("user-request-stats/", { token: await t.login(viewer.username, viewer.password) })).status).toBe(200);
    expect(await t.json("user-request-stats/?date=2026-02-30", { token: admin })).toMatchObject({ status: 400, body: { date: [expect.any(String)] } });
    // A 30-day window PostgreSQL's dates cannot hold is a field error, not a 500.
    for (const date of ["9999-12-31", "0000-01-01", "0001-01-15", "1969-12-31"]) {
      expect(await stats(date), date).toMatchObject({ status: 400, body: { date: ["Enter a date from 1970-01-01 to 9999-12-30."] } });
    }
    expect((await stats("9999-12-30")).status).toBe(200);
  });

  it("counts pending requests per type and kind, and decisions per UTC day with their median time", async () => {
    const empty = await stats(dateOf(DAY0));
    expect(empty.body).toMatchObject({ date: "2026-03-10", decided_today: 0, decided_last_7_days: 0, median_decision_seconds: null });
    expect(empty.body.per_day).toHaveLength(REQUEST_STATS_DAYS);
    expect(empty.body.per_day[0]).toEqual({ date: "2026-02-09", approved: 0, rejected: 0 });
    expect(empty.body.per_day.at(-1)).toEqual({ date: "2026-03-10", approved: 0, rejected: 0 });

    const submitted = DAY0 - 5 * DAY_MS + 10 * HOUR_MS;
    const client = await submitAt(submitted, registration(3, options));
    const freelancer = await submitAt(submitted, registration(5, options));
    const agency = await submitAt(submitted, registration(4, options));
    const old = await submitAt(DAY0 - 41 * DAY_MS, registration(5, options));
    await submitAt(submitted, registration(3, options));
    await submitAt(submitted, registration(6, options, { agency: await createAgency(t.db) }));
    await decideAt(DAY0 - 40 * DAY_MS, old.id, 2);
    await decideAt(submitted + 2 * HOUR_MS, client.id, 2);
    await decideAt(DAY0 - 2 * DAY_MS + 10 * HOUR_MS, freelancer.id, 3);
    // Read before the last decision: the answer kept by the read cache must be dropped by it.
    expect((await stats(dateOf(DAY0))).body.decided_today).toBe(0);
    await decideAt(DAY0 + 23 * HOUR_MS, agency.id, 2);
    // The approved client's profile change is a pending update.
    await submitAt(DAY0 + 23 * HOUR_MS + 1000, { ...registration(3, options), is_new_registered: false, user: client.user });

    const answer = await stats(dateOf(DAY0));
    expect(answer.status).toBe(200);
    expect(answer.body.pending).toEqual([
      { user_type: 3, new: 1, update: 1 },
      { user_type: 4, new: 0, update: 0 },
      { user_type: 5, new: 0, update: 0 },
      { user_type: 6, new: 1, update: 0 },
    ]);
    expect(answer.body).toMatchObject({ decided_today: 1, decided_last_7_days: 3 });
    // 2 hours, 3 days and 5 days 13 hours: the decision 40 days back is outside the 30 days.
    // (The test clock is an offset: real time runs on between a submission and its decision.)
    expect(answer.body.median_decision_seconds).toBeGreaterThanOrEqual(3 * 86_400);
    expect(answer.body.median_decision_seconds).toBeLessThan(3 * 86_400 + 60);
    const nonZero = answer.body.per_day.filter((day) => day.approved + day.rejected > 0);
    expect(nonZero).toEqual([
      { date: "2026-03-05", approved: 1, rejected: 0 },
      { date: "2026-03-08", approved: 0, rejected: 1 },
      { date: "2026-03-10", approved: 1, rejected: 0 },
    ]);

    const earlier = await stats(dateOf(DAY0 - 3 * DAY_MS));
    expect(earlier.body).toMatchObject({ date: "2026-03-07", decided_today: 0, decided_last_7_days: 1 });
    expect(earlier.body.median_decision_seconds).toBeGreaterThanOrEqual(2 * 3600);
    expect(earlier.body.median_decision_seconds).toBeLessThan(2 * 3600 + 60);
    expect(earlier.body.per_day.at(-1)?.date).toBe("2026-03-07");
  });

  it.skipIf(Boolean(process.env.TEST_DATABASE_URL))("is kept by the embedded database's read cache until a write", async () => {
    const readCache = t.database.kind === "pglite" ? t.database.readCache : undefined;
    if (!readCache) throw new Error("expected the embedded database with its read cache");
    await stats("2026-03-10");
    const generation = readCache.generation;
    await stats("2026-03-10");
    // A statement the cache took for a write would have cleared it (a CTE did).
    expect(readCache.generation).toBe(generation);
  });

  it("without a date answers for the clock's UTC day, never an answer kept from another day", async () => {
    setClock(DAY0 + 12 * HOUR_MS);
    expect((await t.json<RequestStats>("user-request-stats/", { token: admin })).body.date).toBe("2026-03-10");
    setClock(DAY0 + DAY_MS + 12 * HOUR_MS);
    expect((await t.json<RequestStats>("user-request-stats/", { token: admin })).body.date).toBe("2026-03-11");
  });
});
