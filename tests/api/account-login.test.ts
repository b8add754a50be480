// login/, logout/, validate-token/ and the token guard every authenticated endpoint shares.
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { LOGIN_THROTTLE } from "#contract/account";
import { messages } from "#contract/messages";
import { createAuthToken } from "../../api/data/account";
import * as tables from "../../api/db/schema";
import { createTestApi, TEST_ADMIN, type TestApi } from "./harness";

let t: TestApi;
let lastAddress = 0;
/** Each test its own address, so per-address throttling of one test does not reach another. */
const nextAddress = () => `198.51.100.${++lastAddress}`;

beforeAll(async () => {
  t = await createTestApi();
});
afterAll(async () => {
  await t?.close();
});
afterEach(() => {
  t.clock.reset();
});

const HOUR = 60 * 60 * 1000;
const invalidCredentials = { non_field_errors: [messages.invalidCredentials] };

describe("POST login/", () => {
  it("answers a token and its expiry (12 h) and records last_login", async () => {
    const before = Date.now();
    const { status, body } = await t.json("login/", { json: { username: TEST_ADMIN.username, password: TEST_ADMIN.password } });
    expect(status).toBe(200);
    expect(body.token).toMatch(/^[0-9a-f]{64}$/);
    const expiry = Date.parse(body.expiry);
    expect(expiry).toBeGreaterThanOrEqual(before + 12 * HOUR);
    expect(expiry).toBeLessThanOrEqual(Date.now() + 12 * HOUR);
    const [admin] = await t.db.select().from(tables.user).where(eq(tables.user.username, TEST_ADMIN.username));
    expect(admin?.lastLogin?.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it("stores only a hash of the token", async () => {
    const token = await t.loginAdmin();
    const rows = await t.db.select({ keyHash: tables.authToken.keyHash }).from(tables.authToken);
    expect(rows.some((row) => row.keyHash === token)).toBe(false);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.keyHash))).toBe(true);
  });

  it("refuses a wrong password and an unknown username with the same 400", async () => {
    const wrong = await t.json("login/", { json: { username: TEST_ADMIN.username, password: "Wrong@12345" }, clientIp: nextAddress() });
    expect(wrong).toMatchObject({ status: 400, body: invalidCredentials });
    const unknown = await t.json("login/", { json: { username: "nobody", password: "Wrong@12345" }, clientIp: nextAddress() });
    expect(unknown).toMatchObject({ status: 400, body: invalidCredentials });
  });

  it("answers field errors with the spec's messages", async () => {
    const empty = await t.json("login/", { json: {} });
    expect(empty).toMatchObject({ status: 400, body: { username: [messages.required], password: [messages.required] } });
    const blank = await t.json("login/", { json: { username: "  ", password: "" } });
    expect(blank.body).toEqual({ username: [messages.required], password: [messages.required] });
    const weak = await t.json("login/", { json: { username: "admin", password: "short" } });
    expect(weak).toMatchObject({ status: 400, body: { password: [messages.passwordRule] } });
  });

  it("accepts form-encoded bodies like DRF and refuses malformed JSON", async () => {
    const urlencoded = await t.api.fetch(
      new Request("http://api.test/api/v1/login/", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ username: TEST_ADMIN.username, password: TEST_ADMIN.password }),
      }),
    );
    expect(urlencoded.status).toBe(200);
    const emptyBody = await t.json("login/", { method: "POST", headers: { "content-type": "application/json" } });
    expect(emptyBody).toMatchObject({ status: 400, body: { username: [messages.required] } });
    const broken = await t.api.fetch(
      new Request("http://api.test/api/v1/login/", { method: "POST", headers: { "content-type": "application/json" }, body: "{" }),
    );
    expect(broken.status).toBe(400);
    expect(await broken.json()).toEqual({ detail: "JSON parse error." });
  });

  it("stores a token only for an account still active and staff then: a sign-in racing a deactivation kept one that worked once activated again", async () => {
    const user = await t.createStaffUser();
    expect(await createAuthToken(t.db, user.id, t.clock.now())).toMatchObject({ key: expect.any(String) });
    await t.db.update(tables.user).set({ isActive: false }).where(eq(tables.user.id, user.id));
    const before = await t.db.$count(tables.authToken, eq(tables.authToken.userId, user.id));
    expect(await createAuthToken(t.db, user.id, t.clock.now())).toBeUndefined();
    expect(await t.db.$count(tables.authToken, eq(tables.authToken.userId, user.id))).toBe(before);
  });

  it("gives inactive, non-staff and invited users the same 400 as a wrong password", async () => {
    const inactive = await t.createStaffUser({ isActive: false });
    const customer = await t.createStaffUser({ isStaff: false, userType: 3 });
    const invited = await t.createInvitedUser();
    for (const user of [inactive, customer]) {
      const answer = await t.json("login/", { json: { username: user.username, password: user.password }, clientIp: nextAddress() });
      expect(answer).toMatchObject({ status: 400, body: invalidCredentials });
    }
    const [invitedRow] = await t.db.select().from(tables.user).where(eq(tables.user.id, invited.id));
    const answer = await t.json("login/", { json: { username: invitedRow?.username, password: "Any@12345" }, clientIp: nextAddress() });
    expect(answer).toMatchObject({ status: 400, body: invalidCredentials });
  });

  const wrongLogin = (username: string, clientIp: string) =>
    t.json("login/", { json: { username, password: "Wrong@12345" }, clientIp });

  it("checks at most the pair's limit of passwords whatever the concurrency; the right one among them does not slip through", async () => {
    const user = await t.createStaffUser();
    const address = nextAddress();
    const attempts = Array.from({ length: 50 }, (_, i) =>
      t.json("login/", { json: { username: user.username, password: i === 30 ? user.password : "Wrong@12345" }, clientIp: address }),
    );
    const statuses = (await Promise.all(attempts)).map((answer) => answer.status);
    // Each checked password answers 400 (or 200); everything else was refused before the check.
    const checked = statuses.filter((status) => status !== 429);
    expect(checked.length).toBeLessThanOrEqual(LOGIN_THROTTLE.perPair);
    expect(statuses[30]).toBe(429);
  });

  it("slows each further failure of one user from one address down: 1 s, 2 s, then 4 s", async () => {
    const user = await t.createStaffUser();
    const address = nextAddress();
    for (let i = 0; i < 2; i++) expect((await wrongLogin(user.username, address)).status).toBe(400);
    for (const seconds of [1, 2, 4]) {
      const early = await wrongLogin(user.username, address);
      expect(early).toMatchObject({ status: 429, body: { detail: messages.throttled(seconds) } });
      expect(early.response.headers.get("retry-after")).toBe(String(seconds));
      t.clock.advance(seconds * 1000);
      expect((await wrongLogin(user.username, address)).status).toBe(400);
    }
  });

  it(`answers 429 to one user from one address after ${LOGIN_THROTTLE.perPair} attempts until the window passes; another address still signs in`, async () => {
    const user = await t.createStaffUser();
    const address = nextAddress();
    for (let i = 0; i < LOGIN_THROTTLE.perPair; i++) {
      // Letter case does not open a new bucket.
      const username = i % 2 ? user.username.toUpperCase() : user.username;
      expect((await wrongLogin(username, address)).status).toBe(400);
      t.clock.advance(10_000);
    }
    const blocked = await t.json("login/", { json: { username: user.username, password: user.password }, clientIp: address });
    expect(blocked.status).toBe(429);
    const retryAfter = Number(blocked.response.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(blocked.body).toEqual({ detail: messages.throttled(retryAfter) });

    // The owner of the account, elsewhere, is not locked out.
    await t.login(user.username, user.password, { clientIp: nextAddress() });

    t.clock.advance(LOGIN_THROTTLE.windowMs);
    await t.login(user.username, user.password, { clientIp: address });
  });

  it("five wrong passwords for the superuser from anywhere do not lock the superuser out", async () => {
    const attacker = nextAddress();
    for (let i = 0; i < LOGIN_THROTTLE.perPair; i++) {
      await wrongLogin(TEST_ADMIN.username, attacker);
      t.clock.advance(10_000);
    }
    expect((await wrongLogin(TEST_ADMIN.username, attacker)).status).toBe(429);
    await t.login(TEST_ADMIN.username, TEST_ADMIN.password, { clientIp: nextAddress() });
  });

  it("lets the users behind one address sign in after 20 failures from it; throttles the address past its own, looser limit", async () => {
    const address = nextAddress();
    for (let i = 0; i < 20; i++) expect((await wrongLogin(`guess${i}`, address)).status).toBe(400);
    const user = await t.createStaffUser();
    await t.login(user.username, user.password, { clientIp: address });

    // Successful sign-ins give their attempt back; failures count up to the address's limit.
    for (let i = 20; i < LOGIN_THROTTLE.perAddress; i++) expect((await wrongLogin(`guess${i}`, address)).status).toBe(400);
    const blocked = await t.json("login/", { json: { username: user.username, password: user.password }, clientIp: address });
    expect(blocked.status).toBe(429);
    await t.login(user.username, user.password, { clientIp: nextAddress() });
    t.clock.advance(LOGIN_THROTTLE.windowMs);
    await t.login(user.username, user.password, { clientIp: address });
  });

  it("owes no delay to an attempt recorded after now (a clock set back), and counts it as made now (decision 086)", async () => {
    const user = await t.createStaffUser();
    const other = await t.createStaffUser();
    const address = nextAddress();
    t.clock.advance(2000);
    await t.login(user.username, user.password, { clientIp: address });
    for (let i = 0; i < 2; i++) expect((await wrongLogin(other.username, address)).status).toBe(400);
    t.clock.reset();
    await t.login(user.username, user.password, { clientIp: address });
    // Counted as made now; the next one waits as it would have, from now.
    expect((await wrongLogin(other.username, address)).status).toBe(400);
    expect(await wrongLogin(other.username, address)).toMatchObject({ status: 429, body: { detail: messages.throttled(2) } });
    t.clock.advance(2000);
    expect((await wrongLogin(other.username, address)).status).toBe(400);
  });

  it("forgets the pair's attempts after a successful login", async () => {
    const user = await t.createStaffUser();
    const address = nextAddress();
    const failTwice = async () => {
      for (let i = 0; i < 2; i++) expect((await wrongLogin(user.username, address)).status).toBe(400);
    };
    await failTwice();
    t.clock.advance(1000);
    await t.login(user.username, user.password, { clientIp: address });
    // No delay is owed after the success: the count started again.
    await failTwice();
  });

  it("counts the socket address when served over HTTP, never X-Forwarded-For", async () => {
    // Without an in-process clientIp and without a socket, all callers share one bucket: a
    // forged X-Forwarded-For does not open a new one.
    const answers = [];
    for (let i = 0; i < LOGIN_THROTTLE.perAddress + 1; i++) {
      const response = await t.api.fetch(
        new Request("http://api.test/api/v1/login/", {
          method: "POST",
          headers: { "content-type": "application/json", "x-forwarded-for": `203.0.113.${i}` },
          body: JSON.stringify({ username: `forged${i}`, password: "Wrong@12345" }),
        }),
      );
      answers.push(response.status);
    }
    expect(answers.slice(0, LOGIN_THROTTLE.perAddress).every((status) => status === 400)).toBe(true);
    expect(answers.at(-1)).toBe(429);
  });
});

describe("the token guard (Authorization: Token <key>)", () => {
  it("checks a token (and reads its codes) once per in-process page request (scope), and again in the next one", async () => {
    const token = await t.loginAdmin();
    const call = (scope?: Map<string, Promise<unknown>>) =>
      t.api.fetch(new Request("http://api.test/api/v1/users/", { headers: { authorization: `Token ${token}` } }), { clientIp: "127.0.0.1", scope });
    const scope = new Map<string, Promise<unknown>>();
    expect((await call(scope)).status).toBe(200);
    expect([...scope.keys()].some((key) => key.startsWith("token:"))).toBe(true);
    await t.db.delete(tables.authToken);
    // Still the same page request: its look-up stands.
    expect((await call(scope)).status).toBe(200);
    // The next request, or one without a scope, sees the token is gone.
    expect((await call(new Map())).status).toBe(401);
    expect((await call()).status).toBe(401);
  });

  it("lets a valid token through", async () => {
    const token = await t.loginAdmin();
    expect((await t.request("users/", { token })).status).toBe(200);
  });

  it("answers 401 with DRF's texts when the token is missing, malformed or unknown", async () => {
    const missing = await t.json("users/");
    expect(missing).toMatchObject({ status: 401, body: { detail: messages.notAuthenticated } });
    expect(missing.response.headers.get("www-authenticate")).toBe("Token");
    const bearer = await t.json("users/", { headers: { authorization: "Bearer abc" } });
    expect(bearer).toMatchObject({ status: 401, body: { detail: messages.notAuthenticated } });
    const emptyKey = await t.json("users/", { headers: { authorization: "Token " } });
    expect(emptyKey).toMatchObject({ status: 401, body: { detail: messages.invalidToken } });
    const unknown = await t.json("users/", { token: "0".repeat(64) });
    expect(unknown).toMatchObject({ status: 401, body: { detail: messages.invalidToken } });
  });

  it("answers 401 once the token has expired (12 h) and deletes it", async () => {
    const token = await t.loginAdmin();
    t.clock.advance(12 * HOUR - 60_000);
    expect((await t.request("users/", { token })).status).toBe(200);
    t.clock.advance(60_000);
    expect(await t.json("users/", { token })).toMatchObject({ status: 401, body: { detail: messages.invalidToken } });
    t.clock.reset();
    expect((await t.request("users/", { token })).status).toBe(401);
  });

  it("answers 401 when the user was deactivated or lost staff status after signing in", async () => {
    const user = await t.createStaffUser();
    const token = await t.login(user.username, user.password);
    await t.db.update(tables.user).set({ isActive: false }).where(eq(tables.user.id, user.id));
    expect(await t.json("users/", { token })).toMatchObject({ status: 401, body: { detail: "User inactive or deleted." } });
    await t.db.update(tables.user).set({ isActive: true, isStaff: false }).where(eq(tables.user.id, user.id));
    expect((await t.request("users/", { token })).status).toBe(401);
  });
});

describe("POST logout/", () => {
  it("deletes the token: 204, then the token is refused", async () => {
    const token = await t.loginAdmin();
    const other = await t.loginAdmin();
    const response = await t.request("logout/", { method: "POST", token });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe("");
    expect((await t.request("users/", { token })).status).toBe(401);
    expect((await t.request("logout/", { method: "POST", token })).status).toBe(401);
    // Other sessions of the same user stay signed in.
    expect((await t.request("users/", { token: other })).status).toBe(200);
  });
});

describe("POST validate-token/", () => {
  it("answers 200 with the expiry for a valid token", async () => {
    const login = await t.json("login/", { json: { username: TEST_ADMIN.username, password: TEST_ADMIN.password } });
    const { status, body } = await t.json("validate-token/", { json: { token: login.body.token } });
    expect(status).toBe(200);
    expect(body).toEqual({ detail: "Token is valid.", expiry: login.body.expiry });
  });

  it("answers 400 without a token and 401 for an unknown or expired one", async () => {
    expect(await t.json("validate-token/", { json: {} })).toMatchObject({ status: 400, body: { token: [messages.required] } });
    expect(await t.json("validate-token/", { json: { token: "nope" } })).toMatchObject({
      status: 401,
      body: { detail: messages.invalidToken },
    });
    const token = await t.loginAdmin();
    t.clock.advance(12 * HOUR);
    expect((await t.request("validate-token/", { json: { token } })).status).toBe(401);
  });

  it("answers 401 for the token of a deactivated user", async () => {
    const user = await t.createStaffUser();
    const token = await t.login(user.username, user.password);
    await t.db.update(tables.user).set({ isActive: false }).where(eq(tables.user.id, user.id));
    expect(await t.json("validate-token/", { json: { token } })).toMatchObject({ status: 401, body: { detail: "User inactive or deleted." } });
  });
});
