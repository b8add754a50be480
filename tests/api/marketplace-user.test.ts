// Manage users' API: user-client/, user-agency/, user-freelancer/ (lists, details, delete), an
// agency's developers, developer details, and projects and certificates (decision 040).
import { count, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_RESULT_WINDOW } from "#contract/common";
import { agencySchema, clientSchema, freelancerSchema, marketplaceUserMessages } from "#contract/marketplace-user";
import { messages } from "#contract/messages";
import type { PermissionCode } from "#contract/permissions";
import * as tables from "../../api/db/schema";
import { addCertificate, addProject, addRequest, cityId, createAgency, createClient, createDeveloper, createFreelancer } from "./marketplace-fixtures";
import { createTestApi, type TestApi } from "./harness";

let t: TestApi;
let admin: string;
let mumbai: number;

async function signedIn(permissions: PermissionCode[]): Promise<string> {
  const staff = await t.createStaffUser({ permissions });
  return t.login(staff.username, staff.password);
}

async function created(path: string, json: Record<string, unknown>): Promise<number> {
  const answer = await t.json(path, { token: admin, json });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.id as number;
}

beforeAll(async () => {
  t = await createTestApi();
  admin = await t.loginAdmin();
  mumbai = await cityId(t.db, "Mumbai");
});
afterAll(async () => {
  await t?.close();
});

describe("the lists", () => {
  // One prefix per describe: other tests add users of every type to the same database.
  let zed: number;
  let amy: number;
  let bob: number;

  beforeAll(async () => {
    zed = await createClient(t.db, { firstName: "Zed", lastName: "Listed", email: "zed.listed@example.com", uid: "LSTC001", company: { name: "Acme Listed" } });
    amy = await createClient(t.db, { firstName: "amy", lastName: "Listed", email: "amy.listed@example.com", uid: "LSTC002", company: { name: "Zenith Listed" }, pendingRequest: true });
    bob = await createClient(t.db, { firstName: "Bob", lastName: "Listed", email: "bob.listed@example.com", uid: "LSTC003", company: null, isActive: false });
    await createAgency(t.db, { firstName: "Agnes", lastName: "Listed", uid: "LSTA001", company: { name: "Agency Listed" } });
    await createFreelancer(t.db, { firstName: "Fred", lastName: "Listed", uid: "LSTF001" });
    await createFreelancer(t.db, { firstName: "Pia", lastName: "Listed", uid: "LSTF002", pendingRequest: true });
  });

  it("user-client/ answers clients only, newest first, with the row fields and is_pending_request", async () => {
    const answer = await t.json("user-client/?search=listed", { token: admin });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ count: 3, count_capped: false, next: null, previous: null });
    expect(answer.body.results.map((row: { id: number }) => row.id)).toEqual([bob, amy, zed]);
    expect(answer.body.results[1]).toEqual({
      id: amy,
      uid: "LSTC002",
      first_name: "amy",
      last_name: "Listed",
      email: "amy.listed@example.com",
      contact_number: "+919800000000",
      is_active: true,
      is_pending_request: true,
      company: { name: "Zenith Listed" },
    });
    expect(answer.body.results[0]).toMatchObject({ is_active: false, is_pending_request: false, company: null });
  });

  it("searches names, email, company name and uid, every word somewhere", async () => {
    const ids = async (search: string) => ((await t.json(`user-client/?search=${encodeURIComponent(search)}`, { token: admin })).body.results as { id: number }[]).map((row) => row.id);
    expect(await ids("ZED")).toEqual([zed]);
    expect(await ids("zenith")).toEqual([amy]);
    expect(await ids("acme listed")).toEqual([zed]);
    expect(await ids("bob.listed@")).toEqual([bob]);
    expect(await ids("lstc002")).toEqual([amy]);
    expect(await ids("listed %")).toEqual([]);
    expect((await t.json("user-agency/?search=agency listed", { token: admin })).body.count).toBe(1);
    expect((await t.json("user-freelancer/?search=lstf001", { token: admin })).body.results).toEqual([
      expect.objectContaining({ uid: "LSTF001", first_name: "Fred", is_pending_request: false }),
    ]);
    // The freelancers' list reads one table: the pending check must still name the user's id.
    expect((await t.json("user-freelancer/?search=lstf002", { token: admin })).body.results).toEqual([
      expect.objectContaining({ uid: "LSTF002", first_name: "Pia", is_pending_request: true }),
    ]);
  });

  it("sorts by each visible column either way, ties by id, and refuses other fields with 400", async () => {
    const ids = async (ordering: string) =>
      ((await t.json(`user-client/?search=listed&ordering=${ordering}`, { token: admin })).body.results as { id: number }[]).map((row) => row.id);
    expect(await ids("first_name")).toEqual([amy, bob, zed]);
    expect(await ids("-first_name")).toEqual([zed, bob, amy]);
    expect(await ids("company__name")).toEqual([bob, zed, amy]);
    expect(await ids("-uid")).toEqual([bob, amy, zed]);
    expect(await ids("is_active")).toEqual([bob, zed, amy]);
    expect(await ids("-is_active")).toEqual([amy, zed, bob]);
    expect(await ids("id")).toEqual([zed, amy, bob]);
    const refused = await t.json("user-freelancer/?ordering=company__name", { token: admin });
    expect(refused).toMatchObject({ status: 400, body: { ordering: [expect.stringContaining("Ordering must be one of")] } });
  });

  it("user-agency/?is_active=true answers the agencies a client may be assigned; 400 for a value that is not a flag (decision 086)", async () => {
    const pending = await createAgency(t.db, { firstName: "Ines", lastName: "Listed", uid: "LSTA002", company: { name: "Inactive Listed" }, isActive: false });
    const ids = async (query: string) => ((await t.json(`user-agency/?search=listed${query}`, { token: admin })).body.results as { id: number }[]).map((row) => row.id);
    expect(await ids("")).toContain(pending);
    expect(await ids("&is_active=true")).not.toContain(pending);
    expect(await ids("&is_active=true")).toHaveLength((await ids("")).length - 1);
    expect(await ids("&is_active=0")).toEqual([pending]);
    expect((await t.json("user-agency/?is_active=maybe", { token: admin })).status).toBe(400);
  });

  it("pages with page and page_size, and answers 404 past the last page", async () => {
    const first = await t.json("user-client/?search=listed&page_size=2", { token: admin });
    expect(first.body).toMatchObject({ count: 3, previous: null, next: "http://api.test/api/v1/user-client/?search=listed&page_size=2&page=2" });
    const second = await t.json("user-client/?search=listed&page_size=2&page=2", { token: admin });
    expect(second.body.results.map((row: { id: number }) => row.id)).toEqual([zed]);
    expect(await t.json("user-client/?search=listed&page_size=2&page=3", { token: admin })).toMatchObject({ status: 404, body: { detail: messages.invalidPage } });
    expect((await t.json("user-client/?page=0", { token: admin })).status).toBe(400);
  });

  it("caps the count at the result window and says so", async () => {
    await t.db.insert(tables.user).values(
      Array.from({ length: MAX_RESULT_WINDOW + 5 }, (_, index) => ({
        username: `capped-${index}@example.com`,
        email: `capped-${index}@example.com`,
        firstName: "Capped",
        lastName: `Freelancer ${index}`,
        uid: `CAP${index}`,
        userType: 5,
      })),
    );
    const answer = await t.json("user-freelancer/?search=capped&page_size=100&page=10", { token: admin });
    expect(answer.body).toMatchObject({ count: MAX_RESULT_WINDOW, count_capped: true, next: null });
    expect(await t.json("user-freelancer/?search=capped&page_size=100&page=11", { token: admin })).toMatchObject({ status: 404 });
  });

  it("exports the search and ordering as CSV with the tab's columns", async () => {
    const response = await t.request("user-client/?search=listed&ordering=first_name&format=csv", { token: admin });
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    // text() drops the BOM; a cell starting with + is one a spreadsheet would run, hence the '.
    const lines = (await response.text()).trimEnd().split("\r\n");
    expect(lines).toEqual([
      "User ID,First Name,Last Name,Email,Contact Number,Company Name,Status,Pending Request",
      "LSTC002,amy,Listed,amy.listed@example.com,'+919800000000,Zenith Listed,Active,Yes",
      "LSTC003,Bob,Listed,bob.listed@example.com,'+919800000000,,Inactive,No",
      "LSTC001,Zed,Listed,zed.listed@example.com,'+919800000000,Acme Listed,Active,No",
    ]);
    // The agency tab names its company column as the screen does.
    const agencies = await t.request("user-agency/?format=csv", { token: admin });
    expect((await agencies.text()).split("\r\n")[0]).toBe("User ID,First Name,Last Name,Email,Contact Number,Agency Name,Status,Pending Request");
  });

  it("needs the tab's own view permission: another tab's is not enough", async () => {
    const clientsOnly = await signedIn(["user.can_view_client", "user.can_view_register"]);
    expect((await t.json("user-client/", { token: clientsOnly })).status).toBe(200);
    for (const path of ["user-agency/", "user-freelancer/", `user-agency/1/`, `user-freelancer/1/`]) {
      expect(await t.json(path, { token: clientsOnly })).toMatchObject({ status: 403, body: { detail: messages.permissionDenied } });
    }
    const registerOnly = await signedIn(["user.can_view_register"]);
    expect((await t.json("user-client/", { token: registerOnly })).status).toBe(403);
  });
});

describe("details", () => {
  it("user-client/{id}/ answers every field of spec §3 Client", async () => {
    const agency = await createAgency(t.db, { uid: "DETA001", company: { name: "Assigned Agency" } });
    const client = await createClient(t.db, {
      firstName: "Cara",
      lastName: "Client",
      uid: "DETC001",
      cityId: mumbai,
      profileImage: "/api/v1/media/cara.png",
      company: { name: "Cara Co", registrationNumber: "REG123", companyUrl: "https://cara.example.com", size: 40, branchCities: [mumbai] },
      pendingRequest: true,
    });
    const [log] = await t.db.insert(tables.assignedAgency).values({ clientId: client, agencyId: agency }).returning();
    const [request] = await t.db.insert(tables.agencyRequest).values({ clientId: client }).returning();
    await t.db.insert(tables.agencyRequest).values({ clientId: client, assignedAt: new Date() });
    const answer = await t.json(`user-client/${client}/`, { token: admin });
    expect(answer.status).toBe(200);
    const body = clientSchema.parse(answer.body);
    expect(body).toMatchObject({
      id: client,
      uid: "DETC001",
      first_name: "Cara",
      is_pending_request: true,
      profile_image: "/api/v1/media/cara.png",
      city: { id: mumbai, display_name: expect.stringContaining("Mumbai") },
      country: { name: "India", code2: "IN", phone: "91" },
      company: {
        name: "Cara Co",
        registration_number: "REG123",
        is_registered_company: true,
        company_url: "https://cara.example.com",
        size: 40,
        identity: "/api/v1/media/identity.pdf",
        file_name: "identity.pdf",
      },
      branches: [{ city: { id: mumbai }, is_head_quarter: true }],
      assigned_agencies_log: [{ id: log?.id, agency: { id: agency, uid: "DETA001", name: "Assigned Agency" } }],
      pending_agency_request: [{ id: request?.id }],
    });
  });

  it("user-agency/{id}/ answers the agency with its technologies, developers and pending developer requests", async () => {
    const technology = await created("technology/", { title: "Detail Tech", status: 1 });
    const agency = await createAgency(t.db, { company: { name: "Detail Agency", technologyIds: [technology], branchCities: [mumbai, mumbai] } });
    const developer = await createDeveloper(t.db, agency, { pendingRequest: true });
    await createDeveloper(t.db, agency);
    const answer = await t.json(`user-agency/${agency}/`, { token: admin });
    const body = agencySchema.parse(answer.body);
    expect(body).toMatchObject({
      company: { name: "Detail Agency", technologies: [{ id: technology, title: "Detail Tech" }], size: null, registration_number: null, is_registered_company: false },
      agency_developers_count: 2,
      pending_developers_request: 1,
      is_pending_request: false,
    });
    expect(body.branches.map((branch) => branch.is_head_quarter)).toEqual([true, false]);
    expect(developer).toBeGreaterThan(0);
  });

  it("user-freelancer/{id}/ answers the profile with its portfolio (spec §3 Developer or freelancer)", async () => {
    const technology = await created("technology/", { title: "Portfolio Tech", status: 1 });
    const profileType = await created("profile-type/", { title: "Portfolio Type", status: 1 });
    const parent = await created("skill/", { title: "Portfolio Skill", status: 1 });
    const sub = await created("skill/", { title: "Portfolio Sub", status: 1, parent });
    const [hindi] = await t.db.select().from(tables.language).where(eq(tables.language.code, "hi"));
    const [hourly] = await t.db.select().from(tables.recurringPeriod).where(eq(tables.recurringPeriod.name, "Hourly"));
    const freelancer = await createFreelancer(t.db, {
      cityId: mumbai,
      portfolio: { profileTypeId: profileType, technologyIds: [technology], skillIds: [parent, sub], languages: [[hindi?.id ?? 0, 2]], projects: 3 },
    });
    await t.db.update(tables.portfolio).set({ salaryTypeId: hourly?.id }).where(eq(tables.portfolio.userId, freelancer));
    const body = freelancerSchema.parse((await t.json(`user-freelancer/${freelancer}/`, { token: admin })).body);
    expect(body).toMatchObject({
      id: freelancer,
      agency: null,
      country: { code2: "IN" },
      portfolio: {
        profile_type: { id: profileType, title: "Portfolio Type" },
        technologies: [{ id: technology, title: "Portfolio Tech" }],
        skills: [{ id: parent, title: "Portfolio Skill" }],
        sub_skills: [{ id: sub, title: "Portfolio Sub" }],
        experience: 4,
        availability: 1,
        education_details: "B.Tech",
        amount: "25.00",
        salary_type: { id: hourly?.id, name: "Hourly" },
        projects_count: 3,
        description: "About me",
        specialties: "APIs",
        file_name: "id-proof.pdf",
        document_file: "/api/v1/media/id-proof.pdf",
        communication_language: [{ communication_language: { key: "hi", value: "Hindi" }, proficiency: { id: 2, title: "Average" } }],
      },
    });
    const bare = await createFreelancer(t.db, { portfolio: null });
    expect((await t.json(`user-freelancer/${bare}/`, { token: admin })).body).toMatchObject({ portfolio: null, city: null, country: null });
  });

  it("answers 404 for an unknown id and for a user of another type", async () => {
    const client = await createClient(t.db);
    const freelancer = await createFreelancer(t.db);
    for (const path of [`user-agency/${client}/`, `user-freelancer/${client}/`, `user-client/${freelancer}/`, "user-client/2147483647/", "user-client/abc/"]) {
      expect(await t.json(path, { token: admin }), path).toMatchObject({ status: 404, body: { detail: messages.notFound } });
    }
    // A staff user is nobody's client.
    expect((await t.json("user-client/1/", { token: admin })).status).toBe(404);
  });
});

describe("an agency's developers", () => {
  let agency: number;
  let developers: number[];

  beforeAll(async () => {
    agency = await createAgency(t.db);
    developers = [];
    for (let index = 0; index < 12; index++) {
      developers.push(await createDeveloper(t.db, agency, { firstName: "Dev", lastName: `${index}`, portfolio: { experience: index, projects: index % 3, certificates: index % 2 } }));
    }
  });

  it("user-agency/{id}/agency-developers/ pages them newest first with their counts", async () => {
    const first = await t.json(`user-agency/${agency}/agency-developers/`, { token: admin });
    expect(first.body).toMatchObject({ count: 12, previous: null });
    expect(first.body.results).toHaveLength(10);
    expect(first.body.results[0]).toEqual({ id: developers[11], uid: expect.any(String), name: "Dev 11", experience: 11, projects: 2, certifications: 1 });
    const second = await t.json(`user-agency/${agency}/agency-developers/?page=2`, { token: admin });
    expect(second.body.results.map((row: { id: number }) => row.id)).toEqual([developers[1], developers[0]]);
    expect((await t.json(`user-agency/${agency}/agency-developers/?page=3`, { token: admin })).status).toBe(404);
    const empty = await createAgency(t.db);
    expect((await t.json(`user-agency/${empty}/agency-developers/`, { token: admin })).body).toMatchObject({ count: 0, results: [] });
  });

  it("answers 404 for an agency that is not one", async () => {
    const client = await createClient(t.db);
    expect((await t.json(`user-agency/${client}/agency-developers/`, { token: admin })).status).toBe(404);
  });

  it("user-agency-developer/{agencyId}/{id}/ answers the developer of that agency only", async () => {
    const developer = developers[3] ?? 0;
    const answer = await t.json(`user-agency-developer/${agency}/${developer}/`, { token: admin });
    expect(freelancerSchema.parse(answer.body)).toMatchObject({ id: developer, agency: { id: agency }, portfolio: { experience: 3 } });
    const otherAgency = await createAgency(t.db);
    const freelancer = await createFreelancer(t.db);
    for (const path of [
      `user-agency-developer/${otherAgency}/${developer}/`,
      `user-agency-developer/${agency}/${freelancer}/`,
      `user-agency-developer/abc/${developer}/`,
      `user-agency-developer/99999999999/${developer}/`,
      `user-agency-developer/${otherAgency}/${developer}/projects/`,
    ]) {
      expect(await t.json(path, { token: admin }), path).toMatchObject({ status: 404, body: { detail: messages.notFound } });
    }
  });
});

describe("projects and certificates", () => {
  it("pages a freelancer's projects 10 at a time, newest first, with technologies, skills and images", async () => {
    const technology = await created("technology/", { title: "Project Tech", status: 1 });
    const skill = await created("skill/", { title: "Project Skill", status: 1 });
    const freelancer = await createFreelancer(t.db, { portfolio: { projects: 11 } });
    const featured = await addProject(t.db, freelancer, {
      title: "Featured",
      technologyIds: [technology],
      skillIds: [skill],
      images: ["/api/v1/media/a.png", "/api/v1/media/b.png"],
      link: "https://featured.example.com",
      duration: 14,
      isOnGoing: true,
    });
    const first = await t.json(`user-freelancer/${freelancer}/projects/`, { token: admin });
    expect(first.body).toMatchObject({ count: 12, next: `http://api.test/api/v1/user-freelancer/${freelancer}/projects/?page=2` });
    expect(first.body.results).toHaveLength(10);
    expect(first.body.results[0]).toEqual({
      id: featured,
      title: "Featured",
      description: "Featured description",
      technologies: [{ id: technology, title: "Project Tech" }],
      skills: [{ id: skill, title: "Project Skill" }],
      images: [
        { id: expect.any(Number), url: "/api/v1/media/a.png" },
        { id: expect.any(Number), url: "/api/v1/media/b.png" },
      ],
      link: "https://featured.example.com",
      duration: 14,
      is_on_going: true,
    });
    // page_size is not the caller's: always 10.
    expect((await t.json(`user-freelancer/${freelancer}/projects/?page=2&page_size=100`, { token: admin })).body.results).toHaveLength(2);
    expect((await t.json(`user-freelancer/${freelancer}/projects/?page=3`, { token: admin })).status).toBe(404);
    expect((await t.json(`user-freelancer/${freelancer}/projects/?page=x`, { token: admin })).status).toBe(400);
  });

  it("pages certificates, for freelancers and an agency's developers", async () => {
    const freelancer = await createFreelancer(t.db, { portfolio: { certificates: 0 } });
    const certificate = await addCertificate(t.db, freelancer, { title: "AWS", date: "2023-02-01", link: null, file: "/api/v1/media/aws.pdf" });
    expect((await t.json(`user-freelancer/${freelancer}/certifications/`, { token: admin })).body.results).toEqual([
      { id: certificate, title: "AWS", certification_date: "2023-02-01", certificate_file: "/api/v1/media/aws.pdf", certification_link: null, description: "AWS description" },
    ]);
    const agency = await createAgency(t.db);
    const developer = await createDeveloper(t.db, agency, { portfolio: { certificates: 12, projects: 1 } });
    const page = await t.json(`user-agency-developer/${agency}/${developer}/certifications/?page=2`, { token: admin });
    expect(page.body).toMatchObject({ count: 12, results: [{ title: "Certificate 2" }, { title: "Certificate 1" }] });
    expect((await t.json(`user-agency-developer/${agency}/${developer}/projects/`, { token: admin })).body.count).toBe(1);
  });

  it("answers 404 for a user who is not a freelancer, or a developer of another agency", async () => {
    const client = await createClient(t.db);
    expect((await t.json(`user-freelancer/${client}/projects/`, { token: admin })).status).toBe(404);
    expect((await t.json(`user-freelancer/${client}/certifications/`, { token: admin })).status).toBe(404);
    const agency = await createAgency(t.db);
    const developer = await createDeveloper(t.db, await createAgency(t.db));
    expect((await t.json(`user-agency-developer/${agency}/${developer}/projects/`, { token: admin })).status).toBe(404);
    expect((await t.json(`user-agency-developer/${agency}/${developer}/certifications/`, { token: admin })).status).toBe(404);
  });
});

describe("DELETE", () => {
  async function rowsOf(userId: number) {
    const [users] = await t.db.select({ n: count() }).from(tables.user).where(eq(tables.user.id, userId));
    const [projects] = await t.db.select({ n: count() }).from(tables.project).where(eq(tables.project.userId, userId));
    const [certificates] = await t.db.select({ n: count() }).from(tables.certificate).where(eq(tables.certificate.userId, userId));
    const [portfolios] = await t.db.select({ n: count() }).from(tables.portfolio).where(eq(tables.portfolio.userId, userId));
    const [companies] = await t.db.select({ n: count() }).from(tables.company).where(eq(tables.company.userId, userId));
    const [requests] = await t.db.select({ n: count() }).from(tables.userRequest).where(eq(tables.userRequest.userId, userId));
    return { users: users?.n, projects: projects?.n, certificates: certificates?.n, portfolios: portfolios?.n, companies: companies?.n, requests: requests?.n };
  }

  it("deletes a freelancer with all their data (204), and the next read says 404", async () => {
    const freelancer = await createFreelancer(t.db, { portfolio: { projects: 2, certificates: 2 } });
    await addRequest(t.db, freelancer, 5, 3);
    // Read first: the read cache must not answer it again after the delete (decision 032).
    expect((await t.json(`user-freelancer/${freelancer}/`, { token: admin })).status).toBe(200);
    const answer = await t.request(`user-freelancer/${freelancer}/`, { method: "DELETE", token: admin });
    expect(answer.status).toBe(204);
    expect(await answer.text()).toBe("");
    expect(await rowsOf(freelancer)).toEqual({ users: 0, projects: 0, certificates: 0, portfolios: 0, companies: 0, requests: 0 });
    expect((await t.json(`user-freelancer/${freelancer}/`, { token: admin })).status).toBe(404);
    expect((await t.request(`user-freelancer/${freelancer}/`, { method: "DELETE", token: admin })).status).toBe(404);
  });

  it("deletes a client with their company, branches and agency logs", async () => {
    const agency = await createAgency(t.db);
    const client = await createClient(t.db, { company: { branchCities: [mumbai] } });
    await t.db.insert(tables.assignedAgency).values({ clientId: client, agencyId: agency });
    await t.db.insert(tables.agencyRequest).values({ clientId: client });
    expect((await t.request(`user-client/${client}/`, { method: "DELETE", token: admin })).status).toBe(204);
    expect(await rowsOf(client)).toMatchObject({ users: 0, companies: 0 });
    expect(await t.db.select().from(tables.branch).where(eq(tables.branch.userId, client))).toEqual([]);
    expect(await t.db.select().from(tables.assignedAgency).where(eq(tables.assignedAgency.clientId, client))).toEqual([]);
    expect(await t.db.select().from(tables.agencyRequest).where(eq(tables.agencyRequest.clientId, client))).toEqual([]);
    // The agency stays.
    expect((await t.json(`user-agency/${agency}/`, { token: admin })).status).toBe(200);
  });

  it("refuses a user with a pending request with 400 and changes nothing", async () => {
    const client = await createClient(t.db, { pendingRequest: true });
    const freelancer = await createFreelancer(t.db, { pendingRequest: true, portfolio: { projects: 1 } });
    const before = [await rowsOf(client), await rowsOf(freelancer)];
    expect(await t.json(`user-client/${client}/`, { method: "DELETE", token: admin })).toEqual(
      expect.objectContaining({ status: 400, body: { detail: marketplaceUserMessages.pendingRequest("client") } }),
    );
    expect(await t.json(`user-freelancer/${freelancer}/`, { method: "DELETE", token: admin })).toEqual(
      expect.objectContaining({ status: 400, body: { detail: marketplaceUserMessages.pendingRequest("freelancer") } }),
    );
    expect([await rowsOf(client), await rowsOf(freelancer)]).toEqual(before);
    // Once it is decided, the user can go.
    await t.db.update(tables.userRequest).set({ status: 2 }).where(inArray(tables.userRequest.userId, [client, freelancer]));
    expect((await t.request(`user-client/${client}/`, { method: "DELETE", token: admin })).status).toBe(204);
    expect((await t.request(`user-freelancer/${freelancer}/`, { method: "DELETE", token: admin })).status).toBe(204);
  });

  it("refuses an agency with developers, or with a pending request, with 400 and changes nothing", async () => {
    const agency = await createAgency(t.db);
    const developers = [await createDeveloper(t.db, agency, { portfolio: { projects: 1 } }), await createDeveloper(t.db, agency)];
    const refused = await t.json(`user-agency/${agency}/`, { method: "DELETE", token: admin });
    expect(refused).toMatchObject({ status: 400, body: { detail: marketplaceUserMessages.agencyHasDevelopers(2) } });
    expect(refused.body.detail).toBe("This agency has 2 developers. An agency can be deleted only when it has no developers.");
    expect((await rowsOf(agency)).users).toBe(1);
    for (const developer of developers) expect((await rowsOf(developer)).users).toBe(1);

    const pending = await createAgency(t.db, { pendingRequest: true });
    expect(await t.json(`user-agency/${pending}/`, { method: "DELETE", token: admin })).toMatchObject({
      status: 400,
      body: { detail: marketplaceUserMessages.pendingRequest("agency") },
    });
    const empty = await createAgency(t.db, { company: { branchCities: [mumbai] } });
    expect((await t.request(`user-agency/${empty}/`, { method: "DELETE", token: admin })).status).toBe(204);
    expect(await rowsOf(empty)).toMatchObject({ users: 0, companies: 0 });
  });

  it("answers 404 for a user of another type and leaves them", async () => {
    const client = await createClient(t.db);
    expect((await t.request(`user-agency/${client}/`, { method: "DELETE", token: admin })).status).toBe(404);
    expect((await t.request(`user-freelancer/${client}/`, { method: "DELETE", token: admin })).status).toBe(404);
    expect((await rowsOf(client)).users).toBe(1);
    expect((await t.request("user-client/1/", { method: "DELETE", token: admin })).status).toBe(404);
  });

  it("needs the type's delete permission: view is not enough, nor another type's delete", async () => {
    const client = await createClient(t.db);
    for (const permissions of [["user.can_view_client", "user.can_change_client"], ["user.can_delete_agency", "user.can_delete_freelancer"]] as PermissionCode[][]) {
      const token = await signedIn(permissions);
      expect(await t.json(`user-client/${client}/`, { method: "DELETE", token })).toMatchObject({ status: 403, body: { detail: messages.permissionDenied } });
    }
    expect((await rowsOf(client)).users).toBe(1);
    const deleter = await signedIn(["user.can_delete_client"]);
    expect((await t.request(`user-client/${client}/`, { method: "DELETE", token: deleter })).status).toBe(204);
  });
});
