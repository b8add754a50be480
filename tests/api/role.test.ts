// roles/, roles-list/, roles/{id}/, permissions/, contenttype-permission/.
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FieldErrors } from "#contract/common";
import { messages } from "#contract/messages";
import type { PermissionCode } from "#contract/permissions";
import { permissionGroupListSchema, permissionListSchema, roleHeld, roleHoldersBeyondReach, roleListSchema, roleNameTaken, roleOptionListSchema, roleSchema, unknownId } from "#contract/role";
import * as tables from "../../api/db/schema";
import { grantable, permissionIdLookup } from "./permission-ids";
import { createTestApi, type TestApi } from "./harness";

let t: TestApi;
let admin: string;
let id: (code: PermissionCode) => number;

beforeAll(async () => {
  t = await createTestApi();
  admin = await t.loginAdmin();
  id = await permissionIdLookup(t.db);
});
afterAll(async () => {
  await t?.close();
});

const unique = (prefix: string) => `${prefix} ${randomBytes(4).toString("hex")}`;

async function tokenWith(permissions: PermissionCode[]): Promise<string> {
  const user = await t.createStaffUser({ permissions });
  return t.login(user.username, user.password);
}

async function newRole(token: string, permissions: PermissionCode[] = ["common.view_technology"], name = unique("Role")) {
  const answer = await t.json("roles/", { token, json: { name, permissions: permissions.map(id) } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return roleSchema.parse(answer.body);
}

const patchRole = (roleId: number | string, token: string | undefined, json: unknown) => t.json(`roles/${roleId}/`, { method: "PATCH", token, json });

describe("GET roles/", () => {
  it("answers a page of roles with their permissions, newest first", async () => {
    await newRole(admin); // a third role, so a page of two has a next page
    const first = await newRole(admin, ["common.view_skill", "common.add_skill"]);
    const second = await newRole(admin, ["auth.view_group"]);
    const { status, body } = await t.json("roles/?page_size=2", { token: admin });
    expect(status).toBe(200);
    const list = roleListSchema.parse(body);
    expect(list.results.map((role) => role.id)).toEqual([second.id, first.id]);
    expect(list.count).toBeGreaterThanOrEqual(2);
    expect(list.next).toContain("page=2");
    expect(list.results[1]).toEqual({
      id: first.id,
      name: first.name,
      permissions: [id("common.view_skill"), id("common.add_skill")],
      group_permissions: [
        { id: id("common.view_skill"), name: "Can view skill", codename: "common.view_skill", model: "skill" },
        { id: id("common.add_skill"), name: "Can add skill", codename: "common.add_skill", model: "skill" },
      ],
    });
  });

  it("searches by name and sorts by name or id both ways", async () => {
    const tag = randomBytes(3).toString("hex");
    const names = [`Bravo ${tag}`, `alpha ${tag}`, `Charlie ${tag}`];
    const created = [];
    for (const name of names) created.push(await newRole(admin, undefined, name));
    const names_ = async (query: string) => (await t.json(`roles/?search=${tag}&${query}`, { token: admin })).body.results.map((role: { name: string }) => role.name);
    expect(await names_("ordering=name")).toEqual([`alpha ${tag}`, `Bravo ${tag}`, `Charlie ${tag}`]);
    expect(await names_("ordering=-name")).toEqual([`Charlie ${tag}`, `Bravo ${tag}`, `alpha ${tag}`]);
    expect(await names_("ordering=id")).toEqual(names);
    expect(await names_("ordering=-id")).toEqual([...names].reverse());
    expect((await t.json(`roles/?search=${tag.toUpperCase()}%20bravo`, { token: admin })).body).toMatchObject({ count: 1, results: [{ name: `Bravo ${tag}` }] });
    expect((await t.json("roles/?search=no-such-role-anywhere", { token: admin })).body).toEqual({ count: 0, count_capped: false, next: null, previous: null, results: [] });
  });

  it("answers 400 for an unknown ordering or a page size over 100", async () => {
    expect(await t.json("roles/?ordering=permissions", { token: admin })).toMatchObject({ status: 400, body: { ordering: [expect.any(String)] } });
    expect(await t.json("roles/?page_size=101", { token: admin })).toMatchObject({ status: 400, body: { page_size: [expect.any(String)] } });
  });
});

describe("GET roles-list/", () => {
  it("answers id and name of the roles by name, a page of up to 100", async () => {
    const tag = randomBytes(3).toString("hex");
    const zulu = await newRole(admin, undefined, `Zulu ${tag}`);
    const alpha = await newRole(admin, undefined, `alpha ${tag}`);
    const { status, body } = await t.json(`roles-list/?page_size=100&page=1&search=${tag}`, { token: admin });
    expect(status).toBe(200);
    expect(roleOptionListSchema.strict().parse(body)).toEqual({
      count: 2,
      count_capped: false,
      next: null,
      previous: null,
      results: [
        { id: alpha.id, name: alpha.name },
        { id: zulu.id, name: zulu.name },
      ],
    });
    expect(Object.keys(body.results[0]).sort()).toEqual(["id", "name"]);
  });

  it("answers 400 for a page size over 100", async () => {
    expect((await t.json("roles-list/?page_size=101&page=1", { token: admin })).status).toBe(400);
  });
});

describe("POST roles/", () => {
  it("creates a role with a trimmed name and its permissions", async () => {
    const name = unique("  Content Manager");
    const { status, body } = await t.json("roles/", { token: admin, json: { name: `${name}  `, permissions: [id("common.view_technology"), id("common.add_technology"), id("common.view_technology")] } });
    expect(status).toBe(201);
    expect(roleSchema.strict().parse(body)).toMatchObject({ name: name.trim(), permissions: [id("common.view_technology"), id("common.add_technology")] });
    expect((await t.json(`roles/${body.id}/`, { token: admin })).body).toEqual(body);
  });

  it("answers 400 with the spec's messages for each rule, creating nothing", async () => {
    const taken = await newRole(admin);
    const valid = [id("common.view_skill")];
    const cases: [unknown, FieldErrors][] = [
      [{ permissions: valid }, { name: [messages.required] }],
      [{ name: "   ", permissions: valid }, { name: [messages.required] }],
      [{ name: "!!! ???", permissions: valid }, { name: [messages.wordCharacter] }],
      [{ name: "x".repeat(101), permissions: valid }, { name: [messages.maxChars(100)] }],
      [{ name: taken.name.toUpperCase(), permissions: valid }, { name: [roleNameTaken] }],
      [{ name: unique("No perms") }, { permissions: [messages.selectPermission] }],
      [{ name: unique("Empty perms"), permissions: [] }, { permissions: [messages.selectPermission] }],
      [{ name: unique("Bad perms"), permissions: ["abc"] }, { permissions: { "0": ["A valid integer is required."] } }],
      [{ name: unique("Bad perm"), permissions: [...valid, 1.5, "x"] }, { permissions: { "1": ["A valid integer is required."], "2": ["A valid integer is required."] } }],
      [{ name: unique("Unknown perms"), permissions: [...valid, 999_999] }, { permissions: [unknownId(999_999)] }],
    ];
    const before = (await t.db.select().from(tables.authGroup)).length;
    for (const [json, errors] of cases) {
      expect(await t.json("roles/", { token: admin, json }), JSON.stringify(json)).toMatchObject({ status: 400, body: errors });
    }
    expect(await t.db.select().from(tables.authGroup)).toHaveLength(before);
    // A name of exactly 100 characters is fine.
    expect((await t.json("roles/", { token: admin, json: { name: `${randomBytes(4).toString("hex")}${"x".repeat(92)}`, permissions: valid } })).status).toBe(201);
  });
});

describe("GET roles/{id}/", () => {
  it("answers one role", async () => {
    const role = await newRole(admin, ["user.can_view_client"]);
    expect(await t.json(`roles/${role.id}/`, { token: admin })).toMatchObject({ status: 200, body: role });
  });

  it("answers 404 for a missing or malformed id", async () => {
    expect(await t.json("roles/999999/", { token: admin })).toMatchObject({ status: 404, body: { detail: messages.notFound } });
    expect((await t.json("roles/abc/", { token: admin })).status).toBe(404);
  });
});

describe("PATCH roles/{id}/", () => {
  it("renames a role and replaces its permissions", async () => {
    const role = await newRole(admin, ["common.view_skill", "common.add_skill"]);
    const name = unique("Renamed");
    const answer = await patchRole(role.id, admin, { name, permissions: [id("common.delete_skill")] });
    expect(answer).toMatchObject({ status: 200, body: { id: role.id, name, permissions: [id("common.delete_skill")] } });
    // Permissions absent: kept. A change of case of its own name is no clash.
    expect((await patchRole(role.id, admin, { name: name.toUpperCase() })).body).toMatchObject({ name: name.toUpperCase(), permissions: [id("common.delete_skill")] });
  });

  it("changes what holders of the role may do at once", async () => {
    const role = await newRole(admin, ["common.view_skill"]);
    const user = await t.createStaffUser();
    await t.db.insert(tables.userGroup).values({ userId: user.id, groupId: role.id });
    const token = await t.login(user.username, user.password);
    expect((await t.request("roles/", { token })).status).toBe(403);
    await patchRole(role.id, admin, { permissions: [id("auth.view_group")] });
    expect((await t.request("roles/", { token })).status).toBe(200);
  });

  it("answers 400 for each rule and changes nothing", async () => {
    const role = await newRole(admin, ["common.view_skill"]);
    const other = await newRole(admin);
    const cases: [unknown, Record<string, string[]>][] = [
      [{ name: "" }, { name: [messages.required] }],
      [{ name: "---" }, { name: [messages.wordCharacter] }],
      [{ name: "y".repeat(101) }, { name: [messages.maxChars(100)] }],
      [{ name: ` ${other.name.toLowerCase()} ` }, { name: [roleNameTaken] }],
      [{ permissions: [] }, { permissions: [messages.selectPermission] }],
      [{ name: unique("Not applied"), permissions: [999_998] }, { permissions: [unknownId(999_998)] }],
    ];
    for (const [json, errors] of cases) {
      expect(await patchRole(role.id, admin, json), JSON.stringify(json)).toMatchObject({ status: 400, body: errors });
    }
    expect((await t.json(`roles/${role.id}/`, { token: admin })).body).toEqual(role);
  });

  it("answers 404 for a missing role", async () => {
    expect(await patchRole(999_999, admin, { name: "x" })).toMatchObject({ status: 404, body: { detail: messages.notFound } });
  });
});

describe("PATCH roles/{id}/ at the same time", () => {
  // PGlite runs one transaction at a time; on PostgreSQL (TEST_DATABASE_URL) these really overlap.
  it("keeps one save's permissions whole when four admins save a role at once", async () => {
    const sets: PermissionCode[][] = [["common.view_skill"], ["common.add_skill", "common.view_skill"], ["auth.view_group"], ["common.view_technology", "common.delete_skill"]];
    for (let round = 0; round < 5; round++) {
      const role = await newRole(admin);
      const answers = await Promise.all(sets.map((set) => patchRole(role.id, admin, { permissions: set.map(id) })));
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
      const stored = await t.db.select({ id: tables.groupPermission.permissionId }).from(tables.groupPermission).where(eq(tables.groupPermission.groupId, role.id));
      const storedIds = stored.map((row) => row.id).sort((a, b) => a - b);
      expect(sets.map((set) => set.map(id).sort((a, b) => a - b))).toContainEqual(storedIds);
    }
  });

  it("answers 200 or 404, never 500, to a save racing the role's deletion", async () => {
    for (let round = 0; round < 5; round++) {
      const role = await newRole(admin);
      const [removed, ...saved] = await Promise.all([
        t.request(`roles/${role.id}/`, { method: "DELETE", token: admin }),
        patchRole(role.id, admin, { permissions: [id("common.view_skill")] }),
        patchRole(role.id, admin, { name: unique("Renamed"), permissions: [id("auth.view_group")] }),
      ]);
      expect(removed?.status).toBe(204);
      for (const answer of saved) expect([200, 404], JSON.stringify(answer.body)).toContain(answer.status);
      expect(await t.db.select().from(tables.groupPermission).where(eq(tables.groupPermission.groupId, role.id))).toEqual([]);
    }
  });
});

describe("DELETE roles/{id}/", () => {
  it("deletes a role nobody holds, with its permissions", async () => {
    const role = await newRole(admin, ["common.view_skill", "common.add_skill"]);
    expect((await t.request(`roles/${role.id}/`, { method: "DELETE", token: admin })).status).toBe(204);
    expect((await t.json(`roles/${role.id}/`, { token: admin })).status).toBe(404);
    expect(await t.db.select().from(tables.groupPermission).where(eq(tables.groupPermission.groupId, role.id))).toEqual([]);
  });

  it("answers 400 while sub admins hold the role, and changes nothing", async () => {
    const role = await newRole(admin, ["common.view_skill"]);
    for (const holders of [1, 2]) {
      const user = await t.createStaffUser();
      await t.db.insert(tables.userGroup).values({ userId: user.id, groupId: role.id });
      expect(await t.json(`roles/${role.id}/`, { method: "DELETE", token: admin })).toMatchObject({ status: 400, body: { detail: roleHeld(holders) } });
    }
    expect(roleHeld(2)).toBe("This role is held by 2 sub admins and cannot be deleted. Give them another role first.");
    expect((await t.json(`roles/${role.id}/`, { token: admin })).body).toEqual(role);
    expect(await t.db.select().from(tables.userGroup).where(eq(tables.userGroup.groupId, role.id))).toHaveLength(2);
  });

  it("answers 404 for a missing role", async () => {
    expect(await t.json("roles/999999/", { method: "DELETE", token: admin })).toMatchObject({ status: 404, body: { detail: messages.notFound } });
  });
});

describe("GET contenttype-permission/", () => {
  it("groups the grantable permissions by model in catalogue order, without the always granted ones", async () => {
    const { status, body } = await t.json("contenttype-permission/", { token: admin });
    expect(status).toBe(200);
    const groups = permissionGroupListSchema.parse(body);
    const expectedModels = [...new Set(grantable.map((entry) => entry.model))];
    expect(groups.map((group) => group.model)).toEqual(expectedModels);
    expect(groups.flatMap((group) => group.permissions.map((item) => item.value))).toEqual(grantable.map((entry) => entry.code));
    expect(groups.find((group) => group.model === "profile type")).toEqual({
      model: "profile type",
      name: "Profile type",
      permissions: ["view", "add", "change", "delete"].map((action) => ({
        id: id(`common.${action}_profiletype` as PermissionCode),
        name: `Can ${action} profile type`,
        value: `common.${action}_profiletype`,
      })),
    });
  });
});

describe("GET permissions/", () => {
  it("lists every grantable permission as a plain list", async () => {
    const { status, body } = await t.json("permissions/", { token: admin });
    expect(status).toBe(200);
    expect(permissionListSchema.parse(body).map((item) => item.value)).toEqual(grantable.map((entry) => entry.code));
    expect(body[0]).toEqual({ id: id(grantable[0]!.code), name: grantable[0]!.name, value: grantable[0]!.code });
  });

  it("narrows to a role's permissions and searches name and codename", async () => {
    const role = await newRole(admin, ["common.view_skill", "common.add_skill", "auth.view_group"]);
    const values = async (query: string) => (await t.json(`permissions/?${query}`, { token: admin })).body.map((item: { value: string }) => item.value);
    expect(await values(`group=${role.id}`)).toEqual(["common.view_skill", "common.add_skill", "auth.view_group"]);
    expect(await values(`group=${role.id}&search=skill`)).toEqual(["common.view_skill", "common.add_skill"]);
    expect(await values("search=Can%20delete%20profile")).toEqual(["common.delete_profiletype"]);
    expect(await values("search=approve_userrequest")).toEqual(["user.approve_userrequest"]);
    expect(await values("search=dashboard")).toEqual([]);
  });

  it("answers 400 for a malformed or unknown role", async () => {
    expect(await t.json("permissions/?group=abc", { token: admin })).toMatchObject({ status: 400, body: { group: ["Select a valid choice."] } });
    expect(await t.json("permissions/?group=999999", { token: admin })).toMatchObject({ status: 400, body: { group: [expect.stringContaining("Select a valid choice")] } });
  });
});

describe("granting only what one holds", () => {
  it("refuses a role with permissions the caller does not hold, and names them; a superuser may grant anything", async () => {
    const token = await tokenWith(["auth.add_group", "auth.change_group", "common.view_technology"]);
    const refused = await t.json("roles/", { token, json: { name: unique("Wide"), permissions: [id("common.view_technology"), id("common.delete_technology")] } });
    expect(refused).toMatchObject({ status: 400, body: { permissions: [messages.cannotGrant(["Can delete technology"])] } });
    expect((await t.json(`roles/?search=${encodeURIComponent("Wide")}`, { token: admin })).body.results.filter((role: { name: string }) => role.name.startsWith("Wide"))).toEqual([]);

    const narrow = await newRole(token, ["common.view_technology"]);
    const widened = await patchRole(narrow.id, token, { permissions: [id("common.view_technology"), id("user.can_view_client")] });
    expect(widened).toMatchObject({ status: 400, body: { permissions: [messages.cannotGrant(["Can view client"])] } });
    expect((await t.json(`roles/${narrow.id}/`, { token: admin })).body.permissions).toEqual([id("common.view_technology")]);

    // A role someone else made wider stays editable: keeping what it has is not granting.
    const wide = await newRole(admin, ["common.view_technology", "user.can_view_client"]);
    expect((await patchRole(wide.id, token, { name: unique("Renamed"), permissions: wide.permissions })).status).toBe(200);
  });

  it("takes permissions away from a role only when the editor holds all each holder holds (decision 087)", async () => {
    const token = await tokenWith(["auth.change_group", "common.view_technology", "common.view_skill"]);
    const role = await newRole(admin, ["common.view_technology", "common.view_skill"]);
    const holder = await t.createStaffUser({ permissions: ["user.view_userrequest"] });
    await t.db.insert(tables.userGroup).values({ userId: holder.id, groupId: role.id });
    const narrowed = await patchRole(role.id, token, { permissions: [id("common.view_technology")] });
    expect(narrowed).toMatchObject({ status: 400, body: { detail: roleHoldersBeyondReach } });
    expect((await t.json(`roles/${role.id}/`, { token: admin })).body.permissions).toEqual(role.permissions);
    // Without that holder, or by the superuser, it may be narrowed.
    expect((await patchRole(role.id, admin, { permissions: [id("common.view_technology")] })).status).toBe(200);
    const held = await newRole(admin, ["common.view_technology", "common.view_skill"]);
    const within = await t.createStaffUser({ permissions: ["common.view_skill"] });
    await t.db.insert(tables.userGroup).values({ userId: within.id, groupId: held.id });
    expect((await patchRole(held.id, token, { permissions: [id("common.view_skill")] })).status).toBe(200);
  });
});

describe("roles under concurrency", () => {
  it("stores one of several names differing only in case, sent at once; the others answer 400", async () => {
    for (let round = 0; round < 10; round++) {
      const stem = unique("Racer").toLowerCase();
      const variants = [stem, stem.toUpperCase(), `${stem[0]?.toUpperCase()}${stem.slice(1)}`, stem.replace(/r/g, "R")];
      const answers = await Promise.all(variants.map((name) => t.json("roles/", { token: admin, json: { name, permissions: [id("common.view_technology")] } })));
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 400, 400, 400]);
      for (const answer of answers.filter((candidate) => candidate.status === 400)) expect(answer.body).toEqual({ name: [roleNameTaken] });
      const stored = await t.db.select({ name: tables.authGroup.name }).from(tables.authGroup);
      expect(stored.filter((row) => row.name.toLowerCase() === stem)).toHaveLength(1);
    }
  });

  it("deleting a role while sub admins are given it answers 204 or 400, never 500, and leaves no holder of a deleted role", async () => {
    for (let round = 0; round < 10; round++) {
      const role = await newRole(admin);
      const form = () => {
        const body = new FormData();
        body.set("email", `race-${randomBytes(4).toString("hex")}@example.com`);
        body.set("groups", String(role.id));
        body.append("user_permissions", String(id("common.view_technology")));
        return body;
      };
      const [removed, ...invited] = await Promise.all([
        t.request(`roles/${role.id}/`, { method: "DELETE", token: admin }),
        t.request("user-invitation/", { token: admin, form: form() }),
        t.request("user-invitation/", { token: admin, form: form() }),
      ]);
      expect([204, 400]).toContain(removed?.status);
      for (const answer of invited) expect([201, 400]).toContain(answer.status);
      const holders = await t.db.select().from(tables.userGroup).where(eq(tables.userGroup.groupId, role.id));
      const [stillThere] = await t.db.select().from(tables.authGroup).where(eq(tables.authGroup.id, role.id));
      if (removed?.status === 204) expect(holders).toHaveLength(0);
      else expect(stillThere).toBeDefined();
    }
  });
});
