// Editing marketplace users (issue 13, decision 052): every write × its statuses, every rule of
// spec §5 with its message, the head-office rules, uploads by id and of the wrong kind, one
// transaction per write (a write failing half-way changes nothing) and concurrent PATCHes.
import { eq, sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { marketplaceUserPermissions } from "#contract/marketplace-user";
import { messages } from "#contract/messages";
import type { PermissionCode } from "#contract/permissions";
import { userEditMessages } from "#contract/user-edit";
import * as tables from "../../api/db/schema";
import { pdf, png, uploadForm } from "./fixtures";
import { addCertificate, addProject, addRequest, cityId, createAgency, createClient, createFreelancer } from "./marketplace-fixtures";
import { createTestApi, type TestApi } from "./harness";

let t: TestApi;
let admin: string;
let mumbai: number;
let pune: number;
let london: number;
let berlin: number;
let india: number;
let technologyA: number;
let technologyB: number;
let inactiveTechnology: number;
let skillA: number;
let skillB: number;
let subSkillOfA: number;
let subSkillOfB: number;
let profileTypeId: number;
const upload = { image: 0, image2: 0, file: 0, certificate: 0 };

async function signedIn(permissions: PermissionCode[]): Promise<string> {
  const staff = await t.createStaffUser({ permissions });
  return t.login(staff.username, staff.password);
}

async function created(path: string, json: Record<string, unknown>): Promise<number> {
  const answer = await t.json(path, { token: admin, json });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.id as number;
}

async function uploaded(bytes: Uint8Array, name: string, fileType: string): Promise<number> {
  const answer = await t.json("upload_file/", { token: admin, form: uploadForm(bytes, name, { file_type: fileType }) });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.id as number;
}

const patch = (path: string, json: unknown, token = admin) => t.json(path, { method: "PATCH", token, json });
const post = (path: string, json: unknown, token = admin) => t.json(path, { method: "POST", token, json });
const remove = (path: string, token = admin) => t.json(path, { method: "DELETE", token });
const refused = (body: unknown) => ({ status: 400, body });

beforeAll(async () => {
  t = await createTestApi();
  admin = await t.loginAdmin();
  mumbai = await cityId(t.db, "Mumbai");
  pune = await cityId(t.db, "Pune");
  london = await cityId(t.db, "London");
  berlin = await cityId(t.db, "Berlin");
  const [mumbaiRow] = await t.db.select({ countryId: tables.city.countryId }).from(tables.city).where(eq(tables.city.id, mumbai));
  india = mumbaiRow?.countryId ?? 0;
  technologyA = await created("technology/", { title: "Edit Tech A", status: 1 });
  technologyB = await created("technology/", { title: "Edit Tech B", status: 1 });
  inactiveTechnology = await created("technology/", { title: "Edit Tech Retired", status: 0 });
  skillA = await created("skill/", { title: "Edit Skill A", status: 1 });
  skillB = await created("skill/", { title: "Edit Skill B", status: 1 });
  subSkillOfA = await created("skill/", { title: "Edit Sub A", status: 1, parent: skillA });
  subSkillOfB = await created("skill/", { title: "Edit Sub B", status: 1, parent: skillB });
  profileTypeId = await created("profile-type/", { title: "Edit Profile Type", status: 1 });
  upload.image = await uploaded(png(5, 5), "photo.png", "image");
  upload.image2 = await uploaded(png(6, 6), "second.png", "image");
  upload.file = await uploaded(pdf(), "identity.pdf", "file");
  upload.certificate = await uploaded(pdf(), "certificate.pdf", "certificate");
});
afterAll(async () => {
  await t?.close();
});

/** A client body that passes every rule. */
const clientBody = (headOffice: number, overrides: Record<string, unknown> = {}) => ({
  first_name: "Cara",
  last_name: "O'Neil",
  contact_number: "+919812345678",
  city: mumbai,
  is_active: true,
  company: { name: "Cara Co", is_registered_company: true, registration_number: "U72200MH2020", company_url: "https://cara.example.com", size: 25 },
  branches: [{ id: headOffice, city: mumbai, is_head_quarter: true }],
  ...overrides,
});

async function headOfficeOf(userId: number): Promise<number> {
  const [row] = await t.db.select({ id: tables.branch.id }).from(tables.branch).where(eq(tables.branch.userId, userId)).orderBy(tables.branch.id).limit(1);
  if (!row) throw new Error("no branch");
  return row.id;
}

describe("PATCH user-client/{id}/", () => {
  it("changes the person, the company and the branches in one call and answers the detail", async () => {
    const id = await createClient(t.db, { company: { branchCities: [mumbai] } });
    const headOffice = await headOfficeOf(id);
    const answer = await patch(`user-client/${id}/`, {
      ...clientBody(headOffice),
      profile_image: upload.image,
      branches: [
        { id: headOffice, city: mumbai, is_head_quarter: true },
        { city: pune, is_head_quarter: false },
      ],
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({
      id,
      first_name: "Cara",
      last_name: "O'Neil",
      contact_number: "+919812345678",
      city: { id: mumbai },
      profile_image: expect.stringMatching(/^\/api\/v1\/media\/[0-9a-f]{32}\.png$/),
      company: { name: "Cara Co", is_registered_company: true, registration_number: "U72200MH2020", company_url: "https://cara.example.com", size: 25, file_name: "identity.pdf" },
      branches: [
        { id: headOffice, city: { id: mumbai }, is_head_quarter: true },
        { city: { id: pune }, is_head_quarter: false },
      ],
    });
    expect((await t.json(`user-client/${id}/`, { token: admin })).body).toEqual(answer.body);
  });

  it("an empty body changes nothing; unticking registered company clears the number and no longer requires it", async () => {
    const id = await createClient(t.db, { company: { registrationNumber: "ABC123", branchCities: [mumbai] } });
    const before = (await t.json(`user-client/${id}/`, { token: admin })).body;
    expect(await patch(`user-client/${id}/`, {})).toMatchObject({ status: 200, body: before });
    const headOffice = await headOfficeOf(id);
    const unticked = await patch(`user-client/${id}/`, clientBody(headOffice, { company: { name: "Plain Co", is_registered_company: false, registration_number: "not checked!", size: 3 } }));
    expect(unticked.status, JSON.stringify(unticked.body)).toBe(200);
    expect(unticked.body.company).toMatchObject({ name: "Plain Co", is_registered_company: false, registration_number: null, company_url: null });
  });

  it("refuses each rule of spec §5 with its message, nested as DRF nests them", async () => {
    const id = await createClient(t.db, { company: { branchCities: [mumbai] } });
    const headOffice = await headOfficeOf(id);
    const body = clientBody(headOffice);
    const cases: [Record<string, unknown>, unknown][] = [
      [{ first_name: "" }, { first_name: [messages.required] }],
      [{ first_name: "A".repeat(26) }, { first_name: [messages.maxChars(25)] }],
      [{ last_name: "R2D2" }, { last_name: [userEditMessages.personName] }],
      [{ contact_number: "" }, { contact_number: [messages.required] }],
      [{ contact_number: "12ab" }, { contact_number: [userEditMessages.phone] }],
      [{ city: 999999 }, { city: [userEditMessages.unknownOption] }],
      [{ is_active: "maybe" }, { is_active: ["Must be a valid boolean."] }],
      [{ company: { ...body.company, name: " " } }, { company: { name: [messages.required] } }],
      [{ company: { ...body.company, name: "--" } }, { company: { name: [messages.wordCharacter] } }],
      [{ company: { ...body.company, registration_number: "" } }, { company: { registration_number: [messages.required] } }],
      [{ company: { ...body.company, registration_number: "U-722" } }, { company: { registration_number: [userEditMessages.registrationNumber] } }],
      [{ company: { ...body.company, company_url: "cara dot com" } }, { company: { company_url: [userEditMessages.url] } }],
      [{ company: { ...body.company, size: "many" } }, { company: { size: [userEditMessages.number] } }],
      [{ company: { ...body.company, size: 0 } }, { company: { size: [userEditMessages.zero] } }],
      [{ company: { ...body.company, size: undefined } }, { company: { size: [messages.required] } }],
      [{ branches: [{ id: headOffice, city: mumbai, is_head_quarter: true }, { is_head_quarter: false }] }, { branches: [{}, { city: [messages.required] }] }],
      [{ branches: [{ id: headOffice, city: mumbai, is_head_quarter: true }, { city: 999999 }] }, { branches: [{}, { city: [userEditMessages.unknownOption] }] }],
      [{ branches: [{ id: headOffice, city: mumbai, is_head_quarter: true }, { city: pune, is_head_quarter: true }] }, { branches: [userEditMessages.oneHeadOffice] }],
      [{ branches: [{ id: headOffice, city: mumbai, is_head_quarter: false }] }, { branches: [userEditMessages.oneHeadOffice] }],
      [{ branches: [{ id: headOffice, city: mumbai, is_head_quarter: true }, { id: 999999, city: pune }] }, { branches: [{}, { id: [userEditMessages.unknownBranch] }] }],
    ];
    for (const [change, errors] of cases) {
      expect(await patch(`user-client/${id}/`, { ...body, ...change }), JSON.stringify(change)).toMatchObject(refused(errors));
    }
    // Nothing of the refused calls was written.
    const after = (await t.json(`user-client/${id}/`, { token: admin })).body;
    expect(after).toMatchObject({ first_name: "Market", company: { name: expect.stringMatching(/^Company /) } });
  });

  it("keeps the head office: it cannot be removed, it can be moved, and only one branch holds it", async () => {
    const id = await createClient(t.db, { company: { branchCities: [mumbai, pune] } });
    const headOffice = await headOfficeOf(id);
    const other = (await t.db.select({ id: tables.branch.id }).from(tables.branch).where(eq(tables.branch.userId, id))).map((row) => row.id).find((branchId) => branchId !== headOffice) ?? 0;
    expect(await patch(`user-client/${id}/`, { branches: [{ id: other, city: pune, is_head_quarter: true }] })).toMatchObject(
      refused({ branches: [userEditMessages.headOfficeRemoved] }),
    );
    const moved = await patch(`user-client/${id}/`, {
      branches: [
        { id: headOffice, city: mumbai, is_head_quarter: false },
        { id: other, city: pune, is_head_quarter: true },
        { city: london, is_head_quarter: false },
      ],
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.branches.map((item: { id: number; is_head_quarter: boolean }) => [item.id === headOffice, item.is_head_quarter])).toEqual([
      [true, false],
      [false, true],
      [false, false],
    ]);
    // The old head office may go now; the new one stays.
    const removed = await patch(`user-client/${id}/`, { branches: [{ id: other, city: pune, is_head_quarter: true }] });
    expect(removed.body.branches).toEqual([{ id: other, city: { id: pune, display_name: expect.any(String) }, is_head_quarter: true }]);
  });

  it("refuses a branch named twice: its later copy would overwrite the head office", async () => {
    const id = await createClient(t.db, { company: { branchCities: [mumbai, pune] } });
    const headOffice = await headOfficeOf(id);
    const answer = await patch(`user-client/${id}/`, {
      branches: [
        { id: headOffice, city: mumbai, is_head_quarter: true },
        { id: headOffice, city: mumbai, is_head_quarter: false },
      ],
    });
    expect(answer).toMatchObject(refused({ branches: [{}, { id: [messages.repeatedBranch] }] }));
    const [row] = await t.db.select({ isHeadQuarter: tables.branch.isHeadQuarter }).from(tables.branch).where(eq(tables.branch.id, headOffice));
    expect(row?.isHeadQuarter).toBe(true);
  });

  it("takes an id as a number or digits, never a boolean, a list or a hexadecimal text", async () => {
    const id = await createClient(t.db);
    for (const city of [true, [mumbai], `0x${mumbai.toString(16)}`, "1e1", ""]) {
      expect((await patch(`user-client/${id}/`, { city })).status, JSON.stringify(city)).toBe(400);
    }
    expect((await patch(`user-client/${id}/`, { city: ` ${pune} ` })).body).toMatchObject({ city: { id: pune } });
  });

  it("takes files by upload id: unknown ids and files of another kind answer 400", async () => {
    const id = await createClient(t.db, { company: null });
    const body = { company: { name: "New Co", is_registered_company: false, size: 4 } };
    expect(await patch(`user-client/${id}/`, body)).toMatchObject(refused({ company: { identity: [userEditMessages.identityRequired] } }));
    expect(await patch(`user-client/${id}/`, { company: { ...body.company, identity: 999999 } })).toMatchObject(refused({ company: { identity: [userEditMessages.unknownUpload] } }));
    expect(await patch(`user-client/${id}/`, { company: { ...body.company, identity: upload.image } })).toMatchObject(
      refused({ company: { identity: [userEditMessages.wrongUploadKind("file", "image")] } }),
    );
    expect(await patch(`user-client/${id}/`, { profile_image: upload.file })).toMatchObject(refused({ profile_image: [userEditMessages.wrongUploadKind("image", "file")] }));
    expect(await patch(`user-client/${id}/`, { profile_image: "x" })).toMatchObject(refused({ profile_image: ["A valid upload id is required."] }));
    expect(await patch(`user-client/${id}/`, { branches: [{ city: mumbai, is_head_quarter: true }] })).toMatchObject(refused({ branches: [userEditMessages.noCompany] }));
    const saved = await patch(`user-client/${id}/`, { company: { ...body.company, identity: upload.file }, branches: [{ city: mumbai, is_head_quarter: true }] });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.company).toMatchObject({ name: "New Co", identity: expect.stringMatching(/\.pdf$/), file_name: "identity.pdf" });
    // Sent again without identity: the stored one is kept.
    expect((await patch(`user-client/${id}/`, { company: { ...body.company, name: "Renamed Co" } })).body.company).toMatchObject({ name: "Renamed Co", identity: saved.body.company.identity });
  });

  it("a write failing half-way changes nothing", async () => {
    const id = await createClient(t.db, { firstName: "Halfway", company: { name: "Halfway Co", branchCities: [mumbai] } });
    const before = (await t.json(`user-client/${id}/`, { token: admin })).body;
    const headOffice = await headOfficeOf(id);
    // Berlin "deleted" between the checks and the insert: the insert of its branch fails its foreign key.
    await t.db.execute(
      sql.raw(`create or replace function edit_test_fail_branch() returns trigger language plpgsql as $$
        begin if new.city_id = ${berlin} then raise foreign_key_violation using message = 'city gone'; end if; return new; end $$`),
    );
    await t.db.execute(sql.raw("create trigger edit_test_fail_branch before insert on branch for each row execute function edit_test_fail_branch()"));
    try {
      const answer = await patch(`user-client/${id}/`, {
        ...clientBody(headOffice, { first_name: "Changed" }),
        branches: [
          { id: headOffice, city: mumbai, is_head_quarter: true },
          { city: pune },
          { city: berlin },
        ],
      });
      expect(answer).toMatchObject(refused({ detail: userEditMessages.changedMeanwhile }));
    } finally {
      await t.db.execute(sql.raw("drop trigger edit_test_fail_branch on branch"));
    }
    expect((await t.json(`user-client/${id}/`, { token: admin })).body).toEqual(before);
  });

  it("refuses a user whose request is pending, 404 for no such client, 403 without the change permission", async () => {
    const pending = await createClient(t.db, { pendingRequest: true });
    expect(await patch(`user-client/${pending}/`, { first_name: "Nope" })).toMatchObject(refused({ detail: userEditMessages.pendingRequest("client") }));
    const agency = await createAgency(t.db);
    expect(await patch(`user-client/${agency}/`, { first_name: "Nope" })).toMatchObject({ status: 404, body: { detail: messages.notFound } });
    expect((await patch("user-client/999999/", { first_name: "" })).status).toBe(404);
    const viewer = await signedIn([marketplaceUserPermissions.client.view, marketplaceUserPermissions.agency.change]);
    expect(await patch(`user-client/${pending}/`, {}, viewer)).toMatchObject({ status: 403, body: { detail: messages.permissionDenied } });
    const changer = await signedIn([marketplaceUserPermissions.client.change]);
    const client = await createClient(t.db);
    expect((await patch(`user-client/${client}/`, { first_name: "Allowed" }, changer)).body.first_name).toBe("Allowed");
  });

  it("concurrent PATCHes of one client: the later wins whole, never a mix", async () => {
    const id = await createClient(t.db, { company: { branchCities: [mumbai] } });
    const headOffice = await headOfficeOf(id);
    // Branches only: no row of the user or the company is written before them, so only the lock orders the two.
    const alpha = { branches: [{ id: headOffice, city: mumbai, is_head_quarter: true }, { city: london }] };
    const bravo = { branches: [{ id: headOffice, city: pune, is_head_quarter: true }, { city: berlin }, { city: london }] };
    for (let round = 0; round < 8; round++) {
      const answers = await Promise.all([patch(`user-client/${id}/`, alpha), patch(`user-client/${id}/`, bravo)]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
      const after = (await t.json(`user-client/${id}/`, { token: admin })).body;
      const cities = after.branches.map((item: { city: { id: number } }) => item.city.id);
      expect([[mumbai, london], [pune, berlin, london]]).toContainEqual(cities);
    }
  });
});

describe("PATCH user-agency/{id}/", () => {
  const agencyBody = (headOffice: number, company: Record<string, unknown> = {}) => ({
    first_name: "Agnes",
    company: { name: "Agnes Labs", is_registered_company: false, company_url: "https://agnes.example.com", size: 40, technologies: [technologyA, technologyB], ...company },
    branches: [{ id: headOffice, city: mumbai, is_head_quarter: true }],
  });

  it("changes the company with its technologies, requires them and a URL, and refuses an inactive technology it does not hold", async () => {
    const id = await createAgency(t.db, { company: { branchCities: [mumbai], technologyIds: [inactiveTechnology] } });
    const headOffice = await headOfficeOf(id);
    const saved = await patch(`user-agency/${id}/`, agencyBody(headOffice));
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.company.technologies.map((item: { id: number }) => item.id)).toEqual([technologyA, technologyB]);
    expect(await patch(`user-agency/${id}/`, agencyBody(headOffice, { technologies: [] }))).toMatchObject(refused({ company: { technologies: [messages.required] } }));
    expect(await patch(`user-agency/${id}/`, agencyBody(headOffice, { technologies: [technologyA, 999999] }))).toMatchObject(
      refused({ company: { technologies: { "1": [userEditMessages.unknownOption] } } }),
    );
    expect(await patch(`user-agency/${id}/`, agencyBody(headOffice, { technologies: [inactiveTechnology] }))).toMatchObject(
      refused({ company: { technologies: { "0": [userEditMessages.inactiveOption] } } }),
    );
    expect(await patch(`user-agency/${id}/`, agencyBody(headOffice, { company_url: undefined }))).toMatchObject(refused({ company: { company_url: [messages.required] } }));
    expect(await patch(`user-agency/${id}/`, agencyBody(headOffice, { company_url: "ftp://x" }))).toMatchObject(refused({ company: { company_url: [userEditMessages.url] } }));
  });

  it("keeps an inactive technology the agency already holds", async () => {
    const id = await createAgency(t.db, { company: { branchCities: [mumbai], technologyIds: [inactiveTechnology] } });
    const saved = await patch(`user-agency/${id}/`, agencyBody(await headOfficeOf(id), { technologies: [inactiveTechnology, technologyA] }));
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  });

  it("404 for a client's id, 403 with the client's change permission only", async () => {
    const client = await createClient(t.db);
    expect((await patch(`user-agency/${client}/`, {})).status).toBe(404);
    const agency = await createAgency(t.db);
    expect((await patch(`user-agency/${agency}/`, {}, await signedIn([marketplaceUserPermissions.client.change]))).status).toBe(403);
  });
});

describe("PATCH user-freelancer/{id}/", () => {
  it("changes the personal details; the email is read-only and the city must lie in the country", async () => {
    const id = await createFreelancer(t.db, { email: "fixed.freelancer@example.com" });
    const saved = await patch(`user-freelancer/${id}/`, { first_name: "Fay", last_name: "Lance", contact_number: "+919811111111", country: india, city: pune, email: "fixed.freelancer@example.com" });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ first_name: "Fay", last_name: "Lance", city: { id: pune }, country: { id: india }, email: "fixed.freelancer@example.com" });
    expect(await patch(`user-freelancer/${id}/`, { email: "other@example.com" })).toMatchObject(refused({ email: [userEditMessages.emailReadOnly] }));
    expect(await patch(`user-freelancer/${id}/`, { country: india, city: london })).toMatchObject(refused({ city: [userEditMessages.cityCountry] }));
    expect(await patch(`user-freelancer/${id}/`, { country: 999999 })).toMatchObject(refused({ country: [userEditMessages.unknownOption] }));
    expect(await patch(`user-freelancer/${id}/`, { first_name: "", last_name: "B".repeat(26) })).toMatchObject(
      refused({ first_name: [messages.required], last_name: [messages.maxChars(25)] }),
    );
    expect((await patch("user-freelancer/999999/", {})).status).toBe(404);
    expect((await patch(`user-freelancer/${id}/`, {}, await signedIn([marketplaceUserPermissions.freelancer.view]))).status).toBe(403);
  });
});

describe("POST user-freelancer/{id}/portfolio/", () => {
  const portfolioBody = (overrides: Record<string, unknown> = {}) => ({
    profile_type: profileTypeId,
    technologies: [technologyA],
    skills: [skillA, skillB],
    sub_skills: [subSkillOfA, subSkillOfB],
    experience: 5,
    availability: 2,
    education_details: "M.Sc.",
    document_file: upload.file,
    specialties: "  APIs  ",
    description: " Builds things ",
    communication_language: [
      { communication_language: "en", proficiency: 1 },
      { communication_language: "hi", proficiency: 2 },
    ],
    ...overrides,
  });

  it("sends a transaction's queries one at a time on its connection, on PostgreSQL: pg 9 refuses overlapping ones (it warned)", async () => {
    if (t.database.kind !== "postgres") return;
    const overlapping: string[] = [];
    const inFlight = new WeakMap<object, number>();
    const original = pg.Client.prototype.query;
    const spy = vi.spyOn(pg.Client.prototype, "query").mockImplementation(function (this: pg.Client, ...args: unknown[]) {
      const running = inFlight.get(this) ?? 0;
      const first = args[0];
      if (running > 0) overlapping.push(typeof first === "string" ? first : String((first as { text?: string })?.text));
      inFlight.set(this, running + 1);
      const done = () => inFlight.set(this, (inFlight.get(this) ?? 1) - 1);
      const result = (original as (...given: unknown[]) => unknown).apply(this, args);
      if (result instanceof Promise) result.then(done, done);
      else done();
      return result as never;
    });
    try {
      const freelancer = await createFreelancer(t.db, { portfolio: null });
      expect((await post(`user-freelancer/${freelancer}/portfolio/`, portfolioBody())).status).toBe(201);
      expect((await patch(`user-freelancer/${freelancer}/`, { first_name: "Serial" })).status).toBe(200);
      const client = await createClient(t.db);
      expect((await patch(`user-client/${client}/`, { first_name: "Serial" })).status).toBe(200);
      const agency = await createAgency(t.db);
      expect((await patch(`user-agency/${agency}/`, { first_name: "Serial" })).status).toBe(200);
    } finally {
      spy.mockRestore();
    }
    expect(overlapping).toEqual([]);
  });

  it("writes the professional details whole and answers 201 with the freelancer", async () => {
    const id = await createFreelancer(t.db, { portfolio: null });
    const saved = await post(`user-freelancer/${id}/portfolio/`, portfolioBody());
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    expect(saved.body.portfolio).toMatchObject({
      profile_type: { id: profileTypeId },
      technologies: [{ id: technologyA }],
      skills: [{ id: skillA }, { id: skillB }],
      sub_skills: [{ id: subSkillOfA }, { id: subSkillOfB }],
      experience: 5,
      availability: 2,
      education_details: "M.Sc.",
      specialties: "APIs",
      description: "Builds things",
      file_name: "identity.pdf",
      communication_language: [
        { communication_language: { key: "en" }, proficiency: { id: 1 } },
        { communication_language: { key: "hi" }, proficiency: { id: 2 } },
      ],
    });
    // Without a new file the ID proof stays; a language row removed is gone.
    const again = await post(`user-freelancer/${id}/portfolio/`, portfolioBody({ document_file: undefined, sub_skills: [], communication_language: [{ communication_language: "en", proficiency: 3 }] }));
    expect(again.body.portfolio).toMatchObject({ file_name: "identity.pdf", sub_skills: [], communication_language: [{ proficiency: { id: 3 } }] });
  });

  it("refuses a language listed twice, and changes nothing", async () => {
    const id = await createFreelancer(t.db, { portfolio: null });
    const answer = await post(
      `user-freelancer/${id}/portfolio/`,
      portfolioBody({ communication_language: [{ communication_language: "fi", proficiency: 2 }, { communication_language: "fi", proficiency: 3 }] }),
    );
    expect(answer).toMatchObject(refused({ communication_language: [{}, { communication_language: [messages.repeatedLanguage] }] }));
    expect(await t.db.select().from(tables.portfolio).where(eq(tables.portfolio.userId, id))).toEqual([]);
  });

  it("refuses each rule with its message", async () => {
    const id = await createFreelancer(t.db, { portfolio: null });
    const cases: [Record<string, unknown>, unknown][] = [
      [{ profile_type: undefined }, { profile_type: [messages.required] }],
      [{ technologies: [] }, { technologies: [messages.required] }],
      [{ skills: [] }, { skills: [messages.required] }],
      [{ experience: undefined }, { experience: [messages.required] }],
      [{ experience: "five" }, { experience: [userEditMessages.number] }],
      [{ experience: 61 }, { experience: [userEditMessages.experience] }],
      [{ availability: 3 }, { availability: ["Choose 1 (Part Time) or 2 (Full Time)."] }],
      [{ education_details: "" }, { education_details: [messages.required] }],
      [{ description: " " }, { description: [messages.required] }],
      [{ document_file: undefined }, { document_file: [userEditMessages.documentRequired] }],
      [{ document_file: upload.image }, { document_file: [userEditMessages.wrongUploadKind("file", "image")] }],
      [{ sub_skills: [subSkillOfB], skills: [skillA] }, { sub_skills: { "0": [userEditMessages.subSkill] } }],
      [{ skills: [subSkillOfA] }, { skills: { "0": [userEditMessages.unknownOption] } }],
      [{ profile_type: 999999 }, { profile_type: [userEditMessages.unknownOption] }],
      [
        { communication_language: [{ communication_language: "en", proficiency: 1 }, { communication_language: "en" }] },
        { communication_language: [{}, { proficiency: [messages.required] }] },
      ],
      [
        { communication_language: [{ communication_language: "xx", proficiency: 9 }] },
        { communication_language: [{ communication_language: [userEditMessages.unknownOption], proficiency: [userEditMessages.unknownOption] }] },
      ],
    ];
    for (const [change, errors] of cases) {
      expect(await post(`user-freelancer/${id}/portfolio/`, portfolioBody(change)), JSON.stringify(change)).toMatchObject(refused(errors));
    }
    expect((await t.json(`user-freelancer/${id}/`, { token: admin })).body.portfolio).toBeNull();
    expect((await post("user-freelancer/999999/portfolio/", portfolioBody())).status).toBe(404);
    expect((await post(`user-freelancer/${id}/portfolio/`, portfolioBody(), await signedIn([marketplaceUserPermissions.client.change]))).status).toBe(403);
  });
});

describe("projects", () => {
  const projectBody = (overrides: Record<string, unknown> = {}) => ({
    title: "Shop rebuild",
    duration: 6,
    is_on_going: true,
    technologies: [technologyA],
    skills: [skillA],
    images: [upload.image, upload.image2],
    description: "A new shop",
    link: "https://shop.example.com",
    ...overrides,
  });

  it("creates with several images, changes, removes an image, deletes", async () => {
    const id = await createFreelancer(t.db);
    const made = await post(`user-freelancer/${id}/project/`, projectBody());
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body).toMatchObject({ title: "Shop rebuild", duration: 6, is_on_going: true, technologies: [{ id: technologyA }], skills: [{ id: skillA }], link: "https://shop.example.com" });
    expect(made.body.images).toHaveLength(2);
    const projectId = made.body.id as number;
    const [first] = made.body.images as { id: number }[];
    const changed = await patch(`user-freelancer/${id}/project/${projectId}/`, { title: "Shop v2", deleted_images: [first?.id], images: [upload.image] });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body).toMatchObject({ title: "Shop v2", description: "A new shop", link: "https://shop.example.com", technologies: [{ id: technologyA }] });
    expect(changed.body.images.map((image: { id: number }) => image.id)).not.toContain(first?.id);
    expect(changed.body.images).toHaveLength(2);
    expect((await t.json(`user-freelancer/${id}/projects/`, { token: admin })).body.results[0]).toEqual(changed.body);
    expect((await remove(`user-freelancer/${id}/project/${projectId}/`)).status).toBe(204);
    expect((await remove(`user-freelancer/${id}/project/${projectId}/`)).status).toBe(404);
    expect((await patch(`user-freelancer/${id}/project/${projectId}/`, {})).status).toBe(404);
  });

  it("refuses each rule, images of another kind, and another freelancer's project", async () => {
    const id = await createFreelancer(t.db);
    const cases: [Record<string, unknown>, unknown][] = [
      [{ title: "" }, { title: [messages.required] }],
      [{ title: "?!" }, { title: [messages.wordCharacter] }],
      [{ duration: undefined }, { duration: [messages.required] }],
      [{ duration: 0 }, { duration: [userEditMessages.zero] }],
      [{ duration: 100 }, { duration: [userEditMessages.duration] }],
      [{ technologies: [] }, { technologies: [messages.required] }],
      [{ link: "javascript:alert(1)" }, { link: [userEditMessages.url] }],
      [{ images: [upload.image, upload.file] }, { images: { "1": [userEditMessages.wrongUploadKind("image", "file")] } }],
      [{ images: [999999] }, { images: { "0": [userEditMessages.unknownUpload] } }],
    ];
    for (const [change, errors] of cases) {
      expect(await post(`user-freelancer/${id}/project/`, projectBody(change)), JSON.stringify(change)).toMatchObject(refused(errors));
    }
    expect((await t.json(`user-freelancer/${id}/projects/`, { token: admin })).body.count).toBe(0);
    const other = await createFreelancer(t.db);
    const theirs = await addProject(t.db, other, { title: "Theirs" });
    expect((await patch(`user-freelancer/${id}/project/${theirs}/`, { title: "Mine" })).status).toBe(404);
    expect((await remove(`user-freelancer/${id}/project/${theirs}/`)).status).toBe(404);
    expect((await remove(`user-freelancer/${id}/project/abc/`)).status).toBe(404);
    expect(await patch(`user-freelancer/${other}/project/${theirs}/`, { deleted_images: [999999] })).toMatchObject(refused({ deleted_images: { "0": [userEditMessages.unknownImage] } }));
    const viewer = await signedIn([marketplaceUserPermissions.freelancer.view]);
    expect((await post(`user-freelancer/${id}/project/`, projectBody(), viewer)).status).toBe(403);
    expect((await remove(`user-freelancer/${other}/project/${theirs}/`, viewer)).status).toBe(403);
    expect((await post("user-freelancer/999999/project/", projectBody())).status).toBe(404);
  });

  it("deletes no project or certificate of a freelancer whose request is pending, as every other edit (the deletions went through)", async () => {
    const id = await createFreelancer(t.db, { pendingRequest: true });
    const projectId = await addProject(t.db, id, { title: "Kept while pending" });
    const certificateId = await addCertificate(t.db, id, { title: "Kept while pending" });
    const pending = refused({ detail: userEditMessages.pendingRequest("freelancer") });
    expect(await remove(`user-freelancer/${id}/project/${projectId}/`)).toMatchObject(pending);
    expect(await remove(`user-freelancer/${id}/certification/${certificateId}/`)).toMatchObject(pending);
    expect(await t.db.$count(tables.project, eq(tables.project.id, projectId))).toBe(1);
    expect(await t.db.$count(tables.certificate, eq(tables.certificate.id, certificateId))).toBe(1);
    // 404 before 400: one the freelancer does not have is missing, pending or not.
    expect((await remove(`user-freelancer/${id}/project/${projectId + 1000}/`)).status).toBe(404);
    expect((await remove(`user-freelancer/${id}/certification/${certificateId + 1000}/`)).status).toBe(404);
  });

  it("holds each image once and at most 20 images a project, over any number of calls", async () => {
    const id = await createFreelancer(t.db);
    expect(await post(`user-freelancer/${id}/project/`, projectBody({ images: [upload.image, upload.image] }))).toMatchObject(
      refused({ images: { "1": [messages.repeatedImage] } }),
    );
    const made = await post(`user-freelancer/${id}/project/`, projectBody({ images: [upload.image] }));
    const projectId = made.body.id as number;
    const path = `user-freelancer/${id}/project/${projectId}/`;
    expect(await patch(path, { images: [upload.image2, upload.image] })).toMatchObject(refused({ images: { "1": [messages.repeatedImage] } }));
    // Removed in the same call, it may come back.
    const [kept] = made.body.images as { id: number }[];
    expect((await patch(path, { deleted_images: [kept?.id], images: [upload.image] })).status).toBe(200);
    const more = await Promise.all(Array.from({ length: 20 }, (_, index) => uploaded(png(7 + index, 7), `more-${index}.png`, "image")));
    expect((await patch(path, { images: more.slice(0, 19) })).body.images).toHaveLength(20);
    expect(await patch(path, { images: more.slice(19) })).toMatchObject(refused({ images: [userEditMessages.projectImagesMax] }));
    // Rows stored before repeats were refused (one file 20 times) count as 20.
    const repeated = (await post(`user-freelancer/${id}/project/`, projectBody({ images: [upload.image] }))).body as { id: number; images: { image: string }[] };
    const [stored] = await t.db.select({ image: tables.projectImage.image }).from(tables.projectImage).where(eq(tables.projectImage.projectId, repeated.id));
    await t.db.insert(tables.projectImage).values(Array.from({ length: 19 }, () => ({ projectId: repeated.id, image: stored!.image })));
    expect(await patch(`user-freelancer/${id}/project/${repeated.id}/`, { images: [upload.image2] })).toMatchObject(refused({ images: [userEditMessages.projectImagesMax] }));
  });
});

describe("certificates", () => {
  it("adds with a link or an image, changes one by id keeping its image, deletes", async () => {
    const id = await createFreelancer(t.db);
    const saved = await post(`user-freelancer/${id}/certifications/`, {
      certifications: [
        { title: "AWS", certification_date: "2024-02-01", certification_link: "https://cert.example.com/aws" },
        { title: "Scrum", certification_date: "2023-11-30", certificate_file: upload.certificate, description: "Master" },
      ],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    expect(saved.body).toMatchObject([
      { title: "AWS", certificate_file: null, certification_link: "https://cert.example.com/aws" },
      { title: "Scrum", certificate_file: expect.stringMatching(/\.pdf$/), certification_link: null, description: "Master" },
    ]);
    const [aws, scrum] = saved.body as { id: number; certificate_file: string | null }[];
    const changed = await post(`user-freelancer/${id}/certifications/`, { certifications: [{ id: scrum?.id, title: "Scrum Master", certification_date: "2023-12-01" }] });
    expect(changed.body).toEqual([expect.objectContaining({ id: scrum?.id, title: "Scrum Master", certificate_file: scrum?.certificate_file })]);
    expect((await remove(`user-freelancer/${id}/certification/${aws?.id}/`)).status).toBe(204);
    expect((await remove(`user-freelancer/${id}/certification/${aws?.id}/`)).status).toBe(404);
    expect((await t.json(`user-freelancer/${id}/certifications/`, { token: admin })).body.results.map((row: { id: number }) => row.id)).toEqual([scrum?.id]);
  });

  it("refuses a certificate with neither image nor link, a bad date, a file of another kind, another's id", async () => {
    const id = await createFreelancer(t.db);
    const other = await createFreelancer(t.db);
    const theirs = await addCertificate(t.db, other, { title: "Theirs" });
    const good = { title: "Good", certification_date: "2024-01-01", certification_link: "https://cert.example.com/1" };
    const cases: [Record<string, unknown>, unknown][] = [
      [{ certification_link: null }, { certifications: [{}, { certificate_file: [userEditMessages.certificateFileOrLink] }] }],
      [{ certification_date: "01/02/2024" }, { certifications: [{}, { certification_date: ["Enter a date as YYYY-MM-DD."] }] }],
      [{ certification_date: undefined }, { certifications: [{}, { certification_date: [messages.required] }] }],
      [{ title: "" }, { certifications: [{}, { title: [messages.required] }] }],
      [{ certification_link: "not a link" }, { certifications: [{}, { certification_link: [userEditMessages.url] }] }],
      [{ certificate_file: upload.image, certification_link: null }, { certifications: [{}, { certificate_file: [userEditMessages.wrongUploadKind("certificate", "image")] }] }],
      [{ id: theirs }, { certifications: [{}, { id: [userEditMessages.unknownCertificate] }] }],
      [{ certification_date: "0000-06-15" }, { certifications: [{}, { certification_date: ["Enter a year from 0001 on."] }] }],
    ];
    for (const [change, errors] of cases) {
      expect(await post(`user-freelancer/${id}/certifications/`, { certifications: [good, { ...good, ...change }] }), JSON.stringify(change)).toMatchObject(refused(errors));
    }
    expect(await post(`user-freelancer/${id}/certifications/`, { certifications: [] })).toMatchObject(refused({ certifications: [messages.required] }));
    const mine = await addCertificate(t.db, id, { title: "Mine" });
    expect(await post(`user-freelancer/${id}/certifications/`, { certifications: [{ ...good, id: mine }, { ...good, id: mine, title: "Twice" }] })).toMatchObject(
      refused({ certifications: [{}, { id: [messages.repeatedCertificate] }] }),
    );
    await t.db.delete(tables.certificate).where(eq(tables.certificate.id, mine));
    expect((await t.json(`user-freelancer/${id}/certifications/`, { token: admin })).body.count).toBe(0);
    expect((await remove(`user-freelancer/${id}/certification/${theirs}/`)).status).toBe(404);
    expect((await post("user-freelancer/999999/certifications/", { certifications: [good] })).status).toBe(404);
    const viewer = await signedIn([marketplaceUserPermissions.freelancer.view]);
    expect((await post(`user-freelancer/${id}/certifications/`, { certifications: [good] }, viewer)).status).toBe(403);
    expect((await remove(`user-freelancer/${other}/certification/${theirs}/`, viewer)).status).toBe(403);
  });
});

describe("POST user-client/{id}/assign-agency/", () => {
  it("logs the agency, closes the client's agency requests, and refuses the agency assigned now", async () => {
    const client = await createClient(t.db);
    const first = await createAgency(t.db, { company: { name: "First Agency" } });
    const second = await createAgency(t.db, { company: { name: "Second Agency" } });
    await t.db.insert(tables.agencyRequest).values({ clientId: client });
    const assigned = await post(`user-client/${client}/assign-agency/`, { agency: first });
    expect(assigned.status, JSON.stringify(assigned.body)).toBe(201);
    expect(assigned.body).toMatchObject({ agency: { id: first, name: "First Agency" }, created: expect.any(String) });
    const detail = (await t.json(`user-client/${client}/`, { token: admin })).body;
    expect(detail.assigned_agencies_log).toEqual([assigned.body]);
    expect(detail.pending_agency_request).toEqual([]);
    expect(await post(`user-client/${client}/assign-agency/`, { agency: first })).toMatchObject(refused({ agency: [userEditMessages.alreadyAssigned] }));
    t.clock.advance(1000);
    expect((await post(`user-client/${client}/assign-agency/`, { agency: second })).status).toBe(201);
    t.clock.advance(1000);
    // The first again is a change of agency, not a repeat.
    expect((await post(`user-client/${client}/assign-agency/`, { agency: first })).status).toBe(201);
    expect(await post(`user-client/${client}/assign-agency/`, { agency: client })).toMatchObject(refused({ agency: [userEditMessages.notAnAgency] }));
    expect(await post(`user-client/${client}/assign-agency/`, {})).toMatchObject(refused({ agency: [messages.required] }));
    expect((await post("user-client/999999/assign-agency/", { agency: first })).status).toBe(404);
    expect((await post(`user-client/${client}/assign-agency/`, { agency: second }, await signedIn([marketplaceUserPermissions.client.view]))).status).toBe(403);
    t.clock.reset();
  });
});

describe("the read cache", () => {
  it("a write clears it: the detail read before is not answered again", async () => {
    const id = await createFreelancer(t.db, { firstName: "Cached" });
    expect((await t.json(`user-freelancer/${id}/`, { token: admin })).body.first_name).toBe("Cached");
    await patch(`user-freelancer/${id}/`, { first_name: "Fresh" });
    expect((await t.json(`user-freelancer/${id}/`, { token: admin })).body.first_name).toBe("Fresh");
  });

  it("a request decided later does not block edits of a user whose request was decided", async () => {
    const id = await createFreelancer(t.db);
    await addRequest(t.db, id, 5, 2);
    expect((await patch(`user-freelancer/${id}/`, { first_name: "Decided" })).status).toBe(200);
  });
});

describe("uploads by id", () => {
  it("takes only the editor's own uploads: another staff member's id is unknown, in every field (decision 086)", async () => {
    const other = await signedIn([marketplaceUserPermissions.freelancer.change]);
    const theirs = async (bytes: Uint8Array, name: string, fileType: string) => {
      const answer = await t.json("upload_file/", { token: other, form: uploadForm(bytes, name, { file_type: fileType }) });
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      return answer.body.id as number;
    };
    const image = await theirs(png(7, 7), "theirs.png", "image");
    const file = await theirs(pdf(), "theirs.pdf", "file");
    const certificateFile = await theirs(pdf(), "theirs-certificate.pdf", "certificate");
    const id = await createFreelancer(t.db);
    const unknown = [userEditMessages.unknownUpload];

    expect(await patch(`user-freelancer/${id}/`, { profile_image: image })).toMatchObject(refused({ profile_image: unknown }));
    const project = { title: "Shop rebuild", duration: 6, is_on_going: true, technologies: [technologyA], skills: [skillA], description: "A shop", link: "https://shop.example.com" };
    expect(await post(`user-freelancer/${id}/project/`, { ...project, images: [upload.image, image] })).toMatchObject(refused({ images: { "1": unknown } }));
    expect(
      await post(`user-freelancer/${id}/certifications/`, { certifications: [{ title: "Scrum", certification_date: "2023-11-30", certificate_file: certificateFile }] }),
    ).toMatchObject(refused({ certifications: { "0": { certificate_file: unknown } } }));
    const portfolio = {
      profile_type: profileTypeId,
      technologies: [technologyA],
      skills: [skillA],
      sub_skills: [],
      experience: 5,
      availability: 2,
      education_details: "M.Sc.",
      specialties: "APIs",
      description: "Builds things",
      communication_language: [{ communication_language: "en", proficiency: 1 }],
    };
    expect(await post(`user-freelancer/${id}/portfolio/`, { ...portfolio, document_file: file })).toMatchObject(refused({ document_file: unknown }));
    // Their own uploads are theirs to use.
    expect((await patch(`user-freelancer/${id}/`, { profile_image: image }, other)).status).toBe(200);
    expect((await post(`user-freelancer/${id}/portfolio/`, { ...portfolio, document_file: file }, other)).status).toBe(201);
  });
});
