// The marketplace users the detail-page specs read (users-details.spec.ts): written straight to the
// e2e database before the server opens it, read by both projects and changed by neither. Names
// are fixed so the specs can assert them; nothing else searches for them.
import { deflateSync } from "node:zlib";
import path from "node:path";
import { asc, isNull } from "drizzle-orm";
import { USER_TYPES } from "#contract/constants";
import type { Database, Db } from "../../../api/index";
import { detectFileType, storeUpload } from "../../../api/data/file";
import * as tables from "../../../api/db/schema";

export type E2EDetailPages = {
  agency: { id: number; company: string; developers: number };
  /** An agency without developers: the table's empty state. */
  emptyAgencyId: number;
  /** A developer of `agency` with two pages of projects and a certificate with an image and a link. */
  developer: { id: number; name: string; projects: number; firstProject: string; lastProject: string; certificate: string };
  /** A developer of another agency: opened under `agency` it is a 404, which leads to the agency's page. */
  strangerDeveloperId: number;
  freelancer: { id: number; name: string; project: string; certificate: string };
  /** A freelancer whose About and project description are one unbroken word, and whose certificate's description is taller than a screen. */
  longTexts: { freelancerId: number; project: string; certificate: string };
};

/** A solid-colour PNG (the project and profile images). */
function png(width: number, height: number, rgb: [number, number, number]): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) raw.set(rgb, y * (width * 3 + 1) + 1 + x * 3);
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc32 = (data: Buffer) => {
    let crc = 0xffffffff;
    for (const byte of data) crc = (crcTable[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
    return (crc ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const typed = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk("IHDR", header), chunk("IDAT", deflateSync(raw)), chunk("IEND", Buffer.alloc(0))]);
}

async function storeImage(db: Db, dataDir: string, ownerId: number, name: string, rgb: [number, number, number]): Promise<string> {
  const bytes = png(64, 48, rgb);
  const type = await detectFileType(bytes);
  if (!type) throw new Error("the generated PNG was not recognised");
  const stored = await storeUpload(db, path.join(dataDir, "uploads"), { bytes, fileName: name, type, kind: "image", userId: ownerId, now: new Date() });
  return stored.file;
}

async function firstIds<T extends { id: number }>(rows: Promise<T[]>): Promise<number[]> {
  return (await rows).map((row) => row.id);
}

export async function seedDetailPages(database: Database, dataDir: string, adminId: number): Promise<E2EDetailPages> {
  const { db } = database;
  const cityIds = await firstIds(db.select({ id: tables.city.id }).from(tables.city).orderBy(asc(tables.city.id)).limit(3));
  const technologyIds = await firstIds(db.select({ id: tables.technology.id }).from(tables.technology).orderBy(asc(tables.technology.id)).limit(7));
  // Top-level skills only: the developer has no sub skills, so that section is left out.
  const skillIds = await firstIds(db.select({ id: tables.skill.id }).from(tables.skill).where(isNull(tables.skill.parentId)).orderBy(asc(tables.skill.id)).limit(2));
  const [profileTypeId] = await firstIds(db.select({ id: tables.profileType.id }).from(tables.profileType).orderBy(asc(tables.profileType.id)).limit(1));
  const languageIds = await firstIds(db.select({ id: tables.language.id }).from(tables.language).orderBy(asc(tables.language.id)).limit(2));
  const [hourly] = await firstIds(db.select({ id: tables.recurringPeriod.id }).from(tables.recurringPeriod).orderBy(asc(tables.recurringPeriod.id)).limit(1));
  const images = [
    await storeImage(db, dataDir, adminId, "front.png", [37, 99, 235]),
    await storeImage(db, dataDir, adminId, "back.png", [22, 163, 74]),
    await storeImage(db, dataDir, adminId, "side.png", [220, 38, 38]),
    await storeImage(db, dataDir, adminId, "top.png", [202, 138, 4]),
  ];

  const person = async (userType: number, tag: string, first: string, last: string, extra: Partial<typeof tables.user.$inferInsert> = {}) => {
    const [row] = await db
      .insert(tables.user)
      .values({ username: `e2e-${tag}@example.com`, email: `e2e-${tag}@example.com`, firstName: first, lastName: last, uid: `E2E${tag.toUpperCase()}`.slice(0, 20), contactNumber: "+919800000001", userType, cityId: cityIds[0] ?? null, ...extra })
      .returning({ id: tables.user.id });
    if (!row) throw new Error(`insert of ${tag} returned no row`);
    return row.id;
  };
  const agencyWithCompany = async (tag: string, company: string, developers: number) => {
    const id = await person(USER_TYPES.agency, tag, "Nora", "Owner", { profileImage: images[0] });
    await db.insert(tables.company).values({ userId: id, name: company, isRegisteredCompany: true, registrationNumber: "REG12345", companyUrl: "https://nimbus.example.com", size: 40, identity: images[1], fileName: "registration.png" });
    await db.insert(tables.branch).values(cityIds.map((cityId, index) => ({ userId: id, cityId, isHeadQuarter: index === 1 })));
    await db.insert(tables.userTechnology).values(technologyIds.map((technologyId) => ({ userId: id, technologyId })));
    for (let index = 1; index <= developers; index++) await developer(id, `${tag}d${index}`, `Dev${String(index).padStart(2, "0")}`, { projects: 0, certificates: false });
    return id;
  };
  const portfolioOf = async (userId: number, availability: number, description = `Builds web applications end to end, from the database schema to the last pixel. ${"Enjoys hard problems and clear code. ".repeat(3)}`) => {
    await db.insert(tables.portfolio).values({
      userId,
      profileTypeId: profileTypeId ?? null,
      experience: 6,
      availability,
      educationDetails: "B.Tech in Computer Science",
      amount: "25.00",
      salaryTypeId: hourly ?? null,
      description,
      specialties: "APIs",
      documentFile: images[2],
      fileName: "passport.png",
    });
    await db.insert(tables.userTechnology).values(technologyIds.slice(0, 3).map((technologyId) => ({ userId, technologyId })));
    await db.insert(tables.userSkill).values(skillIds.map((skillId) => ({ userId, skillId })));
    await db.insert(tables.portfolioLanguage).values(languageIds.map((languageId, index) => ({ userId, languageId, proficiencyId: index + 1 })));
  };
  const project = async (userId: number, title: string, withImages: boolean, description = `${title}: a storefront with search and checkout.`) => {
    const [row] = await db
      .insert(tables.project)
      .values({ userId, title, description, link: "https://projects.example.com/storefront", duration: 8, isOnGoing: true })
      .returning({ id: tables.project.id });
    if (!row) throw new Error("insert into project returned no row");
    await db.insert(tables.projectTechnology).values(technologyIds.slice(0, 2).map((technologyId) => ({ projectId: row.id, technologyId })));
    await db.insert(tables.projectSkill).values(skillIds.slice(0, 1).map((skillId) => ({ projectId: row.id, skillId })));
    if (withImages) await db.insert(tables.projectImage).values(images.map((image) => ({ projectId: row.id, image })));
  };
  const certificate = (userId: number, title: string, description = `${title} issued after a proctored exam.`) =>
    db.insert(tables.certificate).values({ userId, title, certificationDate: "2024-03-05", certificateFile: images[3], certificationLink: "https://cert.example.com/e2e", description });
  async function developer(agencyId: number, tag: string, first: string, options: { projects: number; certificates: boolean }) {
    const id = await person(USER_TYPES.agencyDeveloper, tag, first, "Developer", { agencyId });
    await portfolioOf(id, 2);
    // The newest first: project 1 is created last so the first page starts with it.
    for (let index = options.projects; index >= 1; index--) await project(id, `Project ${String(index).padStart(2, "0")} Storefront`, index === 1);
    if (options.certificates) await certificate(id, "Cloud Practitioner");
    return id;
  }

  const agencyId = await agencyWithCompany("agency", "E2E Nimbus Works", 11);
  const developerId = await developer(agencyId, "developer", "Dana", { projects: 12, certificates: true });
  const emptyAgencyId = await agencyWithCompany("empty-agency", "E2E Empty Agency", 0);
  const otherAgencyId = await agencyWithCompany("other-agency", "E2E Other Agency", 0);
  const strangerDeveloperId = await developer(otherAgencyId, "stranger", "Stan", { projects: 0, certificates: false });

  const freelancerId = await person(USER_TYPES.freelancer, "freelancer", "Fay", "Freelancer", { profileImage: images[0] });
  await portfolioOf(freelancerId, 1);
  await project(freelancerId, "Mobile Banking App", true);
  await certificate(freelancerId, "Scrum Master");

  const longTextsId = await person(USER_TYPES.freelancer, "long-texts", "Lena", "Longtext", {});
  await portfolioOf(longTextsId, 1, "L".repeat(1000));
  await project(longTextsId, "Unbroken Words", false, "W".repeat(1000));
  await certificate(longTextsId, "Long Account", "The exam took a whole day and covered every part of the course. ".repeat(70));

  return {
    agency: { id: agencyId, company: "E2E Nimbus Works", developers: 12 },
    emptyAgencyId,
    developer: { id: developerId, name: "Dana Developer", projects: 12, firstProject: "Project 01 Storefront", lastProject: "Project 12 Storefront", certificate: "Cloud Practitioner" },
    strangerDeveloperId,
    freelancer: { id: freelancerId, name: "Fay Freelancer", project: "Mobile Banking App", certificate: "Scrum Master" },
    longTexts: { freelancerId: longTextsId, project: "Unbroken Words", certificate: "Long Account" },
  };
}
