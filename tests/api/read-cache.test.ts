// Reads reused across requests on the embedded database (decision 032): every write, through the
// API or straight to the database, and every token's end must show on the very next request. The
// same tests run on PostgreSQL, where nothing is reused.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { AUTH_TOKEN_TTL_MS } from "../../api/data/account";
import * as tables from "../../api/db/schema";
import { messages } from "#contract/messages";
import { createTestApi, type TestApi } from "./harness";

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
let t: TestApi;
let admin: string;

beforeAll(async () => {
  t = await createTestApi();
  admin = await t.loginAdmin();
});
afterAll(async () => {
  await t?.close();
});

let counter = 0;
const uniqueTitle = (tag: string) => `Cached ${tag} ${process.pid} ${(counter += 1)}`;

async function createTechnology(title: string): Promise<number> {
  const answer = await t.json("technology/", { token: admin, json: { title, description: "", status: 1 } });
  expect(answer.status).toBe(201);
  return answer.body.id as number;
}

const searched = (title: string) => `technology/?search=${encodeURIComponent(title)}`;

describe("reads reused until the next write", () => {
  it.skipIf(onPostgres)("answers a repeated read without reading the embedded database again", async () => {
    const title = uniqueTitle("repeat");
    await createTechnology(title);
    const first = await t.json(searched(title), { token: admin });
    expect(first.body.results.map((row: { title: string }) => row.title)).toEqual([title]);
    if (t.database.kind !== "pglite") throw new Error("expected the embedded database");
    const queries = vi.spyOn(t.database.client, "query");
    try {
      const again = await t.json(searched(title), { token: admin });
      expect(again.body).toEqual(first.body);
      expect(queries).not.toHaveBeenCalled();
    } finally {
      queries.mockRestore();
    }
  });

  it("shows a change made through the API on the next read", async () => {
    const title = uniqueTitle("api");
    const id = await createTechnology(title);
    expect((await t.json(`technology/${id}/`, { token: admin })).body.status).toBe(1);
    expect((await t.json(`technology/${id}/`, { token: admin, method: "PATCH", json: { status: 0 } })).status).toBe(200);
    expect((await t.json(`technology/${id}/`, { token: admin })).body.status).toBe(0);
    expect((await t.json(`technology/${id}/`, { token: admin, method: "DELETE" })).status).toBe(204);
    expect((await t.json(`technology/${id}/`, { token: admin })).status).toBe(404);
  });

  it("shows a change written straight to the database on the next read", async () => {
    const title = uniqueTitle("db");
    const id = await createTechnology(title);
    expect((await t.json(`technology/${id}/`, { token: admin })).body.description).toBe("");
    await t.db.update(tables.technology).set({ description: "written elsewhere" }).where(eq(tables.technology.id, id));
    expect((await t.json(`technology/${id}/`, { token: admin })).body.description).toBe("written elsewhere");
  });

  it("keeps each token's answers to that token", async () => {
    const viewer = await t.createStaffUser({ permissions: ["common.view_technology"] });
    const outsider = await t.createStaffUser();
    const viewerToken = await t.login(viewer.username, viewer.password);
    const outsiderToken = await t.login(outsider.username, outsider.password);
    expect((await t.json("technology/", { token: viewerToken })).status).toBe(200);
    expect(await t.json("technology/", { token: outsiderToken })).toMatchObject({ status: 403, body: { detail: messages.permissionDenied } });
    expect((await t.json("users/", { token: viewerToken })).body.id).toBe(viewer.id);
    expect((await t.json("users/", { token: outsiderToken })).body.id).toBe(outsider.id);
  });
});

describe("a token's end takes effect on the next request", () => {
  it("refuses a signed-out token", async () => {
    const user = await t.createStaffUser();
    const token = await t.login(user.username, user.password);
    expect((await t.json("users/", { token })).status).toBe(200);
    expect((await t.json("logout/", { token, method: "POST" })).status).toBe(204);
    expect(await t.json("users/", { token })).toMatchObject({ status: 401, body: { detail: messages.invalidToken } });
  });

  it("refuses a token once it expires, though its check was kept", async () => {
    const user = await t.createStaffUser();
    const token = await t.login(user.username, user.password);
    expect((await t.json("users/", { token })).status).toBe(200);
    t.clock.advance(AUTH_TOKEN_TTL_MS + 1000);
    try {
      expect((await t.json("users/", { token })).status).toBe(401);
    } finally {
      t.clock.reset();
    }
  });

  it("refuses a user deactivated straight in the database", async () => {
    const user = await t.createStaffUser({ permissions: ["common.view_technology"] });
    const token = await t.login(user.username, user.password);
    expect((await t.json("technology/", { token })).status).toBe(200);
    await t.db.update(tables.user).set({ isActive: false }).where(eq(tables.user.id, user.id));
    expect((await t.json("technology/", { token })).status).toBe(401);
  });

  it("applies a permission taken from the user's role on the next request", async () => {
    const user = await t.createStaffUser({ role: { permissions: ["common.view_technology"] } });
    const token = await t.login(user.username, user.password);
    expect((await t.json("technology/", { token })).status).toBe(200);
    await t.db.delete(tables.userGroup).where(eq(tables.userGroup.userId, user.id));
    expect((await t.json("technology/", { token })).status).toBe(403);
  });
});
