// Per-address limits of the unauthenticated posts (decision 019): counted in the database before
// the body is read, atomically, and answered 429 with Retry-After and a DRF-shaped detail.
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { ADDRESS_RATE_LIMITS, type AddressRateLimitName } from "#contract/account";
import { messages } from "#contract/messages";
import * as tables from "../../api/db/schema";
import { throttleKey } from "../../api/http";
import { sweepRateLimits } from "../../api/rate-limit";
import { createTestApi, TEST_ADMIN, type TestApi } from "./harness";

let t: TestApi;
let lastAddress = 0;
/** Each test its own addresses (each its own /64: a /64 counts as one address), so one test's spent limit never reaches another. */
const nextAddress = () => `2001:db8:${(++lastAddress).toString(16)}::1`;

beforeAll(async () => {
  t = await createTestApi();
});
afterAll(async () => {
  await t?.close();
});
afterEach(() => {
  vi.useRealTimers();
});

const PATHS: Record<AddressRateLimitName, string> = {
  login: "login/",
  resetPassword: "reset-password/",
  passwordResetConfirm: "password-reset-confirm/",
  acceptInvitationConfirm: "accept-user-invitation-confirm/",
};

/** A body each endpoint answers without a limit in the way: 400 for the empty ones, 200 for a reset. */
const BODIES: Record<AddressRateLimitName, unknown> = {
  login: {},
  resetPassword: { email: "nobody@example.com" },
  passwordResetConfirm: {},
  acceptInvitationConfirm: {},
};

async function post(name: AddressRateLimitName, clientIp: string) {
  return t.json(PATHS[name], { method: "POST", json: BODIES[name], clientIp });
}

async function spend(name: AddressRateLimitName, clientIp: string, count: number) {
  const answers = [];
  for (let index = 0; index < count; index++) answers.push(await post(name, clientIp));
  return answers;
}

describe.each(Object.keys(PATHS) as AddressRateLimitName[])("%s: per-address limit", (name) => {
  const limit = ADDRESS_RATE_LIMITS[name];
  const windowSeconds = limit.windowMs / 1000;

  it(`answers 429 with Retry-After past ${limit.requests} posts, whatever the body`, async () => {
    const address = nextAddress();
    const allowed = await spend(name, address, limit.requests);
    expect(allowed.every((answer) => answer.status !== 429)).toBe(true);
    const refused = await post(name, address);
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.response.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThan(windowSeconds - 60);
    expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
    expect(refused.body).toEqual({ detail: messages.rateLimited(retryAfter) });
    // Another address of the same /64 is the same host; another /64 is not affected.
    expect((await post(name, address.replace(/::1$/, "::beef"))).status).toBe(429);
    expect((await post(name, nextAddress())).status).not.toBe(429);
  });

  it("allows the address again once the window has ended", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    const address = nextAddress();
    await spend(name, address, limit.requests);
    expect((await post(name, address)).status).toBe(429);
    vi.setSystemTime(Date.now() + limit.windowMs - 2_000);
    expect((await post(name, address)).status).toBe(429);
    vi.setSystemTime(Date.now() + 3_000);
    expect((await post(name, address)).status).not.toBe(429);
  });

  it("never lets concurrent posts past the limit", async () => {
    const address = nextAddress();
    const answers = await Promise.all(Array.from({ length: limit.requests + 15 }, () => post(name, address)));
    expect(answers.filter((answer) => answer.status !== 429)).toHaveLength(limit.requests);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(15);
  });
});

describe("login/", () => {
  it("keeps decision 015's per-user throttle inside the per-address limit", async () => {
    const address = nextAddress();
    const wrong = { username: TEST_ADMIN.username, password: "Wrong@12345" };
    expect((await t.json("login/", { json: wrong, clientIp: address })).status).toBe(400);
    expect((await t.json("login/", { json: wrong, clientIp: address })).status).toBe(400);
    // The third attempt of the pair comes too early (decision 015's progressive delay).
    const early = await t.json("login/", { json: wrong, clientIp: address });
    expect(early).toMatchObject({ status: 429, body: { detail: messages.throttled(1) } });
  });

  it("counts successful sign-ins, which 015's throttle gives back", async () => {
    const address = nextAddress();
    await spend("login", address, ADDRESS_RATE_LIMITS.login.requests - 1);
    const good = { username: TEST_ADMIN.username, password: TEST_ADMIN.password };
    expect((await t.json("login/", { json: good, clientIp: address })).status).toBe(200);
    expect((await t.json("login/", { json: good, clientIp: address })).status).toBe(429);
  });
});

describe("the stored windows", () => {
  it("are one row per limit and address, swept once ended", async () => {
    const address = nextAddress();
    await post("resetPassword", address);
    await post("resetPassword", address);
    const key = `resetPassword:${throttleKey(address)}`;
    const [row] = await t.db.select().from(tables.rateLimit).where(eq(tables.rateLimit.key, key));
    expect(row?.points).toBe(2);
    await sweepRateLimits(t.db, new Date());
    expect(await t.db.select().from(tables.rateLimit).where(eq(tables.rateLimit.key, key))).toHaveLength(1);
    await sweepRateLimits(t.db, new Date(Date.now() + ADDRESS_RATE_LIMITS.resetPassword.windowMs + 1_000));
    expect(await t.db.select().from(tables.rateLimit).where(eq(tables.rateLimit.key, key))).toHaveLength(0);
  });
});
