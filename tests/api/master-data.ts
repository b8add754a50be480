// The endpoint tests technology/ and profile-type/ share: same shape, same rules (spec §3, §5).
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { masterDataListSchema, masterDataSchema } from "#contract/master-data";
import { messages } from "#contract/messages";
import type { PermissionCode } from "#contract/permissions";
import type { Db } from "../../api/index";
import { createTestApi, type TestApi } from "./harness";

export type MasterDataSuite = {
  /** The path under /api/v1/ without slashes: "technology". */
  path: string;
  /** As DRF names the model in its messages: "technology", "profile type". */
  label: string;
  permissions: { view: PermissionCode; add: PermissionCode; change: PermissionCode; delete: PermissionCode };
  /** Makes a profile (or portfolio) of user `userId` refer to row `id`. */
  refer(db: Db, userId: number, id: number): Promise<void>;
  /** The refusal's detail when `users` profiles refer to the row. */
  inUseDetail(users: number): string;
};

type Row = { id: number; title: string; description: string; status: number };

/** Registers the suite; answers the TestApi getter for extra tests in the same file. */
export function describeMasterData(suite: MasterDataSuite): () => TestApi {
  let t: TestApi;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApi();
    admin = await t.loginAdmin();
  });
  afterAll(async () => {
    await t?.close();
  });

  const base = `${suite.path}/`;
  const one = (id: number | string) => `${suite.path}/${id}/`;
  const unique = (prefix = "Item") => `${prefix} ${randomBytes(4).toString("hex")}`;

  async function create(fields: Partial<Row> & { title: string }): Promise<Row> {
    const answer = await t.json(base, { token: admin, json: { description: "", status: 1, ...fields } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return masterDataSchema.strict().parse(answer.body);
  }

  /** A token of a staff user holding every permission of the resource but `missing`. */
  async function tokenWithout(missing: PermissionCode): Promise<string> {
    const all = Object.values(suite.permissions);
    const user = await t.createStaffUser({ role: { permissions: all.filter((code) => code !== missing) } });
    return t.login(user.username, user.password);
  }

  describe(`GET ${base}`, () => {
    it("answers a page, newest first, with DRF's links", async () => {
      const tag = unique("Paging");
      const rows: Row[] = [];
      for (let i = 0; i < 3; i++) rows.push(await create({ title: `${tag} ${i}` }));
      const first = await t.json(`${base}?search=${encodeURIComponent(tag)}&page_size=2`, { token: admin });
      expect(first.status).toBe(200);
      const page = masterDataListSchema.strict().parse(first.body);
      expect(page.count).toBe(3);
      expect(page.results.map((row) => row.id)).toEqual([rows[2]?.id, rows[1]?.id]);
      expect(page.next).toContain("page=2");
      expect(page.previous).toBeNull();
      const second = await t.json(`${base}?search=${encodeURIComponent(tag)}&page_size=2&page=2`, { token: admin });
      expect(second.body.results).toEqual([rows[0]]);
      expect(second.body.next).toBeNull();
    });

    it("searches every word in title and description, whatever the case", async () => {
      const tag = unique("Search").replace(" ", "");
      const byTitle = await create({ title: `${tag} Alpha` });
      const byDescription = await create({ title: unique(), description: `Mentions ${tag.toUpperCase()} and beta` });
      await create({ title: unique(), description: "unrelated" });
      const both = await t.json(`${base}?search=${tag.toLowerCase()}`, { token: admin });
      expect(both.body.results.map((row: Row) => row.id).sort()).toEqual([byTitle.id, byDescription.id].sort());
      const narrowed = await t.json(`${base}?search=${tag}%20beta`, { token: admin });
      expect(narrowed.body.results.map((row: Row) => row.id)).toEqual([byDescription.id]);
      const literal = await t.json(`${base}?search=${tag}%25`, { token: admin });
      expect(literal.body.count).toBe(0);
    });

    it("sorts by title, description, status and id, ascending and descending", async () => {
      const tag = unique("Sort").replace(" ", "");
      const b = await create({ title: `${tag} beta`, description: "a", status: 1 });
      const a = await create({ title: `${tag} Alpha`, description: "c", status: 0 });
      const c = await create({ title: `${tag} gamma`, description: "B", status: 1 });
      const ids = async (ordering: string) =>
        (await t.json(`${base}?search=${tag}&ordering=${ordering}`, { token: admin })).body.results.map((row: Row) => row.id);
      expect(await ids("title")).toEqual([a.id, b.id, c.id]);
      expect(await ids("-title")).toEqual([c.id, b.id, a.id]);
      expect(await ids("description")).toEqual([b.id, c.id, a.id]);
      expect(await ids("-description")).toEqual([a.id, c.id, b.id]);
      expect(await ids("status")).toEqual([a.id, b.id, c.id]);
      // Ties follow the direction too: one index (status, id) serves both.
      expect(await ids("-status")).toEqual([c.id, b.id, a.id]);
      expect(await ids("id")).toEqual([b.id, a.id, c.id]);
      expect(await ids("-id")).toEqual([c.id, a.id, b.id]);
    });

    it("answers 400 for an unknown ordering, a page size over 100 and page 0", async () => {
      const badOrdering = await t.json(`${base}?ordering=created_at`, { token: admin });
      expect(badOrdering.status).toBe(400);
      expect(badOrdering.body.ordering[0]).toContain("Ordering must be one of");
      expect((await t.json(`${base}?page_size=101`, { token: admin })).status).toBe(400);
      expect((await t.json(`${base}?page_size=100`, { token: admin })).status).toBe(200);
      expect((await t.json(`${base}?page=0`, { token: admin })).status).toBe(400);
    });

    it("lets a staff user with only the view permission list", async () => {
      const user = await t.createStaffUser({ permissions: [suite.permissions.view] });
      expect((await t.json(base, { token: await t.login(user.username, user.password) })).status).toBe(200);
    });
  });

  describe(`POST ${base}`, () => {
    it("creates with a trimmed title and answers 201 with the row", async () => {
      const title = unique("Created");
      const answer = await t.json(base, { token: admin, json: { title: `  ${title}  `, description: "  about it ", status: 0 } });
      expect(answer.status).toBe(201);
      expect(answer.body).toEqual({ id: expect.any(Number), title, description: "about it", status: 0 });
      expect((await t.json(one(answer.body.id), { token: admin })).body).toEqual(answer.body);
    });

    it("takes a form body with the status as a string and no description", async () => {
      const form = new FormData();
      const title = unique("Form");
      form.set("title", title);
      form.set("status", "1");
      const answer = await t.json(base, { token: admin, form });
      expect(answer).toMatchObject({ status: 201, body: { title, description: "", status: 1 } });
    });

    it.each([
      ["a missing title", { status: 1 }, "title", messages.required],
      ["a blank title", { title: "   ", status: 1 }, "title", messages.required],
      ["a title without a word character", { title: "--- !!", status: 1 }, "title", messages.wordCharacter],
      ["a title of an underscore alone", { title: "_", status: 1 }, "title", messages.wordCharacter],
      ["a title over 100 characters", { title: "x".repeat(101), status: 1 }, "title", messages.maxChars(100)],
      ["a description over 500 characters", { title: "Long description", description: "d".repeat(501), status: 1 }, "description", messages.maxChars(500)],
      ["a missing status", { title: "No status" }, "status", messages.required],
      ["an empty status", { title: "Empty status", status: "" }, "status", messages.required],
      ["a status other than 1 or 0", { title: "Bad status", status: 2 }, "status", messages.required],
    ])("answers 400 for %s", async (_, json, field, message) => {
      const answer = await t.json(base, { token: admin, json });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ [field]: [message] });
    });

    it.each(["日本語", "Ωμέγα", "Ünïcødé 2"])("accepts the title %s, letters of any script", async (word) => {
      const title = `${word} ${randomBytes(3).toString("hex")}`;
      expect(await t.json(base, { token: admin, json: { title, status: 1 } })).toMatchObject({ status: 201, body: { title } });
    });

    it("accepts a title of exactly 100 characters", async () => {
      const title = `${randomBytes(4).toString("hex")}${"t".repeat(92)}`;
      expect((await t.json(base, { token: admin, json: { title, status: 1 } })).status).toBe(201);
    });

    it("answers 400 for a title that exists, whatever its case, and adds nothing", async () => {
      const existing = await create({ title: unique("Duplicate") });
      const answer = await t.json(base, { token: admin, json: { title: ` ${existing.title.toUpperCase()} `, status: 1 } });
      expect(answer).toMatchObject({ status: 400, body: { title: [`${suite.label} with this title already exists.`] } });
      const list = await t.json(`${base}?search=${encodeURIComponent(existing.title)}`, { token: admin });
      expect(list.body.count).toBe(1);
    });

    it("stores a title composed: sent decomposed it is found as typed, and a decomposed copy is a duplicate", async () => {
      const tag = randomBytes(4).toString("hex");
      const created = await t.json(base, { token: admin, json: { title: `Cafe\u0301 ${tag}`, status: 1 } });
      expect(created).toMatchObject({ status: 201, body: { title: `Café ${tag}` } });
      const found = await t.json(`${base}?search=${encodeURIComponent(`Café ${tag}`)}`, { token: admin });
      expect(found.body.results.map((row: Row) => row.id)).toEqual([created.body.id]);
      const copy = await t.json(base, { token: admin, json: { title: `CAFE\u0301 ${tag}`, status: 1 } });
      expect(copy).toMatchObject({ status: 400, body: { title: [`${suite.label} with this title already exists.`] } });
    });

    it("answers 401 without a token and 403 without the add permission", async () => {
      expect((await t.json(base, { json: { title: unique(), status: 1 } })).status).toBe(401);
      const token = await tokenWithout(suite.permissions.add);
      const title = unique("Refused");
      expect(await t.json(base, { token, json: { title, status: 1 } })).toMatchObject({ status: 403, body: { detail: messages.permissionDenied } });
      expect((await t.json(`${base}?search=${encodeURIComponent(title)}`, { token: admin })).body.count).toBe(0);
    });
  });

  describe(`GET ${base}{id}/`, () => {
    it("answers the row", async () => {
      const row = await create({ title: unique("Get"), description: "shown", status: 0 });
      const answer = await t.json(one(row.id), { token: admin });
      expect(answer.status).toBe(200);
      expect(masterDataSchema.strict().parse(answer.body)).toEqual(row);
    });

    it("answers 404 for an unknown or malformed id", async () => {
      expect(await t.json(one(999999), { token: admin })).toMatchObject({ status: 404, body: { detail: messages.notFound } });
      expect((await t.json(one("abc"), { token: admin })).status).toBe(404);
    });
  });

  describe(`PATCH ${base}{id}/`, () => {
    it("changes only the fields sent", async () => {
      const row = await create({ title: unique("Patch"), description: "kept", status: 1 });
      const statusOnly = await t.json(one(row.id), { token: admin, method: "PATCH", json: { status: 0 } });
      expect(statusOnly).toMatchObject({ status: 200, body: { ...row, status: 0 } });
      const title = unique("Renamed");
      const renamed = await t.json(one(row.id), { token: admin, method: "PATCH", json: { title: ` ${title} ` } });
      expect(renamed.body).toEqual({ ...row, title, status: 0 });
      const nothing = await t.json(one(row.id), { token: admin, method: "PATCH", json: {} });
      expect(nothing.body).toEqual({ ...row, title, status: 0 });
    });

    it("lets a row keep its own title in another case", async () => {
      const row = await create({ title: unique("Own") });
      const answer = await t.json(one(row.id), { token: admin, method: "PATCH", json: { title: row.title.toUpperCase() } });
      expect(answer).toMatchObject({ status: 200, body: { title: row.title.toUpperCase() } });
    });

    it("answers 400 for another row's title and for each field rule, changing nothing", async () => {
      const row = await create({ title: unique("Target"), description: "before" });
      const other = await create({ title: unique("Other") });
      const patch = (json: unknown) => t.json(one(row.id), { token: admin, method: "PATCH", json });
      expect(await patch({ title: other.title.toLowerCase() })).toMatchObject({ status: 400, body: { title: [`${suite.label} with this title already exists.`] } });
      expect(await patch({ title: "" })).toMatchObject({ status: 400, body: { title: [messages.required] } });
      expect(await patch({ title: "?!" })).toMatchObject({ status: 400, body: { title: [messages.wordCharacter] } });
      expect(await patch({ title: "y".repeat(101) })).toMatchObject({ status: 400, body: { title: [messages.maxChars(100)] } });
      expect(await patch({ description: "z".repeat(501) })).toMatchObject({ status: 400, body: { description: [messages.maxChars(500)] } });
      expect(await patch({ status: "" })).toMatchObject({ status: 400, body: { status: [messages.required] } });
      // Number(" ") is 0: a blank or other text is no status, never Inactive.
      for (const status of [" ", "0x1", "1e0", true]) expect((await patch({ status })).status, JSON.stringify(status)).toBe(400);
      expect((await t.json(one(row.id), { token: admin })).body).toEqual(row);
    });

    it("answers 404 for an unknown id", async () => {
      expect((await t.json(one(999999), { token: admin, method: "PATCH", json: { status: 0 } })).status).toBe(404);
    });

    it("answers 401 without a token and 403 without the change permission", async () => {
      const row = await create({ title: unique() });
      expect((await t.json(one(row.id), { method: "PATCH", json: { status: 0 } })).status).toBe(401);
      const token = await tokenWithout(suite.permissions.change);
      expect((await t.json(one(row.id), { token, method: "PATCH", json: { status: 0 } })).status).toBe(403);
      expect((await t.json(one(row.id), { token: admin })).body).toEqual(row);
    });
  });

  describe(`DELETE ${base}{id}/`, () => {
    it("deletes and answers 204", async () => {
      const row = await create({ title: unique("Deleted") });
      const answer = await t.request(one(row.id), { token: admin, method: "DELETE" });
      expect(answer.status).toBe(204);
      expect(await answer.text()).toBe("");
      expect((await t.json(one(row.id), { token: admin })).status).toBe(404);
    });

    it("answers 400 while profiles refer to the row, and keeps it", async () => {
      const row = await create({ title: unique("Used") });
      for (let i = 0; i < 2; i++) {
        const owner = await t.createStaffUser({ isStaff: false, userType: 5 });
        await suite.refer(t.db, owner.id, row.id);
      }
      const answer = await t.json(one(row.id), { token: admin, method: "DELETE" });
      expect(answer).toEqual({ status: 400, body: { detail: suite.inUseDetail(2) }, response: expect.anything() });
      expect((await t.json(one(row.id), { token: admin })).body).toEqual(row);
    });

    it("answers 404 for an unknown id", async () => {
      expect((await t.json(one(999999), { token: admin, method: "DELETE" })).status).toBe(404);
    });

    it("answers 401 without a token and 403 without the delete permission, and keeps the row", async () => {
      const row = await create({ title: unique() });
      expect((await t.json(one(row.id), { method: "DELETE" })).status).toBe(401);
      const token = await tokenWithout(suite.permissions.delete);
      expect((await t.json(one(row.id), { token, method: "DELETE" })).status).toBe(403);
      expect((await t.json(one(row.id), { token: admin })).status).toBe(200);
    });

    it("lets a staff user with only the delete permission delete", async () => {
      const row = await create({ title: unique("Staff delete") });
      const user = await t.createStaffUser({ permissions: [suite.permissions.delete] });
      expect((await t.request(one(row.id), { token: await t.login(user.username, user.password), method: "DELETE" })).status).toBe(204);
    });
  });

  return () => t;
}
