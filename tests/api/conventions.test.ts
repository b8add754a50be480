// What every endpoint shares (unknown paths, trailing slashes, body limits) and the seed.
import { count, eq, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "#contract/messages";
import { permissionCatalogue } from "#contract/permissions";
import { USER_TYPES } from "#contract/user";
import type { UserRequest } from "#contract/user-request";
import { pendingSectionOf, requestDetailPath, requestKindOf } from "~/routes/requests/detail-paths";
import { notificationTarget } from "~/utils/notification-target";
import { requestNotificationText } from "../../api/data/user-request";
import { createNotification, createUser, seedDatabase } from "../../api/index";
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

  it("points every demo notification at a request the demo seed made, of the kind it tells, and a pending one's link at that request's detail", async () => {
    await seedDatabase(t.database, { admin: { username: TEST_ADMIN.username, email: TEST_ADMIN.email }, demo: true });
    const [admin] = await t.db.select().from(tables.user).where(eq(tables.user.username, TEST_ADMIN.username));
    const rows = await t.db.select().from(tables.notification).where(eq(tables.notification.recipientId, admin?.id ?? 0));
    expect(rows).toHaveLength(12);
    const token = await t.loginAdmin();
    const links: string[] = [];
    for (const row of rows) {
      const answer = await t.json(`user-request/${row.data.id}/`, { token });
      expect(answer.status, row.verb).toBe(200);
      const request = answer.body as UserRequest;
      expect({ id: request.id, status: request.status, is_new_registered: request.is_new_registered, user: { user_type: request.user_type } }, row.verb).toEqual(row.data);
      expect(row.actionName, row.verb).toBe(request.user_type === USER_TYPES.agencyDeveloper ? "agencyrequest" : "userrequest");
      // Its user's, and worded as the API words that request's notification (the drawer adds the decision).
      expect(row.actorId, row.verb).toBe(request.user.id);
      const name = `${request.user.first_name} ${request.user.last_name}`;
      expect(row.verb).toBe(requestNotificationText({ userType: request.user_type, isNewRegistered: request.is_new_registered, name }).verb);
      expect(row.verb).toMatch(new RegExp(`^<b>${name}</b> ${request.is_new_registered ? "registered as a new" : "updated the"} `));
      // What the drawer links to (only a pending one) is the address the detail's loader keeps.
      const kind = requestKindOf(request.user_type);
      expect(kind, row.verb).toBeDefined();
      const link = notificationTarget(row);
      expect(link, row.verb).toBe(request.status === 1 && kind ? requestDetailPath(pendingSectionOf(request), kind, request.id) : null);
      if (link) links.push(link.replace(/\d+$/, ""));
    }
    expect(new Set(links)).toEqual(
      new Set([
        "/new-requests/client-view/",
        "/new-requests/agency-view/",
        "/updated-request/client-view/",
        "/updated-request/agency-view/",
        "/updated-request/freelancer-view/",
        "/developer-requests/",
      ]),
    );
  });

  it("drops the notifications earlier demo seeds sent from their request-less demo users, which opened /notfound", async () => {
    const [admin] = await t.db.select().from(tables.user).where(eq(tables.user.username, TEST_ADMIN.username));
    const actor = await createUser(t.db, { username: "demo-agency", email: "earlier-demo-agency@example.com", firstName: "Brightpath", lastName: "Digital", password: null, isActive: true, userType: USER_TYPES.agency });
    const data = { id: 9002, status: 1, is_new_registered: true, user: { user_type: USER_TYPES.agency } };
    await createNotification(t.db, { recipientId: admin?.id ?? 0, actorId: actor.id, verb: "<b>Brightpath Digital</b> registered as a new agency.", actionName: "agencyrequest", data });
    await seedDatabase(t.database, { admin: { username: TEST_ADMIN.username, email: TEST_ADMIN.email }, demo: true });
    expect(await t.db.select().from(tables.notification).where(eq(tables.notification.actorId, actor.id))).toEqual([]);
    expect(await t.db.select().from(tables.notification).where(eq(tables.notification.recipientId, admin?.id ?? 0))).toHaveLength(12);
  });
});
