// Request review (decision 043): the request lists and details, the decision that happens once,
// and the marketplace's submissions. The guard against a second decision is the UPDATE's own
// `WHERE status = 1 AND version = $v`; everything a decision changes is in its transaction.
import { and, desc, eq, inArray, like, notInArray, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { USER_TYPES } from "#contract/constants";
import type { FieldErrors } from "#contract/common";
import {
  REQUEST_STATUS,
  type DecisionLogEntry,
  type RejectionListItem,
  type RequestStatus,
  type Submission,
  type UserRequest,
  type UserRequestListItem,
  userRequestMessages,
} from "#contract/user-request";
import { type Db, independentReads } from "../db/client";
import * as tables from "../db/schema";
import type { RequestedProfile } from "../db/schema";
import { answeringViolations } from "../db-errors";
import { FieldErrorsBuilder } from "../validation-errors";
import { ApiError, likePattern, orderingClause } from "../http";
import type { ListDefinition } from "../paging";
import { createNotification, renewUnreadNotifications } from "./notification";
import { reserveIds, Rows } from "./user-request-bulk";

const {
  agencyRequest,
  assignedAgency,
  branch,
  certificate,
  city,
  company,
  country,
  language,
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
  userRequestDecision,
  userSkill,
  userTechnology,
} = tables;

const agencyUser = alias(user, "agency_user");
const agencyCompany = alias(company, "agency_company");

// ---------------------------------------------------------------- lists

/** Every word in the user's names, email or uid, or their company's name. */
function requestSearch(search: string | undefined): SQL | undefined {
  const words = (search ?? "").toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return undefined;
  return and(
    ...words.map((word) => {
      const pattern = likePattern(word);
      return sql`${userRequest.userId} in (select ${user.id} from ${user} where ${like(user.searchText, pattern)}
        union select ${company.userId} from ${company} where ${like(company.searchText, pattern)})`;
    }),
  );
}

const ofUser = (column: SQL) => sql`(select ${column} from ${user} where ${user.id} = ${userRequest.userId})`;

const orderingColumns = {
  id: userRequest.id,
  first_name: ofUser(sql`lower(${user.firstName})`),
  last_name: ofUser(sql`lower(${user.lastName})`),
  email: ofUser(sql`lower(${user.email})`),
  company_name: sql`coalesce((select lower(${company.name}) from ${company} where ${company.userId} = ${userRequest.userId}), '')`,
  created: userRequest.created,
  modified: userRequest.modified,
};

export type RequestListQuery = {
  user_type: number;
  new_registered?: boolean;
  status?: RequestStatus[];
  agency?: number;
  search?: string;
  ordering?: string;
};

export function requestList(db: Db, query: RequestListQuery): ListDefinition<UserRequestListItem> {
  const scope = and(
    eq(userRequest.userType, query.user_type),
    query.new_registered === undefined ? undefined : eq(userRequest.isNewRegistered, query.new_registered),
    query.status ? inArray(userRequest.status, query.status) : undefined,
    query.agency === undefined ? undefined : sql`${userRequest.userId} in (select ${user.id} from ${user} where ${user.agencyId} = ${query.agency})`,
  );
  return {
    source: {
      table: userRequest,
      id: userRequest.id,
      scope,
      search: requestSearch(query.search),
      order: orderingClause(query.ordering, orderingColumns, { keys: [userRequest.modified, userRequest.id], descending: true }, userRequest.id),
    },
    rows: async (ids) => {
      const rows = await db
        .select({
          request: userRequest,
          uid: user.uid,
          firstName: user.firstName,
          lastName: user.lastName,
          email: user.email,
          companyName: company.name,
          country: country.name,
          parentId: agencyUser.id,
          parentName: sql<string | null>`coalesce(${agencyCompany.name}, trim(${agencyUser.firstName} || ' ' || ${agencyUser.lastName}))`,
          parentEmail: agencyUser.email,
          experience: portfolio.experience,
          projects: sql<number>`(select count(*) from ${project} where ${project.userId} = ${user.id})::int`,
          certifications: sql<number>`(select count(*) from ${certificate} where ${certificate.userId} = ${user.id})::int`,
        })
        .from(userRequest)
        .innerJoin(user, eq(user.id, userRequest.userId))
        .leftJoin(company, eq(company.userId, user.id))
        .leftJoin(city, eq(city.id, user.cityId))
        .leftJoin(country, eq(country.id, city.countryId))
        .leftJoin(agencyUser, eq(agencyUser.id, user.agencyId))
        .leftJoin(agencyCompany, eq(agencyCompany.userId, agencyUser.id))
        .leftJoin(portfolio, eq(portfolio.userId, user.id))
        .where(inArray(userRequest.id, ids));
      return rows.map((row) => {
        const developer = row.request.userType === USER_TYPES.agencyDeveloper;
        return {
          id: row.request.id,
          user_id: row.request.userId,
          uid: row.uid ?? "",
          first_name: row.firstName,
          last_name: row.lastName,
          email: row.email,
          company_name: row.companyName,
          country: row.country,
          user_type: row.request.userType,
          status: row.request.status,
          is_new_registered: row.request.isNewRegistered,
          version: row.request.version,
          created: row.request.created.toISOString(),
          modified: row.request.modified.toISOString(),
          parent_id: developer ? row.parentId : null,
          parent_name: developer ? row.parentName : null,
          parent_email: developer ? row.parentEmail : null,
          experience: developer ? row.experience : null,
          projects: developer ? Number(row.projects) : null,
          certifications: developer ? Number(row.certifications) : null,
        };
      });
    },
    idOf: (row) => row.id,
  };
}

const rejectionOrdering = {
  id: userRequest.id,
  first_name: orderingColumns.first_name,
  last_name: orderingColumns.last_name,
  modified: userRequest.modified,
};

export function rejectionList(db: Db, query: { user_type: number; search?: string; ordering?: string }): ListDefinition<RejectionListItem> {
  return {
    source: {
      table: userRequest,
      id: userRequest.id,
      scope: and(eq(userRequest.userType, query.user_type), eq(userRequest.status, REQUEST_STATUS.rejected)),
      search: requestSearch(query.search),
      order: orderingClause(query.ordering, rejectionOrdering, { keys: [userRequest.modified, userRequest.id], descending: true }, userRequest.id),
    },
    rows: async (ids) => {
      const rows = await db
        .select({
          request: userRequest,
          firstName: user.firstName,
          lastName: user.lastName,
          parentName: sql<string | null>`coalesce(${agencyCompany.name}, trim(${agencyUser.firstName} || ' ' || ${agencyUser.lastName}))`,
          handledBy: sql<string | null>`(select ${userRequestDecision.adminName} from ${userRequestDecision}
            where ${userRequestDecision.requestId} = ${userRequest.id} order by ${userRequestDecision.id} desc limit 1)`,
        })
        .from(userRequest)
        .innerJoin(user, eq(user.id, userRequest.userId))
        .leftJoin(agencyUser, eq(agencyUser.id, user.agencyId))
        .leftJoin(agencyCompany, eq(agencyCompany.userId, agencyUser.id))
        .where(inArray(userRequest.id, ids));
      return rows.map((row) => ({
        id: row.request.id,
        first_name: row.firstName,
        last_name: row.lastName,
        parent: row.request.userType === USER_TYPES.agencyDeveloper ? row.parentName : null,
        request_handled_by: row.handledBy,
        modified: row.request.modified.toISOString(),
        rejection_message: row.request.rejectionMessage ?? "",
      }));
    },
    idOf: (row) => row.id,
  };
}

// ---------------------------------------------------------------- detail

/** The decision log of a request as one JSON array, oldest first: read in the detail's own statement. */
const historyColumn = sql<HistoryRow[]>`coalesce((select json_agg(json_build_object('id', ${userRequestDecision.id}, 'admin_id', ${userRequestDecision.adminId},
    'admin_name', ${userRequestDecision.adminName}, 'decision', ${userRequestDecision.decision}, 'reason', ${userRequestDecision.reason},
    'version', ${userRequestDecision.version}, 'created', ${userRequestDecision.created}) order by ${userRequestDecision.id})
  from ${userRequestDecision} where ${userRequestDecision.requestId} = ${userRequest.id}), '[]'::json)`;
type HistoryRow = { id: number; admin_id: number | null; admin_name: string; decision: number; reason: string | null; version: number; created: string };

function historyOf(rows: HistoryRow[]): DecisionLogEntry[] {
  return rows.map((row) => ({
    id: row.id,
    admin: { id: row.admin_id, name: row.admin_name },
    decision: row.decision,
    reason: row.reason,
    version: row.version,
    created: new Date(row.created).toISOString(),
  }));
}

export async function findRequest(db: Db, id: number, options: { rejectedOnly?: boolean } = {}): Promise<UserRequest | undefined> {
  const [row] = await db
    .select({
      request: userRequest,
      user: { id: user.id, uid: user.uid, firstName: user.firstName, lastName: user.lastName, email: user.email, isActive: user.isActive },
      agencyId: agencyUser.id,
      agencyUid: agencyUser.uid,
      agencyName: sql<string | null>`coalesce(${agencyCompany.name}, trim(${agencyUser.firstName} || ' ' || ${agencyUser.lastName}))`,
      history: historyColumn,
    })
    .from(userRequest)
    .innerJoin(user, eq(user.id, userRequest.userId))
    .leftJoin(agencyUser, eq(agencyUser.id, user.agencyId))
    .leftJoin(agencyCompany, eq(agencyCompany.userId, agencyUser.id))
    .where(and(eq(userRequest.id, id), options.rejectedOnly ? eq(userRequest.status, REQUEST_STATUS.rejected) : undefined));
  if (!row) return undefined;
  const history = historyOf(row.history);
  const { request } = row;
  return {
    id: request.id,
    user: { id: row.user.id, uid: row.user.uid ?? "", first_name: row.user.firstName, last_name: row.user.lastName, email: row.user.email, is_active: row.user.isActive },
    user_type: request.userType,
    agency: row.agencyId === null ? null : { id: row.agencyId, uid: row.agencyUid ?? "", name: row.agencyName ?? "" },
    is_new_registered: request.isNewRegistered,
    status: request.status,
    requested_changes_keys: request.requestedChangesKeys,
    updated_data_with_request_change: request.updatedDataWithRequestChange,
    request_handled_by: history.at(-1)?.admin.name ?? null,
    rejection_message: request.rejectionMessage,
    version: request.version,
    created: request.created.toISOString(),
    modified: request.modified.toISOString(),
    decided_at: request.decidedAt?.toISOString() ?? null,
    history,
  };
}

// ---------------------------------------------------------------- decide

export type Decision = {
  requestId: number;
  admin: { id: number; name: string };
  status: 2 | 3;
  rejectionMessage?: string;
  agencyId?: number;
  version: number;
  now: Date;
};

export type DecisionOutcome =
  | { decided: true }
  | { decided: false; reason: "missing" }
  | { decided: false; reason: "decided"; detail: string }
  | { decided: false; reason: "changed"; detail: string };

/**
 * Decides a pending request once. The UPDATE claims the request only while it is pending at the
 * version the admin saw; a concurrent decision waits on the row and then matches nothing. The
 * effects (activation, the update applied, the agency assigned) and the log entry commit with it.
 */
export async function decideRequest(db: Db, decision: Decision): Promise<DecisionOutcome> {
  // An option or the agency the request names, deleted since it was submitted, fails a foreign key:
  // the whole decision rolls back and the request stays pending.
  const claimed = await answeringViolations(() => db.transaction(async (tx) => {
    const [row] = await tx
      .update(userRequest)
      .set({
        status: decision.status,
        requestHandledById: decision.admin.id,
        rejectionMessage: decision.status === REQUEST_STATUS.rejected ? (decision.rejectionMessage ?? null) : null,
        decidedAt: decision.now,
        modified: decision.now,
      })
      .where(and(eq(userRequest.id, decision.requestId), eq(userRequest.status, REQUEST_STATUS.pending), eq(userRequest.version, decision.version)))
      .returning();
    if (!row) return false;
    await tx.insert(userRequestDecision).values({
      requestId: row.id,
      adminId: decision.admin.id,
      adminName: decision.admin.name,
      decision: decision.status,
      reason: decision.status === REQUEST_STATUS.rejected ? (decision.rejectionMessage ?? null) : null,
      version: row.version,
      created: decision.now,
    });
    if (decision.status === REQUEST_STATUS.approved) {
      if (row.isNewRegistered) await tx.update(user).set({ isActive: true }).where(eq(user.id, row.userId));
      else await applyProfile(tx as unknown as Db, row.userId, row.userType, row.updatedDataWithRequestChange);
      if (decision.agencyId !== undefined) {
        // The agency the client has now is not logged again (assign-agency/ refuses it with a 400;
        // here the approval is what was asked, so it goes through).
        if ((await currentAgencyOf(tx as unknown as Db, row.userId)) !== decision.agencyId) await tx.insert(assignedAgency).values({ clientId: row.userId, agencyId: decision.agencyId, created: decision.now });
        await tx
          .update(agencyRequest)
          .set({ assignedAt: decision.now })
          .where(and(eq(agencyRequest.clientId, row.userId), sql`${agencyRequest.assignedAt} is null`));
      }
    }
    return true;
  }), { foreignKey: () => new ApiError(409, { detail: userRequestMessages.optionGone }) });
  if (claimed) return { decided: true };
  // Why nothing matched, read after the fact: this read decides no outcome, only its wording.
  const [current] = await db
    .select({
      status: userRequest.status,
      version: userRequest.version,
      decidedAt: userRequest.decidedAt,
      adminName: userRequestDecision.adminName,
      loggedAt: userRequestDecision.created,
    })
    .from(userRequest)
    .leftJoin(userRequestDecision, eq(userRequestDecision.requestId, userRequest.id))
    .where(eq(userRequest.id, decision.requestId))
    .orderBy(desc(userRequestDecision.id))
    .limit(1);
  if (!current) return { decided: false, reason: "missing" };
  if (current.status !== REQUEST_STATUS.pending) {
    const at = (current.loggedAt ?? current.decidedAt ?? decision.now).toISOString();
    const outcome = current.status === REQUEST_STATUS.approved ? "approved" : "rejected";
    return { decided: false, reason: "decided", detail: userRequestMessages.alreadyDecided(outcome, current.adminName ?? "", at) };
  }
  return { decided: false, reason: "changed", detail: userRequestMessages.changed(current.version) };
}

/** The request's type and status, for checks made before a decision is attempted. */
export async function requestHead(db: Db, id: number) {
  const [row] = await db.select({ userType: userRequest.userType, status: userRequest.status }).from(userRequest).where(eq(userRequest.id, id));
  return row;
}

/** The agency a client has now: its latest assigned-agency log entry's. */
export async function currentAgencyOf(db: Db, clientId: number): Promise<number | undefined> {
  const [latest] = await db
    .select({ agencyId: assignedAgency.agencyId })
    .from(assignedAgency)
    .where(eq(assignedAgency.clientId, clientId))
    .orderBy(desc(assignedAgency.created), desc(assignedAgency.id))
    .limit(1);
  return latest?.agencyId;
}

export async function isAgency(db: Db, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: user.id })
    .from(user)
    .where(and(eq(user.id, id), eq(user.userType, USER_TYPES.agency), eq(user.isActive, true)));
  return row !== undefined;
}

// ---------------------------------------------------------------- the live profile

/**
 * Writes the requested profile onto the live one: the person's own fields (names, contact number,
 * city, image; not uid or email, the account's identity) and each section the request carries,
 * replaced whole. Projects and certificates the request names by id are changed in place; those
 * it leaves out are deleted; new ones are added. Nothing else of the user's, nor anyone else's.
 */
export async function applyProfile(db: Db, userId: number, userType: number, profile: RequestedProfile): Promise<void> {
  // An update that leaves out the contact number, city or picture keeps the live ones: a missing
  // value is stored as null, and writing it would erase what the user did not ask to change.
  await db
    .update(user)
    .set({
      firstName: profile.first_name,
      lastName: profile.last_name,
      ...(profile.contact_number ? { contactNumber: profile.contact_number } : {}),
      ...(profile.city ? { cityId: profile.city.id } : {}),
      ...(profile.profile_image ? { profileImage: profile.profile_image } : {}),
    })
    .where(eq(user.id, userId));
  if (profile.company) {
    const values = {
      name: profile.company.name,
      isRegisteredCompany: profile.company.is_registered_company,
      registrationNumber: profile.company.registration_number,
      companyUrl: profile.company.company_url,
      size: profile.company.size,
      identity: profile.company.identity,
      fileName: profile.company.file_name,
    };
    await db
      .insert(company)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: company.userId, set: values });
    if (userType === USER_TYPES.agency) await replaceTechnologies(db, userId, profile.company.technologies);
  }
  if (profile.branches) {
    await db.delete(branch).where(eq(branch.userId, userId));
    if (profile.branches.length) {
      await db.insert(branch).values(profile.branches.map((item) => ({ userId, cityId: item.city.id, isHeadQuarter: item.is_head_quarter })));
    }
  }
  if (profile.portfolio) {
    const p = profile.portfolio;
    const values = {
      profileTypeId: p.profile_type?.id ?? null,
      experience: p.experience,
      availability: p.availability,
      educationDetails: p.education_details,
      amount: p.amount,
      salaryTypeId: p.salary_type?.id ?? null,
      description: p.description,
      specialties: p.specialties,
      documentFile: p.document_file,
      fileName: p.file_name,
    };
    await db
      .insert(portfolio)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: portfolio.userId, set: values });
    await replaceTechnologies(db, userId, p.technologies);
    await db.delete(userSkill).where(eq(userSkill.userId, userId));
    const skills = [...new Set([...p.skills, ...p.sub_skills].map((item) => item.id))];
    if (skills.length) await db.insert(userSkill).values(skills.map((skillId) => ({ userId, skillId })));
    await db.delete(portfolioLanguage).where(eq(portfolioLanguage.userId, userId));
    if (p.communication_language.length) {
      const codes = p.communication_language.map((item) => item.communication_language.key);
      const known = await db.select({ id: language.id, code: language.code }).from(language).where(inArray(language.code, codes));
      const idOf = new Map(known.map((row) => [row.code, row.id]));
      const rows = new Map<number, { userId: number; languageId: number; proficiencyId: number }>();
      for (const item of p.communication_language) {
        const languageId = idOf.get(item.communication_language.key);
        // A language named twice: requests stored before the contract refused it keep the first.
        if (languageId !== undefined && !rows.has(languageId)) rows.set(languageId, { userId, languageId, proficiencyId: item.proficiency.id });
      }
      if (rows.size) await db.insert(portfolioLanguage).values([...rows.values()]);
    }
  }
  if (profile.projects) await replaceProjects(db, userId, profile.projects);
  if (profile.certifications) await replaceCertificates(db, userId, profile.certifications);
}

async function replaceTechnologies(db: Db, userId: number, items: { id: number }[]): Promise<void> {
  await db.delete(userTechnology).where(eq(userTechnology.userId, userId));
  const ids = [...new Set(items.map((item) => item.id))];
  if (ids.length) await db.insert(userTechnology).values(ids.map((technologyId) => ({ userId, technologyId })));
}

async function replaceProjects(db: Db, userId: number, items: NonNullable<RequestedProfile["projects"]>): Promise<void> {
  const kept = items.flatMap((item) => (item.id === null ? [] : [item.id]));
  await db.delete(project).where(and(eq(project.userId, userId), kept.length ? notInArray(project.id, kept) : undefined));
  for (const item of items) {
    const values = { title: item.title, description: item.description, link: item.link, duration: item.duration, isOnGoing: item.is_on_going };
    let projectId = item.id;
    if (projectId !== null) {
      const updated = await db
        .update(project)
        .set(values)
        .where(and(eq(project.id, projectId), eq(project.userId, userId)))
        .returning({ id: project.id });
      if (updated.length === 0) projectId = null;
      else {
        await db.delete(projectTechnology).where(eq(projectTechnology.projectId, projectId));
        await db.delete(projectSkill).where(eq(projectSkill.projectId, projectId));
        await db.delete(projectImage).where(eq(projectImage.projectId, projectId));
      }
    }
    if (projectId === null) {
      const [row] = await db
        .insert(project)
        .values({ userId, ...values })
        .returning({ id: project.id });
      if (!row) throw new Error("insert into project returned no row");
      projectId = row.id;
    }
    const id = projectId;
    const technologies = [...new Set(item.technologies.map((entry) => entry.id))];
    const skills = [...new Set(item.skills.map((entry) => entry.id))];
    if (technologies.length) await db.insert(projectTechnology).values(technologies.map((technologyId) => ({ projectId: id, technologyId })));
    if (skills.length) await db.insert(projectSkill).values(skills.map((skillId) => ({ projectId: id, skillId })));
    if (item.images.length) await db.insert(projectImage).values(item.images.map((image) => ({ projectId: id, image: image.url })));
  }
}

async function replaceCertificates(db: Db, userId: number, items: NonNullable<RequestedProfile["certifications"]>): Promise<void> {
  const kept = items.flatMap((item) => (item.id === null ? [] : [item.id]));
  await db.delete(certificate).where(and(eq(certificate.userId, userId), kept.length ? notInArray(certificate.id, kept) : undefined));
  for (const item of items) {
    const values = {
      title: item.title,
      certificationDate: item.certification_date,
      certificateFile: item.certificate_file,
      certificationLink: item.certification_link,
      description: item.description,
    };
    const updated =
      item.id === null
        ? []
        : await db
            .update(certificate)
            .set(values)
            .where(and(eq(certificate.id, item.id), eq(certificate.userId, userId)))
            .returning({ id: certificate.id });
    if (updated.length === 0) await db.insert(certificate).values({ userId, ...values });
  }
}

// ---------------------------------------------------------------- the marketplace's submissions

export type SubmitOutcome = { ok: true; id: number; userId: number; version: number } | { ok: false; errors: FieldErrors };

type Titled = { id: number; title: string };
/** A master-data row; a skill's `parentId` says whether it is a sub skill, and of which skill. */
type Option = Titled & { active: boolean; parentId?: number | null };

/** The master data a batch of submissions names, read once for the whole batch. */
type OptionCatalog = {
  technologies: Map<number, Option>;
  skills: Map<number, Option>;
  profileTypes: Map<number, Option>;
  proficiencies: Map<number, Titled>;
  cities: Map<number, { id: number; display_name: string }>;
  periods: Map<number, { id: number; name: string }>;
  languages: Map<string, { key: string; value: string }>;
};

async function loadOptions(db: Db, bodies: Submission[]): Promise<OptionCatalog> {
  const lookup = async (table: typeof technology | typeof skill | typeof profileType, wanted: number[]) => {
    const unique = [...new Set(wanted)];
    if (!unique.length) return new Map<number, Option>();
    const rows = await db
      .select({ id: table.id, title: table.title, status: table.status, parentId: table === skill ? skill.parentId : sql<null>`null` })
      .from(table)
      .where(inArray(table.id, unique));
    return new Map(rows.map((row) => [row.id, { id: row.id, title: row.title, active: row.status === 1, parentId: row.parentId }]));
  };
  const technologyIds = bodies.flatMap((body) => [...(body.company?.technologies ?? []), ...(body.portfolio?.technologies ?? []), ...(body.projects ?? []).flatMap((item) => item.technologies)]);
  const skillIds = bodies.flatMap((body) => [...(body.portfolio?.skills ?? []), ...(body.portfolio?.sub_skills ?? []), ...(body.projects ?? []).flatMap((item) => item.skills)]);
  const profileTypeIds = bodies.flatMap((body) => (body.portfolio?.profile_type ? [body.portfolio.profile_type] : []));
  const proficiencyIds = [...new Set(bodies.flatMap((body) => (body.portfolio?.communication_language ?? []).map((item) => item.proficiency)))];
  const cityIds = [...new Set(bodies.flatMap((body) => [...(body.city ? [body.city] : []), ...(body.branches ?? []).map((item) => item.city)]))];
  const periodIds = [...new Set(bodies.flatMap((body) => (body.portfolio?.salary_type ? [body.portfolio.salary_type] : [])))];
  const languageCodes = [...new Set(bodies.flatMap((body) => (body.portfolio?.communication_language ?? []).map((item) => item.communication_language)))];
  const [technologies, skills, profileTypes, proficiencies, cities, periods, languages] = await independentReads(
    db,
    () => lookup(technology, technologyIds),
    () => lookup(skill, skillIds),
    () => lookup(profileType, profileTypeIds),
    () => (proficiencyIds.length ? db.select({ id: proficiency.id, title: proficiency.title }).from(proficiency).where(inArray(proficiency.id, proficiencyIds)) : []),
    () => (cityIds.length ? db.select({ id: city.id, display_name: city.displayName }).from(city).where(inArray(city.id, cityIds)) : []),
    () => (periodIds.length ? db.select({ id: recurringPeriod.id, name: recurringPeriod.name }).from(recurringPeriod).where(inArray(recurringPeriod.id, periodIds)) : []),
    () => (languageCodes.length ? db.select({ key: language.code, value: language.name }).from(language).where(inArray(language.code, languageCodes)) : []),
  );
  return {
    technologies,
    skills,
    profileTypes,
    proficiencies: new Map(proficiencies.map((row) => [row.id, row])),
    cities: new Map(cities.map((row) => [row.id, row])),
    periods: new Map(periods.map((row) => [row.id, row])),
    languages: new Map(languages.map((row) => [row.key, row])),
  };
}

/** Titles of the ids a submission names, or the field errors of those that name nothing. */
function resolveOptions(body: Submission, catalog: OptionCatalog) {
  const errors = new FieldErrorsBuilder(body);
  const error = (path: (string | number)[], message: string) => errors.add(path, message);
  const { technologies, skills, profileTypes, proficiencies, cities: cityOf, periods, languages: languageOf } = catalog;
  const inactive: InactiveReference[] = [];
  const titled = (found: Map<number, Option>, wanted: number[], path: (string | number)[], kind: InactiveReference["kind"]) =>
    wanted.flatMap((id, index) => {
      const row = found.get(id);
      if (!row) error([...path, index], userRequestMessages.unknownOption);
      else if (!row.active) inactive.push({ kind, id, path: [...path, index] });
      return row ? [{ id: row.id, title: row.title }] : [];
    });
  const requestedCity = body.city ? cityOf.get(body.city) : undefined;
  if (body.city && !requestedCity) error(["city"], userRequestMessages.unknownOption);
  const profile: RequestedProfile = {
    profile_image: body.profile_image,
    first_name: body.first_name,
    last_name: body.last_name,
    email: body.email,
    uid: body.uid,
    contact_number: body.contact_number,
    city: requestedCity ?? null,
  };
  if (body.company) {
    profile.company = { ...body.company, technologies: titled(technologies, body.company.technologies, ["company", "technologies"], "technology") };
  }
  if (body.branches) {
    profile.branches = body.branches.flatMap((item, index) => {
      const found = cityOf.get(item.city);
      if (!found) error(["branches", index, "city"], userRequestMessages.unknownOption);
      return found ? [{ id: null, city: found, is_head_quarter: item.is_head_quarter }] : [];
    });
  }
  if (body.portfolio) {
    const p = body.portfolio;
    const profileTypeRow = p.profile_type ? profileTypes.get(p.profile_type) : undefined;
    const period = p.salary_type ? periods.get(p.salary_type) : undefined;
    if (p.profile_type && !profileTypeRow) error(["portfolio", "profile_type"], userRequestMessages.unknownOption);
    if (profileTypeRow && !profileTypeRow.active) inactive.push({ kind: "profileType", id: profileTypeRow.id, path: ["portfolio", "profile_type"] });
    if (p.salary_type && !period) error(["portfolio", "salary_type"], userRequestMessages.unknownOption);
    // As the portfolio's own edit: skills are top-level, and each sub skill is under a chosen one.
    p.skills.forEach((id, index) => {
      if (skills.get(id)?.parentId != null) error(["portfolio", "skills", index], userRequestMessages.unknownOption);
    });
    const chosenSkills = new Set(p.skills);
    p.sub_skills.forEach((id, index) => {
      const row = skills.get(id);
      if (row && (row.parentId == null || !chosenSkills.has(row.parentId))) error(["portfolio", "sub_skills", index], userRequestMessages.subSkill);
    });
    profile.portfolio = {
      profile_type: profileTypeRow ? { id: profileTypeRow.id, title: profileTypeRow.title } : null,
      technologies: titled(technologies, p.technologies, ["portfolio", "technologies"], "technology"),
      skills: titled(skills, p.skills, ["portfolio", "skills"], "skill"),
      sub_skills: titled(skills, p.sub_skills, ["portfolio", "sub_skills"], "skill"),
      experience: p.experience,
      availability: p.availability,
      education_details: p.education_details,
      amount: p.amount,
      salary_type: period ?? null,
      description: p.description,
      specialties: p.specialties,
      document_file: p.document_file,
      file_name: p.file_name,
      // An update that leaves its projects out keeps the live ones: counted when its user is read.
      projects_count: body.projects?.length ?? 0,
      communication_language: p.communication_language.flatMap((item, index) => {
        const found = languageOf.get(item.communication_language);
        const level = proficiencies.get(item.proficiency);
        if (!found) error(["portfolio", "communication_language", index, "communication_language"], userRequestMessages.unknownOption);
        if (!level) error(["portfolio", "communication_language", index, "proficiency"], userRequestMessages.unknownOption);
        return found && level ? [{ id: null, communication_language: found, proficiency: level }] : [];
      }),
    };
  }
  if (body.projects) {
    profile.projects = body.projects.map((item, index) => ({
      id: item.id ?? null,
      title: item.title,
      description: item.description,
      technologies: titled(technologies, item.technologies, ["projects", index, "technologies"], "technology"),
      skills: titled(skills, item.skills, ["projects", index, "skills"], "skill"),
      images: item.images.map((url) => ({ id: null, url })),
      link: item.link,
      duration: item.duration,
      is_on_going: item.is_on_going,
    }));
  }
  if (body.certifications) {
    profile.certifications = body.certifications.map((item) => ({
      id: item.id ?? null,
      title: item.title,
      certification_date: item.certification_date,
      certificate_file: item.certificate_file,
      certification_link: item.certification_link,
      description: item.description,
    }));
  }
  return { profile, errors, inactive, error };
}

/** An inactive option a submission names, and where. */
type InactiveReference = { kind: "technology" | "skill" | "profileType"; id: number; path: (string | number)[] };
type HeldOptions = Record<InactiveReference["kind"], Set<number>>;

/**
 * The options each of these users already has on the live profile (their own, their company's
 * and their projects'): an update may keep an option that became inactive since it was chosen.
 */
async function heldOptions(db: Db, userIds: number[]): Promise<Map<number, HeldOptions>> {
  const held = new Map<number, HeldOptions>();
  const unique = [...new Set(userIds)];
  if (!unique.length) return held;
  const of = (userId: number) => {
    let entry = held.get(userId);
    if (!entry) held.set(userId, (entry = { technology: new Set(), skill: new Set(), profileType: new Set() }));
    return entry;
  };
  const [technologies, projectTechnologies, skills, projectSkills, profileTypes] = await independentReads(
    db,
    () => db.select({ userId: userTechnology.userId, id: userTechnology.technologyId }).from(userTechnology).where(inArray(userTechnology.userId, unique)),
    () =>
      db
        .select({ userId: project.userId, id: projectTechnology.technologyId })
        .from(projectTechnology)
        .innerJoin(project, eq(project.id, projectTechnology.projectId))
        .where(inArray(project.userId, unique)),
    () => db.select({ userId: userSkill.userId, id: userSkill.skillId }).from(userSkill).where(inArray(userSkill.userId, unique)),
    () =>
      db
        .select({ userId: project.userId, id: projectSkill.skillId })
        .from(projectSkill)
        .innerJoin(project, eq(project.id, projectSkill.projectId))
        .where(inArray(project.userId, unique)),
    () => db.select({ userId: portfolio.userId, id: portfolio.profileTypeId }).from(portfolio).where(inArray(portfolio.userId, unique)),
  );
  for (const row of [...technologies, ...projectTechnologies]) of(row.userId).technology.add(row.id);
  for (const row of [...skills, ...projectSkills]) of(row.userId).skill.add(row.id);
  for (const row of profileTypes) if (row.id !== null) of(row.userId).profileType.add(row.id);
  return held;
}

const COMPANY_TYPES: number[] = [USER_TYPES.client, USER_TYPES.agency];

/** Sections a user type does not have are refused, so a request never carries what cannot be applied. */
function sectionErrors(body: Submission): FieldErrors {
  const errors: FieldErrors = {};
  const hasCompany = COMPANY_TYPES.includes(body.user_type);
  const notFor = "This user type has no such section.";
  if (!hasCompany && body.company) errors.company = [notFor];
  if (!hasCompany && body.branches) errors.branches = [notFor];
  if (hasCompany && body.portfolio) errors.portfolio = [notFor];
  if (hasCompany && body.projects) errors.projects = [notFor];
  if (hasCompany && body.certifications) errors.certifications = [notFor];
  if (body.is_new_registered && hasCompany && !body.company) errors.company = ["This field is required"];
  if (body.branches?.length && !body.company) errors.company = ["Branches are sent with their company."];
  if (body.agency !== undefined && body.user_type !== USER_TYPES.agencyDeveloper) errors.agency = ["Only an agency developer has an agency."];
  return errors;
}

/** One submission and the time it arrived. */
export type SubmissionInput = { body: Submission; now: Date };
type Accepted = SubmissionInput & { index: number; profile: RequestedProfile; userId?: number };

/**
 * `POST user-request/`: one submission (see submitRequests).
 */
export async function submitRequest(db: Db, body: Submission, now: Date): Promise<SubmitOutcome> {
  const [outcome] = await submitRequests(db, [{ body, now }]);
  if (!outcome) throw new Error("a submission answered no outcome");
  return outcome;
}

/**
 * A registration creates the user (inactive until approved) with their profile and a pending
 * request; an update stores the requested profile in the user's pending request, raising its
 * version when one is pending already (an admin deciding on the old version then gets 409).
 * Every admin who may decide it is notified, unless `notify` is false (the demo seed writes the
 * notifications its admins would have left). A batch (the demo seed's, decision 050) reads each
 * kind of master data once and writes each table in one statement, in one transaction; each
 * submission answers its own outcome, in the order given.
 */
export async function submitRequests(db: Db, inputs: SubmissionInput[], options: { notify?: boolean } = {}): Promise<SubmitOutcome[]> {
  const outcomes: SubmitOutcome[] = inputs.map(() => ({ ok: false, errors: {} }));
  const catalog = await loadOptions(db, inputs.map((input) => input.body));
  const accepted: Accepted[] = [];
  const resolved = inputs.map((input) => (Object.keys(sectionErrors(input.body)).length ? undefined : resolveOptions(input.body, catalog)));
  // Inactive options are refused for new choices; an update may keep one its user already has.
  const held = await heldOptions(
    db,
    inputs.flatMap((input, index) => (!input.body.is_new_registered && resolved[index]?.inactive.length ? [input.body.user ?? 0] : [])),
  );
  inputs.forEach((input, index) => {
    const resolution = resolved[index];
    if (!resolution) {
      outcomes[index] = { ok: false, errors: sectionErrors(input.body) };
      return;
    }
    const { profile, errors, inactive, error } = resolution;
    const kept = input.body.is_new_registered ? undefined : held.get(input.body.user ?? 0);
    for (const reference of inactive) if (!kept?.[reference.kind].has(reference.id)) error(reference.path, userRequestMessages.inactiveOption);
    if (!errors.empty) outcomes[index] = { ok: false, errors: errors.body };
    else accepted.push({ ...input, index, profile });
  });
  if (!accepted.length) return outcomes;
  const registrations = accepted.filter((item) => item.body.is_new_registered);

  // The checks below read before they write; a registration or a delete committed in between is
  // caught by the constraints and answered as the checks would have answered it.
  await answeringViolations(() => db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const refuse = (item: Accepted, errors: FieldErrors) => {
      outcomes[item.index] = { ok: false, errors };
      item.userId = undefined;
    };
    const agencies = await activeAgencies(t, registrations.flatMap((item) => (item.body.agency === undefined ? [] : [item.body.agency])));
    const taken = await takenIdentities(t, registrations.map((item) => item.body));
    const claimed = { uids: new Set<string>(), emails: new Set<string>() };
    const created: Accepted[] = [];
    for (const item of registrations) {
      const { body } = item;
      if (body.agency !== undefined && !agencies.has(body.agency)) {
        refuse(item, { agency: [userRequestMessages.notAnAgency] });
        continue;
      }
      // Taken by another user, or by an earlier registration of the same batch.
      const errors = identityErrors(body, taken, claimed);
      if (errors) {
        refuse(item, errors);
        continue;
      }
      claimed.uids.add(body.uid);
      claimed.emails.add(body.email);
      created.push(item);
    }
    const userIds = await createUsers(t, created);
    created.forEach((item, i) => (item.userId = userIds[i]));

    const updates = accepted.filter((item) => !item.body.is_new_registered);
    const existing = await updatableUsers(t, updates.map((item) => item.body.user ?? 0));
    for (const item of updates) {
      const found = existing.get(item.body.user ?? 0);
      if (!found || found.userType !== item.body.user_type) refuse(item, { user: [userRequestMessages.unknownUser] });
      else if (found.pendingRegistration) refuse(item, { user: [userRequestMessages.pendingRegistration] });
      else {
        item.userId = found.id;
        // The requested profile's project count: its own projects, or the live ones it keeps.
        if (item.profile.portfolio && !item.profile.projects) item.profile.portfolio.projects_count = Number(found.projects);
      }
    }

    const stored = accepted.filter((item) => item.userId !== undefined);
    for (const [item, request] of await storeRequests(t, stored)) outcomes[item.index] = { ok: true, id: request.id, userId: request.userId, version: request.version };
    if (options.notify !== false) {
      const recipients = await deciders(t);
      for (const item of stored) {
        const outcome = outcomes[item.index];
        if (!outcome?.ok) continue;
        const { body } = item;
        await notifyDeciders(t, recipients, {
          requestId: outcome.id,
          userId: outcome.userId,
          userType: body.user_type,
          isNewRegistered: body.is_new_registered,
          resent: outcome.version > 1,
          name: `${body.first_name} ${body.last_name}`.trim(),
          now: item.now,
        });
      }
    }
  }), {
    unique: async () => new ApiError(400, identityErrors(registrations[0]?.body, await takenIdentities(db, registrations.map((item) => item.body))) ?? { email: [userRequestMessages.emailTaken] }),
    foreignKey: () => new ApiError(400, registrations.some((item) => item.body.agency !== undefined) ? { agency: [userRequestMessages.notAnAgency] } : { detail: userRequestMessages.optionGone }),
  });
  return outcomes;
}

async function activeAgencies(db: Db, ids: number[]): Promise<Set<number>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Set();
  const rows = await db
    .select({ id: user.id })
    .from(user)
    .where(and(inArray(user.id, unique), eq(user.userType, USER_TYPES.agency), eq(user.isActive, true)));
  return new Set(rows.map((row) => row.id));
}

type TakenIdentities = { uids: Set<string>; emails: Set<string> };

/** The uids and emails (as user names too) of these registrations that other users have. */
async function takenIdentities(db: Db, bodies: Submission[]): Promise<TakenIdentities> {
  const taken: TakenIdentities = { uids: new Set(), emails: new Set() };
  if (!bodies.length) return taken;
  const uids = [...new Set(bodies.map((body) => body.uid))];
  const emails = [...new Set(bodies.map((body) => body.email))];
  const rows = await db
    .select({ uid: user.uid, email: user.email, username: user.username })
    .from(user)
    .where(or(inArray(user.uid, uids), inArray(user.username, emails)));
  for (const row of rows) {
    if (row.uid) taken.uids.add(row.uid);
    taken.emails.add(row.email);
    taken.emails.add(row.username);
  }
  return taken;
}

/** Field errors for a registration whose uid or email is taken; undefined when both are free. */
function identityErrors(body: Submission | undefined, ...takenSets: TakenIdentities[]): FieldErrors | undefined {
  if (!body) return undefined;
  const fieldErrors: FieldErrors = {};
  if (takenSets.some((taken) => taken.uids.has(body.uid))) fieldErrors.uid = [userRequestMessages.uidTaken];
  if (takenSets.some((taken) => taken.emails.has(body.email))) fieldErrors.email = [userRequestMessages.emailTaken];
  return Object.keys(fieldErrors).length ? fieldErrors : undefined;
}

async function updatableUsers(db: Db, ids: number[]) {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map<number, { id: number; userType: number | null; pendingRegistration: boolean; projects: number }>();
  const rows = await db
    .select({
      id: user.id,
      userType: user.userType,
      // Both subqueries are qualified by hand: drizzle leaves a one-table select's columns bare, and
      // a bare "id" would be the subquery's own row (decision 070).
      pendingRegistration: sql<boolean>`exists (select 1 from ${userRequest} r where r.user_id = ${user}.id and r.status = 1 and r.is_new_registered)`,
      projects: sql<number>`(select count(*) from ${project} p where p.user_id = ${user}.id)::int`,
    })
    .from(user)
    .where(inArray(user.id, unique));
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * The registered users, inactive, with the profile they sent: each table in one statement for the
 * whole batch. Ids come from the sequences first, so children name their parents without RETURNING.
 */
async function createUsers(db: Db, items: Accepted[]): Promise<number[]> {
  if (!items.length) return [];
  const userIds = await reserveIds(db, "user", items.length);
  const rows = {
    users: new Rows("user", [["id", "int4"], ["username", "varchar"], ["email", "varchar"], ["first_name", "varchar"], ["last_name", "varchar"], ["is_active", "bool"], ["user_type", "int4"], ["profile_image", "varchar"], ["contact_number", "varchar"], ["date_joined", "timestamptz"], ["uid", "varchar"], ["city_id", "int4"], ["agency_id", "int4"]]),
    companies: new Rows("company", [["user_id", "int4"], ["name", "varchar"], ["is_registered_company", "bool"], ["registration_number", "varchar"], ["company_url", "varchar"], ["size", "int4"], ["identity", "varchar"], ["file_name", "varchar"]]),
    branches: new Rows("branch", [["user_id", "int4"], ["city_id", "int4"], ["is_head_quarter", "bool"]]),
    userTechnologies: new Rows("user_technology", [["user_id", "int4"], ["technology_id", "int4"]]),
    userSkills: new Rows("user_skill", [["user_id", "int4"], ["skill_id", "int4"]]),
    portfolios: new Rows("portfolio", [["user_id", "int4"], ["profile_type_id", "int4"], ["experience", "int4"], ["availability", "int4"], ["education_details", "varchar"], ["amount", "numeric"], ["salary_type_id", "int4"], ["description", "text"], ["specialties", "text"], ["document_file", "varchar"], ["file_name", "varchar"]]),
    languages: new Rows("portfolio_language", [["user_id", "int4"], ["language_id", "int4"], ["proficiency_id", "int4"]]),
    projects: new Rows("project", [["id", "int4"], ["user_id", "int4"], ["title", "varchar"], ["description", "text"], ["link", "varchar"], ["duration", "int4"], ["is_on_going", "bool"], ["created_at", "timestamptz"]]),
    projectTechnologies: new Rows("project_technology", [["project_id", "int4"], ["technology_id", "int4"]]),
    projectSkills: new Rows("project_skill", [["project_id", "int4"], ["skill_id", "int4"]]),
    projectImages: new Rows("project_image", [["project_id", "int4"], ["image", "varchar"]]),
    certificates: new Rows("certificate", [["user_id", "int4"], ["title", "varchar"], ["certification_date", "date"], ["certificate_file", "varchar"], ["certification_link", "varchar"], ["description", "text"], ["created_at", "timestamptz"]]),
  };
  const codes = [...new Set(items.flatMap((item) => (item.profile.portfolio?.communication_language ?? []).map((entry) => entry.communication_language.key)))];
  const languageIds = new Map(
    (codes.length ? await db.select({ id: language.id, code: language.code }).from(language).where(inArray(language.code, codes)) : []).map((row) => [row.code, row.id]),
  );
  const projectIds = await reserveIds(db, "project", items.reduce((sum, item) => sum + (item.profile.projects?.length ?? 0), 0));
  let nextProject = 0;
  const unique = (entries: { id: number }[]) => [...new Set(entries.map((entry) => entry.id))];
  items.forEach(({ body, profile, now }, i) => {
    const id = userIds[i]!;
    rows.users.add(id, body.email, body.email, profile.first_name, profile.last_name, false, body.user_type, profile.profile_image, profile.contact_number, now, body.uid, profile.city?.id ?? null, body.agency ?? null);
    if (profile.company) {
      const c = profile.company;
      rows.companies.add(id, c.name, c.is_registered_company, c.registration_number, c.company_url, c.size, c.identity, c.file_name);
      if (body.user_type === USER_TYPES.agency) for (const technologyId of unique(c.technologies)) rows.userTechnologies.add(id, technologyId);
    }
    for (const item of profile.branches ?? []) rows.branches.add(id, item.city.id, item.is_head_quarter);
    if (profile.portfolio) {
      const p = profile.portfolio;
      rows.portfolios.add(id, p.profile_type?.id ?? null, p.experience, p.availability, p.education_details, p.amount, p.salary_type?.id ?? null, p.description, p.specialties, p.document_file, p.file_name);
      for (const technologyId of unique(p.technologies)) rows.userTechnologies.add(id, technologyId);
      for (const skillId of unique([...p.skills, ...p.sub_skills])) rows.userSkills.add(id, skillId);
      for (const entry of p.communication_language) {
        const languageId = languageIds.get(entry.communication_language.key);
        if (languageId !== undefined) rows.languages.add(id, languageId, entry.proficiency.id);
      }
    }
    for (const item of profile.projects ?? []) {
      const projectId = projectIds[nextProject++]!;
      rows.projects.add(projectId, id, item.title, item.description, item.link, item.duration, item.is_on_going, now);
      for (const technologyId of unique(item.technologies)) rows.projectTechnologies.add(projectId, technologyId);
      for (const skillId of unique(item.skills)) rows.projectSkills.add(projectId, skillId);
      for (const image of item.images) rows.projectImages.add(projectId, image.url);
    }
    for (const item of profile.certifications ?? []) {
      rows.certificates.add(id, item.title, item.certification_date, item.certificate_file, item.certification_link, item.description, now);
    }
  });
  // Parents before children, as the foreign keys need.
  for (const table of Object.values(rows)) await table.insert(db);
  return userIds;
}

/** A statement's rows for the requests; a user's second submission in a batch goes in the next statement. */
const REQUESTS_PER_STATEMENT = 500;

/** Inserts each submission's request, or replaces the user's pending one and raises its version. */
async function storeRequests(db: Db, items: Accepted[]): Promise<[Accepted, { id: number; userId: number; version: number }][]> {
  const stored: [Accepted, { id: number; userId: number; version: number }][] = [];
  // ON CONFLICT may touch a row once per statement: a user's nth submission goes in round n.
  const rounds: Accepted[][] = [];
  const seen = new Map<number, number>();
  for (const item of items) {
    const round = seen.get(item.userId!) ?? 0;
    seen.set(item.userId!, round + 1);
    (rounds[round] ??= []).push(item);
  }
  for (const round of rounds) {
    for (let start = 0; start < round.length; start += REQUESTS_PER_STATEMENT) {
      const chunk = round.slice(start, start + REQUESTS_PER_STATEMENT);
      const rows = await db
        .insert(userRequest)
        .values(
          chunk.map((item) => ({
            userId: item.userId!,
            userType: item.body.user_type,
            isNewRegistered: item.body.is_new_registered,
            requestedChangesKeys: item.body.requested_changes_keys,
            updatedDataWithRequestChange: item.profile,
            created: item.now,
            modified: item.now,
          })),
        )
        // One pending request per user (decision 039): a new submission replaces it and raises its version.
        .onConflictDoUpdate({
          target: userRequest.userId,
          targetWhere: sql`${userRequest.status} = 1`,
          set: {
            requestedChangesKeys: sql`excluded.requested_changes_keys`,
            updatedDataWithRequestChange: sql`excluded.updated_data_with_request_change`,
            modified: sql`excluded.modified`,
            version: sql`${userRequest.version} + 1`,
          },
        })
        .returning({ id: userRequest.id, userId: userRequest.userId, version: userRequest.version });
      const byUser = new Map(rows.map((row) => [row.userId, row]));
      for (const item of chunk) {
        const row = byUser.get(item.userId!);
        if (!row) throw new Error("insert into user_request returned no row");
        stored.push([item, row]);
      }
    }
  }
  return stored;
}
const TYPE_NAMES: Record<number, string> = { 3: "client", 4: "agency", 5: "freelancer", 6: "agency developer" };

/** Superusers and active staff holding the approve or the reject code (directly or by role). */
async function deciders(db: Db): Promise<number[]> {
  const rows = await db.execute<{ id: number }>(sql`
    select u.id from "user" u
    where u.is_active and u.is_staff and u.user_type is null and (u.is_superuser or exists (
      select 1 from permission p where p.app_label = 'user' and p.codename in ('approve_userrequest', 'reject_userrequest') and (
        p.id in (select permission_id from user_permission where user_id = u.id)
        or p.id in (select gp.permission_id from group_permission gp join user_group ug on ug.group_id = gp.group_id where ug.user_id = u.id))))
    order by u.id`);
  return (rows as unknown as { rows: { id: number }[] }).rows.map((row) => Number(row.id));
}

const TEXT_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;" };

/** What a request's notification says and its `action_name`; the demo seed's notifications say the same. */
export function requestNotificationText(input: { userType: number; isNewRegistered: boolean; name: string }): { verb: string; actionName: "agencyrequest" | "userrequest" } {
  const kind = TYPE_NAMES[input.userType] ?? "user";
  // Escaped as the sanitizer writes text, so the stored verb reads as sent: "O'Brien & Sons" (they were dropped).
  const name = input.name.replace(/[<>&]/g, (character) => TEXT_ESCAPES[character] ?? character);
  return {
    verb: input.isNewRegistered ? `<b>${name}</b> registered as a new ${kind}.` : `<b>${name}</b> updated the ${kind} profile.`,
    actionName: input.userType === USER_TYPES.agencyDeveloper ? "agencyrequest" : "userrequest",
  };
}

async function notifyDeciders(
  db: Db,
  recipients: number[],
  input: { requestId: number; userId: number; userType: number; isNewRegistered: boolean; resent: boolean; name: string; now: Date },
): Promise<void> {
  const { verb, actionName } = requestNotificationText(input);
  // One unread notification per pending request: 20 quick updates used to leave 20 (decision 086).
  const renewed = input.resent
    ? await renewUnreadNotifications(db, { recipientIds: recipients, requestId: input.requestId, actorId: input.userId, verb, actionName, timestamp: input.now })
    : new Set<number>();
  for (const recipientId of recipients) {
    if (renewed.has(recipientId)) continue;
    await createNotification(db, {
      recipientId,
      actorId: input.userId,
      verb,
      actionName,
      data: { id: input.requestId, status: REQUEST_STATUS.pending, is_new_registered: input.isNewRegistered, user: { user_type: input.userType } },
      timestamp: input.now,
    });
  }
}
