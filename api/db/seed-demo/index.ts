// Demo rows of every resource for `npm run db:seed -- --demo`; each module adds its rows once.
import type { Db } from "../client";
import { seedDemoContactUs } from "./contact-us";
import { seedDemoProfileType } from "./profile-type";
import { seedDemoSkill } from "./skill";
import { seedDemoSubAdmin } from "./sub-admin";
import { seedDemoSubscription } from "./subscription";
import { seedDemoTechnology } from "./technology";

export async function seedDemoData(db: Db): Promise<void> {
  await seedDemoTechnology(db);
  await seedDemoProfileType(db);
  await seedDemoSkill(db);
  await seedDemoSubscription(db);
  await seedDemoContactUs(db);
  // Adds the demo roles first.
  await seedDemoSubAdmin(db);
}
