// The requests the request-detail specs read (request-details.spec.ts): submitted and decided
// through the API's own data functions before the server opens the database. Read by both
// projects and decided by neither; names start with "RQD" so no other spec meets them.
import { asc, eq, isNull } from "drizzle-orm";
import { USER_TYPES } from "#contract/constants";
import { submissionBodySchema, type SubmissionBody } from "#contract/user-request";
import type { Database, Db } from "../../../api/index";
import { decideRequest, submitRequest } from "../../../api/data/user-request";
import * as tables from "../../../api/db/schema";

export type E2ERequestDetails = {
  clientNew: { id: number; company: string };
  agencyNew: { id: number; company: string };
  /** 12 projects (two pages) and a certificate. */
  freelancerNew: { id: number; name: string; lastProject: string; certificate: string };
  /** Changes the contact number, a technology and adds a project against the live profile. */
  freelancerUpdate: { id: number; name: string; wasContact: string; nowContact: string; addedTechnology: string; removedTechnology: string; addedProject: string };
  /**
   * Changes the experience and keeps the 3 live projects (sends none); sends the 2 live
   * certificates again without their ids, as the demo seed's updates do.
   */
  freelancerKeeps: { id: number; name: string; projects: number };
  /** Changes the size and adds a branch. */
  agencyUpdate: { id: number; company: string };
  developerNew: { id: number; name: string; agencyId: number; agencyUid: string };
  rejectedFreelancer: { id: number; name: string; message: string; admin: string };
};

const NOW = new Date("2026-01-05T10:00:00Z");

async function ids(rows: Promise<{ id: number }[]>): Promise<number[]> {
  return (await rows).map((row) => row.id);
}

export async function seedRequestDetails(database: Database, adminUsername: string): Promise<E2ERequestDetails> {
  const { db } = database;
  const cityIds = await ids(db.select({ id: tables.city.id }).from(tables.city).orderBy(asc(tables.city.id)).limit(3));
  const technologyIds = await ids(db.select({ id: tables.technology.id }).from(tables.technology).orderBy(asc(tables.technology.id)).limit(4));
  const technologyTitles = await db.select({ id: tables.technology.id, title: tables.technology.title }).from(tables.technology).orderBy(asc(tables.technology.id)).limit(4);
  const skillIds = await ids(db.select({ id: tables.skill.id }).from(tables.skill).where(isNull(tables.skill.parentId)).orderBy(asc(tables.skill.id)).limit(1));
  const [profileTypeId] = await ids(db.select({ id: tables.profileType.id }).from(tables.profileType).orderBy(asc(tables.profileType.id)).limit(1));
  const [periodId] = await ids(db.select({ id: tables.recurringPeriod.id }).from(tables.recurringPeriod).orderBy(asc(tables.recurringPeriod.id)).limit(1));
  const [language] = await db.select({ code: tables.language.code }).from(tables.language).orderBy(asc(tables.language.id)).limit(1);
  const [proficiencyId] = await ids(db.select({ id: tables.proficiency.id }).from(tables.proficiency).orderBy(asc(tables.proficiency.id)).limit(1));
  const [admin] = await db.select({ id: tables.user.id, firstName: tables.user.firstName, lastName: tables.user.lastName }).from(tables.user).where(eq(tables.user.username, adminUsername));
  if (!admin || cityIds.length < 3 || technologyIds.length < 4 || !language) throw new Error("the request-details seed needs the base seed's admin and master data");
  const adminName = `${admin.firstName} ${admin.lastName}`.trim() || adminUsername;
  const title = (id: number | undefined) => technologyTitles.find((row) => row.id === id)?.title ?? "";

  const submit = async (body: SubmissionBody) => {
    const outcome = await submitRequest(db as Db, submissionBodySchema.parse(body), NOW);
    if (!outcome.ok) throw new Error(`request-details seed: ${JSON.stringify(outcome.errors)}`);
    return outcome;
  };
  const decide = async (requestId: number, version: number, status: 2 | 3, rejectionMessage?: string) => {
    const outcome = await decideRequest(db as Db, { requestId, version, status, rejectionMessage, admin: { id: admin.id, name: adminName }, now: NOW });
    if (!outcome.decided) throw new Error(`request-details seed: decision refused (${outcome.reason})`);
  };
  const person = (tag: string, first: string, last: string, userType: number) => ({
    user_type: userType,
    is_new_registered: true,
    uid: `RQD${tag}`.slice(0, 20),
    first_name: first,
    last_name: last,
    email: `rqd-${tag.toLowerCase()}@example.com`,
    contact_number: "+919811100001",
    city: cityIds[0],
  });
  const company = (name: string, technologies: number[]) => ({
    name,
    is_registered_company: true,
    registration_number: "RQD-REG-1",
    company_url: "https://rqd.example.com",
    size: 25,
    identity: "/api/v1/media/rqd/registration.pdf",
    file_name: "registration.pdf",
    technologies,
  });
  const branches = [
    { city: cityIds[0] as number, is_head_quarter: false },
    { city: cityIds[1] as number, is_head_quarter: true },
  ];
  const portfolio = (technologies: number[]) => ({
    profile_type: profileTypeId ?? null,
    technologies,
    skills: skillIds,
    experience: 5,
    availability: 1,
    education_details: "M.Sc. Computer Science",
    amount: "30.00",
    salary_type: periodId ?? null,
    description: "Designs and builds mobile and web products.",
    specialties: "Payments",
    document_file: "/api/v1/media/rqd/passport.pdf",
    file_name: "passport.pdf",
    communication_language: [{ communication_language: language.code, proficiency: proficiencyId as number }],
  });
  const project = (projectTitle: string) => ({ title: projectTitle, description: `${projectTitle}: built for the review specs.`, technologies: technologyIds.slice(0, 2), skills: skillIds, link: "https://projects.example.com/rqd", duration: 6, is_on_going: false });
  const certificate = { title: "RQD Cloud Architect", certification_date: "2025-02-14", certification_link: "https://cert.example.com/rqd", description: "Issued after an exam." };

  const clientNew = await submit({ ...person("CLIENTNEW", "Rita", "Client", USER_TYPES.client), company: company("RQD Client Co", []), branches });
  const agencyNew = await submit({ ...person("AGENCYNEW", "Amir", "Agency", USER_TYPES.agency), company: company("RQD New Agency", technologyIds), branches });
  const projects = Array.from({ length: 12 }, (_, index) => project(`RQD Project ${String(index + 1).padStart(2, "0")}`));
  const freelancerNew = await submit({ ...person("FREENEW", "Fiona", "Newcomer", USER_TYPES.freelancer), portfolio: portfolio(technologyIds.slice(0, 2)), projects, certifications: [certificate] });

  // An update needs a live user: registered and approved first.
  const liveFreelancer = await submit({ ...person("FREEUPD", "Uma", "Updater", USER_TYPES.freelancer), portfolio: portfolio(technologyIds.slice(0, 2)), projects: [project("RQD Kept Project")], certifications: [] });
  await decide(liveFreelancer.id, liveFreelancer.version, 2);
  const [kept] = await ids(db.select({ id: tables.project.id }).from(tables.project).where(eq(tables.project.userId, liveFreelancer.userId)));
  const freelancerUpdate = await submit({
    ...person("FREEUPD", "Uma", "Updater", USER_TYPES.freelancer),
    is_new_registered: false,
    user: liveFreelancer.userId,
    contact_number: "+919822200002",
    requested_changes_keys: ["contact_number", "technologies", "projects"],
    portfolio: portfolio([technologyIds[0] as number, technologyIds[2] as number]),
    projects: [{ ...project("RQD Kept Project"), id: kept }, project("RQD Added Project")],
    certifications: [],
  });

  const certificates = [certificate, { ...certificate, title: "RQD Data Engineer", certification_date: "2024-06-30" }];
  const keeper = await submit({
    ...person("FREEKEEP", "Kim", "Keeper", USER_TYPES.freelancer),
    portfolio: portfolio(technologyIds.slice(0, 2)),
    projects: ["RQD Keep One", "RQD Keep Two", "RQD Keep Three"].map(project),
    certifications: certificates,
  });
  await decide(keeper.id, keeper.version, 2);
  const freelancerKeeps = await submit({
    ...person("FREEKEEP", "Kim", "Keeper", USER_TYPES.freelancer),
    is_new_registered: false,
    user: keeper.userId,
    requested_changes_keys: ["experience", "certifications"],
    portfolio: { ...portfolio(technologyIds.slice(0, 2)), experience: 9 },
    certifications: certificates,
  });

  const liveAgency = await submit({ ...person("AGENCYUPD", "Ada", "Agency", USER_TYPES.agency), company: company("RQD Live Agency", technologyIds.slice(0, 2)), branches });
  await decide(liveAgency.id, liveAgency.version, 2);
  const agencyUpdate = await submit({
    ...person("AGENCYUPD", "Ada", "Agency", USER_TYPES.agency),
    is_new_registered: false,
    user: liveAgency.userId,
    requested_changes_keys: ["size", "branches", "total_branches"],
    company: { ...company("RQD Live Agency", technologyIds.slice(0, 2)), size: 60 },
    branches: [...branches, { city: cityIds[2] as number, is_head_quarter: false }],
  });

  const developerNew = await submit({ ...person("DEVNEW", "Dev", "Requester", USER_TYPES.agencyDeveloper), agency: liveAgency.userId, portfolio: portfolio(technologyIds.slice(0, 1)), projects: [], certifications: [] });

  const rejected = await submit({ ...person("FREEREJ", "Rhea", "Rejected", USER_TYPES.freelancer), portfolio: portfolio(technologyIds.slice(0, 1)), projects: [project("RQD Rejected Project")], certifications: [certificate] });
  const message = "The ID proof is unreadable; please upload a clearer scan.";
  await decide(rejected.id, rejected.version, 3, message);

  return {
    clientNew: { id: clientNew.id, company: "RQD Client Co" },
    agencyNew: { id: agencyNew.id, company: "RQD New Agency" },
    freelancerNew: { id: freelancerNew.id, name: "Fiona Newcomer", lastProject: "RQD Project 12", certificate: certificate.title },
    freelancerUpdate: {
      id: freelancerUpdate.id,
      name: "Uma Updater",
      wasContact: "+919811100001",
      nowContact: "+919822200002",
      addedTechnology: title(technologyIds[2]),
      removedTechnology: title(technologyIds[1]),
      addedProject: "RQD Added Project",
    },
    freelancerKeeps: { id: freelancerKeeps.id, name: "Kim Keeper", projects: 3 },
    agencyUpdate: { id: agencyUpdate.id, company: "RQD Live Agency" },
    developerNew: { id: developerNew.id, name: "Dev Requester", agencyId: liveAgency.userId, agencyUid: "RQDAGENCYUPD" },
    rejectedFreelancer: { id: rejected.id, name: "Rhea Rejected", message, admin: adminName },
  };
}
