// user-invitation/ and user-invitation/{id}/: sub admins, invited by mail, then managed.
import { randomBytes } from "node:crypto";
import { createServer } from "node:net";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FieldErrors } from "#contract/common";
import { messages } from "#contract/messages";
import { ALWAYS_GRANTED, type PermissionCode } from "#contract/permissions";
import { roleHeld, unknownId } from "#contract/role";
import { subAdminListSchema, subAdminMessages, subAdminSchema, type SubAdmin } from "#contract/sub-admin";
import { createRole, createUser } from "../../api/index";
import * as tables from "../../api/db/schema";
import { grantable, permissionIdLookup } from "./permission-ids";
import { createTestApi, linkParts, TEST_ADMIN, TEST_APP_URL, type TestApi } from "./harness";

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

const tag = () => randomBytes(4).toString("hex");
const newEmail = () => `sub-${tag()}@example.com`;

async function tokenWith(permissions: PermissionCode[]): Promise<{ id: number; token: string }> {
  const user = await t.createStaffUser({ permissions });
  return { id: user.id, token: await t.login(user.username, user.password) };
}

async function role(permissions: PermissionCode[] = ["common.view_technology"], name = `Role ${tag()}`) {
  return createRole(t.db, name, permissions);
}

function form(fields: Record<string, string | number | boolean | (string | number)[]>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    for (const item of [value].flat()) data.append(key, String(item));
  }
  return data;
}

async function invite(fields: { email?: string; groups?: number; user_permissions?: PermissionCode[] } = {}): Promise<SubAdmin> {
  const groups = fields.groups ?? (await role()).id;
  const answer = await t.json("user-invitation/", {
    token: admin,
    form: form({ email: fields.email ?? newEmail(), groups, user_permissions: (fields.user_permissions ?? ["common.view_skill"]).map(id) }),
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return subAdminSchema.parse(answer.body);
}

const patch = (subAdminId: number | string, token: string | undefined, body: { json?: unknown; form?: FormData }) =>
  t.json(`user-invitation/${subAdminId}/`, { method: "PATCH", token, ...body });

describe("POST user-invitation/", () => {
  it("creates an inactive sub admin without password, with role and permissions, and mails the invitation", async () => {
    const theRole = await role(["common.view_technology", "common.add_technology"]);
    const email = `New.${tag()}@Example.com`;
    const before = (await t.outbox()).length;
    const answer = await t.json("user-invitation/", {
      token: admin,
      form: form({ email: `  ${email} `, groups: theRole.id, user_permissions: [id("common.view_skill"), id("user.can_view_client")], is_active: "true" }),
    });
    expect(answer.status).toBe(201);
    expect(subAdminSchema.strict().parse(answer.body)).toEqual({
      id: expect.any(Number),
      first_name: "",
      last_name: "",
      email,
      contact_number: null,
      is_active: false,
      invitation_accepted: false,
      groups: [{ id: theRole.id, name: theRole.name }],
      user_permissions: [
        { id: id("common.view_skill"), name: "Can view skill", value: "common.view_skill" },
        { id: id("user.can_view_client"), name: "Can view client", value: "user.can_view_client" },
      ],
    });
    const [row] = await t.db.select().from(tables.user).where(eq(tables.user.id, answer.body.id));
    expect(row).toMatchObject({ username: email, passwordHash: null, isActive: false, isStaff: true, isSuperuser: false, userType: null });
    const mails = await t.outbox();
    expect(mails).toHaveLength(before + 1);
    // Mailers lower-case the domain.
    expect(mails.at(-1)?.to.toLowerCase()).toBe(email.toLowerCase());
    expect(mails.at(-1)?.subject).toBe("You are invited to the back-office");
    expect(mails.at(-1)?.link).toMatch(new RegExp(`^${TEST_APP_URL}/accept-user-invitation/`));
    const links = await t.db.select().from(tables.linkToken).where(eq(tables.linkToken.userId, answer.body.id));
    expect(links).toMatchObject([{ purpose: "invitation", usedAt: null }]);
  });

  it("takes urlencoded form data, `[]` field names and JSON too", async () => {
    const theRole = await role();
    const urlencoded = new URLSearchParams([
      ["email", newEmail()],
      ["groups", String(theRole.id)],
      ["user_permissions[]", String(id("common.view_skill"))],
      ["user_permissions[]", String(id("common.add_skill"))],
    ]);
    // The harness sends forms as multipart: urlencoded goes to the API directly.
    const direct = await t.api.fetch(
      new Request("http://api.test/api/v1/user-invitation/", {
        method: "POST",
        headers: { authorization: `Token ${admin}`, "content-type": "application/x-www-form-urlencoded" },
        body: urlencoded,
      }),
    );
    expect(direct.status).toBe(201);
    expect(((await direct.json()) as SubAdmin).user_permissions.map((item) => item.value)).toEqual(["common.view_skill", "common.add_skill"]);
    const json = await t.json("user-invitation/", { token: admin, json: { email: newEmail(), groups: [theRole.id], user_permissions: [id("common.view_skill")], is_active: false } });
    expect(json).toMatchObject({ status: 201, body: { groups: [{ id: theRole.id }], is_active: false } });
  });

  it("answers 400 with the spec's messages for each rule, creating nothing and mailing no one", async () => {
    const theRole = await role();
    const superuserEmail = TEST_ADMIN.email.toUpperCase();
    const existing = await invite();
    const valid = { email: newEmail(), groups: theRole.id, user_permissions: id("common.view_skill") };
    const cases: [Record<string, string | number | (string | number)[]>, FieldErrors][] = [
      [{ ...valid, email: "" }, { email: [messages.required] }],
      [{ groups: theRole.id, user_permissions: id("common.view_skill") }, { email: [messages.required] }],
      [{ ...valid, email: "not-an-email" }, { email: [messages.email] }],
      [{ ...valid, email: `${"a".repeat(39)}@example.com` }, { email: [messages.maxChars(50)] }],
      [{ ...valid, email: superuserEmail }, { email: [subAdminMessages.emailTaken] }],
      [{ ...valid, email: existing.email.toUpperCase() }, { email: [subAdminMessages.emailTaken] }],
      [{ email: newEmail(), user_permissions: id("common.view_skill") }, { groups: [messages.required] }],
      [{ ...valid, groups: "abc" }, { groups: ["A valid integer is required."] }],
      [{ ...valid, groups: [theRole.id, theRole.id + 1] }, { groups: [subAdminMessages.oneRole] }],
      [{ ...valid, groups: 999_999 }, { groups: [unknownId(999_999)] }],
      [{ email: newEmail(), groups: theRole.id }, { user_permissions: [messages.selectPermission] }],
      [{ ...valid, user_permissions: [id("common.view_skill"), 999_999] }, { user_permissions: [unknownId(999_999)] }],
      [{ ...valid, user_permissions: "x" }, { user_permissions: { "0": ["A valid integer is required."] } }],
      [{ ...valid, user_permissions: [id("common.view_skill"), "x"] }, { user_permissions: { "1": ["A valid integer is required."] } }],
      [{ ...valid, is_active: "maybe" }, { is_active: [subAdminMessages.boolean] }],
    ];
    const users = (await t.db.select({ id: tables.user.id }).from(tables.user)).length;
    const mails = (await t.outbox()).length;
    for (const [fields, errors] of cases) {
      expect(await t.json("user-invitation/", { token: admin, form: form(fields) }), JSON.stringify(fields)).toMatchObject({ status: 400, body: errors });
    }
    expect(await t.db.select({ id: tables.user.id }).from(tables.user)).toHaveLength(users);
    expect(await t.outbox()).toHaveLength(mails);
    // Exactly 50 characters is fine.
    expect((await t.json("user-invitation/", { token: admin, form: form({ ...valid, email: `${tag()}${"a".repeat(30)}@example.com` }) })).status).toBe(201);
  });

  it("creates nothing when the invitation mail cannot be sent", async () => {
    const port = await closedPort();
    const failing = await createTestApi({ smtpUrl: `smtp://127.0.0.1:${port}` });
    try {
      const token = await failing.loginAdmin();
      const theRole = await createRole(failing.db, `Role ${tag()}`, ["common.view_skill"]);
      const email = newEmail();
      const users = (await failing.db.select({ id: tables.user.id }).from(tables.user)).length;
      const answer = await failing.json("user-invitation/", { token, form: form({ email, groups: theRole.id, user_permissions: id("common.view_skill") }) });
      expect(answer).toMatchObject({ status: 400, body: { detail: subAdminMessages.mailFailed } });
      expect(await failing.db.select({ id: tables.user.id }).from(tables.user)).toHaveLength(users);
      expect(await failing.db.select().from(tables.user).where(sql`lower(${tables.user.email}) = lower(${email})`)).toEqual([]);
      expect(await failing.db.select().from(tables.userGroup).where(eq(tables.userGroup.groupId, theRole.id))).toEqual([]);
      expect(failing.logs.some((line) => line.startsWith("error:") && line.includes(email))).toBe(true);
    } finally {
      await failing.close();
    }
  });
});

/** A local port nothing listens on: SMTP connections to it are refused at once. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === "string") throw new Error("no port");
  return address.port;
}

describe("invitation to sign-in", () => {
  it("the invited sub admin accepts, signs in and holds exactly the role's and their own permissions", async () => {
    const theRole = await role(["auth.view_group", "common.view_technology"]);
    const email = newEmail();
    const created = await invite({ email, groups: theRole.id, user_permissions: ["common.view_skill", "common.view_technology"] });
    const mail = (await t.outbox()).find((item) => item.to === email);
    expect(mail?.link).toBeDefined();
    const { uid, token } = linkParts(mail?.link ?? "");
    // Not yet: no password, inactive.
    expect((await t.json("login/", { json: { username: email, password: "Invited#2024" } })).status).toBe(400);
    const accepted = await t.json("accept-user-invitation-confirm/", {
      json: { first_name: "Ivy", last_name: "Invited", new_password1: "Invited#2024", new_password2: "Invited#2024", uid, token },
    });
    expect(accepted).toMatchObject({ status: 200, body: { detail: messages.invitationAccepted } });
    expect((await t.json(`user-invitation/${created.id}/`, { token: admin })).body).toMatchObject({ first_name: "Ivy", last_name: "Invited", is_active: true, invitation_accepted: true });
    // Accepted, a sub admin can be deactivated and activated again.
    expect(await patch(created.id, admin, { json: { is_active: false } })).toMatchObject({ status: 200, body: { is_active: false, invitation_accepted: true } });
    expect(await patch(created.id, admin, { form: form({ is_active: "true" }) })).toMatchObject({ status: 200, body: { is_active: true, invitation_accepted: true } });

    const session = await t.login(email, "Invited#2024");
    const held = (await t.json<string[]>("user-permissions/", { token: session })).body;
    expect([...held].sort()).toEqual([...ALWAYS_GRANTED, "auth.view_group", "common.view_technology", "common.view_skill"].sort());
    expect((await t.request("roles/", { token: session })).status).toBe(200);
    expect(await t.json("user-invitation/", { token: session })).toMatchObject({ status: 403, body: { detail: messages.permissionDenied } });
    expect((await t.request("roles/", { token: session, json: { name: `Mine ${tag()}`, permissions: [id("auth.add_group")] } })).status).toBe(403);

    // Deactivation ends their sessions: activated again, they sign in again (decision 086).
    expect((await patch(created.id, admin, { json: { is_active: false } })).status).toBe(200);
    expect((await t.request("roles/", { token: session })).status).toBe(401);
    expect((await patch(created.id, admin, { json: { is_active: true } })).status).toBe(200);
    expect((await t.request("roles/", { token: session })).status).toBe(401);
    expect((await t.request("roles/", { token: await t.login(email, "Invited#2024") })).status).toBe(200);
  });
});

describe("GET user-invitation/", () => {
  it("lists sub admins only, newest first, with role and own permissions", async () => {
    const theRole = await role();
    const first = await invite({ groups: theRole.id });
    const second = await invite({ groups: theRole.id, user_permissions: ["common.add_skill"] });
    const { status, body } = await t.json("user-invitation/?page_size=2", { token: admin });
    expect(status).toBe(200);
    const list = subAdminListSchema.parse(body);
    expect(list.results).toEqual([second, first]);
    // Neither the superuser nor a marketplace user nor a non-staff user is a sub admin.
    const client = await createUser(t.db, { username: `client-${tag()}`, email: `client-${tag()}@example.com`, isStaff: true, userType: 3 });
    const plain = await createUser(t.db, { username: `plain-${tag()}`, email: `plain-${tag()}@example.com`, isStaff: false });
    const all = (await t.json("user-invitation/?page_size=100", { token: admin })).body.results.map((item: SubAdmin) => item.email);
    expect(all).not.toContain(TEST_ADMIN.email);
    expect(all).not.toContain(client.email);
    expect(all).not.toContain(plain.email);
  });

  it("searches names, email and role name, and sorts by each sortable field", async () => {
    const word = tag();
    const theRole = await role(undefined, `Finance ${word}`);
    const made: SubAdmin[] = [];
    for (const [first, last, active] of [
      ["Carol", "Adams", true],
      ["alice", "Baker", false],
      ["Bob", "Clark", true],
    ] as const) {
      const created = await invite({ email: `${first.toLowerCase()}-${word}@example.com`, groups: theRole.id });
      const updated = await patch(created.id, admin, { json: { first_name: first, last_name: last } });
      made.push(updated.body);
      if (active) await t.db.update(tables.user).set({ isActive: true }).where(eq(tables.user.id, created.id));
    }
    const firstNames = async (query: string) => (await t.json(`user-invitation/?search=${word}&${query}`, { token: admin })).body.results.map((item: SubAdmin) => item.first_name);
    expect(await firstNames("ordering=first_name")).toEqual(["alice", "Bob", "Carol"]);
    expect(await firstNames("ordering=-first_name")).toEqual(["Carol", "Bob", "alice"]);
    expect(await firstNames("ordering=last_name")).toEqual(["Carol", "alice", "Bob"]);
    expect(await firstNames("ordering=-last_name")).toEqual(["Bob", "alice", "Carol"]);
    expect(await firstNames("ordering=email")).toEqual(["alice", "Bob", "Carol"]);
    expect(await firstNames("ordering=-email")).toEqual(["Carol", "Bob", "alice"]);
    expect(await firstNames("ordering=id")).toEqual(["Carol", "alice", "Bob"]);
    expect(await firstNames("ordering=-id")).toEqual(["Bob", "alice", "Carol"]);
    expect(await firstNames("ordering=is_active")).toEqual(["alice", "Carol", "Bob"]);
    expect(await firstNames("ordering=-is_active")).toEqual(["Bob", "Carol", "alice"]);
    const search = async (term: string) => (await t.json(`user-invitation/?search=${encodeURIComponent(term)}`, { token: admin })).body.results.map((item: SubAdmin) => item.first_name);
    expect(await search(`finance ${word}`)).toHaveLength(3);
    expect(await search(`${word} baker`)).toEqual(["alice"]);
    expect(await search(`BOB-${word}`)).toEqual(["Bob"]);
    expect(await search(`carol ${word}`)).toEqual(["Carol"]);
  });

  it("answers 400 for an unknown ordering or a page size over 100", async () => {
    expect(await t.json("user-invitation/?ordering=groups", { token: admin })).toMatchObject({ status: 400, body: { ordering: [expect.any(String)] } });
    expect((await t.json("user-invitation/?page_size=101", { token: admin })).status).toBe(400);
  });
});

describe("GET user-invitation/{id}/", () => {
  it("answers one sub admin", async () => {
    const created = await invite();
    expect(await t.json(`user-invitation/${created.id}/`, { token: admin })).toMatchObject({ status: 200, body: created });
  });

  it("answers 404 for a superuser, a marketplace user, a missing or a malformed id", async () => {
    const [superuser] = await t.db.select().from(tables.user).where(eq(tables.user.username, TEST_ADMIN.username));
    const client = await createUser(t.db, { username: `client-${tag()}`, email: `client-${tag()}@example.com`, isStaff: true, userType: 3 });
    for (const path of [`${superuser?.id}`, `${client.id}`, "999999", "abc"]) {
      expect(await t.json(`user-invitation/${path}/`, { token: admin })).toMatchObject({ status: 404, body: { detail: messages.notFound } });
    }
  });
});

describe("PATCH user-invitation/{id}/", () => {
  async function activeSubAdmin(): Promise<SubAdmin> {
    const created = await invite();
    await t.db.update(tables.user).set({ isActive: true, passwordHash: "x" }).where(eq(tables.user.id, created.id));
    return { ...created, is_active: true, invitation_accepted: true };
  }

  it("changes names, phone and status from form data, and replaces role and permissions together", async () => {
    const created = await activeSubAdmin();
    const other = await role(["user.can_view_agency"]);
    const answer = await patch(created.id, admin, {
      form: form({
        email: created.email,
        first_name: " Dana ",
        last_name: "Scully",
        contact_number: "+919876543210",
        is_active: "false",
        groups: other.id,
        user_permissions: [id("common.delete_skill"), id("user.can_view_freelancer")],
      }),
    });
    expect(answer.status).toBe(200);
    expect(subAdminSchema.strict().parse(answer.body)).toEqual({
      ...created,
      first_name: "Dana",
      last_name: "Scully",
      contact_number: "+919876543210",
      is_active: false,
      groups: [{ id: other.id, name: other.name }],
      user_permissions: [
        { id: id("common.delete_skill"), name: "Can delete skill", value: "common.delete_skill" },
        { id: id("user.can_view_freelancer"), name: "Can view freelancer", value: "user.can_view_freelancer" },
      ],
    });
    expect(await t.db.select().from(tables.userGroup).where(eq(tables.userGroup.userId, created.id))).toEqual([{ userId: created.id, groupId: other.id }]);
  });

  it("takes JSON, booleans as 1/0/true/false, and clears the phone with an empty value", async () => {
    const created = await activeSubAdmin();
    for (const [value, expected] of [["0", false], ["1", true], [false, false], ["true", true]] as const) {
      expect((await patch(created.id, admin, { json: { is_active: value } })).body.is_active).toBe(expected);
    }
    expect((await patch(created.id, admin, { json: { contact_number: "1234567" } })).body.contact_number).toBe("1234567");
    expect((await patch(created.id, admin, { json: { contact_number: "" } })).body.contact_number).toBeNull();
    // Absent fields stay as they are.
    expect((await patch(created.id, admin, { json: {} })).body).toEqual({ ...created, contact_number: null, is_active: true });
  });

  it("answers 400 for each rule and changes nothing", async () => {
    const created = await activeSubAdmin();
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ email: newEmail() }, { email: [subAdminMessages.emailReadOnly] }],
      [{ first_name: "  " }, { first_name: [messages.required] }],
      [{ first_name: "x".repeat(26) }, { first_name: [messages.maxChars(25)] }],
      [{ first_name: "---" }, { first_name: [messages.wordCharacter] }],
      [{ last_name: "" }, { last_name: [messages.required] }],
      [{ last_name: "y".repeat(26) }, { last_name: [messages.maxChars(25)] }],
      [{ last_name: "!!" }, { last_name: [messages.wordCharacter] }],
      [{ contact_number: "12345" }, { contact_number: [subAdminMessages.phone] }],
      [{ contact_number: "98765abc" }, { contact_number: [subAdminMessages.phone] }],
      [{ contact_number: "+1234567890123456" }, { contact_number: [subAdminMessages.phone] }],
      [{ is_active: "yes" }, { is_active: [subAdminMessages.boolean] }],
      [{ groups: "" }, { groups: [messages.required] }],
      [{ first_name: "Applied?", groups: 999_999 }, { groups: [unknownId(999_999)] }],
      [{ user_permissions: [] }, { user_permissions: [messages.selectPermission] }],
      [{ first_name: "Applied?", user_permissions: [999_999] }, { user_permissions: [unknownId(999_999)] }],
    ];
    for (const [json, errors] of cases) {
      expect(await patch(created.id, admin, { json }), JSON.stringify(json)).toMatchObject({ status: 400, body: errors });
    }
    expect((await t.json(`user-invitation/${created.id}/`, { token: admin })).body).toEqual(created);
    // The same email, whatever its case, is no change.
    expect((await patch(created.id, admin, { json: { email: created.email.toUpperCase() } })).status).toBe(200);
  });

  it("refuses to activate a sub admin who has not accepted the invitation", async () => {
    const created = await invite();
    expect(await patch(created.id, admin, { json: { is_active: true } })).toMatchObject({ status: 400, body: { is_active: [subAdminMessages.notAccepted] } });
    // Form data, as the edit form posts it, with other changes: none of them is applied.
    expect(await patch(created.id, admin, { form: form({ is_active: "true", first_name: "Eager" }) })).toMatchObject({
      status: 400,
      body: { is_active: [subAdminMessages.notAccepted] },
    });
    expect((await t.json(`user-invitation/${created.id}/`, { token: admin })).body).toMatchObject({ first_name: "", is_active: false, invitation_accepted: false });
    expect(await patch(created.id, admin, { json: { is_active: false, first_name: "Pending" } })).toMatchObject({
      status: 200,
      body: { first_name: "Pending", is_active: false, invitation_accepted: false },
    });
    const listed = (await t.json(`user-invitation/?search=${encodeURIComponent(created.email)}`, { token: admin })).body.results;
    expect(listed).toMatchObject([{ id: created.id, is_active: false, invitation_accepted: false }]);
  });

  it("lets a sub admin edit their own names but not their own access", async () => {
    const theRole = await role(["user.can_change_sub_admin"]);
    const user = await t.createStaffUser({ permissions: ["common.view_skill"] });
    await t.db.insert(tables.userGroup).values({ userId: user.id, groupId: theRole.id });
    const token = await t.login(user.username, user.password);
    const own = { groups: theRole.id, user_permissions: [id("common.view_skill")] };
    expect(await patch(user.id, token, { json: { ...own, first_name: "Self" } })).toMatchObject({ status: 200, body: { first_name: "Self" } });
    for (const json of [{ user_permissions: grantable.map((entry) => id(entry.code)) }, { groups: (await role(["auth.delete_group"])).id }, { is_active: false }]) {
      expect(await patch(user.id, token, { json }), JSON.stringify(json)).toMatchObject({ status: 400, body: { detail: subAdminMessages.ownAccess } });
    }
  });

  it("answers 404 for a superuser or a missing id", async () => {
    const [superuser] = await t.db.select().from(tables.user).where(eq(tables.user.username, TEST_ADMIN.username));
    expect(await patch(superuser?.id ?? 0, admin, { json: { first_name: "X" } })).toMatchObject({ status: 404, body: { detail: messages.notFound } });
    expect((await patch(999_999, admin, { json: {} })).status).toBe(404);
  });
});

describe("PATCH user-invitation/{id}/ at the same time", () => {
  // PGlite runs one transaction at a time; on PostgreSQL (TEST_DATABASE_URL) these really overlap.
  it("leaves one role and one save's own permissions when three admins save a sub admin at once", async () => {
    const roles = await Promise.all([role(["common.view_skill"]), role(["auth.view_group"]), role(["user.can_view_agency"])]);
    const own: PermissionCode[][] = [["common.delete_skill"], ["user.can_view_freelancer", "common.view_technology"], ["common.add_skill"]];
    for (let round = 0; round < 5; round++) {
      const created = await invite();
      const answers = await Promise.all(roles.map((saved, index) => patch(created.id, admin, { json: { groups: saved.id, user_permissions: (own[index] ?? []).map(id) } })));
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
      const groups = await t.db.select({ id: tables.userGroup.groupId }).from(tables.userGroup).where(eq(tables.userGroup.userId, created.id));
      expect(groups).toHaveLength(1);
      const winner = roles.findIndex((saved) => saved.id === groups[0]?.id);
      const permissions = await t.db.select({ id: tables.userPermission.permissionId }).from(tables.userPermission).where(eq(tables.userPermission.userId, created.id));
      expect(permissions.map((row) => row.id).sort((a, b) => a - b)).toEqual((own[winner] ?? []).map(id).sort((a, b) => a - b));
    }
  });

  it("answers 200 or 404, never 500, to a save racing the sub admin's deletion", async () => {
    const other = await role(["auth.view_group"]);
    for (let round = 0; round < 5; round++) {
      const created = await invite();
      const [removed, ...saved] = await Promise.all([
        t.request(`user-invitation/${created.id}/`, { method: "DELETE", token: admin }),
        patch(created.id, admin, { json: { groups: other.id, user_permissions: [id("common.delete_skill")] } }),
        patch(created.id, admin, { json: { first_name: "Racing", user_permissions: [id("common.add_skill")] } }),
      ]);
      expect(removed?.status).toBe(204);
      for (const answer of saved) expect([200, 404], JSON.stringify(answer.body)).toContain(answer.status);
      expect(await t.db.select().from(tables.userGroup).where(eq(tables.userGroup.userId, created.id))).toEqual([]);
    }
  });
});

describe("DELETE user-invitation/{id}/", () => {
  it("deletes a sub admin with their role membership, so the role can go too", async () => {
    const theRole = await role();
    const created = await invite({ groups: theRole.id });
    expect(await t.json(`roles/${theRole.id}/`, { method: "DELETE", token: admin })).toMatchObject({ status: 400, body: { detail: roleHeld(1) } });
    expect((await t.request(`user-invitation/${created.id}/`, { method: "DELETE", token: admin })).status).toBe(204);
    expect((await t.json(`user-invitation/${created.id}/`, { token: admin })).status).toBe(404);
    expect((await t.request(`roles/${theRole.id}/`, { method: "DELETE", token: admin })).status).toBe(204);
  });

  it("answers 400 for oneself", async () => {
    const me = await tokenWith(["user.can_delete_sub_admin"]);
    expect(await t.json(`user-invitation/${me.id}/`, { method: "DELETE", token: me.token })).toMatchObject({ status: 400, body: { detail: subAdminMessages.deleteSelf } });
    expect((await t.request("users/", { token: me.token })).status).toBe(200);
  });

  it("answers 404 for a superuser, a non-staff user or a missing id", async () => {
    const [superuser] = await t.db.select().from(tables.user).where(eq(tables.user.username, TEST_ADMIN.username));
    const plain = await createUser(t.db, { username: `plain-${tag()}`, email: `plain-${tag()}@example.com`, isStaff: false });
    for (const target of [superuser?.id, plain.id, 999_999]) {
      expect(await t.json(`user-invitation/${target}/`, { method: "DELETE", token: admin })).toMatchObject({ status: 404, body: { detail: messages.notFound } });
    }
    expect(await t.db.select().from(tables.user).where(eq(tables.user.id, plain.id))).toHaveLength(1);
  });
});

describe("granting only what one holds", () => {
  it("refuses to invite with a role or permissions beyond the inviter's own; nothing is created", async () => {
    const inviter = await tokenWith(["user.can_add_sub_admin", "user.can_change_sub_admin", "common.view_skill", "common.view_technology"]);
    const wideRole = await role(["common.view_technology", "common.delete_technology"]);
    const email = newEmail();
    const byRole = await t.json("user-invitation/", { token: inviter.token, form: form({ email, groups: wideRole.id, user_permissions: [id("common.view_skill")] }) });
    expect(byRole).toMatchObject({ status: 400, body: { groups: [messages.cannotGrant(["Can delete technology"])] } });
    const narrowRole = await role(["common.view_technology"]);
    const byPermission = await t.json("user-invitation/", { token: inviter.token, form: form({ email, groups: narrowRole.id, user_permissions: [id("user.can_view_client")] }) });
    expect(byPermission).toMatchObject({ status: 400, body: { user_permissions: [messages.cannotGrant(["Can view client"])] } });
    const listed = await t.json(`user-invitation/?search=${encodeURIComponent(email)}`, { token: admin });
    expect(listed.body.count).toBe(0);
    expect(await t.outbox().then((mails) => mails.filter((mail) => mail.to.includes(email)))).toEqual([]);

    const invited = await t.json("user-invitation/", { token: inviter.token, form: form({ email, groups: narrowRole.id, user_permissions: [id("common.view_skill")] }) });
    expect(invited.status).toBe(201);
  });

  it("lets an editor keep what a sub admin has but not add what the editor lacks", async () => {
    const editor = await tokenWith(["user.can_change_sub_admin", "common.view_skill", "common.view_technology", "common.view_contactus"]);
    const subAdmin = await invite({ groups: (await role(["common.view_technology"])).id, user_permissions: ["common.view_contactus"] });
    const kept = await patch(subAdmin.id, editor.token, { json: { first_name: "Kept", groups: subAdmin.groups[0]?.id, user_permissions: [id("common.view_contactus")] } });
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    const added = await patch(subAdmin.id, editor.token, { json: { user_permissions: [id("common.view_contactus"), id("user.can_view_agency")] } });
    expect(added).toMatchObject({ status: 400, body: { user_permissions: [messages.cannotGrant(["Can view agency"])] } });
    const narrowed = await patch(subAdmin.id, editor.token, { json: { user_permissions: [id("common.view_skill")] } });
    expect(narrowed.status).toBe(200);
  });

  it("refuses to copy into a sub admin's own permissions a code the editor lacks, even one their role already grants", async () => {
    const editor = await tokenWith(["user.can_change_sub_admin", "common.view_skill", "common.view_technology"]);
    const roleWithDelete = await role(["common.view_technology", "common.delete_technology"]);
    const subAdmin = await invite({ groups: roleWithDelete.id, user_permissions: ["common.view_skill"] });
    const copied = await patch(subAdmin.id, editor.token, { json: { user_permissions: [id("common.view_skill"), id("common.delete_technology")] } });
    expect(copied).toMatchObject({ status: 400, body: { user_permissions: [messages.cannotGrant(["Can delete technology"])] } });

    // Moving them to a role without it (the superuser may: the editor lacks what they hold) then leaves them without it.
    const moved = await patch(subAdmin.id, admin, { json: { groups: (await role(["common.view_skill"])).id } });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const session = await t.json(`user-invitation/${subAdmin.id}/`, { token: admin });
    expect(session.body.user_permissions.map((item: { value: string }) => item.value)).not.toContain("common.delete_technology");
  });

  it("leaves the access, status and account of a sub admin holding a permission the editor lacks; their names may change (decision 087)", async () => {
    const editor = await tokenWith(["user.can_change_sub_admin", "user.can_delete_sub_admin", "user.can_view_sub_admin", "common.view_skill"]);
    const wider = await invite({ groups: (await role(["common.view_skill"])).id, user_permissions: ["common.view_skill", "user.view_userrequest"] });
    await t.db.update(tables.user).set({ isActive: true, passwordHash: "accepted" }).where(eq(tables.user.id, wider.id));
    const beyond = { status: 400, body: { detail: subAdminMessages.changeBeyondOwnAccess } };
    expect(await patch(wider.id, editor.token, { json: { user_permissions: [id("common.view_skill")] } })).toMatchObject(beyond);
    expect(await patch(wider.id, editor.token, { json: { groups: (await role(["common.view_skill"])).id } })).toMatchObject(beyond);
    expect(await patch(wider.id, editor.token, { json: { is_active: false } })).toMatchObject(beyond);
    // Nor activated again once the superuser has deactivated them.
    expect((await patch(wider.id, admin, { json: { is_active: false } })).status).toBe(200);
    expect(await patch(wider.id, editor.token, { json: { is_active: true } })).toMatchObject(beyond);
    expect((await patch(wider.id, admin, { json: { is_active: true } })).status).toBe(200);
    expect(await t.json(`user-invitation/${wider.id}/`, { method: "DELETE", token: editor.token })).toMatchObject({ status: 400, body: { detail: subAdminMessages.deleteBeyondOwnAccess } });
    const renamed = await patch(wider.id, editor.token, {
      json: { first_name: "Renamed", groups: wider.groups[0]?.id, user_permissions: [id("common.view_skill"), id("user.view_userrequest")], is_active: true },
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    const after = await t.json(`user-invitation/${wider.id}/`, { token: admin });
    expect(after.body).toMatchObject({ first_name: "Renamed", is_active: true, groups: [{ id: wider.groups[0]?.id }] });

    // One within the editor's access may be narrowed, deactivated and deleted.
    const within = await invite({ groups: (await role(["common.view_skill"])).id, user_permissions: ["common.view_skill"] });
    expect((await patch(within.id, editor.token, { json: { groups: (await role(["common.view_skill"])).id, is_active: false } })).status).toBe(200);
    expect((await t.json(`user-invitation/${within.id}/`, { method: "DELETE", token: editor.token })).status).toBe(204);
  });
});
