// Demo contact-us messages for `npm run db:seed -- --demo`, over both tabs (1 company, 2 resources).
import { count } from "drizzle-orm";
import { CONTACT_US_USER_TYPES } from "#contract/contact-us";
import type { Db } from "../client";
import * as tables from "../schema";

const DEMO_MESSAGE_COUNT = 40;

const firstNames = ["Aarav", "Bianca", "Chen", "Dmitri", "Elena", "Farah", "Gustavo", "Hana", "Ibrahim", "Julia", "Kofi", "Lena", "Mateo", "Nadia"];
const lastNames = ["Sharma", "Rossi", "Wang", "Ivanov", "", "Haddad", "Silva", "Tanaka", "", "Kowalski", "Mensah", "Berg", "Lopez", "Khan"];
const companyMessages = [
  "Do you offer yearly billing for the business plan?",
  "We would like a demo for our HR team.",
  "How do we add more branches to our company profile? We opened two new offices this quarter and would like both of them listed with their own addresses and contact numbers.",
  "Can we pay in euros?",
  "Our invoice shows the wrong tax percentage, could you check it and send a corrected one to our finance team as soon as possible?",
];
const resourceMessages = [
  "How long does the profile review take?",
  "I uploaded my certificate but it does not show on my profile.",
  "Can a freelancer also join an agency? I work part time with a small agency and would like to keep taking my own projects on the platform as well.",
  "Please delete my old portfolio project.",
  "Is there a Pro plan for developers outside India? The prices I see are in rupees and I would prefer to pay in US dollars or euros if possible.",
];

/** Adds the demo messages once: skipped when any message exists. Some have no last name or e-mail. */
export async function seedDemoContactUs(db: Db, now: Date = new Date()): Promise<void> {
  const [existing] = await db.select({ total: count() }).from(tables.contactUs);
  if ((existing?.total ?? 0) > 0) return;
  const rows = Array.from({ length: DEMO_MESSAGE_COUNT }, (_, i) => {
    const userType = i % 2 === 0 ? CONTACT_US_USER_TYPES.company : CONTACT_US_USER_TYPES.resources;
    const firstName = firstNames[i % firstNames.length] ?? "Demo";
    const lastName = lastNames[(i * 3) % lastNames.length] ?? "";
    const messages = userType === CONTACT_US_USER_TYPES.company ? companyMessages : resourceMessages;
    return {
      userType,
      firstName,
      lastName,
      // Every seventh sender left the e-mail out: the list shows '-'.
      email: i % 7 === 3 ? "" : `${firstName.toLowerCase()}.${i}@example.com`,
      message: messages[Math.floor(i / 2) % messages.length] ?? "",
      createdAt: new Date(now.getTime() - (DEMO_MESSAGE_COUNT - i) * 7 * 60 * 60 * 1000),
    };
  });
  await db.insert(tables.contactUs).values(rows);
}
