// Marketplace users as manage users reads them: the lists (scoped by user_type), the details
// with their company, branches, portfolio and logs, an agency's developers, a profile's projects
// and certificates, and delete (decision 040).
import { and, asc, count, desc, eq, inArray, like, or, type SQL, sql } from "drizzle-orm";
import { MARKETPLACE_USER_TYPES, type Agency, type AgencyDeveloperListItem, type Branch, type Certificate, type Client, type Company, type CompanyUserListItem, type Freelancer, type FreelancerListItem, type MarketplaceUserKind, type Portfolio, type Project } from "#contract/marketplace-user";
import { USER_TYPES } from "#contract/constants";
import type { TitledOption } from "#contract/option-list";
import { type Db, independentReads } from "../db/client";
import * as tables from "../db/schema";
import { likePattern, orderingClause } from "../http";
import type { ListDefinition } from "../paging";

const {
  agencyRequest,
  assignedAgency,
  branch,
  certificate,
  city,
  company,
  country,
  language,
  notification,
  portfolio,
  portfolioLanguage,
  proficiency,
  profileType,
  project,
  projectImage,
  projectSkill,
  projectTechnology,
  recurringPeriod,
  skill,
  technology,
  user,
  userRequest,
  userSkill,
  userTechnology,
} = tables;

const PENDING = 1;

/**
 * Whether the user of the row has a pending request. Qualified by hand: in a select from one table
 * drizzle writes columns bare, and a bare "id" inside the subquery is the request's own.
 */
const isPending = sql<boolean>`exists (select 1 from ${userRequest} pending where pending.user_id = ${user}.id and pending.status = ${PENDING})`;

// ---------------------------------------------------------------- lists

/**
 * DRF SearchFilter over names, email and uid (user.search_text, lower-cased on write) and, for
 * clients and agencies, the company name (user.company_name_lower, kept by a trigger on company):
 * every word must appear in one of them. Both columns have trigram indexes on the user row, so a
 * rare word is a bitmap OR of two index scans, not a scan of the tab (decision 051).
 */
function userSearch(search: string | undefined, withCompany: boolean): SQL | undefined {
  const words = (search ?? "").toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return undefined;
  return and(
    ...words.map((word) => {
      const pattern = likePattern(word);
      const inUser = like(user.searchText, pattern);
      return withCompany ? (or(inUser, like(user.companyNameLower, pattern)) as SQL) : inUser;
    }),
  );
}

const orderingColumns = {
  id: user.id,
  uid: user.uid,
  first_name: sql`lower(${user.firstName})`,
  last_name: sql`lower(${user.lastName})`,
  email: sql`lower(${user.email})`,
  contact_number: sql`coalesce(${user.contactNumber}, '')`,
  company__name: user.companyNameLower,
  is_active: user.isActive,
};

type ListQuery = { search?: string; ordering?: string; is_active?: boolean };

function listSource(userType: number, query: ListQuery, withCompany: boolean) {
  return {
    table: user,
    id: user.id,
    // user_user_type_is_active_idx serves the filtered scope.
    scope: query.is_active === undefined ? eq(user.userType, userType) : and(eq(user.userType, userType), eq(user.isActive, query.is_active)),
    search: userSearch(query.search, withCompany),
    // Newest first by default, as the other users lists.
    order: orderingClause(query.ordering, orderingColumns, { keys: [user.id], descending: true }, user.id),
  };
}

const listRowColumns = {
  id: user.id,
  uid: user.uid,
  first_name: user.firstName,
  last_name: user.lastName,
  email: user.email,
  contact_number: user.contactNumber,
  is_active: user.isActive,
  is_pending_request: isPending,
};

export function companyUserList(db: Db, kind: "client" | "agency", query: ListQuery): ListDefinition<CompanyUserListItem> {
  return {
    source: listSource(MARKETPLACE_USER_TYPES[kind], query, true),
    rows: async (ids) => {
      const rows = await db
        .select({ ...listRowColumns, company_name: company.name })
        .from(user)
        .leftJoin(company, eq(company.userId, user.id))
        .where(inArray(user.id, ids));
      return rows.map(({ company_name, ...row }) => ({ ...row, uid: row.uid ?? "", company: company_name === null ? null : { name: company_name } }));
    },
    idOf: (row) => row.id,
  };
}

export function freelancerList(db: Db, query: ListQuery): ListDefinition<FreelancerListItem> {
  return {
    source: listSource(MARKETPLACE_USER_TYPES.freelancer, query, false),
    rows: async (ids) => (await db.select(listRowColumns).from(user).where(inArray(user.id, ids))).map((row) => ({ ...row, uid: row.uid ?? "" })),
    idOf: (row) => row.id,
  };
}

// ---------------------------------------------------------------- details

export async function isUserOfType(db: Db, kind: MarketplaceUserKind, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: user.id })
    .from(user)
    .where(and(eq(user.id, id), eq(user.userType, MARKETPLACE_USER_TYPES[kind])));
  return row !== undefined;
}

/** The fields every detail shares, with the city and its country. */
async function personOf(db: Db, id: number, userType: number, extra?: SQL) {
  const [row] = await db
    .select({
      ...listRowColumns,
      profile_image: user.profileImage,
      agencyId: user.agencyId,
      cityId: city.id,
      cityName: city.displayName,
      countryId: country.id,
      countryName: country.name,
      code2: country.code2,
      phone: country.phone,
    })
    .from(user)
    .leftJoin(city, eq(city.id, user.cityId))
    .leftJoin(country, eq(country.id, city.countryId))
    .where(and(eq(user.id, id), eq(user.userType, userType), extra));
  if (!row) return undefined;
  const { agencyId, cityId, cityName, countryId, countryName, code2, phone, ...person } = row;
  return {
    agencyId,
    person: {
      ...person,
      uid: person.uid ?? "",
      city: cityId === null ? null : { id: cityId, display_name: cityName ?? "" },
      country: countryId === null ? null : { id: countryId, name: countryName ?? "", code2: code2 ?? "", phone: phone ?? "" },
    },
  };
}

async function companyOf(db: Db, userId: number): Promise<Company | null> {
  const [row] = await db.select().from(company).where(eq(company.userId, userId));
  if (!row) return null;
  return {
    name: row.name,
    registration_number: row.registrationNumber,
    is_registered_company: row.isRegisteredCompany,
    company_url: row.companyUrl,
    size: row.size,
    identity: row.identity,
    file_name: row.fileName,
  };
}

async function branchesOf(db: Db, userId: number): Promise<Branch[]> {
  const rows = await db
    .select({ id: branch.id, cityId: city.id, cityName: city.displayName, isHeadQuarter: branch.isHeadQuarter })
    .from(branch)
    .innerJoin(city, eq(city.id, branch.cityId))
    .where(eq(branch.userId, userId))
    .orderBy(asc(branch.id));
  return rows.map((row) => ({ id: row.id, city: { id: row.cityId, display_name: row.cityName }, is_head_quarter: row.isHeadQuarter }));
}

function technologiesOf(db: Db, userId: number): Promise<TitledOption[]> {
  return db
    .select({ id: technology.id, title: technology.title })
    .from(userTechnology)
    .innerJoin(technology, eq(technology.id, userTechnology.technologyId))
    .where(eq(userTechnology.userId, userId))
    .orderBy(asc(technology.id));
}

/** An agency as other answers name it: its company's name, else the person's. */
async function agencyRefs(db: Db, ids: readonly number[]): Promise<Map<number, { id: number; uid: string; name: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: user.id, uid: user.uid, companyName: company.name, firstName: user.firstName, lastName: user.lastName })
    .from(user)
    .leftJoin(company, eq(company.userId, user.id))
    .where(inArray(user.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, { id: row.id, uid: row.uid ?? "", name: row.companyName ?? `${row.firstName} ${row.lastName}`.trim() }]));
}

export async function findClient(db: Db, id: number): Promise<Client | undefined> {
  const found = await personOf(db, id, USER_TYPES.client);
  if (!found) return undefined;
  const [companyRow, branches, log, requests] = await independentReads(
    db,
    () => companyOf(db, id),
    () => branchesOf(db, id),
    () => db.select().from(assignedAgency).where(eq(assignedAgency.clientId, id)).orderBy(desc(assignedAgency.created), desc(assignedAgency.id)),
    () =>
      db
        .select({ id: agencyRequest.id, created: agencyRequest.created })
        .from(agencyRequest)
        .where(and(eq(agencyRequest.clientId, id), sql`${agencyRequest.assignedAt} is null`))
        .orderBy(desc(agencyRequest.created), desc(agencyRequest.id)),
  );
  const agencies = await agencyRefs(
    db,
    log.map((entry) => entry.agencyId),
  );
  return {
    ...found.person,
    company: companyRow,
    branches,
    assigned_agencies_log: log.flatMap((entry) => {
      const agency = agencies.get(entry.agencyId);
      return agency ? [{ id: entry.id, agency, created: entry.created.toISOString() }] : [];
    }),
    pending_agency_request: requests.map((request) => ({ id: request.id, created: request.created.toISOString() })),
  };
}

export async function findAgency(db: Db, id: number): Promise<Agency | undefined> {
  const found = await personOf(db, id, USER_TYPES.agency);
  if (!found) return undefined;
  const developer = sql`${user.agencyId} = ${id} and ${user.userType} = ${USER_TYPES.agencyDeveloper}`;
  const [companyRow, technologies, branches, [developers], [pending]] = await independentReads(
    db,
    () => companyOf(db, id),
    () => technologiesOf(db, id),
    () => branchesOf(db, id),
    () => db.select({ n: count() }).from(user).where(developer),
    () =>
      db
        .select({ n: count() })
        .from(userRequest)
        .innerJoin(user, eq(user.id, userRequest.userId))
        .where(and(developer, eq(userRequest.status, PENDING))),
  );
  return {
    ...found.person,
    company: companyRow ? { ...companyRow, technologies } : null,
    branches,
    agency_developers_count: developers?.n ?? 0,
    pending_developers_request: pending?.n ?? 0,
  };
}

async function portfolioOf(db: Db, userId: number): Promise<Portfolio | null> {
  const [row] = await db
    .select({
      portfolio,
      profileTypeTitle: profileType.title,
      salaryTypeName: recurringPeriod.name,
    })
    .from(portfolio)
    .leftJoin(profileType, eq(profileType.id, portfolio.profileTypeId))
    .leftJoin(recurringPeriod, eq(recurringPeriod.id, portfolio.salaryTypeId))
    .where(eq(portfolio.userId, userId));
  if (!row) return null;
  const [technologies, skills, languages, [projects]] = await independentReads(
    db,
    () => technologiesOf(db, userId),
    () =>
      db
        .select({ id: skill.id, title: skill.title, parent: skill.parentId })
        .from(userSkill)
        .innerJoin(skill, eq(skill.id, userSkill.skillId))
        .where(eq(userSkill.userId, userId))
        .orderBy(asc(skill.id)),
    () =>
      db
        .select({ id: portfolioLanguage.id, key: language.code, value: language.name, proficiencyId: proficiency.id, proficiencyTitle: proficiency.title })
        .from(portfolioLanguage)
        .innerJoin(language, eq(language.id, portfolioLanguage.languageId))
        .innerJoin(proficiency, eq(proficiency.id, portfolioLanguage.proficiencyId))
        .where(eq(portfolioLanguage.userId, userId))
        .orderBy(asc(portfolioLanguage.id)),
    () => db.select({ n: count() }).from(project).where(eq(project.userId, userId)),
  );
  const { portfolio: p } = row;
  return {
    profile_type: p.profileTypeId === null ? null : { id: p.profileTypeId, title: row.profileTypeTitle ?? "" },
    technologies,
    skills: skills.filter((item) => item.parent === null).map(({ id, title }) => ({ id, title })),
    sub_skills: skills.filter((item) => item.parent !== null).map(({ id, title }) => ({ id, title })),
    experience: p.experience,
    availability: p.availability,
    education_details: p.educationDetails,
    amount: p.amount,
    salary_type: p.salaryTypeId === null ? null : { id: p.salaryTypeId, name: row.salaryTypeName ?? "" },
    projects_count: projects?.n ?? 0,
    description: p.description,
    specialties: p.specialties,
    file_name: p.fileName,
    document_file: p.documentFile,
    communication_language: languages.map((item) => ({
      id: item.id,
      communication_language: { key: item.key, value: item.value },
      proficiency: { id: item.proficiencyId, title: item.proficiencyTitle },
    })),
  };
}

async function profileOf(db: Db, found: NonNullable<Awaited<ReturnType<typeof personOf>>>, id: number): Promise<Freelancer> {
  const [agencies, portfolioRow] = await independentReads(db, () => agencyRefs(db, found.agencyId === null ? [] : [found.agencyId]), () => portfolioOf(db, id));
  return { ...found.person, agency: found.agencyId === null ? null : (agencies.get(found.agencyId) ?? null), portfolio: portfolioRow };
}

export async function findFreelancer(db: Db, id: number): Promise<Freelancer | undefined> {
  const found = await personOf(db, id, USER_TYPES.freelancer);
  return found && profileOf(db, found, id);
}

/** The developer `id` when agency `agencyId` (an agency) is theirs. */
export async function findDeveloperOf(db: Db, agencyId: number, id: number): Promise<Freelancer | undefined> {
  const found = await personOf(db, id, USER_TYPES.agencyDeveloper, eq(user.agencyId, agencyId));
  if (!found || !(await isUserOfType(db, "agency", agencyId))) return undefined;
  return profileOf(db, found, id);
}

// ---------------------------------------------------------------- an agency's developers, projects, certificates

export function agencyDeveloperList(db: Db, agencyId: number): ListDefinition<AgencyDeveloperListItem> {
  return {
    source: {
      table: user,
      id: user.id,
      scope: and(eq(user.agencyId, agencyId), eq(user.userType, USER_TYPES.agencyDeveloper)),
      order: { keys: [user.id], descending: true },
    },
    rows: async (ids) => {
      const rows = await db
        .select({
          id: user.id,
          uid: user.uid,
          firstName: user.firstName,
          lastName: user.lastName,
          experience: portfolio.experience,
          projects: sql<number>`(select count(*) from ${project} where ${project.userId} = ${user.id})::int`,
          certifications: sql<number>`(select count(*) from ${certificate} where ${certificate.userId} = ${user.id})::int`,
        })
        .from(user)
        .leftJoin(portfolio, eq(portfolio.userId, user.id))
        .where(inArray(user.id, ids));
      return rows.map((row) => ({
        id: row.id,
        uid: row.uid ?? "",
        name: `${row.firstName} ${row.lastName}`.trim(),
        experience: row.experience,
        projects: Number(row.projects),
        certifications: Number(row.certifications),
      }));
    },
    idOf: (row) => row.id,
  };
}

export function projectPage(db: Db, userId: number): ListDefinition<Project> {
  return {
    source: { table: project, id: project.id, scope: eq(project.userId, userId), order: { keys: [project.id], descending: true } },
    rows: async (ids) => {
      const [rows, technologies, skills, images] = await independentReads(
        db,
        () => db.select().from(project).where(inArray(project.id, ids)),
        () =>
          db
            .select({ projectId: projectTechnology.projectId, id: technology.id, title: technology.title })
            .from(projectTechnology)
            .innerJoin(technology, eq(technology.id, projectTechnology.technologyId))
            .where(inArray(projectTechnology.projectId, ids))
            .orderBy(asc(technology.id)),
        () =>
          db
            .select({ projectId: projectSkill.projectId, id: skill.id, title: skill.title })
            .from(projectSkill)
            .innerJoin(skill, eq(skill.id, projectSkill.skillId))
            .where(inArray(projectSkill.projectId, ids))
            .orderBy(asc(skill.id)),
        () => db.select().from(projectImage).where(inArray(projectImage.projectId, ids)).orderBy(asc(projectImage.id)),
      );
      const of = <T extends { projectId: number }>(items: T[], projectId: number) => items.filter((item) => item.projectId === projectId);
      return rows.map((row) => ({
        id: row.id,
        title: row.title,
        description: row.description,
        technologies: of(technologies, row.id).map(({ id, title }) => ({ id, title })),
        skills: of(skills, row.id).map(({ id, title }) => ({ id, title })),
        images: of(images, row.id).map((image) => ({ id: image.id, url: image.image })),
        link: row.link,
        duration: row.duration,
        is_on_going: row.isOnGoing,
      }));
    },
    idOf: (row) => row.id,
  };
}

export function certificatePage(db: Db, userId: number): ListDefinition<Certificate> {
  return {
    source: { table: certificate, id: certificate.id, scope: eq(certificate.userId, userId), order: { keys: [certificate.id], descending: true } },
    rows: async (ids) =>
      (await db.select().from(certificate).where(inArray(certificate.id, ids))).map((row) => ({
        id: row.id,
        title: row.title,
        certification_date: row.certificationDate,
        certificate_file: row.certificateFile,
        certification_link: row.certificationLink,
        description: row.description,
      })),
    idOf: (row) => row.id,
  };
}

// ---------------------------------------------------------------- delete

export type DeleteOutcome = { deleted: true } | { deleted: false; reason: "missing" } | { deleted: false; reason: "pending" } | { deleted: false; reason: "developers"; developers: number };

/**
 * Deletes the user of that kind with everything of theirs (the schema's cascades: company,
 * branches, portfolio, projects, certificates, requests, logs), unless refused (decision 040).
 * The refusals are conditions of the DELETE itself, made after the user's row is locked: a request
 * or a developer that arrives between a check and the delete cannot slip through.
 */
export async function deleteMarketplaceUser(db: Db, kind: MarketplaceUserKind, id: number): Promise<DeleteOutcome> {
  const userType = MARKETPLACE_USER_TYPES[kind];
  const hasDevelopers = sql`exists (select 1 from ${user} as developer where developer.agency_id = ${user.id})`;
  const deleted = await db.transaction(async (tx) => {
    // The row lock first: a developer or a request inserted meanwhile references this row and waits
    // for it (then fails its foreign key), and one committed before is seen by the DELETE's own
    // conditions, a new statement. Without the lock, PostgreSQL's READ COMMITTED re-checks only the
    // row, not the conditions, so a developer committed while the DELETE waited would be cascaded away.
    await tx.execute(sql`select 1 from ${user} where ${user.id} = ${id} and ${user.userType} = ${userType} for update`);
    // The requests go with the user; their notifications keep the status they ended with, or a
    // rejected registration would read as pending again and open /notfound (decision 086).
    // Harmless when the user stays: it writes the status the notification list shows anyway.
    await tx.execute(sql`update ${notification} set data = jsonb_set(${notification.data}, '{status}', to_jsonb(${userRequest.status}))
      from ${userRequest} where ${userRequest.userId} = ${id} and (${notification.data}->>'id') = ${userRequest.id}::text`);
    return tx
      .delete(user)
      .where(and(eq(user.id, id), eq(user.userType, userType), sql`not ${isPending}`, kind === "agency" ? sql`not ${hasDevelopers}` : undefined))
      .returning({ id: user.id });
  });
  if (deleted.length > 0) return { deleted: true };
  if (!(await isUserOfType(db, kind, id))) return { deleted: false, reason: "missing" };
  if (kind === "agency") {
    const [developers] = await db.select({ n: count() }).from(user).where(eq(user.agencyId, id));
    if (developers && developers.n > 0) return { deleted: false, reason: "developers", developers: developers.n };
  }
  return { deleted: false, reason: "pending" };
}
