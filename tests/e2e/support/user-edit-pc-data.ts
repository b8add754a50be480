// The freelancers whose Projects and Certificates tabs the portfolio edit spec changes
// (tests/e2e/user-edit-portfolio.spec.ts), seeded by the e2e server before it starts as plain
// inserts. Each project (js, nojs) gets its own two freelancers, so the runs never collide.
import { asc, eq } from "drizzle-orm";
import { USER_TYPES } from "#contract/constants";
import type { Db } from "../../../api/db/client";
import * as tables from "../../../api/db/schema";
import { E2E_PROJECTS } from "./e2e-data";

export type E2EUserEditPortfolio = {
  /** Key: project. `projects`: no project yet; `certificates`: one saved certificate (`stored`), with a link. */
  projects: Record<string, { projects: number; certificates: number }>;
  stored: string;
  /** A technology the project form ticks. */
  technology: string;
};

const STORED_CERTIFICATE = "Stored Kubernetes Admin";

export async function seedUserEditPortfolio(db: Db): Promise<E2EUserEditPortfolio> {
  const [technology] = await db.select({ title: tables.technology.title }).from(tables.technology).where(eq(tables.technology.status, 1)).orderBy(asc(tables.technology.id)).limit(1);
  const [city] = await db.select({ id: tables.city.id }).from(tables.city).orderBy(asc(tables.city.id)).limit(1);
  if (!technology || !city) throw new Error("user-edit-pc seed: no technology or city");
  const freelancer = async (uid: string, firstName: string, email: string) => {
    const [row] = await db
      .insert(tables.user)
      .values({ username: email, email, firstName, lastName: "Portfolio", userType: USER_TYPES.freelancer, uid, contactNumber: "+919876500000", cityId: city.id })
      .returning({ id: tables.user.id });
    if (!row) throw new Error(`user-edit-pc seed: could not insert ${email}`);
    return row.id;
  };
  const projects: E2EUserEditPortfolio["projects"] = {};
  for (const project of E2E_PROJECTS) {
    const tag = project.toUpperCase();
    const certificates = await freelancer(`FLE2EPCC${tag}`, "Cato", `e2epccert${project}@example.com`);
    await db.insert(tables.certificate).values({ userId: certificates, title: STORED_CERTIFICATE, certificationDate: "2023-06-01", certificationLink: "https://cert.example.com/k8s", description: "" });
    projects[project] = { projects: await freelancer(`FLE2EPCP${tag}`, "Pia", `e2epcproj${project}@example.com`), certificates };
  }
  return { projects, stored: STORED_CERTIFICATE, technology: technology.title };
}
