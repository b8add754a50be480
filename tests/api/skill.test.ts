// skill/, skill/{id}/ and skill/{id}/sub-skill/: skills and their sub skills.
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "#contract/messages";
import type { PermissionCode } from "#contract/permissions";
import { skillListSchema, skillSchema, subSkillListSchema, type Skill } from "#contract/skill";
import * as tables from "../../api/db/schema";
import { createTestApi, type TestApi } from "./harness";

let t: TestApi;
let admin: string;

beforeAll(async () => {
  t = await createTestApi();
  admin = await t.loginAdmin();
});
afterAll(async () => {
  await t?.close();
});

const SKILL_PERMISSIONS: PermissionCode[] = ["common.view_skill", "common.add_skill", "common.change_skill", "common.delete_skill"];
const unique = (prefix = "Skill") => `${prefix} ${randomBytes(4).toString("hex")}`;
const tag = (prefix: string) => `${prefix}${randomBytes(4).toString("hex")}`;

async function create(fields: { title: string; description?: string; status?: number; parent?: number }): Promise<Skill> {
  const answer = await t.json("skill/", { token: admin, json: { description: "", status: 1, ...fields } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return skillSchema.strict().parse(answer.body);
}

async function tokenWithout(missing: PermissionCode): Promise<string> {
  const user = await t.createStaffUser({ role: { permissions: SKILL_PERMISSIONS.filter((code) => code !== missing) } });
  return t.login(user.username, user.password);
}

async function profileUsing(skillId: number): Promise<void> {
  const owner = await t.createStaffUser({ isStaff: false, userType: 5 });
  await t.db.insert(tables.userSkill).values({ userId: owner.id, skillId });
}

const ids = (body: { results: { id: number }[] }) => body.results.map((row) => row.id);

describe("GET skill/", () => {
  it("lists the skills, not their sub skills, each with its number of sub skills", async () => {
    const prefix = tag("Top");
    const skill = await create({ title: `${prefix} one` });
    await create({ title: `${prefix} sub a`, parent: skill.id });
    await create({ title: `${prefix} sub b`, parent: skill.id });
    const lonely = await create({ title: `${prefix} two` });
    const answer = await t.json(`skill/?search=${prefix}`, { token: admin });
    expect(answer.status).toBe(200);
    const page = skillListSchema.strict().parse(answer.body);
    expect(page.count).toBe(2);
    expect(page.results).toEqual([
      { ...lonely, sub_skill_count: 0 },
      { ...skill, sub_skill_count: 2 },
    ]);
  });

  it("pages, searches title and description, and sorts", async () => {
    const prefix = tag("Pager");
    const b = await create({ title: `${prefix} beta`, description: "second", status: 0 });
    const a = await create({ title: `${prefix} Alpha`, description: "first", status: 1 });
    const c = await create({ title: unique(), description: `${prefix} in the description`, status: 1 });
    expect(ids((await t.json(`skill/?search=${prefix}&ordering=title`, { token: admin })).body)).toEqual([a.id, b.id, c.id]);
    expect(ids((await t.json(`skill/?search=${prefix}&ordering=-status`, { token: admin })).body)).toEqual([c.id, a.id, b.id]);
    expect(ids((await t.json(`skill/?search=${prefix}%20second`, { token: admin })).body)).toEqual([b.id]);
    const first = await t.json(`skill/?search=${prefix}&page_size=2`, { token: admin });
    expect(first.body).toMatchObject({ count: 3, previous: null });
    expect(ids(first.body)).toEqual([c.id, a.id]);
    expect(first.body.next).toContain("page=2");
  });

  it("answers 400 for an unknown ordering and a page size over 100", async () => {
    expect((await t.json("skill/?ordering=parent", { token: admin })).status).toBe(400);
    expect((await t.json("skill/?ordering=sub_skill_count", { token: admin })).status).toBe(400);
    expect((await t.json("skill/?page_size=101", { token: admin })).status).toBe(400);
  });
});

describe("POST skill/", () => {
  it("creates a skill (parent null) with a trimmed title", async () => {
    const title = unique("Created");
    const answer = await t.json("skill/", { token: admin, json: { title: ` ${title} `, description: " d ", status: 1 } });
    expect(answer).toMatchObject({ status: 201, body: { title, description: "d", status: 1, parent: null } });
  });

  it("creates a sub skill of the skill named by parent, from a form body too", async () => {
    const skill = await create({ title: unique("Parent") });
    const sub = await t.json("skill/", { token: admin, json: { title: "Hooks", status: 1, parent: skill.id } });
    expect(sub).toMatchObject({ status: 201, body: { title: "Hooks", parent: skill.id } });
    const form = new FormData();
    form.set("title", "Suspense");
    form.set("status", "0");
    form.set("parent", String(skill.id));
    expect(await t.json("skill/", { token: admin, form })).toMatchObject({ status: 201, body: { title: "Suspense", status: 0, parent: skill.id } });
  });

  it("answers 201 or the parent's 400, never 500, to sub skills added while their skill is deleted", async () => {
    // On PostgreSQL (TEST_DATABASE_URL) the deletion can land between the parent's check and the insert.
    for (let round = 0; round < 5; round++) {
      const skill = await create({ title: unique("Doomed") });
      const [removed, ...added] = await Promise.all([
        t.request(`skill/${skill.id}/`, { token: admin, method: "DELETE" }),
        ...["One", "Two", "Three"].map((title) => t.json("skill/", { token: admin, json: { title, status: 1, parent: skill.id } })),
      ]);
      expect(removed?.status).toBe(204);
      for (const answer of added) {
        if (answer.status !== 201) expect(answer).toMatchObject({ status: 400, body: { parent: [`Invalid pk "${skill.id}" - object does not exist.`] } });
      }
    }
  });

  it("answers 400 for a parent that does not exist, is a sub skill or is not an id", async () => {
    const skill = await create({ title: unique("Parent") });
    const sub = await create({ title: "Child", parent: skill.id });
    expect(await t.json("skill/", { token: admin, json: { title: "Orphan", status: 1, parent: 999999 } })).toMatchObject({
      status: 400,
      body: { parent: ['Invalid pk "999999" - object does not exist.'] },
    });
    expect(await t.json("skill/", { token: admin, json: { title: "Grandchild", status: 1, parent: sub.id } })).toMatchObject({
      status: 400,
      body: { parent: ["A sub skill cannot have sub skills."] },
    });
    expect(await t.json("skill/", { token: admin, json: { title: "Typed", status: 1, parent: "abc" } })).toMatchObject({
      status: 400,
      body: { parent: ["Incorrect type. Expected pk value."] },
    });
    expect((await t.json(`skill/${sub.id}/sub-skill/`, { token: admin })).status).toBe(404);
  });

  it.each([
    ["a missing title", { status: 1 }, "title", messages.required],
    ["a blank title", { title: " ", status: 1 }, "title", messages.required],
    ["a title without a word character", { title: "- -", status: 1 }, "title", messages.wordCharacter],
    ["a title over 100 characters", { title: "s".repeat(101), status: 1 }, "title", messages.maxChars(100)],
    ["a description over 500 characters", { title: "Long", description: "d".repeat(501), status: 1 }, "description", messages.maxChars(500)],
    ["a missing status", { title: "No status" }, "status", messages.required],
    ["a status other than 1 or 0", { title: "Bad status", status: 3 }, "status", messages.required],
  ])("answers 400 for %s", async (_, json, field, message) => {
    expect(await t.json("skill/", { token: admin, json })).toMatchObject({ status: 400, body: { [field]: [message] } });
  });

  it("keeps titles unique among skills and among one skill's sub skills, whatever the case", async () => {
    const skill = await create({ title: unique("Unique") });
    const other = await create({ title: unique("Unique") });
    expect(await t.json("skill/", { token: admin, json: { title: skill.title.toLowerCase(), status: 1 } })).toMatchObject({
      status: 400,
      body: { title: ["skill with this title already exists."] },
    });
    await create({ title: "Testing", parent: skill.id });
    expect(await t.json("skill/", { token: admin, json: { title: "TESTING", status: 1, parent: skill.id } })).toMatchObject({
      status: 400,
      body: { title: ["sub skill with this title already exists in this skill."] },
    });
    // The same sub skill under another skill, and a sub skill named like a skill, are fine.
    await create({ title: "Testing", parent: other.id });
    await create({ title: other.title, parent: skill.id });
  });

  it("answers 401 without a token and 403 without common.add_skill", async () => {
    expect((await t.json("skill/", { json: { title: unique(), status: 1 } })).status).toBe(401);
    const title = unique("Refused");
    expect((await t.json("skill/", { token: await tokenWithout("common.add_skill"), json: { title, status: 1 } })).status).toBe(403);
    expect((await t.json(`skill/?search=${encodeURIComponent(title)}`, { token: admin })).body.count).toBe(0);
  });
});

describe("GET skill/{id}/", () => {
  it("answers a skill and a sub skill with its parent", async () => {
    const skill = await create({ title: unique("Get"), description: "about", status: 0 });
    const sub = await create({ title: "Part", parent: skill.id });
    const answer = await t.json(`skill/${skill.id}/`, { token: admin });
    expect(answer.status).toBe(200);
    expect(skillSchema.strict().parse(answer.body)).toEqual({ id: skill.id, title: skill.title, description: "about", status: 0, parent: null });
    expect((await t.json(`skill/${sub.id}/`, { token: admin })).body).toEqual(sub);
  });

  it("answers 404 for an unknown skill", async () => {
    expect(await t.json("skill/999999/", { token: admin })).toMatchObject({ status: 404, body: { detail: messages.notFound } });
  });
});

describe("GET skill/{id}/sub-skill/", () => {
  it("lists the skill's sub skills only, paged, searched and sorted", async () => {
    const skill = await create({ title: unique("Owner") });
    const other = await create({ title: unique("Owner") });
    const b = await create({ title: "beta", description: "second", parent: skill.id, status: 0 });
    const a = await create({ title: "Alpha", description: "first", parent: skill.id });
    const c = await create({ title: "gamma", description: "third", parent: skill.id });
    await create({ title: "Alpha", parent: other.id });
    const answer = await t.json(`skill/${skill.id}/sub-skill/`, { token: admin });
    expect(answer.status).toBe(200);
    const page = subSkillListSchema.strict().parse(answer.body);
    expect(page).toMatchObject({ count: 3, next: null, previous: null });
    expect(page.results).toEqual([c, a, b]);
    expect(ids((await t.json(`skill/${skill.id}/sub-skill/?ordering=title`, { token: admin })).body)).toEqual([a.id, b.id, c.id]);
    expect(ids((await t.json(`skill/${skill.id}/sub-skill/?ordering=status`, { token: admin })).body)).toEqual([b.id, a.id, c.id]);
    expect(ids((await t.json(`skill/${skill.id}/sub-skill/?search=THIRD`, { token: admin })).body)).toEqual([c.id]);
    const paged = await t.json(`skill/${skill.id}/sub-skill/?page_size=1&page=2&ordering=-title`, { token: admin });
    expect(ids(paged.body)).toEqual([b.id]);
    expect(paged.body.next).toContain("page=3");
    expect(paged.body.previous).not.toContain("page=");
  });

  it("answers 400 for an unknown ordering and a page size over 100", async () => {
    const skill = await create({ title: unique() });
    expect((await t.json(`skill/${skill.id}/sub-skill/?ordering=parent`, { token: admin })).status).toBe(400);
    expect((await t.json(`skill/${skill.id}/sub-skill/?page_size=101`, { token: admin })).status).toBe(400);
  });

  it("answers 404 for an unknown skill", async () => {
    expect((await t.json("skill/999999/sub-skill/", { token: admin })).status).toBe(404);
  });
});

describe("PATCH skill/{id}/", () => {
  it("changes only the fields sent, of a skill and of a sub skill alike", async () => {
    const skill = await create({ title: unique("Patch"), description: "kept" });
    const sub = await create({ title: "Before", parent: skill.id });
    expect(await t.json(`skill/${skill.id}/`, { token: admin, method: "PATCH", json: { status: 0 } })).toMatchObject({
      status: 200,
      body: { ...skill, status: 0 },
    });
    const renamed = await t.json(`skill/${sub.id}/`, { token: admin, method: "PATCH", json: { title: " After ", description: "new" } });
    expect(renamed.body).toEqual({ ...sub, title: "After", description: "new" });
  });

  it("never moves a sub skill: parent is not a PATCH field", async () => {
    const skill = await create({ title: unique("Home") });
    const other = await create({ title: unique("Away") });
    const sub = await create({ title: "Stays", parent: skill.id });
    const answer = await t.json(`skill/${sub.id}/`, { token: admin, method: "PATCH", json: { parent: other.id } });
    expect(answer.body).toEqual(sub);
  });

  it("answers 400 for a duplicate title and for each field rule, changing nothing", async () => {
    const skill = await create({ title: unique("Rules") });
    const first = await create({ title: "First", parent: skill.id });
    await create({ title: "Second", parent: skill.id });
    const patch = (id: number, json: unknown) => t.json(`skill/${id}/`, { token: admin, method: "PATCH", json });
    expect(await patch(first.id, { title: "second" })).toMatchObject({
      status: 400,
      body: { title: ["sub skill with this title already exists in this skill."] },
    });
    const another = await create({ title: unique("Rules") });
    expect(await patch(skill.id, { title: another.title })).toMatchObject({ status: 400, body: { title: ["skill with this title already exists."] } });
    expect(await patch(skill.id, { title: "" })).toMatchObject({ status: 400, body: { title: [messages.required] } });
    expect(await patch(skill.id, { title: "!!" })).toMatchObject({ status: 400, body: { title: [messages.wordCharacter] } });
    expect(await patch(skill.id, { title: "x".repeat(101) })).toMatchObject({ status: 400, body: { title: [messages.maxChars(100)] } });
    expect(await patch(skill.id, { description: "x".repeat(501) })).toMatchObject({ status: 400, body: { description: [messages.maxChars(500)] } });
    expect(await patch(skill.id, { status: 5 })).toMatchObject({ status: 400, body: { status: [messages.required] } });
    expect((await t.json(`skill/${skill.id}/`, { token: admin })).body).toEqual(skill);
    expect((await t.json(`skill/${first.id}/`, { token: admin })).body).toEqual(first);
  });

  it("answers 404, 401 and 403", async () => {
    const skill = await create({ title: unique() });
    expect((await t.json("skill/999999/", { token: admin, method: "PATCH", json: { status: 0 } })).status).toBe(404);
    expect((await t.json(`skill/${skill.id}/`, { method: "PATCH", json: { status: 0 } })).status).toBe(401);
    const token = await tokenWithout("common.change_skill");
    expect((await t.json(`skill/${skill.id}/`, { token, method: "PATCH", json: { status: 0 } })).status).toBe(403);
    expect((await t.json(`skill/${skill.id}/`, { token: admin })).body).toEqual(skill);
  });
});

describe("DELETE skill/{id}/", () => {
  it("deletes a skill with its sub skills", async () => {
    const skill = await create({ title: unique("Gone") });
    const sub = await create({ title: "Also gone", parent: skill.id });
    expect((await t.request(`skill/${skill.id}/`, { token: admin, method: "DELETE" })).status).toBe(204);
    expect((await t.json(`skill/${skill.id}/`, { token: admin })).status).toBe(404);
    expect((await t.json(`skill/${sub.id}/`, { token: admin })).status).toBe(404);
  });

  it("deletes a sub skill and keeps its skill", async () => {
    const skill = await create({ title: unique("Kept") });
    const sub = await create({ title: "Removed", parent: skill.id });
    expect((await t.request(`skill/${sub.id}/`, { token: admin, method: "DELETE" })).status).toBe(204);
    expect((await t.json(`skill/${skill.id}/`, { token: admin })).status).toBe(200);
    expect((await t.json(`skill/${skill.id}/sub-skill/`, { token: admin })).body.count).toBe(0);
  });

  it("answers 400 for a skill a profile uses, and keeps it with its sub skills", async () => {
    const skill = await create({ title: unique("Used") });
    const sub = await create({ title: "Child", parent: skill.id });
    await profileUsing(skill.id);
    expect(await t.json(`skill/${skill.id}/`, { token: admin, method: "DELETE" })).toMatchObject({
      status: 400,
      body: { detail: "This skill is used by 1 profile and cannot be deleted." },
    });
    expect((await t.json(`skill/${skill.id}/`, { token: admin })).body).toEqual(skill);
    expect((await t.json(`skill/${sub.id}/`, { token: admin })).body).toEqual(sub);
  });

  it("answers 400 for a skill whose sub skill a profile uses, and for that sub skill", async () => {
    const skill = await create({ title: unique("Indirect") });
    const used = await create({ title: "Used child", parent: skill.id });
    const unused = await create({ title: "Unused child", parent: skill.id });
    await profileUsing(used.id);
    await profileUsing(used.id);
    expect(await t.json(`skill/${skill.id}/`, { token: admin, method: "DELETE" })).toMatchObject({
      status: 400,
      body: { detail: "Sub skills of this skill are used by 2 profiles, so it cannot be deleted." },
    });
    expect(await t.json(`skill/${used.id}/`, { token: admin, method: "DELETE" })).toMatchObject({
      status: 400,
      body: { detail: "This sub skill is used by 2 profiles and cannot be deleted." },
    });
    expect((await t.json(`skill/${skill.id}/sub-skill/?ordering=id`, { token: admin })).body.results).toEqual([used, unused]);
    expect((await t.request(`skill/${unused.id}/`, { token: admin, method: "DELETE" })).status).toBe(204);
  });

  it("answers 404, 401 and 403", async () => {
    const skill = await create({ title: unique() });
    expect((await t.json("skill/999999/", { token: admin, method: "DELETE" })).status).toBe(404);
    expect((await t.json(`skill/${skill.id}/`, { method: "DELETE" })).status).toBe(401);
    expect((await t.json(`skill/${skill.id}/`, { token: await tokenWithout("common.delete_skill"), method: "DELETE" })).status).toBe(403);
    expect((await t.json(`skill/${skill.id}/`, { token: admin })).status).toBe(200);
  });
});
