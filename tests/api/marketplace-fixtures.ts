// Marketplace users written straight to the database, for the API tests and the Pact provider
// states: the API has no endpoint that creates them (the marketplace registers them).
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { USER_TYPES } from "#contract/constants";
import type { Db } from "../../api/db/client";
import * as tables from "../../api/db/schema";

export type PersonInput = {
  firstName?: string;
  lastName?: string;
  email?: string;
  uid?: string;
  contactNumber?: string | null;
  isActive?: boolean;
  cityId?: number | null;
  profileImage?: string | null;
  /** A pending request (status 1) of the user's. */
  pendingRequest?: boolean;
};

let serial = 0;
const unique = () => `${++serial}${randomBytes(3).toString("hex")}`;

async function insertPerson(db: Db, userType: number, input: PersonInput, agencyId: number | null = null): Promise<number> {
  const suffix = unique();
  const email = input.email ?? `market-${suffix}@example.com`;
  const [row] = await db
    .insert(tables.user)
    .values({
      username: email,
      email,
      firstName: input.firstName ?? "Market",
      lastName: input.lastName ?? `User ${suffix}`,
      uid: input.uid ?? `U${suffix}`.slice(0, 20),
      contactNumber: input.contactNumber === undefined ? "+919800000000" : input.contactNumber,
      isActive: input.isActive ?? true,
      userType,
      cityId: input.cityId ?? null,
      profileImage: input.profileImage ?? null,
      agencyId,
    })
    .returning({ id: tables.user.id });
  if (!row) throw new Error("insert into user returned no row");
  if (input.pendingRequest) await addRequest(db, row.id, userType, 1);
  return row.id;
}

/** A request of the user's with that status (1 pending, 2 approved, 3 rejected). */
export async function addRequest(db: Db, userId: number, userType: number, status: 1 | 2 | 3): Promise<number> {
  const [row] = await db
    .insert(tables.userRequest)
    .values({
      userId,
      userType,
      isNewRegistered: true,
      status,
      rejectionMessage: status === 3 ? "Incomplete profile" : null,
      updatedDataWithRequestChange: { profile_image: null, first_name: "", last_name: "", email: "", uid: "", contact_number: null, city: null },
    })
    .returning({ id: tables.userRequest.id });
  if (!row) throw new Error("insert into user_request returned no row");
  return row.id;
}

export type CompanyInput = {
  name?: string;
  registrationNumber?: string | null;
  companyUrl?: string | null;
  size?: number | null;
  /** City ids; the first is the head office. */
  branchCities?: number[];
  technologyIds?: number[];
};

async function insertCompany(db: Db, userId: number, input: CompanyInput): Promise<void> {
  await db.insert(tables.company).values({
    userId,
    name: input.name ?? `Company ${unique()}`,
    isRegisteredCompany: input.registrationNumber != null,
    registrationNumber: input.registrationNumber ?? null,
    companyUrl: input.companyUrl ?? null,
    size: input.size ?? null,
    identity: "/api/v1/media/identity.pdf",
    fileName: "identity.pdf",
  });
  const cities = input.branchCities ?? [];
  if (cities.length) await db.insert(tables.branch).values(cities.map((cityId, index) => ({ userId, cityId, isHeadQuarter: index === 0 })));
  const technologies = input.technologyIds ?? [];
  if (technologies.length) await db.insert(tables.userTechnology).values(technologies.map((technologyId) => ({ userId, technologyId })));
}

export async function createClient(db: Db, input: PersonInput & { company?: CompanyInput | null } = {}): Promise<number> {
  const id = await insertPerson(db, USER_TYPES.client, input);
  if (input.company !== null) await insertCompany(db, id, input.company ?? {});
  return id;
}

export async function createAgency(db: Db, input: PersonInput & { company?: CompanyInput | null } = {}): Promise<number> {
  const id = await insertPerson(db, USER_TYPES.agency, input);
  if (input.company !== null) await insertCompany(db, id, input.company ?? {});
  return id;
}

export type PortfolioInput = {
  profileTypeId?: number | null;
  technologyIds?: number[];
  /** Skills and sub skills alike. */
  skillIds?: number[];
  experience?: number | null;
  availability?: number | null;
  amount?: string | null;
  /** [language id, proficiency id] pairs. */
  languages?: [number, number][];
  projects?: number;
  certificates?: number;
};

async function insertPortfolio(db: Db, userId: number, input: PortfolioInput): Promise<void> {
  await db.insert(tables.portfolio).values({
    userId,
    profileTypeId: input.profileTypeId ?? null,
    experience: input.experience === undefined ? 4 : input.experience,
    availability: input.availability === undefined ? 1 : input.availability,
    educationDetails: "B.Tech",
    amount: input.amount === undefined ? "25.00" : input.amount,
    description: "About me",
    specialties: "APIs",
    documentFile: "/api/v1/media/id-proof.pdf",
    fileName: "id-proof.pdf",
  });
  if (input.technologyIds?.length) await db.insert(tables.userTechnology).values(input.technologyIds.map((technologyId) => ({ userId, technologyId })));
  if (input.skillIds?.length) await db.insert(tables.userSkill).values(input.skillIds.map((skillId) => ({ userId, skillId })));
  if (input.languages?.length) {
    await db.insert(tables.portfolioLanguage).values(input.languages.map(([languageId, proficiencyId]) => ({ userId, languageId, proficiencyId })));
  }
  for (let index = 1; index <= (input.projects ?? 0); index++) await addProject(db, userId, { title: `Project ${index}` });
  for (let index = 1; index <= (input.certificates ?? 0); index++) await addCertificate(db, userId, { title: `Certificate ${index}` });
}

export async function addProject(
  db: Db,
  userId: number,
  input: { title: string; technologyIds?: number[]; skillIds?: number[]; images?: string[]; link?: string | null; duration?: number; isOnGoing?: boolean },
): Promise<number> {
  const [row] = await db
    .insert(tables.project)
    .values({ userId, title: input.title, description: `${input.title} description`, link: input.link ?? null, duration: input.duration ?? 6, isOnGoing: input.isOnGoing ?? false })
    .returning({ id: tables.project.id });
  if (!row) throw new Error("insert into project returned no row");
  if (input.technologyIds?.length) await db.insert(tables.projectTechnology).values(input.technologyIds.map((technologyId) => ({ projectId: row.id, technologyId })));
  if (input.skillIds?.length) await db.insert(tables.projectSkill).values(input.skillIds.map((skillId) => ({ projectId: row.id, skillId })));
  if (input.images?.length) await db.insert(tables.projectImage).values(input.images.map((image) => ({ projectId: row.id, image })));
  return row.id;
}

export async function addCertificate(db: Db, userId: number, input: { title: string; date?: string; link?: string | null; file?: string | null }): Promise<number> {
  const [row] = await db
    .insert(tables.certificate)
    .values({
      userId,
      title: input.title,
      certificationDate: input.date ?? "2024-05-17",
      certificationLink: input.link === undefined ? "https://cert.example.com/1" : input.link,
      certificateFile: input.file ?? null,
      description: `${input.title} description`,
    })
    .returning({ id: tables.certificate.id });
  if (!row) throw new Error("insert into certificate returned no row");
  return row.id;
}

export async function createFreelancer(db: Db, input: PersonInput & { portfolio?: PortfolioInput | null } = {}): Promise<number> {
  const id = await insertPerson(db, USER_TYPES.freelancer, input);
  if (input.portfolio !== null) await insertPortfolio(db, id, input.portfolio ?? {});
  return id;
}

export async function createDeveloper(db: Db, agencyId: number, input: PersonInput & { portfolio?: PortfolioInput | null } = {}): Promise<number> {
  const id = await insertPerson(db, USER_TYPES.agencyDeveloper, input, agencyId);
  if (input.portfolio !== null) await insertPortfolio(db, id, input.portfolio ?? {});
  return id;
}

/** The seeded city with that display name's id (Mumbai, say). */
export async function cityId(db: Db, name: string): Promise<number> {
  const [row] = await db.select({ id: tables.city.id }).from(tables.city).where(eq(tables.city.name, name)).limit(1);
  if (!row) throw new Error(`no seeded city ${name}`);
  return row.id;
}
