// The marketplace users' tables hold their invariants themselves (decision 039): one head office
// per company, unique uids, one pending request per user, a certificate with a file or a link, and
// a deleted user taking all of their data with them. Runs on PGlite and, with TEST_DATABASE_URL,
// on PostgreSQL.
import { and, count, eq, inArray, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { USER_TYPES } from "#contract/user";
import { databaseErrorCode, UNIQUE_VIOLATION } from "../../api/db-errors";
import * as tables from "../../api/db/schema";
import type { RequestedProfile } from "../../api/db/schema";
import { createTestApi, type TestApi } from "./harness";

const CHECK_VIOLATION = "23514";
// ON DELETE RESTRICT refuses with 23001 from PostgreSQL 16 on (PGlite), 23503 before.
const RESTRICT_REFUSALS = ["23001", "23503"];

let t: TestApi;
let cityId: number;
let languageId: number;
let technologyId: number;
let skillId: number;
let serial = 0;

beforeAll(async () => {
  t = await createTestApi();
  const [city] = await t.db.select({ id: tables.city.id }).from(tables.city).limit(1);
  const [language] = await t.db.select({ id: tables.language.id }).from(tables.language).limit(1);
  if (!city || !language) throw new Error("the seed has no cities or languages");
  cityId = city.id;
  languageId = language.id;
  const [technology] = await t.db.insert(tables.technology).values({ title: "Schema test technology" }).returning();
  const [skill] = await t.db.insert(tables.skill).values({ title: "Schema test skill" }).returning();
  technologyId = technology!.id;
  skillId = skill!.id;
});
afterAll(async () => {
  await t?.close();
});

async function failureCode(write: () => Promise<unknown>): Promise<string | undefined> {
  try {
    await write();
  } catch (error) {
    return databaseErrorCode(error);
  }
  return undefined;
}

async function marketplaceUser(userType: number, extra: Partial<typeof tables.user.$inferInsert> = {}) {
  serial += 1;
  const uid = `T${userType}${String(serial).padStart(6, "0")}`;
  const [row] = await t.db
    .insert(tables.user)
    .values({ username: uid, email: `${uid.toLowerCase()}@example.com`, firstName: "Test", lastName: `User ${serial}`, userType, uid, cityId, ...extra })
    .returning();
  return row!;
}

const profile = (uid: string): RequestedProfile => ({
  profile_image: null,
  first_name: "Test",
  last_name: "User",
  email: `${uid}@example.com`,
  uid,
  contact_number: null,
  city: null,
});

async function rowsOf(table: PgTable, where: SQL): Promise<number> {
  const [row] = await t.db.select({ total: count() }).from(table).where(where);
  return row?.total ?? 0;
}

describe("marketplace users' invariants", () => {
  it("allows one head office per company, any number of other branches", async () => {
    const [first, second] = [await marketplaceUser(USER_TYPES.agency), await marketplaceUser(USER_TYPES.client)];
    await t.db.insert(tables.company).values([
      { userId: first.id, name: "First" },
      { userId: second.id, name: "Second" },
    ]);
    await t.db.insert(tables.branch).values([
      { userId: first.id, cityId, isHeadQuarter: true },
      { userId: first.id, cityId },
      { userId: first.id, cityId },
      { userId: second.id, cityId, isHeadQuarter: true },
    ]);
    expect(await failureCode(() => t.db.insert(tables.branch).values({ userId: first.id, cityId, isHeadQuarter: true }))).toBe(UNIQUE_VIOLATION);
    const [other] = await t.db
      .select({ id: tables.branch.id })
      .from(tables.branch)
      .where(and(eq(tables.branch.userId, first.id), eq(tables.branch.isHeadQuarter, false)))
      .limit(1);
    // Moving the head office means clearing the old one first, in the same transaction.
    expect(await failureCode(() => t.db.update(tables.branch).set({ isHeadQuarter: true }).where(eq(tables.branch.id, other!.id)))).toBe(UNIQUE_VIOLATION);
  });

  it("refuses a uid used twice, while admins have none", async () => {
    const taken = await marketplaceUser(USER_TYPES.freelancer);
    expect(
      await failureCode(() => t.db.insert(tables.user).values({ username: "dup-uid", email: "dup-uid@example.com", userType: USER_TYPES.client, uid: taken.uid })),
    ).toBe(UNIQUE_VIOLATION);
    await t.db.insert(tables.user).values([
      { username: "no-uid-1", email: "no-uid-1@example.com" },
      { username: "no-uid-2", email: "no-uid-2@example.com" },
    ]);
  });

  it("keeps one pending request per user, and a reason on every rejection", async () => {
    const freelancer = await marketplaceUser(USER_TYPES.freelancer);
    const request = { userId: freelancer.id, userType: USER_TYPES.freelancer, isNewRegistered: false, updatedDataWithRequestChange: profile(freelancer.uid!) };
    await t.db.insert(tables.userRequest).values([{ ...request, status: 2 }, { ...request, status: 3, rejectionMessage: "Blurred ID proof" }, request]);
    expect(await failureCode(() => t.db.insert(tables.userRequest).values(request))).toBe(UNIQUE_VIOLATION);
    expect(await failureCode(() => t.db.insert(tables.userRequest).values({ ...request, status: 3 }))).toBe(CHECK_VIOLATION);
    expect(await failureCode(() => t.db.insert(tables.userRequest).values({ ...request, status: 4 }))).toBe(CHECK_VIOLATION);
  });

  it("requires a certificate's file or link", async () => {
    const developer = await marketplaceUser(USER_TYPES.freelancer);
    const certificate = { userId: developer.id, title: "AWS", certificationDate: "2024-05-01" };
    expect(await failureCode(() => t.db.insert(tables.certificate).values(certificate))).toBe(CHECK_VIOLATION);
    await t.db.insert(tables.certificate).values({ ...certificate, certificationLink: "https://example.com/cert" });
  });

  it("deletes an agency with its company, branches, developers and everything they hold", async () => {
    const agency = await marketplaceUser(USER_TYPES.agency);
    const developer = await marketplaceUser(USER_TYPES.agencyDeveloper, { agencyId: agency.id });
    const client = await marketplaceUser(USER_TYPES.client);
    await t.db.insert(tables.company).values({ userId: agency.id, name: "Cascade Agency" });
    await t.db.insert(tables.branch).values({ userId: agency.id, cityId, isHeadQuarter: true });
    await t.db.insert(tables.userTechnology).values([{ userId: agency.id, technologyId }, { userId: developer.id, technologyId }]);
    await t.db.insert(tables.portfolio).values({ userId: developer.id, experience: 4, availability: 1 });
    await t.db.insert(tables.userSkill).values({ userId: developer.id, skillId });
    await t.db.insert(tables.portfolioLanguage).values({ userId: developer.id, languageId, proficiencyId: 1 });
    const [project] = await t.db.insert(tables.project).values({ userId: developer.id, title: "Shop", duration: 3 }).returning();
    await t.db.insert(tables.projectTechnology).values({ projectId: project!.id, technologyId });
    await t.db.insert(tables.projectSkill).values({ projectId: project!.id, skillId });
    await t.db.insert(tables.projectImage).values({ projectId: project!.id, image: "/api/v1/media/0123456789abcdef0123456789abcdef.png" });
    await t.db.insert(tables.certificate).values({ userId: developer.id, title: "Cert", certificationDate: "2023-01-31", certificationLink: "https://example.com" });
    const [request] = await t.db
      .insert(tables.userRequest)
      .values({ userId: developer.id, userType: USER_TYPES.agencyDeveloper, isNewRegistered: true, status: 2, updatedDataWithRequestChange: profile(developer.uid!) })
      .returning();
    await t.db.insert(tables.userRequestDecision).values({ requestId: request!.id, adminName: "Admin User", decision: 2, version: 1 });
    await t.db.insert(tables.assignedAgency).values({ clientId: client.id, agencyId: agency.id });

    // Master data a profile or a project uses cannot go.
    expect(RESTRICT_REFUSALS).toContain(await failureCode(() => t.db.delete(tables.technology).where(eq(tables.technology.id, technologyId))));

    await t.db.delete(tables.user).where(eq(tables.user.id, agency.id));

    const ids = [agency.id, developer.id];
    expect(await rowsOf(tables.user, inArray(tables.user.id, ids))).toBe(0);
    expect(await rowsOf(tables.company, inArray(tables.company.userId, ids))).toBe(0);
    expect(await rowsOf(tables.branch, inArray(tables.branch.userId, ids))).toBe(0);
    expect(await rowsOf(tables.userTechnology, inArray(tables.userTechnology.userId, ids))).toBe(0);
    expect(await rowsOf(tables.userSkill, inArray(tables.userSkill.userId, ids))).toBe(0);
    expect(await rowsOf(tables.portfolio, inArray(tables.portfolio.userId, ids))).toBe(0);
    expect(await rowsOf(tables.portfolioLanguage, inArray(tables.portfolioLanguage.userId, ids))).toBe(0);
    expect(await rowsOf(tables.project, inArray(tables.project.userId, ids))).toBe(0);
    expect(await rowsOf(tables.projectTechnology, eq(tables.projectTechnology.projectId, project!.id))).toBe(0);
    expect(await rowsOf(tables.projectSkill, eq(tables.projectSkill.projectId, project!.id))).toBe(0);
    expect(await rowsOf(tables.projectImage, eq(tables.projectImage.projectId, project!.id))).toBe(0);
    expect(await rowsOf(tables.certificate, inArray(tables.certificate.userId, ids))).toBe(0);
    expect(await rowsOf(tables.userRequest, inArray(tables.userRequest.userId, ids))).toBe(0);
    expect(await rowsOf(tables.userRequestDecision, eq(tables.userRequestDecision.requestId, request!.id))).toBe(0);
    // The client stays; the agency leaves its log.
    expect(await rowsOf(tables.user, eq(tables.user.id, client.id))).toBe(1);
    expect(await rowsOf(tables.assignedAgency, eq(tables.assignedAgency.clientId, client.id))).toBe(0);
  });

  it("deletes a client with its agency log and requests; a deleted admin leaves decided requests unhandled", async () => {
    const client = await marketplaceUser(USER_TYPES.client);
    const agency = await marketplaceUser(USER_TYPES.agency);
    const [admin] = await t.db.insert(tables.user).values({ username: "deciding-admin", email: "deciding-admin@example.com", isStaff: true }).returning();
    await t.db.insert(tables.company).values({ userId: client.id, name: "Client Co" });
    await t.db.insert(tables.branch).values({ userId: client.id, cityId, isHeadQuarter: true });
    await t.db.insert(tables.assignedAgency).values({ clientId: client.id, agencyId: agency.id });
    await t.db.insert(tables.agencyRequest).values({ clientId: client.id });
    const [request] = await t.db
      .insert(tables.userRequest)
      .values({
        userId: client.id,
        userType: USER_TYPES.client,
        isNewRegistered: true,
        status: 3,
        rejectionMessage: "Missing registration number",
        requestHandledById: admin!.id,
        updatedDataWithRequestChange: profile(client.uid!),
      })
      .returning();
    await t.db.insert(tables.userRequestDecision).values({ requestId: request!.id, adminId: admin!.id, adminName: "Deciding Admin", decision: 3, reason: "Missing registration number", version: 1 });

    await t.db.delete(tables.user).where(eq(tables.user.id, admin!.id));
    const [kept] = await t.db.select().from(tables.userRequest).where(eq(tables.userRequest.id, request!.id));
    expect(kept?.requestHandledById).toBeNull();
    const [decision] = await t.db.select().from(tables.userRequestDecision).where(eq(tables.userRequestDecision.requestId, request!.id));
    expect(decision).toMatchObject({ adminId: null, adminName: "Deciding Admin" });

    await t.db.delete(tables.user).where(eq(tables.user.id, client.id));
    expect(await rowsOf(tables.company, eq(tables.company.userId, client.id))).toBe(0);
    expect(await rowsOf(tables.branch, eq(tables.branch.userId, client.id))).toBe(0);
    expect(await rowsOf(tables.assignedAgency, eq(tables.assignedAgency.clientId, client.id))).toBe(0);
    expect(await rowsOf(tables.agencyRequest, eq(tables.agencyRequest.clientId, client.id))).toBe(0);
    expect(await rowsOf(tables.userRequest, eq(tables.userRequest.userId, client.id))).toBe(0);
    expect(await rowsOf(tables.user, eq(tables.user.id, agency.id))).toBe(1);
  });
});

describe("master data a project uses", () => {
  it("answers 400 to deleting a technology or skill only a project lists, and keeps it", async () => {
    const admin = await t.loginAdmin();
    const freelancer = await marketplaceUser(USER_TYPES.freelancer);
    const [technology] = await t.db.insert(tables.technology).values({ title: "Only in a project" }).returning();
    const [skill] = await t.db.insert(tables.skill).values({ title: "Only in a project" }).returning();
    const [project] = await t.db.insert(tables.project).values({ userId: freelancer.id, title: "Portal", duration: 2 }).returning();
    await t.db.insert(tables.projectTechnology).values({ projectId: project!.id, technologyId: technology!.id });
    await t.db.insert(tables.projectSkill).values({ projectId: project!.id, skillId: skill!.id });

    const technologyAnswer = await t.json(`technology/${technology!.id}/`, { method: "DELETE", token: admin });
    expect(technologyAnswer.status).toBe(400);
    expect(technologyAnswer.body.detail).toBe("This technology is used by 1 profile and cannot be deleted.");
    const skillAnswer = await t.json(`skill/${skill!.id}/`, { method: "DELETE", token: admin });
    expect(skillAnswer.status).toBe(400);
    expect(skillAnswer.body.detail).toBe("This skill is used by 1 profile and cannot be deleted.");
    expect(await rowsOf(tables.technology, eq(tables.technology.id, technology!.id))).toBe(1);
    expect(await rowsOf(tables.skill, eq(tables.skill.id, skill!.id))).toBe(1);
  });
});
