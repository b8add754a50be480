// `npm run db:seed -- --demo --users N`: N marketplace users of every type with everything they
// hold, in batches of one transaction each (decision 039). The users and their requests come in
// as the marketplace sends them: through submitRequests, the function behind POST user-request/,
// a batch at a time (decision 050); the decisions, agency assignments and notifications are the
// seed's own rows. Running it again adds N more.
import { param, sql } from "drizzle-orm";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { MEDIA_PREFIX } from "#contract/shared-values";
import { USER_TYPES } from "#contract/user";
import type { Submission } from "#contract/user-request";
import { requestNotificationText, submitRequests } from "../../data/user-request";
import { Rows } from "../../data/user-request-bulk";
import type { Database, Db } from "../client";
import { createPrivateDir } from "../../private-dir";

export type MarketplaceSeedOptions = {
  users: number;
  /** The same seed on the same database state gives the same rows. */
  seed: number;
  /** Where the demo images are written (DATA_DIR/uploads). */
  uploadsDir: string;
  batchSize?: number;
  now?: Date;
  onProgress?: (done: number) => void;
};

export type MarketplaceSeedResult = { users: Record<"client" | "agency" | "freelancer" | "agencyDeveloper", number>; requests: number; notifications: number };

type Query = (text: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

/** Runs `work` in one transaction on either engine. */
async function inTransaction<T>(database: Database, work: (query: Query) => Promise<T>): Promise<T> {
  if (database.kind === "pglite") {
    return database.client.transaction((tx) => work((text, params) => tx.query<Record<string, unknown>>(text, params)));
  }
  const connection = await database.client.connect();
  try {
    await connection.query("begin");
    const result = await work((text, params) => connection.query(text, params));
    await connection.query("commit");
    return result;
  } catch (error) {
    await connection.query("rollback").catch(() => undefined);
    throw error;
  } finally {
    connection.release();
  }
}

// ---------------------------------------------------------------- deterministic choices

/** mulberry32: a small seeded generator; Math.random cannot be seeded. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const chance = (p: number) => next() < p;
  /** `count` distinct items (fewer when the list is shorter). */
  const some = <T>(items: readonly T[], count: number): T[] => {
    if (count >= items.length) return [...items];
    const chosen = new Set<number>();
    while (chosen.size < count) chosen.add(Math.floor(next() * items.length));
    return [...chosen].map((i) => items[i] as T);
  };
  return { next, int, pick, chance, some };
}
type Generator = ReturnType<typeof generator>;

const firstNames = ["Aarav", "Aisha", "Alejandro", "Amara", "Anika", "Arjun", "Beatriz", "Benjamin", "Camila", "Chen", "Chloe", "Daniel", "Diego", "Elena", "Emeka", "Emma", "Farah", "Fatima", "Gabriel", "Hana", "Hiro", "Ibrahim", "Isabella", "Ivan", "Jamal", "Julia", "Kai", "Kavya", "Kofi", "Lars", "Layla", "Leon", "Liam", "Lucia", "Mateo", "Maya", "Mei", "Mohammed", "Nadia", "Noah", "Olivia", "Omar", "Priya", "Rahul", "Rosa", "Sakura", "Samuel", "Sofia", "Tariq", "Thabo", "Valentina", "Wei", "Yusuf", "Zara"];
const lastNames = ["Adeyemi", "Ahmed", "Andersen", "Banerjee", "Bianchi", "Chen", "Costa", "Dubois", "Fernandes", "Fischer", "Garcia", "Gupta", "Haddad", "Hansen", "Ivanova", "Jensen", "Kim", "Kowalski", "Kumar", "Lopez", "Martin", "Mensah", "Moreau", "Müller", "Nakamura", "Nguyen", "Novak", "Okafor", "Patel", "Perez", "Rossi", "Santos", "Schmidt", "Sharma", "Silva", "Singh", "Suzuki", "Tanaka", "Yilmaz", "Zhang"];
const companyWords = ["Apex", "Blue", "Bright", "Cedar", "Cloud", "Coral", "Crest", "Delta", "Ember", "Falcon", "Granite", "Harbor", "Indigo", "Juniper", "Lumen", "Maple", "Nimbus", "North", "Orbit", "Pine", "Quartz", "River", "Summit", "Terra", "Vertex", "Willow"];
const companyKinds = ["Labs", "Digital", "Systems", "Studio", "Works", "Solutions", "Tech", "Partners", "Ventures", "Logistics", "Retail", "Health"];
const educations = ["B.Tech in Computer Science", "B.Sc. in Information Technology", "M.Sc. in Software Engineering", "MCA", "B.E. in Electronics", "Self-taught, online courses", "MBA in Technology Management", "Diploma in Web Design"];
const projectNouns = ["Shop", "Booking App", "CRM", "Analytics Dashboard", "Learning Portal", "Delivery Tracker", "Payments Gateway", "Chat Service", "Inventory System", "Travel Planner", "Fitness App", "News Site"];
const projectAdjectives = ["Mobile", "Cloud", "Realtime", "Multi-tenant", "Headless", "Serverless", "Offline-first", "Accessible"];
const certificateTitles = ["AWS Certified Developer", "Google Cloud Associate Engineer", "Scrum Master", "Azure Fundamentals", "Kubernetes Administrator", "Oracle Java SE", "Meta Front-End Developer", "Cisco CCNA", "ISTQB Foundation", "PMP"];
const about = [
  "Builds web products end to end, from the first sketch to the production rollout, and cares about accessible, fast interfaces.",
  "Backend engineer who likes clean data models, well-tested APIs and calm on-call rotations.",
  "Mobile developer shipping apps used by thousands of people every day; enjoys working closely with designers.",
  "Full-stack developer with a long record of e-commerce and payments work for small and medium businesses across several countries.",
];
const specialties = ["Performance tuning, accessibility audits and design systems.", "Payments, subscriptions and invoicing.", "Data pipelines and reporting.", "Cross-platform mobile apps.", "Search, recommendations and ranking."];
const rejections = [
  "The ID proof is blurred: please upload a readable copy.",
  "The registration number does not match the company's documents.",
  "The website address does not open. Please check it and send the request again.",
  "Projects need a description of your own role in them.",
  "The certificate link does not show the certificate's holder. Please upload the certificate itself, or a link that names you, and send the request again; until then the profile stays as it was.",
];
const changeKeys: Record<number, string[]> = {
  [USER_TYPES.client]: ["profile_image", "name", "contact_number", "company_url", "identity", "branches", "head_branch_location", "size", "total_branches", "registration_number"],
  [USER_TYPES.agency]: ["profile_image", "name", "contact_number", "company_url", "identity", "branches", "head_branch_location", "size", "total_branches", "registration_number", "technologies"],
  [USER_TYPES.freelancer]: ["profile_image", "contact_number", "portfolio", "projects", "certifications", "technologies", "skills", "sub_skills", "description", "specialties", "communication_language", "experience", "availability", "education_details", "profile_type", "salary_type", "amount", "document_file"],
};
changeKeys[USER_TYPES.agencyDeveloper] = changeKeys[USER_TYPES.freelancer]!;
const uidPrefix: Record<number, string> = { [USER_TYPES.client]: "CL", [USER_TYPES.agency]: "AG", [USER_TYPES.freelancer]: "FL", [USER_TYPES.agencyDeveloper]: "DV" };

// ---------------------------------------------------------------- reference data

type Titled = { id: number; title: string };
type Reference = {
  cities: { id: number; display_name: string; phone: string }[];
  technologies: Titled[];
  skills: (Titled & { subSkills: Titled[] })[];
  profileTypes: Titled[];
  languages: { id: number; key: string; value: string }[];
  proficiencies: Titled[];
  periods: { id: number; name: string }[];
  /** Admins who may decide requests: they get the notifications and handle the decided ones. */
  deciders: { id: number; name: string }[];
  /** Agencies clients may be assigned to: those of earlier runs, then this run's. */
  agencies: number[];
  images: { image: string; document: string };
  imagePaths: string[];
};

async function loadReference(query: Query, uploadsDir: string, adminId: number): Promise<Reference> {
  const rows = async <T>(text: string) => (await query(text)).rows as T[];
  const cities = await rows<Reference["cities"][number]>(`select c.id, c.display_name, k.phone from city c join country k on k.id = c.country_id order by c.id`);
  const technologies = await rows<Titled>(`select id, title from technology where status = 1 order by id limit 200`);
  const skillRows = await rows<Titled & { parent_id: number | null }>(`select id, title, parent_id from skill where status = 1 order by id limit 2000`);
  const profileTypes = await rows<Titled>(`select id, title from profile_type where status = 1 order by id`);
  const languages = await rows<Reference["languages"][number]>(`select id, code as key, name as value from language order by id`);
  const proficiencies = await rows<Titled>(`select id, title from proficiency order by id`);
  const periods = await rows<{ id: number; name: string }>(`select id, name from recurring_period order by id`);
  const deciders = await rows<{ id: number; name: string }>(`
    select distinct u.id, trim(u.first_name || ' ' || u.last_name) as name from "user" u
    where u.is_active and u.user_type is null and (u.is_superuser or exists (
      select 1 from permission p where p.app_label = 'user' and p.codename in ('approve_userrequest', 'reject_userrequest') and (
        p.id in (select permission_id from user_permission where user_id = u.id)
        or p.id in (select gp.permission_id from group_permission gp join user_group ug on ug.group_id = gp.group_id where ug.user_id = u.id))))
    order by u.id`);
  const agencies = (await rows<{ id: number }>(`select id from "user" where user_type = ${USER_TYPES.agency} and is_active order by id desc limit 5000`)).map((row) => row.id);
  if (cities.length === 0 || technologies.length === 0 || skillRows.length === 0 || profileTypes.length === 0) {
    throw new Error("the demo marketplace users need cities and master data: run the seed with --demo");
  }
  const skills = skillRows
    .filter((row) => row.parent_id === null)
    .map((row) => ({ id: row.id, title: row.title, subSkills: skillRows.filter((sub) => sub.parent_id === row.id).map(({ id, title }) => ({ id, title })) }));
  const imagePaths = await demoImages(query, uploadsDir, adminId);
  return {
    cities,
    technologies,
    skills,
    profileTypes,
    languages,
    proficiencies,
    periods,
    deciders: deciders.length > 0 ? deciders : [{ id: adminId, name: "Admin User" }],
    agencies,
    images: { image: imagePaths[0]!, document: imagePaths[0]! },
    imagePaths,
  };
}

const DEMO_IMAGE_COLOURS = ["#2563eb", "#16a34a", "#d97706", "#db2777", "#7c3aed", "#0891b2"];

/** A few small images every demo profile, project and certificate shares, stored as uploads are. */
async function demoImages(query: Query, uploadsDir: string, adminId: number): Promise<string[]> {
  const paths: string[] = [];
  await createPrivateDir(uploadsDir);
  for (const [i, colour] of DEMO_IMAGE_COLOURS.entries()) {
    const fileName = `demo-image-${i + 1}.png`;
    // Fixed stored names (hex, as generated ones are): a second run finds them.
    const storedName = `de${"0".repeat(28)}${String(i + 1).padStart(2, "0")}.png`;
    const bytes = await sharp({ create: { width: 250, height: 250, channels: 3, background: colour } }).png().toBuffer();
    await writeFile(path.join(uploadsDir, storedName), bytes);
    await query(
      `insert into uploaded_file (stored_name, file_name, content_type, size, kind, uploaded_by_id) values ($1, $2, 'image/png', $3, 'image', $4)
       on conflict (stored_name) do nothing`,
      [storedName, fileName, bytes.byteLength, adminId],
    );
    paths.push(`${MEDIA_PREFIX}${storedName}`);
  }
  return paths;
}

// ---------------------------------------------------------------- one batch

const DAY = 86_400_000;
/** Decided requests younger than this notified the admins too; older ones' notifications are gone. */
const NOTIFIED_DECISIONS_DAYS = 14;

type Planned = { type: number; agencyIndex?: number };

/** The users of one batch: whole agencies with their 0-20 developers, clients and freelancers. */
function planBatch(rng: Generator, size: number): Planned[] {
  const planned: Planned[] = [];
  while (planned.length < size) {
    const roll = rng.next();
    if (roll < 0.06) {
      const agencyIndex = planned.length;
      planned.push({ type: USER_TYPES.agency });
      // Skewed towards small agencies: a mean of about 6 developers.
      const developers = Math.min(Math.floor(rng.next() ** 2 * 21), size - planned.length);
      for (let i = 0; i < developers; i += 1) planned.push({ type: USER_TYPES.agencyDeveloper, agencyIndex });
    } else {
      planned.push({ type: roll < 0.55 ? USER_TYPES.client : USER_TYPES.freelancer });
    }
  }
  return planned;
}

type Decided = { status: 2 | 3; decider: { id: number; name: string }; at: Date; reason: string | null };
type Person = {
  plan: Planned;
  registration: Submission;
  joined: Date;
  /** The registration's decision; none while it waits. */
  decided?: Decided;
  isActive: boolean;
  /** Updates of an approved user, oldest first; the last may wait. */
  updates: { body: Submission; at: Date; decided?: Decided }[];
  assignedAgencies: Date[];
  agencyRequestAt?: Date;
};

/**
 * What one user sends and what happens to it: the registration as the marketplace would send it,
 * its decision, and for approved users up to two updates (the same profile, the sections their
 * keys name), the last maybe still pending.
 */
function planPerson(rng: Generator, ref: Reference, plan: Planned, number: number, now: Date, keepsDevelopers: boolean): Person {
  const type = plan.type;
  const first = rng.pick(firstNames);
  const last = rng.pick(lastNames);
  const uid = `${uidPrefix[type]}${String(number).padStart(7, "0")}`;
  const email = `${first}.${last}.${number}@example.com`.toLowerCase().normalize("NFD").replace(/[^\x20-\x7e]/g, "");
  const city = rng.pick(ref.cities);
  const joined = new Date(now.getTime() - rng.int(1, 730) * DAY - rng.int(0, DAY - 1));
  const profileImage = rng.chance(0.75) ? rng.pick(ref.imagePaths) : null;
  // As the edit forms take it (contract/user-edit.ts PHONE_PATTERN): a "+" and digits only.
  const contactNumber = `+${city.phone.replace(/\D/g, "")}${rng.int(70000, 99999)}${rng.int(10000, 99999)}`;
  // The registration: most approved, some waiting, some refused. An agency with developers is
  // approved: a developer's registration names an active agency.
  const registration = rng.next();
  const registrationStatus = keepsDevelopers || registration < 0.8 ? 2 : registration < 0.92 ? 1 : 3;
  const isActive = registrationStatus === 2 && (keepsDevelopers || rng.chance(0.95));
  const decide = (status: number, created: Date): Decided | undefined =>
    status === 1
      ? undefined
      : {
          status: status as 2 | 3,
          decider: rng.pick(ref.deciders),
          at: new Date(Math.min(now.getTime(), created.getTime() + rng.int(1, 72) * 3_600_000)),
          reason: status === 3 ? rng.pick(rejections) : null,
        };
  const person: Submission = {
    user_type: type as Submission["user_type"],
    is_new_registered: true,
    uid,
    first_name: first,
    last_name: last,
    email,
    contact_number: contactNumber,
    city: city.id,
    profile_image: profileImage,
    requested_changes_keys: [],
  };
  const sections: Partial<Submission> = {};
  const assignedAgencies: Date[] = [];
  let agencyRequestAt: Date | undefined;
  let name = `${first} ${last}`;

  if (type === USER_TYPES.client || type === USER_TYPES.agency) {
    name = `${rng.pick(companyWords)} ${rng.pick(companyKinds)}`;
    const registered = rng.chance(0.6);
    const identity = rng.chance(0.9) ? ref.images.document : null;
    sections.company = {
      name,
      is_registered_company: registered,
      registration_number: registered ? `U${rng.int(10000, 99999)}MH${rng.int(2000, 2024)}PTC${rng.int(100000, 999999)}` : null,
      company_url: type === USER_TYPES.agency || rng.chance(0.5) ? `https://www.${name.toLowerCase().replace(/\s+/g, "")}.example.com` : null,
      size: rng.chance(0.85) ? rng.pick([5, 10, 25, 50, 100, 250, 500]) : null,
      identity,
      file_name: identity ? "id-proof.png" : null,
      technologies: type === USER_TYPES.agency ? rng.some(ref.technologies, rng.int(3, 10)).map((item) => item.id) : [],
    };
    sections.branches = Array.from({ length: rng.int(1, 4) }, (_, i) => ({ city: rng.pick(ref.cities).id, is_head_quarter: i === 0 }));
    if (type === USER_TYPES.client && isActive) {
      // Between joining and now: never a date to come.
      const daysSinceJoined = Math.floor((now.getTime() - joined.getTime()) / DAY);
      for (let i = rng.int(0, 3); i > 0; i -= 1) assignedAgencies.push(new Date(joined.getTime() + rng.int(0, daysSinceJoined) * DAY));
      if (rng.chance(0.2)) agencyRequestAt = new Date(now.getTime() - rng.int(0, 20) * DAY);
    }
  } else {
    const technologies = rng.some(ref.technologies, rng.int(2, 8));
    const skills = rng.some(ref.skills, rng.int(1, 4));
    const documentFile = rng.chance(0.9) ? ref.images.document : null;
    sections.portfolio = {
      profile_type: rng.pick(ref.profileTypes).id,
      technologies: technologies.map((item) => item.id),
      skills: skills.map((item) => item.id),
      sub_skills: skills.flatMap((skill) => rng.some(skill.subSkills, rng.int(0, 2))).map((item) => item.id),
      experience: rng.int(0, 25),
      availability: rng.chance(0.35) ? 1 : 2,
      education_details: rng.pick(educations),
      amount: (rng.int(10, 200) * 5).toFixed(2),
      salary_type: rng.pick(ref.periods)?.id ?? null,
      description: rng.pick(about),
      specialties: rng.pick(specialties),
      document_file: documentFile,
      file_name: documentFile ? "id-proof.png" : null,
      communication_language: rng.some(ref.languages, rng.int(1, 3)).map((language) => ({ communication_language: language.key, proficiency: rng.pick(ref.proficiencies).id })),
    };
    sections.projects = Array.from({ length: rng.int(0, 12) }, () => {
      const title = `${rng.pick(projectAdjectives)} ${rng.pick(projectNouns)}`;
      return {
        title,
        technologies: rng.some(technologies, rng.int(1, 4)).map((item) => item.id),
        skills: rng.some(skills, rng.int(1, 3)).map((item) => item.id),
        images: rng.some(ref.imagePaths, rng.int(0, 4)),
        link: rng.chance(0.6) ? `https://${title.toLowerCase().replace(/[^a-z]+/g, "-")}.example.com` : null,
        duration: rng.int(1, 36),
        is_on_going: rng.chance(0.2),
        description: `${title} for a ${rng.pick(companyKinds).toLowerCase()} client: ${rng.pick(about)}`,
      };
    });
    sections.certifications = Array.from({ length: rng.int(0, 8) }, () => {
      const title = rng.pick(certificateTitles);
      const withFile = rng.chance(0.7);
      return {
        title,
        certification_date: new Date(now.getTime() - rng.int(30, 3000) * DAY).toISOString().slice(0, 10),
        certificate_file: withFile ? rng.pick(ref.imagePaths) : null,
        certification_link: !withFile || rng.chance(0.3) ? `https://certificates.example.com/${uid.toLowerCase()}/${rng.int(1000, 9999)}` : null,
        description: `${title}, passed with distinction.`,
      };
    });
  }

  const updates: Person["updates"] = [];
  if (registrationStatus === 2) {
    let at = joined.getTime();
    const count = rng.int(0, 2);
    for (let i = 0; i < count; i += 1) {
      at += rng.int(1, Math.max(1, Math.floor((now.getTime() - at) / DAY / 2))) * DAY;
      if (at >= now.getTime()) break;
      const status = i === count - 1 && rng.chance(0.3) ? 1 : rng.chance(0.7) ? 2 : 3;
      const keys = rng.some(changeKeys[type]!, rng.int(1, 4));
      const created = new Date(at);
      updates.push({ body: { ...person, is_new_registered: false, requested_changes_keys: keys as Submission["requested_changes_keys"], ...namedSections(sections, keys) }, at: created, decided: decide(status, created) });
    }
  }
  return {
    plan,
    registration: { ...person, ...sections },
    joined,
    decided: decide(registrationStatus, joined),
    isActive,
    updates,
    assignedAgencies,
    agencyRequestAt,
  };
}

const companyKeys = new Set(["name", "company_url", "identity", "size", "registration_number", "technologies"]);
const branchKeys = new Set(["branches", "head_branch_location", "total_branches"]);
const portfolioKeys = new Set(changeKeys[USER_TYPES.freelancer]!.filter((key) => !["profile_image", "contact_number", "projects", "certifications"].includes(key)));

/** The sections an update sends: those its keys name (decision 039). */
function namedSections(sections: Partial<Submission>, keys: string[]): Partial<Submission> {
  const names = (section: Set<string>) => keys.some((key) => section.has(key));
  return {
    ...(sections.company && (names(companyKeys) || names(branchKeys)) ? { company: sections.company, branches: sections.branches } : {}),
    ...(sections.portfolio && names(portfolioKeys) ? { portfolio: sections.portfolio } : {}),
    ...(sections.projects && keys.includes("projects") ? { projects: sections.projects } : {}),
    ...(sections.certifications && keys.includes("certifications") ? { certifications: sections.certifications } : {}),
  };
}

/**
 * Submits through the API's own submission function (its checks of options, sections and
 * identities, and its insert); the demo's data must never be refused. The bodies are typed as
 * the endpoint's schema leaves them: parsing them again with it cost about 0.5 ms a freelancer
 * body, some 70 s of the 100,000 users' run (decision 050).
 */
async function submit(db: Db, bodies: { body: Submission; now: Date }[]): Promise<{ id: number; userId: number }[]> {
  const outcomes = await submitRequests(db, bodies, { notify: false });
  return outcomes.map((outcome, i) => {
    if (!outcome.ok) throw new Error(`the demo submission of ${bodies[i]?.body.uid} was refused: ${JSON.stringify(outcome.errors)}`);
    return { id: outcome.id, userId: outcome.userId };
  });
}

/**
 * Writes the decisions the demo's admins took, back-dated, in one statement per table: the
 * request's status and handler, the log entry, the activation. Not decideRequest, which decides
 * one request per transaction at the current time; the updates carry the live profile unchanged,
 * so there is nothing to apply. An approved request keeps only the identity fields (decision 039).
 */
async function writeDecisions(db: Db, decided: { requestId: number; userId: number; decided: Decided; activate: boolean }[]): Promise<void> {
  if (!decided.length) return;
  const column = <T>(pick: (item: (typeof decided)[number]) => T) => param(decided.map(pick));
  await db.execute(sql`
    update user_request r set status = d.status, request_handled_by_id = d.admin_id, rejection_message = d.reason, decided_at = d.at, modified = d.at,
      updated_data_with_request_change = case when d.status = 2
        then r.updated_data_with_request_change - 'company' - 'branches' - 'portfolio' - 'projects' - 'certifications'
        else r.updated_data_with_request_change end
    from unnest(${column((item) => item.requestId)}::int4[], ${column((item) => item.decided.status)}::int4[], ${column((item) => item.decided.decider.id)}::int4[],
      ${column((item) => item.decided.reason)}::text[], ${column((item) => item.decided.at)}::timestamptz[]) as d(id, status, admin_id, reason, at)
    where r.id = d.id`);
  const log = new Rows("user_request_decision", [["request_id", "int4"], ["admin_id", "int4"], ["admin_name", "text"], ["decision", "int4"], ["reason", "text"], ["version", "int4"], ["created", "timestamptz"]]);
  for (const item of decided) log.add(item.requestId, item.decided.decider.id, item.decided.decider.name, item.decided.status, item.decided.reason, 1, item.decided.at);
  await log.insert(db);
  const activated = decided.filter((item) => item.activate).map((item) => item.userId);
  if (activated.length) await db.execute(sql`update "user" set is_active = true where id = any(${param(activated)}::int4[])`);
}

/** Adds `options.users` demo marketplace users, batch by batch; answers what it added. */
export async function seedDemoMarketplaceUsers(database: Database, adminId: number, options: MarketplaceSeedOptions): Promise<MarketplaceSeedResult> {
  const now = options.now ?? new Date();
  const batchSize = options.batchSize ?? 1000;
  const rng = generator(options.seed);
  const counts: MarketplaceSeedResult = { users: { client: 0, agency: 0, freelancer: 0, agencyDeveloper: 0 }, requests: 0, notifications: 0 };
  const ref = await inTransaction(database, (query) => loadReference(query, options.uploadsDir, adminId));
  // The foreign keys' checks were about a third of the load (decision 045). Every reference
  // here is a row read above or one the submission checked, so a superuser (always on PGlite)
  // skips them for the batch; another role keeps them.
  const skipForeignKeyChecks = await inTransaction(database, async (query) => (await query(`select current_setting('is_superuser') = 'on' as superuser`)).rows[0]?.superuser === true);
  // uids and emails carry a number past every user's id: a second run adds new ones.
  let nextNumber = await inTransaction(database, async (query) => Number((await query(`select coalesce(max(id), 0)::int + 1 as n from "user"`)).rows[0]?.n ?? 1));
  let done = 0;
  while (done < options.users) {
    const planned = planBatch(rng, Math.min(batchSize, options.users - done));
    const withDevelopers = new Set(planned.flatMap((plan) => (plan.agencyIndex === undefined ? [] : [plan.agencyIndex])));
    const people = planned.map((plan, index) => planPerson(rng, ref, plan, nextNumber++, now, withDevelopers.has(index)));
    await database.db.transaction(async (tx) => {
      const db = tx as unknown as Db;
      if (skipForeignKeyChecks) await db.execute(sql`set local session_replication_role = replica`);
      const requests: { person: Person; requestId: number; userId: number; isNew: boolean; at: Date; decided?: Decided }[] = [];
      const userIds = new Map<Person, number>();
      const register = async (group: Person[]) => {
        const submitted = await submit(db, group.map((person) => ({ body: person.registration, now: person.joined })));
        const decisions = submitted.map((request, i) => {
          const person = group[i]!;
          userIds.set(person, request.userId);
          requests.push({ person, requestId: request.id, userId: request.userId, isNew: true, at: person.joined, decided: person.decided });
          return { requestId: request.id, userId: request.userId, decided: person.decided, activate: person.isActive };
        });
        await writeDecisions(db, decisions.flatMap((item) => (item.decided ? [{ ...item, decided: item.decided }] : [])));
      };
      // Agencies first: a developer's registration names its agency, active by then.
      await register(people.filter((person) => person.plan.type !== USER_TYPES.agencyDeveloper));
      for (const person of people) {
        if (person.plan.agencyIndex !== undefined) person.registration.agency = userIds.get(people[person.plan.agencyIndex]!);
      }
      await register(people.filter((person) => person.plan.type === USER_TYPES.agencyDeveloper));
      for (const round of [0, 1]) {
        const group = people.filter((person) => person.updates[round]);
        const submitted = await submit(db, group.map((person) => ({ body: { ...person.updates[round]!.body, user: userIds.get(person) }, now: person.updates[round]!.at })));
        const decisions = submitted.flatMap((request, i) => {
          const person = group[i]!;
          const update = person.updates[round]!;
          requests.push({ person, requestId: request.id, userId: request.userId, isNew: false, at: update.at, decided: update.decided });
          return update.decided ? [{ requestId: request.id, userId: request.userId, decided: update.decided, activate: false }] : [];
        });
        await writeDecisions(db, decisions);
      }

      const assigned = new Rows("assigned_agency", [["client_id", "int4"], ["agency_id", "int4"], ["created", "timestamptz"]]);
      const agencyRequests = new Rows("agency_request", [["client_id", "int4"], ["created", "timestamptz"]]);
      // Earlier runs' and batches' agencies, and this batch's: a first batch has no others.
      const agencies = [...ref.agencies, ...people.filter((person) => person.plan.type === USER_TYPES.agency && person.isActive).map((person) => userIds.get(person)!)];
      for (const person of people) {
        const userId = userIds.get(person)!;
        if (agencies.length > 0) for (const at of person.assignedAgencies) assigned.add(userId, rng.pick(agencies), at);
        if (person.agencyRequestAt) agencyRequests.add(userId, person.agencyRequestAt);
      }
      await assigned.insert(db);
      await agencyRequests.insert(db);

      // The admins' notifications: every pending request, and recent decisions (older ones were read and cleared).
      const notifications = new Rows("notification", [["recipient_id", "int4"], ["actor_id", "int4"], ["verb", "text"], ["action_name", "varchar"], ["data", "jsonb"], ["unread", "bool"], ["timestamp", "timestamptz"]]);
      for (const request of requests) {
        const { person, decided } = request;
        if (decided && now.getTime() - decided.at.getTime() >= NOTIFIED_DECISIONS_DAYS * DAY) continue;
        const type = person.plan.type;
        // As the API words it (its own function): the person's name, whatever their company.
        const { verb, actionName } = requestNotificationText({ userType: type, isNewRegistered: request.isNew, name: `${person.registration.first_name} ${person.registration.last_name}` });
        const data = JSON.stringify({ id: request.requestId, status: decided?.status ?? 1, is_new_registered: request.isNew, user: { user_type: type } });
        const unread = !decided || rng.chance(0.3);
        for (const decider of ref.deciders) notifications.add(decider.id, request.userId, verb, actionName, data, unread, request.at);
      }
      await notifications.insert(db);

      for (const person of people) {
        const type = person.plan.type;
        counts.users[type === USER_TYPES.client ? "client" : type === USER_TYPES.agency ? "agency" : type === USER_TYPES.freelancer ? "freelancer" : "agencyDeveloper"] += 1;
        if (type === USER_TYPES.agency && person.isActive) ref.agencies.push(userIds.get(person)!);
      }
      counts.requests += requests.length;
      counts.notifications += notifications.size;
    });
    done += planned.length;
    options.onProgress?.(done);
  }
  return counts;
}
