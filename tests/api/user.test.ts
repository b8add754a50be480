// users/, users/{id}/, user-permissions/, change-password/.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "#contract/messages";
import { ALWAYS_GRANTED, permissionCatalogue } from "#contract/permissions";
import { userDetailsSchema } from "#contract/user";
import { png, pdf, uploadForm } from "./fixtures";
import { createTestApi, type TestApi } from "./harness";

let t: TestApi;

beforeAll(async () => {
  t = await createTestApi();
});
afterAll(async () => {
  await t?.close();
});

async function upload(token: string, bytes: Uint8Array, name: string, kind = "image"): Promise<string> {
  const answer = await t.json("upload_file/", { token, form: uploadForm(bytes, name, { file_type: kind }) });
  expect(answer.status).toBe(201);
  return answer.body.file as string;
}

describe("GET users/", () => {
  it("answers the signed-in user's details with their permission codes", async () => {
    const user = await t.createStaffUser({ firstName: "Ada", lastName: "Lovelace", permissions: ["common.view_skill"] });
    const token = await t.login(user.username, user.password);
    const { status, body } = await t.json("users/", { token });
    expect(status).toBe(200);
    expect(userDetailsSchema.strict().parse(body)).toEqual({
      id: user.id,
      username: user.username,
      email: user.email,
      first_name: "Ada",
      last_name: "Lovelace",
      profile_image: null,
      user_type: null,
      user_permissions: [...ALWAYS_GRANTED, "common.view_skill"],
    });
  });
});

describe("GET user-permissions/", () => {
  it("gives a superuser the whole catalogue", async () => {
    const token = await t.loginAdmin();
    const { status, body } = await t.json("user-permissions/", { token });
    expect(status).toBe(200);
    expect(body).toEqual(permissionCatalogue.map((permission) => permission.code));
    expect(body).toContain("user.approve_userrequest");
    expect(body).toContain("user.reject_userrequest");
  });

  it("gives a staff user the role's permissions, their own and the always granted ones", async () => {
    const user = await t.createStaffUser({
      role: { permissions: ["common.view_technology", "common.add_technology"] },
      permissions: ["user.can_view_client", "common.add_technology"],
    });
    const token = await t.login(user.username, user.password);
    const { body } = await t.json<string[]>("user-permissions/", { token });
    expect([...body].sort()).toEqual(
      [...ALWAYS_GRANTED, "common.view_technology", "common.add_technology", "user.can_view_client"].sort(),
    );
    expect(body).not.toContain("common.delete_technology");
    expect((await t.json("users/", { token })).body.user_permissions).toEqual(body);
  });

  it("gives a staff user without role or permissions only the always granted ones", async () => {
    const user = await t.createStaffUser();
    const token = await t.login(user.username, user.password);
    expect((await t.json("user-permissions/", { token })).body).toEqual([...ALWAYS_GRANTED]);
  });
});

describe("PATCH users/{id}/", () => {
  const patch = (id: number | string, token: string | undefined, json: unknown) => t.json(`users/${id}/`, { method: "PATCH", token, json });

  it("updates one's own names (trimmed) and answers the details", async () => {
    const user = await t.createStaffUser();
    const token = await t.login(user.username, user.password);
    const { status, body } = await patch(user.id, token, { first_name: "  Grace ", last_name: "Hopper" });
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: user.id, first_name: "Grace", last_name: "Hopper", profile_image: null });
    expect((await t.json("users/", { token })).body).toMatchObject({ first_name: "Grace", last_name: "Hopper" });
  });

  it("answers 400 with the spec's messages for blank and long names", async () => {
    const user = await t.createStaffUser();
    const token = await t.login(user.username, user.password);
    expect(await patch(user.id, token, {})).toMatchObject({ status: 400, body: { first_name: [messages.required], last_name: [messages.required] } });
    expect(await patch(user.id, token, { first_name: "x".repeat(31), last_name: "y".repeat(30) })).toMatchObject({
      status: 400,
      body: { first_name: [messages.maxChars(30)] },
    });
  });

  it("answers 403 for another user and 404 for a missing or malformed id", async () => {
    const user = await t.createStaffUser();
    const other = await t.createStaffUser();
    const token = await t.login(user.username, user.password);
    expect(await patch(other.id, token, { first_name: "A", last_name: "B" })).toMatchObject({
      status: 403,
      body: { detail: messages.permissionDenied },
    });
    expect(await patch(999_999, token, { first_name: "A", last_name: "B" })).toMatchObject({ status: 404, body: { detail: messages.notFound } });
    expect((await patch("abc", token, { first_name: "A", last_name: "B" })).status).toBe(404);
    // Even a superuser edits only their own profile here.
    expect((await patch(user.id, await t.loginAdmin(), { first_name: "A", last_name: "B" })).status).toBe(403);
  });

  it("sets a profile image the user uploaded, keeps it when absent and removes it with null", async () => {
    const user = await t.createStaffUser();
    const token = await t.login(user.username, user.password);
    const file = await upload(token, png(250, 250), "me.png");
    const set = await patch(user.id, token, { first_name: "A", last_name: "B", profile_image: file });
    expect(set).toMatchObject({ status: 200, body: { profile_image: file } });
    // An absolute URL of the same file is accepted and stored root-relative.
    const absolute = await patch(user.id, token, { first_name: "A", last_name: "B", profile_image: `http://localhost:3000${file}` });
    expect(absolute.body.profile_image).toBe(file);
    expect((await patch(user.id, token, { first_name: "A", last_name: "B" })).body.profile_image).toBe(file);
    expect((await patch(user.id, token, { first_name: "A", last_name: "B", profile_image: "" })).body.profile_image).toBe(file);
    expect((await patch(user.id, token, { first_name: "A", last_name: "B", profile_image: null })).body.profile_image).toBeNull();
  });

  it("refuses a profile image that is not an image the user uploaded", async () => {
    const user = await t.createStaffUser();
    const other = await t.createStaffUser();
    const token = await t.login(user.username, user.password);
    const othersImage = await upload(await t.login(other.username, other.password), png(250, 250), "other.png");
    const ownPdf = await upload(token, pdf(), "cv.pdf", "file");
    const refused = { status: 400, body: { profile_image: [messages.profileImageInvalid] } };
    for (const profile_image of [othersImage, ownPdf, "/api/v1/media/0123456789abcdef0123456789abcdef.png", "/etc/passwd", "javascript:alert(1)"]) {
      expect(await patch(user.id, token, { first_name: "A", last_name: "B", profile_image })).toMatchObject(refused);
    }
  });
});

describe("POST change-password/", () => {
  const change = (token: string | undefined, json: Record<string, string>) => t.json("change-password/", { token, json });

  it("changes the password, keeps the current session and ends the others", async () => {
    const user = await t.createStaffUser();
    const current = await t.login(user.username, user.password);
    const other = await t.login(user.username, user.password);
    const answer = await change(current, { old_password: user.password, new_password1: "Renewed#2024", new_password2: "Renewed#2024" });
    expect(answer).toMatchObject({ status: 200, body: { detail: messages.passwordChanged } });
    expect((await t.request("users/", { token: current })).status).toBe(200);
    expect((await t.request("users/", { token: other })).status).toBe(401);
    await t.login(user.username, "Renewed#2024");
    expect((await t.json("login/", { json: { username: user.username, password: user.password } })).status).toBe(400);
  });

  it("answers 400 on the old password when it is wrong", async () => {
    const user = await t.createStaffUser();
    const token = await t.login(user.username, user.password);
    expect(await change(token, { old_password: "Wrong@12345", new_password1: "Renewed#2024", new_password2: "Renewed#2024" })).toMatchObject({
      status: 400,
      body: { old_password: [messages.oldPasswordWrong] },
    });
  });

  it("answers 400 with the spec's messages for mismatch, rule and missing fields", async () => {
    const user = await t.createStaffUser();
    const token = await t.login(user.username, user.password);
    expect(await change(token, { old_password: user.password, new_password1: "Renewed#2024", new_password2: "Renewed#2025" })).toMatchObject({
      status: 400,
      body: { new_password2: [messages.passwordsMismatch] },
    });
    expect(await change(token, { old_password: user.password, new_password1: "renewed", new_password2: "renewed" })).toMatchObject({
      status: 400,
      body: { new_password1: [messages.passwordRule] },
    });
    // The old password must meet the rule too (spec §5).
    expect(await change(token, { old_password: "old", new_password1: "Renewed#2024", new_password2: "Renewed#2024" })).toMatchObject({
      status: 400,
      body: { old_password: [messages.passwordRule] },
    });
    expect(await change(token, {})).toMatchObject({
      status: 400,
      body: { old_password: [messages.required], new_password1: [messages.required], new_password2: [messages.required] },
    });
  });
});
