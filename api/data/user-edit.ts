// Editing marketplace users (decision 052). Every write is one transaction that first locks the
// user's row: concurrent writes of one user queue there, so the later one wins whole and its checks
// read what the earlier one committed. Everything is checked before anything is written; a
// violation the checks could not see (a city deleted meanwhile) rolls the whole write back.
import { and, eq, inArray, isNull, notInArray, sql } from "drizzle-orm";
import { type MarketplaceUserKind, MARKETPLACE_USER_TYPES, type Agency, type Certificate, type Client, type Freelancer, type Project } from "#contract/marketplace-user";
import type { UploadKind } from "#contract/file";
import { messages } from "#contract/messages";
import {
  type AssignAgency,
  type certificatesSaveSchema,
  type clientUpdateSchema,
  type agencyUpdateSchema,
  type freelancerUpdateSchema,
  type portfolioInputSchema,
  type projectCreateSchema,
  type projectUpdateSchema,
  PROJECT_IMAGES_MAX,
  uploadKindOf,
  userEditMessages,
} from "#contract/user-edit";
import type { z } from "#contract/zod";
import { type Db, independentReads } from "../db/client";
import * as tables from "../db/schema";
import { answeringViolations } from "../db-errors";
import { FieldErrorsBuilder } from "../validation-errors";
import { ApiError, notFound } from "../http";
import { mediaPath } from "./file";
import { certificatePage, findAgency, findClient, findFreelancer, projectPage } from "./marketplace-user";
import { currentAgencyOf, isAgency } from "./user-request";

const {
  agencyRequest,
  assignedAgency,
  branch,
  certificate,
  city,
  company,
  language,
  portfolio,
  portfolioLanguage,
  proficiency,
  profileType,
  project,
  projectImage,
  projectSkill,
  projectTechnology,
  skill,
  technology,
  uploadedFile,
  user,
  userRequest,
  userSkill,
  userTechnology,
} = tables;

type Path = (string | number)[];

/** The checks' 400 body (decision 021's shape); thrown once every check of a write has run. */
class Errors extends FieldErrorsBuilder {
  throwIfAny(): void {
    if (!this.empty) throw new ApiError(400, this.body);
  }
}

/** Options a form picks from master data: each must exist, and be active unless the profile holds it already. */
async function checkOptions(
  tx: Db,
  table: typeof technology | typeof skill | typeof profileType,
  ids: readonly number[],
  path: Path,
  errors: Errors,
  held: ReadonlySet<number> = new Set(),
  indexed = true,
): Promise<Map<number, { id: number; status: number; parentId: number | null }>> {
  const unique = [...new Set(ids)];
  const rows = unique.length
    ? await tx
        .select({ id: table.id, status: table.status, parentId: table === skill ? skill.parentId : sql<null>`null` })
        .from(table)
        .where(inArray(table.id, unique))
    : [];
  const found = new Map(rows.map((row) => [row.id, row]));
  ids.forEach((id, index) => {
    const row = found.get(id);
    const at = indexed ? [...path, index] : path;
    if (!row) errors.add(at, userEditMessages.unknownOption);
    else if (row.status !== 1 && !held.has(id)) errors.add(at, userEditMessages.inactiveOption);
  });
  return found;
}

type StoredUpload = { path: string; fileName: string };

/**
 * An upload_file/ id as the stored file's path, when the editor uploaded it, as `kind`. Another
 * staff member's upload is unknown: ids are sequential, and PATCH users/{id}/ is as strict.
 */
async function resolveUpload(tx: Db, editorId: number, id: number | null | undefined, kind: UploadKind, path: Path, errors: Errors): Promise<StoredUpload | undefined> {
  if (id === undefined || id === null) return undefined;
  const [row] = await tx
    .select({ storedName: uploadedFile.storedName, fileName: uploadedFile.fileName, kind: uploadedFile.kind })
    .from(uploadedFile)
    .where(and(eq(uploadedFile.id, id), eq(uploadedFile.uploadedById, editorId)));
  if (!row) errors.add(path, userEditMessages.unknownUpload);
  else if (row.kind !== kind) errors.add(path, userEditMessages.wrongUploadKind(kind, row.kind));
  else return { path: mediaPath(row.storedName), fileName: row.fileName };
  return undefined;
}

async function checkCities(tx: Db, ids: readonly number[]): Promise<Map<number, { id: number; countryId: number }>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const rows = await tx.select({ id: city.id, countryId: city.countryId }).from(city).where(inArray(city.id, unique));
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * Runs `write` in one transaction after locking the user's row (404 when there is no such user of
 * that type). A foreign key that fails at write time (an option or city deleted after the checks)
 * rolls everything back and answers 400.
 */
async function lockedWrite<T>(db: Db, kind: MarketplaceUserKind, id: number, write: (tx: Db, locked: LockedUser) => Promise<T>): Promise<T> {
  return answeringViolations(
    () =>
      db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        const [row] = await tx
          .select({
            id: user.id,
            email: user.email,
            pending: sql<boolean>`exists (select 1 from ${userRequest} where ${userRequest.userId} = ${id} and ${userRequest.status} = 1)`,
          })
          .from(user)
          .where(and(eq(user.id, id), eq(user.userType, MARKETPLACE_USER_TYPES[kind])))
          .for("update");
        if (!row) throw notFound();
        return write(tx, row);
      }),
    { foreignKey: () => new ApiError(400, { detail: userEditMessages.changedMeanwhile }) },
  );
}

type LockedUser = { id: number; email: string; pending: boolean };

function refusePending(kind: MarketplaceUserKind, locked: LockedUser): void {
  if (locked.pending) throw new ApiError(400, { detail: userEditMessages.pendingRequest(kind) });
}

async function replaceTechnologies(tx: Db, userId: number, ids: readonly number[]): Promise<void> {
  await tx.delete(userTechnology).where(eq(userTechnology.userId, userId));
  const unique = [...new Set(ids)];
  if (unique.length) await tx.insert(userTechnology).values(unique.map((technologyId) => ({ userId, technologyId })));
}

async function heldTechnologies(tx: Db, userId: number): Promise<Set<number>> {
  const rows = await tx.select({ id: userTechnology.technologyId }).from(userTechnology).where(eq(userTechnology.userId, userId));
  return new Set(rows.map((row) => row.id));
}

// ---------------------------------------------------------------- the person

type PersonBody = { first_name?: string; last_name?: string; contact_number?: string; city?: number; profile_image?: number; is_active?: boolean };

async function checkPerson(tx: Db, editorId: number, body: PersonBody, errors: Errors, country?: number) {
  const cities = await checkCities(tx, body.city === undefined ? [] : [body.city]);
  if (body.city !== undefined) {
    const found = cities.get(body.city);
    if (!found) errors.add(["city"], userEditMessages.unknownOption);
    else if (country !== undefined && found.countryId !== country) errors.add(["city"], userEditMessages.cityCountry);
  }
  return { image: await resolveUpload(tx, editorId, body.profile_image, uploadKindOf.profile_image, ["profile_image"], errors) };
}

async function writePerson(tx: Db, userId: number, body: PersonBody, image: StoredUpload | undefined): Promise<void> {
  const values = {
    ...(body.first_name !== undefined ? { firstName: body.first_name } : {}),
    ...(body.last_name !== undefined ? { lastName: body.last_name } : {}),
    ...(body.contact_number !== undefined ? { contactNumber: body.contact_number } : {}),
    ...(body.city !== undefined ? { cityId: body.city } : {}),
    ...(body.is_active !== undefined ? { isActive: body.is_active } : {}),
    ...(image ? { profileImage: image.path } : {}),
  };
  if (Object.keys(values).length) await tx.update(user).set(values).where(eq(user.id, userId));
}

// ---------------------------------------------------------------- clients and agencies

type CompanyUserUpdate = z.output<typeof clientUpdateSchema> | z.output<typeof agencyUpdateSchema>;

/** PATCH of a client or an agency: the person, the company (whole), the branches (by id). */
export async function updateCompanyUser(db: Db, kind: "client" | "agency", id: number, body: CompanyUserUpdate, editorId: number): Promise<Client | Agency> {
  return lockedWrite(db, kind, id, async (tx, locked) => {
    refusePending(kind, locked);
    const errors = new Errors(body);
    const { image } = await checkPerson(tx, editorId, body, errors);
    const [current] = await tx.select({ identity: company.identity }).from(company).where(eq(company.userId, id));
    let identity: StoredUpload | undefined;
    const technologies = body.company && "technologies" in body.company ? body.company.technologies : undefined;
    if (body.company) {
      identity = await resolveUpload(tx, editorId, body.company.identity, uploadKindOf.identity, ["company", "identity"], errors);
      if (body.company.identity === undefined && !current?.identity) errors.add(["company", "identity"], userEditMessages.identityRequired);
      if (technologies) await checkOptions(tx, technology, technologies, ["company", "technologies"], errors, await heldTechnologies(tx, id));
    }
    if (body.branches) {
      const existing = await tx.select({ id: branch.id, isHeadQuarter: branch.isHeadQuarter }).from(branch).where(eq(branch.userId, id));
      const ours = new Set(existing.map((row) => row.id));
      const cities = await checkCities(tx, body.branches.map((item) => item.city));
      body.branches.forEach((item, index) => {
        if (item.id !== undefined && !ours.has(item.id)) errors.add(["branches", index, "id"], userEditMessages.unknownBranch);
        if (!cities.has(item.city)) errors.add(["branches", index, "city"], userEditMessages.unknownOption);
      });
      const kept = new Set(body.branches.flatMap((item) => (item.id === undefined ? [] : [item.id])));
      const headOffice = existing.find((row) => row.isHeadQuarter);
      if (headOffice && !kept.has(headOffice.id)) errors.add(["branches"], userEditMessages.headOfficeRemoved);
      if (body.branches.length && !current && !body.company) errors.add(["branches"], userEditMessages.noCompany);
    }
    errors.throwIfAny();

    await writePerson(tx, id, body, image);
    if (body.company) {
      const registered = body.company.is_registered_company;
      const values = {
        name: body.company.name,
        isRegisteredCompany: registered,
        // Unticking "registered company" clears the number (spec §2).
        registrationNumber: registered ? (body.company.registration_number ?? null) : null,
        companyUrl: body.company.company_url,
        size: body.company.size,
        ...(identity ? { identity: identity.path, fileName: identity.fileName } : {}),
      };
      await tx
        .insert(company)
        .values({ userId: id, ...values })
        .onConflictDoUpdate({ target: company.userId, set: values });
      if (technologies) await replaceTechnologies(tx, id, technologies);
    }
    if (body.branches) {
      const kept = body.branches.flatMap((item) => (item.id === undefined ? [] : [item.id]));
      await tx.delete(branch).where(and(eq(branch.userId, id), kept.length ? notInArray(branch.id, kept) : undefined));
      // One head office per company is a unique index: clear the flag before setting the new one.
      await tx.update(branch).set({ isHeadQuarter: false }).where(eq(branch.userId, id));
      for (const item of body.branches) {
        if (item.id !== undefined) await tx.update(branch).set({ cityId: item.city, isHeadQuarter: item.is_head_quarter }).where(eq(branch.id, item.id));
        else await tx.insert(branch).values({ userId: id, cityId: item.city, isHeadQuarter: item.is_head_quarter });
      }
    }
    const saved = kind === "client" ? await findClient(tx, id) : await findAgency(tx, id);
    if (!saved) throw notFound();
    return saved;
  });
}

/** POST user-client/{id}/assign-agency/: a new log entry; the agency assigned now is refused. */
export async function assignAgency(db: Db, clientId: number, body: AssignAgency & { agency: number }, now: Date) {
  return lockedWrite(db, "client", clientId, async (tx) => {
    if (!(await isAgency(tx, body.agency))) throw new ApiError(400, { agency: [userEditMessages.notAnAgency] });
    if ((await currentAgencyOf(tx, clientId)) === body.agency) throw new ApiError(400, { agency: [userEditMessages.alreadyAssigned] });
    const [entry] = await tx.insert(assignedAgency).values({ clientId, agencyId: body.agency, created: now }).returning();
    if (!entry) throw new Error("insert into assigned_agency returned no row");
    await tx
      .update(agencyRequest)
      .set({ assignedAt: now })
      .where(and(eq(agencyRequest.clientId, clientId), isNull(agencyRequest.assignedAt)));
    const saved = await findClient(tx, clientId);
    const logged = saved?.assigned_agencies_log.find((item) => item.id === entry.id);
    if (!logged) throw new Error("the assigned agency is missing from the client's log");
    return logged;
  });
}

// ---------------------------------------------------------------- freelancers

/** PATCH user-freelancer/{id}/: personal details; the city must lie in the country when both are sent. */
export async function updateFreelancer(db: Db, id: number, body: z.output<typeof freelancerUpdateSchema>, editorId: number): Promise<Freelancer> {
  return lockedWrite(db, "freelancer", id, async (tx, locked) => {
    refusePending("freelancer", locked);
    const errors = new Errors(body);
    if (body.email !== undefined && body.email.toLowerCase() !== locked.email.toLowerCase()) errors.add(["email"], userEditMessages.emailReadOnly);
    if (body.country !== undefined) {
      const [found] = await tx.select({ id: tables.country.id }).from(tables.country).where(eq(tables.country.id, body.country));
      if (!found) errors.add(["country"], userEditMessages.unknownOption);
    }
    const { image } = await checkPerson(tx, editorId, body, errors, body.country);
    errors.throwIfAny();
    await writePerson(tx, id, body, image);
    const saved = await findFreelancer(tx, id);
    if (!saved) throw notFound();
    return saved;
  });
}

/** POST user-freelancer/{id}/portfolio/: the professional details, whole; price and salary period kept. */
export async function savePortfolio(db: Db, id: number, body: z.output<typeof portfolioInputSchema>, editorId: number): Promise<Freelancer> {
  return lockedWrite(db, "freelancer", id, async (tx, locked) => {
    refusePending("freelancer", locked);
    const errors = new Errors(body);
    const [current] = await tx.select({ documentFile: portfolio.documentFile, profileTypeId: portfolio.profileTypeId }).from(portfolio).where(eq(portfolio.userId, id));
    const heldSkills = new Set((await tx.select({ id: userSkill.skillId }).from(userSkill).where(eq(userSkill.userId, id))).map((row) => row.id));
    await checkOptions(tx, profileType, [body.profile_type], ["profile_type"], errors, new Set(current?.profileTypeId ? [current.profileTypeId] : []), false);
    await checkOptions(tx, technology, body.technologies, ["technologies"], errors, await heldTechnologies(tx, id));
    const skills = await checkOptions(tx, skill, body.skills, ["skills"], errors, heldSkills);
    body.skills.forEach((skillId, index) => {
      if (skills.get(skillId)?.parentId != null) errors.add(["skills", index], userEditMessages.unknownOption);
    });
    const subSkills = await checkOptions(tx, skill, body.sub_skills, ["sub_skills"], errors, heldSkills);
    const chosen = new Set(body.skills);
    body.sub_skills.forEach((subSkillId, index) => {
      const row = subSkills.get(subSkillId);
      if (row && (row.parentId === null || !chosen.has(row.parentId))) errors.add(["sub_skills", index], userEditMessages.subSkill);
    });
    const codes = body.communication_language.map((item) => item.communication_language);
    const [languages, levels] = await independentReads(
      tx,
      () => (codes.length ? tx.select({ id: language.id, code: language.code }).from(language).where(inArray(language.code, codes)) : []),
      () => tx.select({ id: proficiency.id }).from(proficiency),
    );
    const languageOf = new Map(languages.map((row) => [row.code, row.id]));
    const levelIds = new Set(levels.map((row) => row.id));
    body.communication_language.forEach((item, index) => {
      if (!languageOf.has(item.communication_language)) errors.add(["communication_language", index, "communication_language"], userEditMessages.unknownOption);
      if (!levelIds.has(item.proficiency)) errors.add(["communication_language", index, "proficiency"], userEditMessages.unknownOption);
    });
    const document = await resolveUpload(tx, editorId, body.document_file, uploadKindOf.document_file, ["document_file"], errors);
    if (body.document_file === undefined && !current?.documentFile) errors.add(["document_file"], userEditMessages.documentRequired);
    errors.throwIfAny();

    const values = {
      profileTypeId: body.profile_type,
      experience: body.experience,
      availability: body.availability,
      educationDetails: body.education_details,
      description: body.description,
      specialties: body.specialties,
      ...(document ? { documentFile: document.path, fileName: document.fileName } : {}),
    };
    await tx
      .insert(portfolio)
      .values({ userId: id, ...values })
      .onConflictDoUpdate({ target: portfolio.userId, set: values });
    await replaceTechnologies(tx, id, body.technologies);
    await tx.delete(userSkill).where(eq(userSkill.userId, id));
    const skillIds = [...new Set([...body.skills, ...body.sub_skills])];
    if (skillIds.length) await tx.insert(userSkill).values(skillIds.map((skillId) => ({ userId: id, skillId })));
    await tx.delete(portfolioLanguage).where(eq(portfolioLanguage.userId, id));
    if (body.communication_language.length) {
      await tx
        .insert(portfolioLanguage)
        .values(body.communication_language.map((item) => ({ userId: id, languageId: languageOf.get(item.communication_language) ?? 0, proficiencyId: item.proficiency })));
    }
    const saved = await findFreelancer(tx, id);
    if (!saved) throw notFound();
    return saved;
  });
}

async function projectOf(tx: Db, userId: number, projectId: number): Promise<Project> {
  const [saved] = await projectPage(tx, userId).rows([projectId]);
  if (!saved) throw notFound();
  return saved;
}

async function projectOptionsHeld(tx: Db, projectId: number | undefined) {
  if (projectId === undefined) return { technologies: new Set<number>(), skills: new Set<number>() };
  const [technologies, skills] = await independentReads(
    tx,
    () => tx.select({ id: projectTechnology.technologyId }).from(projectTechnology).where(eq(projectTechnology.projectId, projectId)),
    () => tx.select({ id: projectSkill.skillId }).from(projectSkill).where(eq(projectSkill.projectId, projectId)),
  );
  return { technologies: new Set(technologies.map((row) => row.id)), skills: new Set(skills.map((row) => row.id)) };
}

/** The stored files of `images` upload ids, each with its index in the list. */
async function checkProjectImages(tx: Db, editorId: number, ids: readonly number[], errors: Errors): Promise<(StoredUpload & { index: number })[]> {
  const images: (StoredUpload & { index: number })[] = [];
  for (const [index, uploadId] of ids.entries()) {
    const found = await resolveUpload(tx, editorId, uploadId, uploadKindOf.images, ["images", index], errors);
    if (found) images.push({ ...found, index });
  }
  return images;
}

async function linkProject(tx: Db, projectId: number, body: { technologies?: number[]; skills?: number[] }, images: StoredUpload[]) {
  if (body.technologies) {
    await tx.delete(projectTechnology).where(eq(projectTechnology.projectId, projectId));
    const unique = [...new Set(body.technologies)];
    if (unique.length) await tx.insert(projectTechnology).values(unique.map((technologyId) => ({ projectId, technologyId })));
  }
  if (body.skills) {
    await tx.delete(projectSkill).where(eq(projectSkill.projectId, projectId));
    const unique = [...new Set(body.skills)];
    if (unique.length) await tx.insert(projectSkill).values(unique.map((skillId) => ({ projectId, skillId })));
  }
  if (images.length) await tx.insert(projectImage).values(images.map((image) => ({ projectId, image: image.path })));
}

/** POST user-freelancer/{id}/project/. */
export async function createProject(db: Db, userId: number, body: z.output<typeof projectCreateSchema>, editorId: number): Promise<Project> {
  return lockedWrite(db, "freelancer", userId, async (tx, locked) => {
    refusePending("freelancer", locked);
    const errors = new Errors(body);
    await checkOptions(tx, technology, body.technologies, ["technologies"], errors);
    await checkOptions(tx, skill, body.skills, ["skills"], errors);
    const images = await checkProjectImages(tx, editorId, body.images, errors);
    errors.throwIfAny();
    const [row] = await tx
      .insert(project)
      .values({ userId, title: body.title, description: body.description, link: body.link, duration: body.duration, isOnGoing: body.is_on_going })
      .returning({ id: project.id });
    if (!row) throw new Error("insert into project returned no row");
    await linkProject(tx, row.id, body, images);
    return projectOf(tx, userId, row.id);
  });
}

/** Is `projectId` a project of the freelancer `userId`? (404 before the body is read, as DRF.) */
export async function isProjectOf(db: Db, userId: number, projectId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: project.id })
    .from(project)
    .innerJoin(user, eq(user.id, project.userId))
    .where(and(eq(project.id, projectId), eq(project.userId, userId), eq(user.userType, MARKETPLACE_USER_TYPES.freelancer)));
  return row !== undefined;
}

/** PATCH user-freelancer/{id}/project/{projectId}/: any part; images added and removed. */
export async function updateProject(db: Db, userId: number, projectId: number, body: z.output<typeof projectUpdateSchema>, editorId: number): Promise<Project> {
  return lockedWrite(db, "freelancer", userId, async (tx, locked) => {
    if (!(await isProjectOf(tx, userId, projectId))) throw notFound();
    refusePending("freelancer", locked);
    const errors = new Errors(body);
    const held = await projectOptionsHeld(tx, projectId);
    if (body.technologies) await checkOptions(tx, technology, body.technologies, ["technologies"], errors, held.technologies);
    if (body.skills) await checkOptions(tx, skill, body.skills, ["skills"], errors, held.skills);
    const images = await checkProjectImages(tx, editorId, body.images, errors);
    const heldImages = new Map(
      (await tx.select({ id: projectImage.id, image: projectImage.image }).from(projectImage).where(eq(projectImage.projectId, projectId))).map((row) => [row.id, row.image]),
    );
    body.deleted_images.forEach((imageId, index) => {
      if (!heldImages.has(imageId)) errors.add(["deleted_images", index], userEditMessages.unknownImage);
    });
    // The cap is the project's rows, not one call's; an image it keeps is not added twice.
    const deleted = new Set(body.deleted_images);
    const kept = [...heldImages].filter(([id]) => !deleted.has(id)).map(([, image]) => image);
    const keptPaths = new Set(kept);
    for (const image of images) if (keptPaths.has(image.path)) errors.add(["images", image.index], messages.repeatedImage);
    if (kept.length + images.length > PROJECT_IMAGES_MAX) errors.add(["images"], userEditMessages.projectImagesMax);
    errors.throwIfAny();
    const values = {
      ...(body.title !== undefined ? { title: body.title } : {}),
      ...(body.duration !== undefined ? { duration: body.duration } : {}),
      ...(body.is_on_going !== undefined ? { isOnGoing: body.is_on_going } : {}),
      ...(body.description !== undefined ? { description: body.description } : {}),
      ...(body.link !== undefined ? { link: body.link } : {}),
    };
    if (Object.keys(values).length) await tx.update(project).set(values).where(eq(project.id, projectId));
    if (body.deleted_images.length) await tx.delete(projectImage).where(and(eq(projectImage.projectId, projectId), inArray(projectImage.id, body.deleted_images)));
    await linkProject(tx, projectId, body, images);
    return projectOf(tx, userId, projectId);
  });
}

/** DELETE user-freelancer/{id}/project/{projectId}/: false when the freelancer has no such project. */
export async function deleteProject(db: Db, userId: number, projectId: number): Promise<boolean> {
  return lockedWrite(db, "freelancer", userId, async (tx, locked) => {
    const deleted = await tx
      .delete(project)
      .where(and(eq(project.id, projectId), eq(project.userId, userId)))
      .returning({ id: project.id });
    // 404 before 400, as for the other edits: refused, the deletion is rolled back with the transaction.
    if (deleted.length > 0) refusePending("freelancer", locked);
    return deleted.length > 0;
  });
}

/** POST user-freelancer/{id}/certifications/: changes those with an id, adds the others; answers them in the order sent. */
export async function saveCertificates(db: Db, userId: number, body: z.output<typeof certificatesSaveSchema>, editorId: number): Promise<Certificate[]> {
  return lockedWrite(db, "freelancer", userId, async (tx, locked) => {
    refusePending("freelancer", locked);
    const errors = new Errors(body);
    const existing = new Map(
      (await tx.select({ id: certificate.id, file: certificate.certificateFile }).from(certificate).where(eq(certificate.userId, userId))).map((row) => [row.id, row.file]),
    );
    const files: (StoredUpload | undefined)[] = [];
    for (const [index, item] of body.certifications.entries()) {
      if (item.id !== undefined && !existing.has(item.id)) errors.add(["certifications", index, "id"], userEditMessages.unknownCertificate);
      const file = await resolveUpload(tx, editorId, item.certificate_file, uploadKindOf.certificate_file, ["certifications", index, "certificate_file"], errors);
      files.push(file);
      // An image kept from before counts; `certificate_file: null` removes it.
      const kept = item.certificate_file === undefined && item.id !== undefined ? existing.get(item.id) : null;
      if (item.certificate_file == null && !kept && !item.certification_link) errors.add(["certifications", index, "certificate_file"], userEditMessages.certificateFileOrLink);
    }
    errors.throwIfAny();
    const ids: number[] = [];
    for (const [index, item] of body.certifications.entries()) {
      const file = files[index];
      const values = {
        title: item.title,
        certificationDate: item.certification_date,
        certificationLink: item.certification_link,
        description: item.description,
        ...(file ? { certificateFile: file.path } : item.certificate_file === null ? { certificateFile: null } : {}),
      };
      if (item.id !== undefined) {
        await tx.update(certificate).set(values).where(eq(certificate.id, item.id));
        ids.push(item.id);
      } else {
        const [row] = await tx
          .insert(certificate)
          .values({ userId, ...values })
          .returning({ id: certificate.id });
        if (!row) throw new Error("insert into certificate returned no row");
        ids.push(row.id);
      }
    }
    const rows = await certificatePage(tx, userId).rows(ids);
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((certificateId) => byId.get(certificateId) ?? []);
  });
}

/** DELETE user-freelancer/{id}/certification/{certificateId}/: false when the freelancer has no such certificate. */
export async function deleteCertificate(db: Db, userId: number, certificateId: number): Promise<boolean> {
  return lockedWrite(db, "freelancer", userId, async (tx, locked) => {
    const deleted = await tx
      .delete(certificate)
      .where(and(eq(certificate.id, certificateId), eq(certificate.userId, userId)))
      .returning({ id: certificate.id });
    // 404 before 400, as for the other edits: refused, the deletion is rolled back with the transaction.
    if (deleted.length > 0) refusePending("freelancer", locked);
    return deleted.length > 0;
  });
}
