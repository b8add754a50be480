// Demo profile types for `npm run db:seed -- --demo`; added once, when the table is empty.
import type { Db } from "../client";
import * as tables from "../schema";

const DEMO_PROFILE_TYPES: readonly [title: string, description: string][] = [
  ["Frontend Developer", "Builds user interfaces for the web"],
  ["Backend Developer", "Builds servers, APIs and databases"],
  ["Full Stack Developer", "Works on both the frontend and the backend"],
  ["Mobile Developer", "Builds apps for iOS and Android"],
  ["DevOps Engineer", "Automates delivery and runs infrastructure"],
  ["QA Engineer", "Tests software and automates the tests"],
  ["UI/UX Designer", "Designs interfaces and user journeys"],
  ["Data Scientist", "Turns data into models and insights"],
  ["Machine Learning Engineer", "Builds and ships machine learning systems"],
  ["Project Manager", "Plans and leads software projects"],
  ["Business Analyst", "Translates business needs into requirements"],
];

export async function seedDemoProfileType(db: Db): Promise<void> {
  const [existing] = await db.select({ id: tables.profileType.id }).from(tables.profileType).limit(1);
  if (existing) return;
  await db.insert(tables.profileType).values(
    DEMO_PROFILE_TYPES.map(([title, description]) => ({ title, description, status: title === "Business Analyst" ? 0 : 1 })),
  );
}
