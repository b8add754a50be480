// The clients and agencies the client/agency edit spec changes (tests/e2e/user-edit-client-agency.spec.ts),
// seeded by the e2e server before it starts as plain inserts (exact names, like marketplace-users.ts).
// Each project gets its own users, so js and nojs never collide.
import path from "node:path";
import { and, asc, eq, inArray } from "drizzle-orm";
import { USER_TYPES } from "#contract/constants";
import type { Db } from "../../../api/db/client";
import * as tables from "../../../api/db/schema";
import { detectFileType, storeUpload } from "../../../api/data/file";
import { E2E_PROJECTS } from "./e2e-data";

type Seeded = { id: number; uid: string };

export type E2EUserEditCompanies = {
  /** Key: project. */
  projects: Record<string, { client: Seeded; agency: Seeded; errorClient: Seeded }>;
  /** India's cities the users and their branches are in (head office first), by name as the city search finds them. */
  cities: { head: string; second: string };
  /** Technologies the agency holds, and one it does not. */
  technologies: { held: string[]; other: string };
};

const PDF = new TextEncoder().encode("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");

async function storeIdentity(db: Db, dataDir: string, userId: number): Promise<string> {
  const type = await detectFileType(PDF);
  if (!type) throw new Error("user-edit-ca seed: the PDF is not a file uploads take");
  const stored = await storeUpload(db, path.join(dataDir, "uploads"), { bytes: PDF, fileName: "identity.pdf", type, kind: "file", userId, now: new Date() });
  return stored.file;
}

export async function seedUserEditCompanies(db: Db, dataDir: string): Promise<E2EUserEditCompanies> {
  const [india] = await db.select({ id: tables.country.id }).from(tables.country).where(eq(tables.country.code2, "IN"));
  if (!india) throw new Error("user-edit-ca seed: no India");
  const cities = await db
    .select({ id: tables.city.id, name: tables.city.name })
    .from(tables.city)
    .where(and(eq(tables.city.countryId, india.id), inArray(tables.city.name, ["Mumbai", "Delhi"])))
    .orderBy(asc(tables.city.name));
  const delhi = cities.find((city) => city.name === "Delhi");
  const mumbai = cities.find((city) => city.name === "Mumbai");
  const technologies = await db.select({ id: tables.technology.id, title: tables.technology.title }).from(tables.technology).where(eq(tables.technology.status, 1)).orderBy(asc(tables.technology.id)).limit(3);
  if (!delhi || !mumbai || technologies.length < 3) throw new Error("user-edit-ca seed: no Delhi, Mumbai or three technologies");
  const held = technologies.slice(0, 2);

  const insert = async (kind: "client" | "agency", uid: string, firstName: string, email: string, company: string, branches: number) => {
    const [row] = await db
      .insert(tables.user)
      .values({ username: email, email, firstName, lastName: "Editable", userType: USER_TYPES[kind], uid, contactNumber: "+919876543210", cityId: mumbai.id })
      .returning({ id: tables.user.id });
    if (!row) throw new Error(`user-edit-ca seed: could not insert ${email}`);
    const identity = await storeIdentity(db, dataDir, row.id);
    await db.insert(tables.company).values({
      userId: row.id,
      name: company,
      isRegisteredCompany: true,
      registrationNumber: "REG555",
      companyUrl: `https://${uid.toLowerCase()}.example.com`,
      size: 25,
      identity,
      fileName: "identity.pdf",
    });
    await db.insert(tables.branch).values(
      [mumbai.id, delhi.id].slice(0, branches).map((cityId, index) => ({ userId: row.id, cityId, isHeadQuarter: index === 0 })),
    );
    if (kind === "agency") await db.insert(tables.userTechnology).values(held.map((technology) => ({ userId: row.id, technologyId: technology.id })));
    return { id: row.id, uid };
  };

  const projects: E2EUserEditCompanies["projects"] = {};
  for (const project of E2E_PROJECTS) {
    const tag = project.toUpperCase();
    projects[project] = {
      client: await insert("client", `CLE2ECAED${tag}`, "Cora", `e2ecaedclient${project}@example.com`, `Cora Works ${project}`, 2),
      agency: await insert("agency", `AGE2ECAED${tag}`, "Alva", `e2ecaedagency${project}@example.com`, `Alva Agency ${project}`, 1),
      errorClient: await insert("client", `CLE2ECAERR${tag}`, "Erin", `e2ecaerrclient${project}@example.com`, `Erin Works ${project}`, 2),
    };
  }
  return {
    projects,
    cities: { head: "Mumbai", second: "Delhi" },
    technologies: { held: held.map((item) => item.title), other: technologies[2]!.title },
  };
}
