// The freelancers of the freelancer edit spec (user-edit-freelancer.spec.ts): one per project and
// per test, so js and nojs never edit the same row. Each lives in Mumbai with a portfolio (its
// ID proof stored, one language), written straight to the e2e database before the server opens it.
import path from "node:path";
import { asc, eq, isNull } from "drizzle-orm";
import { USER_TYPES } from "#contract/constants";
import type { Database } from "../../../api/index";
import { detectFileType, storeUpload } from "../../../api/data/file";
import * as tables from "../../../api/db/schema";
import { E2E_PROJECTS } from "./e2e-data";

export const FREELANCER_EDIT_PURPOSES = ["personal", "professional", "nested-error"] as const;
export type FreelancerEditPurpose = (typeof FREELANCER_EDIT_PURPOSES)[number];

export type E2EFreelancerEdit = {
  /** Key: `${project}:${purpose}`. */
  freelancers: Record<string, { id: number; uid: string; name: string }>;
  /** Titles the spec ticks: a skill with a sub skill, and a technology. */
  skill: string;
  subSkill: string;
  technology: string;
};

/** A one-page PDF, small and valid enough for the upload's type check. */
const PDF = Buffer.from("%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n");

export async function seedFreelancerEdit(database: Database, dataDir: string, ownerId: number): Promise<E2EFreelancerEdit> {
  const { db } = database;
  const [mumbai] = await db.select({ id: tables.city.id }).from(tables.city).where(eq(tables.city.name, "Mumbai")).limit(1);
  const [technology] = await db.select({ id: tables.technology.id, title: tables.technology.title }).from(tables.technology).orderBy(asc(tables.technology.id)).limit(1);
  const [profileType] = await db.select({ id: tables.profileType.id }).from(tables.profileType).orderBy(asc(tables.profileType.id)).limit(1);
  const [english] = await db.select({ id: tables.language.id }).from(tables.language).where(eq(tables.language.code, "en"));
  // A skill of its own with one sub skill, so the spec knows which sub skill its tick reveals.
  const [skill] = await db.insert(tables.skill).values({ title: "E2E Edit Skill", description: "" }).returning({ id: tables.skill.id });
  const [otherSkill] = await db
    .select({ id: tables.skill.id })
    .from(tables.skill)
    .where(isNull(tables.skill.parentId))
    .orderBy(asc(tables.skill.id))
    .limit(1);
  if (!mumbai || !technology || !profileType || !english || !skill || !otherSkill) throw new Error("the e2e seed lacks a city, technology, profile type, language or skill");
  await db.insert(tables.skill).values({ title: "E2E Edit Sub Skill", description: "", parentId: skill.id });
  const type = await detectFileType(PDF);
  if (!type) throw new Error("the generated PDF was not recognised");

  const freelancers: E2EFreelancerEdit["freelancers"] = {};
  for (const project of E2E_PROJECTS) {
    for (const purpose of FREELANCER_EDIT_PURPOSES) {
      const tag = `fl-edit-${project}-${purpose}`;
      const uid = `E2EFE${project === "js" ? "J" : "N"}${FREELANCER_EDIT_PURPOSES.indexOf(purpose)}`;
      const [row] = await db
        .insert(tables.user)
        .values({ username: `${tag}@example.com`, email: `${tag}@example.com`, firstName: "Edith", lastName: "Editable", uid, contactNumber: "+919800000002", userType: USER_TYPES.freelancer, cityId: mumbai.id })
        .returning({ id: tables.user.id });
      if (!row) throw new Error(`insert of ${tag} returned no row`);
      const document = await storeUpload(db, path.join(dataDir, "uploads"), { bytes: PDF, fileName: "id-proof.pdf", type, kind: "file", userId: ownerId, now: new Date() });
      await db.insert(tables.portfolio).values({
        userId: row.id,
        profileTypeId: profileType.id,
        experience: 4,
        availability: 2,
        educationDetails: "B.Sc. Mathematics",
        description: "Designs and builds APIs.",
        specialties: "",
        documentFile: document.file,
        fileName: "id-proof.pdf",
      });
      await db.insert(tables.userTechnology).values({ userId: row.id, technologyId: technology.id });
      await db.insert(tables.userSkill).values({ userId: row.id, skillId: otherSkill.id });
      await db.insert(tables.portfolioLanguage).values({ userId: row.id, languageId: english.id, proficiencyId: 1 });
      freelancers[`${project}:${purpose}`] = { id: row.id, uid, name: "Edith Editable" };
    }
  }
  return { freelancers, skill: "E2E Edit Skill", subSkill: "E2E Edit Sub Skill", technology: technology.title };
}
