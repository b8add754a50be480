// Request review in API v1 (decision 043): the marketplace's submissions, the lists, the detail
// with its history, and decisions that happen once, on the version the admin saw.
import { and, eq, ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "#contract/messages";
import { REJECTION_MESSAGE_MAX, userRequestMessages } from "#contract/user-request";
import * as tables from "../../api/db/schema";
import { createTestApi, TEST_MARKETPLACE_TOKEN, type TestApi } from "./harness";
import { createAgency, createClient } from "./marketplace-fixtures";
import { registration, type SubmissionOptions, submissionOptions } from "./user-request-fixtures";

let t: TestApi;
let admin: string;
let options: SubmissionOptions;

beforeAll(async () => {
  t = await createTestApi();
  admin = await t.loginAdmin();
  options = await submissionOptions(t.db);
});
afterAll(async () => {
  await t?.close();
});

const submit = (body: unknown, token: string | undefined = TEST_MARKETPLACE_TOKEN) => t.json("user-request/", { token, json: body });

async function submitted(body: unknown): Promise<{ id: number; user: number; version: number }> {
  const answer = await submit(body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body;
}

/** An update of a live freelancer's profile: the registration's body with `changes`, keeping projects and certificates. */
const updateOf = (base: ReturnType<typeof registration>, user: number, live: { uid: string; email: string }, changes: Record<string, unknown>) => ({
  ...base,
  is_new_registered: false,
  user,
  uid: live.uid,
  email: live.email,
  projects: undefined,
  certifications: undefined,
  ...changes,
});
const decide = (id: number, body: Record<string, unknown>, token = admin) => t.json(`user-request/${id}/`, { method: "PATCH", token, json: body });

async function staffToken(permissions: ("user.view_userrequest" | "user.approve_userrequest" | "user.reject_userrequest")[], name = "Decider"): Promise<string> {
  const staff = await t.createStaffUser({ permissions, firstName: name, lastName: "Admin User" });
  return t.login(staff.username, staff.password);
}

describe("POST user-request/ (the marketplace)", () => {
  it("registers each user type: an inactive user with the profile, a pending request and a notification for each decider", async () => {
    const decider = await t.createStaffUser({ permissions: ["user.reject_userrequest"] });
    const bystander = await t.createStaffUser({ permissions: ["user.view_userrequest"] });
    const agency = await createAgency(t.db);
    for (const type of [3, 4, 5, 6] as const) {
      const created = await submitted(registration(type, options, type === 6 ? { agency } : {}));
      expect(created.version).toBe(1);
      const [person] = await t.db.select().from(tables.user).where(eq(tables.user.id, created.user));
      expect(person).toMatchObject({ isActive: false, userType: type, agencyId: type === 6 ? agency : null });
      const detail = await t.json(`user-request/${created.id}/`, { token: admin });
      expect(detail).toMatchObject({ status: 200, body: { status: 1, is_new_registered: true, user_type: type, version: 1, history: [], request_handled_by: null } });
      const mine = (recipient: number) =>
        t.db
          .select({ data: tables.notification.data, action: tables.notification.actionName })
          .from(tables.notification)
          .where(eq(tables.notification.recipientId, recipient));
      expect((await mine(decider.id)).map((row) => row.data.id)).toContain(created.id);
      expect((await mine(bystander.id)).map((row) => row.data.id)).not.toContain(created.id);
      const action = (await mine(decider.id)).find((row) => row.data.id === created.id)?.action;
      expect(action).toBe(type === 6 ? "agencyrequest" : "userrequest");
    }
  });

  it("names the person in the notification as sent: apostrophes, ampersands and angle brackets kept as text (decision 086)", async () => {
    const decider = await staffToken(["user.view_userrequest", "user.approve_userrequest"], "Quinn");
    const created = await submitted(registration(5, options, { first_name: "Seán O'Brien", last_name: "Smith & Sons <Ltd>" }));
    const list = await t.json("notifications/all/?page_size=100", { token: decider });
    const notification = (list.body.results as { verb: string; data: { id: number } }[]).find((row) => row.data.id === created.id);
    expect(notification?.verb).toBe("<b>Seán O'Brien Smith &amp; Sons &lt;Ltd&gt;</b> registered as a new freelancer.");
  });

  it("answers 400 field by field, nested as DRF nests them, and creates nothing", async () => {
    const before = await t.db.$count(tables.userRequest);
    const body = registration(5, options);
    const answer = await submit({
      ...body,
      email: "not-an-email",
      first_name: "",
      portfolio: { ...body.portfolio, technologies: [2_000_000_000], profile_type: 2_000_000_000 },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ email: [expect.any(String)], first_name: [messages.required] });
    const unknown = await submit({ ...body, portfolio: { ...body.portfolio, technologies: [options.technologies[0], 2_000_000_000] } });
    expect(unknown).toMatchObject({ status: 400, body: { portfolio: { technologies: { "1": [userRequestMessages.unknownOption] } } } });
    expect(await submit({ ...registration(3, options), portfolio: body.portfolio })).toMatchObject({ status: 400, body: { portfolio: [expect.any(String)] } });
    expect(await submit({ ...registration(3, options), branches: [{ city: options.city, is_head_quarter: false }] })).toMatchObject({
      status: 400,
      body: { branches: [userRequestMessages.oneHeadQuarter] },
    });
    expect(await submit({ ...registration(5, options), is_new_registered: false })).toMatchObject({ status: 400, body: { user: [messages.required] } });
    const scripted = await submit({
      ...body,
      profile_image: "javascript:alert(1)",
      projects: [{ ...body.projects![0]!, link: "data:text/html,x", images: ["//elsewhere.example/p.png"] }],
    });
    expect(scripted).toMatchObject({
      status: 400,
      body: { profile_image: [expect.stringMatching(/http/)], projects: { "0": { link: [expect.any(String)], images: { "0": [expect.any(String)] } } } },
    });
    const taken = registration(5, options);
    await submitted(taken);
    expect(await submit({ ...registration(5, options), uid: taken.uid })).toMatchObject({ status: 400, body: { uid: [userRequestMessages.uidTaken] } });
    expect(await t.db.$count(tables.userRequest)).toBe(before + 1);
  });

  it("refuses a language twice, a sub skill of a skill not chosen, a skill that is a sub skill and the year 0000", async () => {
    const before = await t.db.$count(tables.userRequest);
    const [subSkill] = await t.db
      .insert(tables.skill)
      .values({ title: `Request sub skill ${Date.now()}`, description: "", status: 1, parentId: options.skills[1]! })
      .returning({ id: tables.skill.id });
    const body = registration(5, options);
    const portfolio = body.portfolio!;
    const language = { communication_language: options.language, proficiency: options.proficiency };
    expect(await submit({ ...body, portfolio: { ...portfolio, communication_language: [language, language] } })).toMatchObject({
      status: 400,
      body: { portfolio: { communication_language: [{}, { communication_language: [messages.repeatedLanguage] }] } },
    });
    expect(await submit({ ...body, portfolio: { ...portfolio, skills: [options.skills[0]], sub_skills: [subSkill!.id] } })).toMatchObject({
      status: 400,
      body: { portfolio: { sub_skills: { "0": [userRequestMessages.subSkill] } } },
    });
    expect(await submit({ ...body, portfolio: { ...portfolio, skills: [subSkill!.id], sub_skills: [] } })).toMatchObject({
      status: 400,
      body: { portfolio: { skills: { "0": [userRequestMessages.unknownOption] } } },
    });
    expect(await submit({ ...body, certifications: [{ ...body.certifications![0]!, certification_date: "0000-01-01" }] })).toMatchObject({
      status: 400,
      body: { certifications: [{ certification_date: [expect.stringMatching(/0001/)] }] },
    });
    const project = body.projects![0]!;
    expect(await submit({ ...body, projects: [{ ...project, images: [project.images![0]!, project.images![0]!] }] })).toMatchObject({
      status: 400,
      body: { projects: [{ images: { "1": [messages.repeatedImage] } }] },
    });
    expect(await t.db.$count(tables.userRequest)).toBe(before);
    // A sub skill under a chosen skill is taken.
    await submitted({ ...registration(5, options), portfolio: { ...portfolio, skills: [options.skills[1]], sub_skills: [subSkill!.id] } });
  });

  it("stores a lone surrogate as U+FFFD, as a text column would, not a 500 from the jsonb profile", async () => {
    const created = await submitted({ ...registration(5, options), first_name: "Ann\ud800" });
    expect((await t.json(`user-request/${created.id}/`, { token: admin })).body).toMatchObject({ updated_data_with_request_change: { first_name: "Ann\ufffd" } });
  });

  it("answers 401 without the marketplace's token or with a staff token", async () => {
    expect(await t.json("user-request/", { json: registration(5, options) })).toMatchObject({ status: 401, body: { detail: userRequestMessages.serviceRefused } });
    expect(await submit(registration(5, options), admin)).toMatchObject({ status: 401, body: { detail: userRequestMessages.serviceRefused } });
  });

  it("answers 403 on a server without MARKETPLACE_TOKEN, whatever the header", async () => {
    const closed = await createTestApi({ marketplaceToken: null });
    try {
      for (const token of [undefined, "", TEST_MARKETPLACE_TOKEN]) {
        const answer = await closed.json("user-request/", { token, json: registration(5, options) });
        expect(answer).toMatchObject({ status: 403, body: { detail: userRequestMessages.serviceDisabled } });
      }
    } finally {
      await closed.close();
    }
  });
});

describe("GET user-request/ and user-request/{id}/", () => {
  it("lists one user type, filtered by kind, status and agency, searched and sorted", async () => {
    const agency = await createAgency(t.db);
    const otherAgency = await createAgency(t.db);
    const mine = await submitted(registration(6, options, { agency, first_name: "Zebulon" }));
    const theirs = await submitted(registration(6, options, { agency: otherAgency }));
    const list = await t.json(`user-request/?user_type=6&agency=${agency}&status=1&new_registered=true`, { token: admin });
    expect(list.status).toBe(200);
    expect(list.body.results.map((row: { id: number }) => row.id)).toEqual([mine.id]);
    expect(list.body.results[0]).toMatchObject({ parent_id: agency, first_name: "Zebulon", experience: 4, projects: 1, certifications: 1, is_new_registered: true, status: 1 });
    const updates = await t.json(`user-request/?user_type=6&agency=${agency}&new_registered=false`, { token: admin });
    expect(updates.body.count).toBe(0);
    const searched = await t.json("user-request/?user_type=6&search=zebulon&ordering=-first_name", { token: admin });
    expect(searched.body.results.map((row: { id: number }) => row.id)).toContain(mine.id);
    expect(searched.body.results.map((row: { id: number }) => row.id)).not.toContain(theirs.id);
    const clients = await t.json("user-request/?user_type=3&ordering=company_name", { token: admin });
    expect(clients.status).toBe(200);
    for (const row of clients.body.results) expect(row).toMatchObject({ user_type: 3, parent_id: null });
  });

  it("answers 400 without a user type or with an unknown filter value, 404 past the last page", async () => {
    expect(await t.json("user-request/", { token: admin })).toMatchObject({ status: 400, body: { user_type: [expect.any(String)] } });
    expect(await t.json("user-request/?user_type=3&status=4", { token: admin })).toMatchObject({ status: 400, body: { status: [expect.any(String)] } });
    expect(await t.json("user-request/?user_type=3&page=999", { token: admin })).toMatchObject({ status: 404, body: { detail: messages.invalidPage } });
  });

  it("answers a request's detail with the requested profile, and 404 for none", async () => {
    const created = await submitted(registration(4, options));
    const detail = await t.json(`user-request/${created.id}/`, { token: admin });
    expect(detail.body.updated_data_with_request_change).toMatchObject({
      company: { size: 12, technologies: [{ id: options.technologies[0] }, { id: options.technologies[1] }] },
      branches: [{ is_head_quarter: true, city: { id: options.city } }],
    });
    expect(await t.json("user-request/2000000000/", { token: admin })).toMatchObject({ status: 404, body: { detail: messages.notFound } });
  });
});

describe("PATCH user-request/{id}/", () => {
  it.each([3, 4, 5, 6] as const)("approves a registration of user type %i: the user becomes active, one log entry", async (type) => {
    const agency = await createAgency(t.db);
    const created = await submitted(registration(type, options, type === 6 ? { agency } : {}));
    const answer = await decide(created.id, { status: 2, version: 1 });
    expect(answer).toMatchObject({ status: 200, body: { status: 2, request_handled_by: "Admin User", rejection_message: null, user: { is_active: true } } });
    expect(answer.body.history).toMatchObject([{ decision: 2, reason: null, version: 1, admin: { name: "Admin User" } }]);
  });

  it.each([3, 4, 5, 6] as const)("rejects a registration of user type %i with its reason: in the rejection log, user still inactive", async (type) => {
    const agency = await createAgency(t.db);
    const created = await submitted(registration(type, options, type === 6 ? { agency } : {}));
    const answer = await decide(created.id, { status: 3, version: 1, rejection_message: "  Blurry ID proof  " });
    expect(answer).toMatchObject({ status: 200, body: { status: 3, rejection_message: "Blurry ID proof", user: { is_active: false } } });
    const log = await t.json(`user-request-rejection/?user_type=${type}`, { token: admin });
    expect(log.body.results.find((row: { id: number }) => row.id === created.id)).toMatchObject({
      rejection_message: "Blurry ID proof",
      request_handled_by: "Admin User",
      parent: type === 6 ? expect.any(String) : null,
    });
    expect(await t.json(`user-request-rejection/${created.id}/`, { token: admin })).toMatchObject({ status: 200, body: { id: created.id, status: 3 } });
  });

  it("applies an approved update to the live profile and changes nothing else", async () => {
    const first = await submitted(registration(5, options));
    await decide(first.id, { status: 2, version: 1 });
    const bystander = await submitted(registration(5, options));
    await decide(bystander.id, { status: 2, version: 1 });
    const before = await t.json(`user-freelancer/${first.user}/`, { token: admin });
    const bystanderBefore = await t.json(`user-freelancer/${bystander.user}/`, { token: admin });
    const [project] = (await t.json(`user-freelancer/${first.user}/projects/`, { token: admin })).body.results;
    const certificatesBefore = (await t.json(`user-freelancer/${first.user}/certifications/`, { token: admin })).body.results;

    const base = registration(5, options);
    const update = await submitted({
      user_type: 5,
      is_new_registered: false,
      user: first.user,
      uid: before.body.uid,
      email: before.body.email,
      first_name: "Renamed",
      last_name: before.body.last_name,
      contact_number: before.body.contact_number,
      city: options.city,
      profile_image: before.body.profile_image,
      requested_changes_keys: ["name", "projects", "experience"],
      portfolio: { ...base.portfolio, experience: 9 },
      projects: [{ id: project.id, title: "Renamed project", description: "", technologies: [], skills: [], images: [], link: null, duration: 12, is_on_going: true }],
    });
    expect(update.version).toBe(1);
    expect(await decide(update.id, { status: 2, version: 1 })).toMatchObject({ status: 200, body: { status: 2 } });

    const after = await t.json(`user-freelancer/${first.user}/`, { token: admin });
    expect(after.body).toMatchObject({ first_name: "Renamed", portfolio: { experience: 9 }, is_active: true, uid: before.body.uid, email: before.body.email });
    const projects = (await t.json(`user-freelancer/${first.user}/projects/`, { token: admin })).body.results;
    expect(projects).toMatchObject([{ id: project.id, title: "Renamed project", duration: 12, is_on_going: true }]);
    // Certificates were not part of the request: untouched.
    expect((await t.json(`user-freelancer/${first.user}/certifications/`, { token: admin })).body.results).toEqual(certificatesBefore);
    const { first_name: _name, portfolio: _portfolio, ...rest } = after.body;
    const { first_name: _oldName, portfolio: _oldPortfolio, ...restBefore } = before.body;
    expect(rest).toEqual(restBefore);
    expect((await t.json(`user-freelancer/${bystander.user}/`, { token: admin })).body).toEqual(bystanderBefore.body);
  });

  it("approves an update stored before a language listed twice was refused: the first one counts", async () => {
    const first = await submitted(registration(5, options));
    await decide(first.id, { status: 2, version: 1 });
    const live = (await t.json(`user-freelancer/${first.user}/`, { token: admin })).body;
    const base = registration(5, options);
    const update = await submitted(updateOf(base, first.user, live, { requested_changes_keys: ["communication_language"] }));
    const [row] = await t.db.select().from(tables.userRequest).where(eq(tables.userRequest.id, update.id));
    const profile = row!.updatedDataWithRequestChange;
    const [spoken] = profile.portfolio!.communication_language;
    const [other] = await t.db.select({ id: tables.proficiency.id, title: tables.proficiency.title }).from(tables.proficiency).where(ne(tables.proficiency.id, spoken!.proficiency.id)).limit(1);
    profile.portfolio!.communication_language = [spoken!, { ...spoken!, proficiency: other! }];
    await t.db.update(tables.userRequest).set({ updatedDataWithRequestChange: profile }).where(eq(tables.userRequest.id, update.id));
    expect(await decide(update.id, { status: 2, version: 1 })).toMatchObject({ status: 200, body: { status: 2 } });
    const kept = await t.db.select({ proficiencyId: tables.portfolioLanguage.proficiencyId }).from(tables.portfolioLanguage).where(eq(tables.portfolioLanguage.userId, first.user));
    expect(kept).toEqual([{ proficiencyId: spoken!.proficiency.id }]);
  });

  it("keeps the person's contact number, city and picture when an update sends only its projects", async () => {
    const first = await submitted(registration(5, options));
    await decide(first.id, { status: 2, version: 1 });
    const before = (await t.json(`user-freelancer/${first.user}/`, { token: admin })).body;
    const update = await submitted({
      user_type: 5,
      is_new_registered: false,
      user: first.user,
      uid: before.uid,
      email: before.email,
      first_name: before.first_name,
      last_name: before.last_name,
      requested_changes_keys: ["projects"],
      projects: [{ title: "Only this changed", description: "", technologies: [], skills: [], images: [], link: null, duration: 3, is_on_going: false }],
    });
    expect(await decide(update.id, { status: 2, version: update.version })).toMatchObject({ status: 200 });
    const after = (await t.json(`user-freelancer/${first.user}/`, { token: admin })).body;
    expect(after).toMatchObject({ contact_number: before.contact_number, city: before.city, profile_image: before.profile_image });
    expect(before.contact_number).toBeTruthy();
    expect(before.city).toBeTruthy();
  });

  it("counts the live projects in the requested portfolio of an update that keeps them (sends no projects)", async () => {
    const first = await submitted(registration(5, options));
    await decide(first.id, { status: 2, version: 1 });
    const live = (await t.json(`user-freelancer/${first.user}/`, { token: admin })).body;
    expect(live.portfolio.projects_count).toBeGreaterThan(0);
    const base = registration(5, options);
    const update = await submitted(updateOf(base, first.user, live, { requested_changes_keys: ["experience"], portfolio: { ...base.portfolio, experience: 11 } }));
    const detail = (await t.json(`user-request/${update.id}/`, { token: admin })).body;
    expect(detail.updated_data_with_request_change.projects).toBeUndefined();
    expect(detail.updated_data_with_request_change.portfolio.projects_count).toBe(live.portfolio.projects_count);
    // An update that sends its projects counts those.
    const again = await submitted({ ...base, is_new_registered: false, user: first.user, uid: live.uid, email: live.email, requested_changes_keys: ["projects"], projects: [], certifications: undefined });
    expect((await t.json(`user-request/${again.id}/`, { token: admin })).body.updated_data_with_request_change.portfolio.projects_count).toBe(0);
  });

  it("refuses an update from a user whose registration is still pending (decision 043)", async () => {
    const first = await submitted(registration(5, options));
    const base = registration(5, options);
    const body = { ...base, is_new_registered: false, user: first.user, requested_changes_keys: ["experience"], projects: undefined, certifications: undefined };
    const refused = await submit(body);
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain(userRequestMessages.pendingRegistration);
    // Once approved, the same update is taken.
    await decide(first.id, { status: 2, version: 1 });
    const live = (await t.json(`user-freelancer/${first.user}/`, { token: admin })).body;
    expect((await submit({ ...body, uid: live.uid, email: live.email })).status).toBe(201);
  });

  it("answers 409, not 500, when an option the request names was deleted since, and leaves it pending", async () => {
    const first = await submitted(registration(5, options));
    await decide(first.id, { status: 2, version: 1 });
    const technology = await t.json("technology/", { method: "POST", token: admin, json: { title: `Gone ${Date.now()}`, description: "", status: 1 } });
    expect(technology.status).toBe(201);
    const base = registration(5, options);
    const live = (await t.json(`user-freelancer/${first.user}/`, { token: admin })).body;
    const update = await submitted(updateOf(base, first.user, live, { requested_changes_keys: ["technologies"], portfolio: { ...base.portfolio, technologies: [technology.body.id] } }));
    expect((await t.json(`technology/${technology.body.id}/`, { method: "DELETE", token: admin })).status).toBe(204);
    const answer = await decide(update.id, { status: 2, version: update.version });
    expect(answer).toMatchObject({ status: 409, body: { detail: userRequestMessages.optionGone } });
    expect((await t.json(`user-request/${update.id}/`, { token: admin })).body).toMatchObject({ status: 1 });
  });

  it("assigns an agency with a client's approval", async () => {
    const agency = await createAgency(t.db);
    const created = await submitted(registration(3, options));
    expect(await decide(created.id, { status: 3, version: 1, rejection_message: "x", agency })).toMatchObject({
      status: 400,
      body: { agency: [userRequestMessages.agencyOnlyWhenApproving] },
    });
    expect(await decide(created.id, { status: 2, version: 1, agency: created.user })).toMatchObject({ status: 400, body: { agency: [userRequestMessages.notAnAgency] } });
    expect(await decide(created.id, { status: 2, version: 1, agency })).toMatchObject({ status: 200 });
    const client = await t.json(`user-client/${created.user}/`, { token: admin });
    expect(client.body.assigned_agencies_log).toMatchObject([{ agency: { id: agency } }]);
    // An update approved with the agency the client has now logs it once, not twice.
    const update = await submitted({ ...registration(3, options), is_new_registered: false, user: created.user, uid: client.body.uid, email: client.body.email });
    expect(await decide(update.id, { status: 2, version: 1, agency })).toMatchObject({ status: 200 });
    expect((await t.json(`user-client/${created.user}/`, { token: admin })).body.assigned_agencies_log).toHaveLength(1);
  });

  it("answers 400 for a rejection without its message or with too long a one, and for a bad status", async () => {
    const created = await submitted(registration(5, options));
    expect(await decide(created.id, { status: 3, version: 1 })).toMatchObject({ status: 400, body: { rejection_message: [messages.required] } });
    expect(await decide(created.id, { status: 3, version: 1, rejection_message: "x".repeat(REJECTION_MESSAGE_MAX + 1) })).toMatchObject({
      status: 400,
      body: { rejection_message: [messages.maxChars(REJECTION_MESSAGE_MAX)] },
    });
    expect(await decide(created.id, { status: 1, version: 1 })).toMatchObject({ status: 400, body: { status: [expect.any(String)] } });
    expect(await decide(created.id, { status: 2 })).toMatchObject({ status: 400, body: { version: [messages.required] } });
    expect(await decide(created.id, { status: 3, version: 1, rejection_message: "x".repeat(REJECTION_MESSAGE_MAX) })).toMatchObject({ status: 200 });
  });

  it("needs the decision's own permission: 403 for approving with the reject code only", async () => {
    const rejecter = await staffToken(["user.reject_userrequest"]);
    const created = await submitted(registration(5, options));
    expect(await decide(created.id, { status: 2, version: 1 }, rejecter)).toMatchObject({ status: 403, body: { detail: messages.permissionDenied } });
    expect(await decide(created.id, { status: 3, version: 1, rejection_message: "No" }, rejecter)).toMatchObject({ status: 200 });
  });

  it("answers 404 for no such request", async () => {
    expect(await decide(2_000_000_000, { status: 2, version: 1 })).toMatchObject({ status: 404, body: { detail: messages.notFound } });
  });

  it("answers 409 naming who decided and when, for a request decided already; nothing changes", async () => {
    const approver = await staffToken(["user.approve_userrequest", "user.reject_userrequest"], "Priya");
    const created = await submitted(registration(5, options));
    const first = await decide(created.id, { status: 2, version: 1 }, approver);
    expect(first.status).toBe(200);
    const second = await decide(created.id, { status: 3, version: 1, rejection_message: "Too late" });
    expect(second.status).toBe(409);
    const [decision] = first.body.history;
    expect(decision.admin.name).toMatch(/^Priya/);
    expect(second.body.detail).toBe(userRequestMessages.alreadyDecided("approved", decision.admin.name, decision.created));
    const detail = await t.json(`user-request/${created.id}/`, { token: admin });
    expect(detail.body).toMatchObject({ status: 2, rejection_message: null });
    expect(detail.body.history).toHaveLength(1);
  });

  it("answers 409 for a request changed since the admin saw it, and decides the new version", async () => {
    const first = await submitted(registration(3, options));
    await decide(first.id, { status: 2, version: 1 });
    const base = registration(3, options);
    const update = (name: string) => ({ ...base, is_new_registered: false, user: first.user, company: { ...base.company, name } });
    const seen = await submitted(update("Seen name"));
    const changed = await submitted(update("Changed name"));
    expect(changed).toMatchObject({ id: seen.id, version: 2 });
    const stale = await decide(seen.id, { status: 2, version: 1 });
    expect(stale).toMatchObject({ status: 409, body: { detail: userRequestMessages.changed(2) } });
    expect(await t.db.$count(tables.userRequestDecision, eq(tables.userRequestDecision.requestId, seen.id))).toBe(0);
    expect(await decide(seen.id, { status: 2, version: 2 })).toMatchObject({ status: 200, body: { version: 2, history: [{ version: 2 }] } });
    expect((await t.json(`user-client/${first.user}/`, { token: admin })).body.company.name).toBe("Changed name");
  });

  it("shows the decision on the request's notifications, which stay unread (decision 058)", async () => {
    const decider = await staffToken(["user.view_userrequest", "user.reject_userrequest"], "Nora");
    const created = await submitted(registration(3, options));
    const mine = async () => {
      const list = await t.json("notifications/all/?page_size=100", { token: decider });
      expect(list.status).toBe(200);
      const notification = list.body.results.find((row: { data: { id: number } }) => row.data.id === created.id);
      return { unread: list.body.unread as number, notification };
    };
    const before = await mine();
    expect(before.notification).toMatchObject({ unread: true, data: { id: created.id, status: 1, is_new_registered: true, user: { user_type: 3 } } });
    expect(await decide(created.id, { status: 3, version: 1, rejection_message: "Incomplete" })).toMatchObject({ status: 200 });
    const after = await mine();
    expect(after.notification).toMatchObject({ id: before.notification.id, unread: true, data: { id: created.id, status: 3 } });
    expect(after.unread).toBe(before.unread);
  });

  it("keeps a deleted user's decided request as decided on its notifications: it read as pending again (decision 086)", async () => {
    const decider = await staffToken(["user.view_userrequest", "user.reject_userrequest"], "Vera");
    const created = await submitted(registration(3, options));
    expect(await decide(created.id, { status: 3, version: 1, rejection_message: "Incomplete" })).toMatchObject({ status: 200 });
    expect(await t.json(`user-client/${created.user}/`, { method: "DELETE", token: admin })).toMatchObject({ status: 204 });
    expect((await t.json(`user-request/${created.id}/`, { token: admin })).status).toBe(404);
    const list = await t.json("notifications/all/?page_size=100", { token: decider });
    const notification = list.body.results.find((row: { data: { id: number } }) => row.data.id === created.id);
    expect(notification).toMatchObject({ data: { id: created.id, status: 3 } });
  });

  it("renews a decider's unread notification when a pending update is sent again, and notifies anew once it was read (decision 086)", async () => {
    const decider = await staffToken(["user.view_userrequest", "user.approve_userrequest"], "Rita");
    const first = await submitted(registration(3, options));
    await decide(first.id, { status: 2, version: 1 });
    const base = registration(3, options);
    const update = (name: string) => ({ ...base, is_new_registered: false, user: first.user, company: { ...base.company, name } });
    const mine = async (requestId: number) => {
      const list = await t.json("notifications/all/?page_size=100", { token: decider });
      expect(list.status).toBe(200);
      const rows = list.body.results as { id: number; unread: boolean; timestamp: string; data: { id: number } }[];
      return { unread: list.body.unread as number, newest: rows[0], ofRequest: rows.filter((row) => row.data.id === requestId) };
    };
    const sent = await submitted(update("First Try"));
    const once = await mine(sent.id);
    expect(once.ofRequest).toHaveLength(1);
    for (const name of ["Second Try", "Third Try"]) expect(await submitted(update(name))).toMatchObject({ id: sent.id });
    const renewed = await mine(sent.id);
    expect(renewed.unread).toBe(once.unread);
    expect(renewed.ofRequest).toEqual([expect.objectContaining({ id: once.ofRequest[0]?.id, unread: true })]);
    expect(renewed.newest?.id).toBe(once.ofRequest[0]?.id);
    expect(Date.parse(renewed.ofRequest[0]?.timestamp ?? "")).toBeGreaterThanOrEqual(Date.parse(once.ofRequest[0]?.timestamp ?? ""));

    expect((await t.json(`notifications/mark-as-read/${once.ofRequest[0]?.id}/`, { token: decider })).status).toBe(200);
    await submitted(update("Fourth Try"));
    const again = await mine(sent.id);
    expect(again.ofRequest.map((row) => row.unread)).toEqual([true, false]);
    expect(again.unread).toBe(once.unread);
  });

  it("is seen by the next read: the read cache keeps no decided request as pending", async () => {
    const created = await submitted(registration(4, options));
    const path = `user-request/${created.id}/`;
    expect((await t.json(path, { token: admin })).body.status).toBe(1);
    expect((await t.json(path, { token: admin })).body.status).toBe(1);
    const listed = async () =>
      (await t.json("user-request/?user_type=4&status=1&page_size=100", { token: admin })).body.results.map((row: { id: number }) => row.id) as number[];
    expect(await listed()).toContain(created.id);
    await decide(created.id, { status: 2, version: 1 });
    expect((await t.json(path, { token: admin })).body.status).toBe(2);
    expect(await listed()).not.toContain(created.id);
  });
});

describe("the decision log", () => {
  it("is appended once per decision and never changed by later ones", async () => {
    const created = await submitted(registration(5, options));
    await decide(created.id, { status: 3, version: 1, rejection_message: "First reason" });
    await decide(created.id, { status: 2, version: 1 });
    const rows = await t.db.select().from(tables.userRequestDecision).where(eq(tables.userRequestDecision.requestId, created.id));
    expect(rows).toMatchObject([{ decision: 3, reason: "First reason", version: 1, adminName: "Admin User" }]);
  });
});

describe("GET user-request-rejection/", () => {
  it("answers 400 without a user type, 404 past the last page and for a request that is not rejected", async () => {
    expect(await t.json("user-request-rejection/", { token: admin })).toMatchObject({ status: 400, body: { user_type: [expect.any(String)] } });
    expect(await t.json("user-request-rejection/?user_type=3&page=999", { token: admin })).toMatchObject({ status: 404 });
    const pending = await submitted(registration(5, options));
    expect(await t.json(`user-request-rejection/${pending.id}/`, { token: admin })).toMatchObject({ status: 404, body: { detail: messages.notFound } });
  });

  it("searches and sorts the log", async () => {
    const client = await createClient(t.db, { firstName: "Quintessa" });
    const [row] = await t.db
      .insert(tables.userRequest)
      .values({
        userId: client,
        userType: 3,
        isNewRegistered: false,
        status: 3,
        rejectionMessage: "Wrong company",
        updatedDataWithRequestChange: { profile_image: null, first_name: "Quintessa", last_name: "", email: "", uid: "", contact_number: null, city: null },
      })
      .returning({ id: tables.userRequest.id });
    const log = await t.json("user-request-rejection/?user_type=3&search=quintessa&ordering=first_name", { token: admin });
    expect(log.body.results).toMatchObject([{ id: row?.id, first_name: "Quintessa", request_handled_by: null, rejection_message: "Wrong company" }]);
    const stored = await t.db.select().from(tables.userRequest).where(and(eq(tables.userRequest.userId, client), eq(tables.userRequest.status, 3)));
    expect(stored).toHaveLength(1);
  });
});
