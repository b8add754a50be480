// What every endpoint shares (unknown paths, trailing slashes, body limits) and the seed.
import { count, eq, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "#contract/messages";
import { permissionCatalogue } from "#contract/permissions";
import { seedDatabase } from "../../api/index";
import * as tables from "../../api/db/schema";
import { countries } from "../../api/db/seed-data/countries";
import { createTestApi, TEST_ADMIN, type TestApi } from "./harness";

let t: TestApi;

beforeAll(async () => {
  t = await createTestApi();
});
afterAll(async () => {
  await t?.close();
});

describe("API v1 conventions", () => {
  it("answers 404 {detail} for unknown paths, missing trailing slashes and wrong methods", async () => {
    for (const [path, method] of [
      ["nothing-here/", "GET"],
      ["users", "GET"],
      ["country", "GET"],
      ["login/", "GET"],
      ["users/", "DELETE"],
      ["", "GET"],
    ] as const) {
      const response = await t.request(path, { method });
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(await response.json()).toEqual({ detail: messages.notFound });
    }
  });

  it("refuses oversized JSON bodies with 400", async () => {
    const answer = await t.json("login/", { json: { username: "a".repeat(70_000), password: "Admin@12345" } });
    expect(answer).toMatchObject({ status: 400, body: { detail: "Request body is too large." } });
  });

  it("works when served by @hono/node-server through app.fetch with a socket", async () => {
    // The server mounts api.app; it must answer the same without the in-process env.
    const response = await t.api.app.fetch(new Request("http://api.test/api/v1/country/?name=fr"), {});
    expect(response.status).toBe(200);
    expect((await response.json()).results[0].name).toBe("France");
  });
});

describe("seedDatabase", () => {
  it("is idempotent and keeps an existing admin's password", async () => {
    const result = await seedDatabase(t.database, { admin: { username: TEST_ADMIN.username, email: TEST_ADMIN.email } });
    expect(result.admin).toEqual({ username: TEST_ADMIN.username, email: TEST_ADMIN.email, created: false });
    await t.loginAdmin();
    const [permissions] = await t.db.select({ n: count() }).from(tables.permission);
    expect(permissions?.n).toBe(permissionCatalogue.length);
    const [countryCount] = await t.db.select({ n: count() }).from(tables.country);
    expect(countryCount?.n).toBe(countries.length);
    const [cities] = await t.db.select({ n: count() }).from(tables.city);
    expect(cities?.n).toBeGreaterThanOrEqual(300);
    const proficiencies = await t.db.select().from(tables.proficiency);
    expect(proficiencies.map(({ id, title }) => [id, title]).sort()).toEqual([
      [1, "Fluent"],
      [2, "Average"],
      [3, "Beginner"],
    ]);
    const periods = await t.db.select().from(tables.recurringPeriod);
    expect(periods.map((period) => period.name)).toEqual(["Hourly", "Daily", "Weekly", "Monthly"]);
  });

  it("creates a superuser only where there is none, generating a password that meets the rule when none is given", async () => {
    const unchanged = await seedDatabase(t.database, { admin: { username: "second-admin", email: "second@example.com" } });
    expect(unchanged.admin).toMatchObject({ username: TEST_ADMIN.username, created: false });
    expect(await t.db.select().from(tables.user).where(eq(tables.user.username, "second-admin"))).toEqual([]);

    await t.db.update(tables.user).set({ isSuperuser: false }).where(eq(tables.user.username, TEST_ADMIN.username));
    try {
      const result = await seedDatabase(t.database, { admin: { username: "second-admin", email: "second@example.com" } });
      expect(result.admin.created).toBe(true);
      const password = result.admin.generatedPassword ?? "";
      expect(password).toMatch(/^(?=.*[A-Za-z])(?=.*\d)(?=.*[@$!%*#?&]).{8,}$/);
      const token = await t.login("second-admin", password);
      expect((await t.json("user-permissions/", { token })).body).toHaveLength(permissionCatalogue.length);
    } finally {
      await t.db.update(tables.user).set({ isSuperuser: true }).where(eq(tables.user.username, TEST_ADMIN.username));
    }
  });

  it("refuses an ADMIN_PASSWORD that breaks the password rule", async () => {
    await expect(seedDatabase(t.database, { admin: { username: "x", email: "x@example.com", password: "weak" } })).rejects.toThrow(
      /^ADMIN_PASSWORD: /,
    );
  });

  it("adds demo notifications of every kind once", async () => {
    await seedDatabase(t.database, { admin: { username: TEST_ADMIN.username, email: TEST_ADMIN.email }, demo: true });
    await seedDatabase(t.database, { admin: { username: TEST_ADMIN.username, email: TEST_ADMIN.email }, demo: true });
    const [admin] = await t.db.select().from(tables.user).where(eq(tables.user.username, TEST_ADMIN.username));
    const rows = await t.db.select().from(tables.notification).where(eq(tables.notification.recipientId, admin?.id ?? 0));
    expect(rows).toHaveLength(12);
    const kinds = new Set(rows.map((row) => `${row.actionName} ${row.data.is_new_registered} ${row.data.status === 1}`));
    expect(kinds.size).toBe(8);
    expect(new Set(rows.map((row) => row.data.user.user_type))).toEqual(new Set([3, 4, 5, 6]));
    expect(rows.some((row) => row.unread) && rows.some((row) => !row.unread)).toBe(true);
    const token = await t.loginAdmin();
    const list = await t.json("notifications/all/", { token });
    expect(list.body.count).toBe(12);
    // The actors are marketplace users, listed by uid: none without one.
    const actors = await t.db.select({ uid: tables.user.uid }).from(tables.user).where(isNotNull(tables.user.userType));
    expect(actors.length).toBeGreaterThanOrEqual(4);
    for (const actor of actors) expect(actor.uid).toMatch(/^(CL|AG|FL|DV)\d{7}$/);
  });
});
