// `npm run db:seed -- --demo --users N`: N marketplace users of every type with everything they
// hold, in batches of one transaction each (decision 039). Rows go in through one
// `INSERT ... SELECT FROM unnest($1::int[], ...)` per table and batch: one parameter per column
// whatever the batch size, the same SQL on PGlite and PostgreSQL. Ids are reserved from the
// sequences first, so children need no RETURNING. Running it again adds N more.
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { MEDIA_PREFIX } from "#contract/shared-values";
import { USER_TYPES } from "#contract/user";
import type { Database } from "../client";
import type { NotificationData, RequestedProfile } from "../schema";

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
const typeName: Record<number, string> = { [USER_TYPES.client]: "client", [USER_TYPES.agency]: "agency", [USER_TYPES.freelancer]: "freelancer", [USER_TYPES.agencyDeveloper]: "developer" };

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
  await mkdir(uploadsDir, { recursive: true });
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

// ---------------------------------------------------------------- rows of one batch

/** Column name and PostgreSQL type of each inserted column, and its values. */
class Rows {
  readonly values: unknown[][];
  constructor(
    readonly table: string,
    readonly columns: readonly (readonly [string, string])[],
  ) {
    this.values = columns.map(() => []);
  }
  add(...row: unknown[]) {
    row.forEach((value, i) => this.values[i]!.push(value));
  }
  get size() {
    return this.values[0]?.length ?? 0;
  }
  async insert(query: Query) {
    if (this.size === 0) return;
    // text[] values travel as array literals: unnest would flatten a two-dimensional array.
    const names = this.columns.map(([name]) => `"${name}"`).join(", ");
    const selected = this.columns.map(([name, type]) => (type === "text[]" ? `"${name}"::text[]` : `"${name}"`)).join(", ");
    const params = this.columns.map(([, type], i) => `$${i + 1}::${type === "text[]" ? "text" : type}[]`).join(", ");
    await query(`insert into "${this.table}" (${names}) select ${selected} from unnest(${params}) as u(${names})`, this.values);
  }
}

const arrayLiteral = (items: string[]) => `{${items.map((item) => `"${item.replace(/["\\]/g, "\\$&")}"`).join(",")}}`;

type Batch = ReturnType<typeof newBatch>;
function newBatch() {
  return {
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
    assignedAgencies: new Rows("assigned_agency", [["client_id", "int4"], ["agency_id", "int4"], ["created", "timestamptz"]]),
    agencyRequests: new Rows("agency_request", [["client_id", "int4"], ["created", "timestamptz"]]),
    requests: new Rows("user_request", [["id", "int4"], ["user_id", "int4"], ["user_type", "int4"], ["is_new_registered", "bool"], ["status", "int4"], ["requested_changes_keys", "text[]"], ["updated_data_with_request_change", "jsonb"], ["request_handled_by_id", "int4"], ["rejection_message", "text"], ["created", "timestamptz"], ["modified", "timestamptz"], ["decided_at", "timestamptz"]]),
    decisions: new Rows("user_request_decision", [["request_id", "int4"], ["admin_id", "int4"], ["admin_name", "text"], ["decision", "int4"], ["reason", "text"], ["version", "int4"], ["created", "timestamptz"]]),
    notifications: new Rows("notification", [["recipient_id", "int4"], ["actor_id", "int4"], ["verb", "text"], ["action_name", "varchar"], ["data", "jsonb"], ["unread", "bool"], ["timestamp", "timestamptz"]]),
  };
}

/** Parents before children, as the foreign keys need. */
const insertOrder: (keyof Batch)[] = ["users", "companies", "branches", "userTechnologies", "userSkills", "portfolios", "languages", "projects", "projectTechnologies", "projectSkills", "projectImages", "certificates", "assignedAgencies", "agencyRequests", "requests", "decisions", "notifications"];

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

async function reserveIds(query: Query, table: string, count: number): Promise<number[]> {
  if (count === 0) return [];
  const { rows } = await query(`select nextval(pg_get_serial_sequence('"${table}"', 'id'))::int as id from generate_series(1, $1)`, [count]);
  return rows.map((row) => row.id as number);
}

function buildBatch(rng: Generator, ref: Reference, planned: Planned[], userIds: number[], now: Date, counts: MarketplaceSeedResult) {
  const batch = newBatch();
  const requestsToNumber: { row: unknown[]; notify: { actorId: number; verb: string; action: string; data: Omit<NotificationData, "id">; unread: boolean; at: Date } | undefined }[] = [];
  const projectsToNumber: { userId: number; row: unknown[]; technologies: number[]; skills: number[]; images: string[] }[] = [];

  planned.forEach((plan, index) => {
    const id = userIds[index]!;
    const type = plan.type;
    const first = rng.pick(firstNames);
    const last = rng.pick(lastNames);
    const uid = `${uidPrefix[type]}${String(id).padStart(7, "0")}`;
    const email = `${first}.${last}.${id}@example.com`.toLowerCase().normalize("NFD").replace(/[^\x20-\x7e]/g, "");
    const city = rng.pick(ref.cities);
    const joined = new Date(now.getTime() - rng.int(1, 730) * DAY - rng.int(0, DAY - 1));
    const profileImage = rng.chance(0.75) ? rng.pick(ref.imagePaths) : null;
    const contactNumber = `+${city.phone} ${rng.int(70000, 99999)}${rng.int(10000, 99999)}`;
    // The registration: most approved, some waiting, some refused.
    const registration = rng.next();
    const registrationStatus = registration < 0.8 ? 2 : registration < 0.92 ? 1 : 3;
    const isActive = registrationStatus === 2 && rng.chance(0.95);
    const agencyId = plan.agencyIndex === undefined ? null : userIds[plan.agencyIndex]!;
    batch.users.add(id, uid, email, first, last, isActive, type, profileImage, contactNumber, joined, uid, city.id, agencyId);
    counts.users[type === USER_TYPES.client ? "client" : type === USER_TYPES.agency ? "agency" : type === USER_TYPES.freelancer ? "freelancer" : "agencyDeveloper"] += 1;

    const snapshot: RequestedProfile = { profile_image: profileImage, first_name: first, last_name: last, email, uid, contact_number: contactNumber, city: { id: city.id, display_name: city.display_name } };

    if (type === USER_TYPES.client || type === USER_TYPES.agency) {
      const name = `${rng.pick(companyWords)} ${rng.pick(companyKinds)}`;
      const registered = rng.chance(0.6);
      const registrationNumber = registered ? `U${rng.int(10000, 99999)}MH${rng.int(2000, 2024)}PTC${rng.int(100000, 999999)}` : null;
      const url = type === USER_TYPES.agency || rng.chance(0.5) ? `https://www.${name.toLowerCase().replace(/\s+/g, "")}.example.com` : null;
      const size = rng.chance(0.85) ? rng.pick([5, 10, 25, 50, 100, 250, 500]) : null;
      const identity = rng.chance(0.9) ? ref.images.document : null;
      const fileName = identity ? "id-proof.png" : null;
      batch.companies.add(id, name, registered, registrationNumber, url, size, identity, fileName);
      const branchCities = Array.from({ length: rng.int(1, 4) }, () => rng.pick(ref.cities));
      branchCities.forEach((branchCity, i) => batch.branches.add(id, branchCity.id, i === 0));
      const technologies = type === USER_TYPES.agency ? rng.some(ref.technologies, rng.int(3, 10)) : [];
      for (const technology of technologies) batch.userTechnologies.add(id, technology.id);
      snapshot.company = { name, is_registered_company: registered, registration_number: registrationNumber, company_url: url, size, identity, file_name: fileName, technologies };
      snapshot.branches = branchCities.map((branchCity, i) => ({ id: null, city: { id: branchCity.id, display_name: branchCity.display_name }, is_head_quarter: i === 0 }));
      if (type === USER_TYPES.client && isActive) {
        for (let i = rng.int(0, 3); i > 0 && ref.agencies.length > 0; i -= 1) {
          batch.assignedAgencies.add(id, rng.pick(ref.agencies), new Date(joined.getTime() + rng.int(1, 300) * DAY));
        }
        if (rng.chance(0.2)) batch.agencyRequests.add(id, new Date(now.getTime() - rng.int(0, 20) * DAY));
      }
    } else {
      const profileType = rng.pick(ref.profileTypes);
      const technologies = rng.some(ref.technologies, rng.int(2, 8));
      const skills = rng.some(ref.skills, rng.int(1, 4));
      const subSkills = skills.flatMap((skill) => rng.some(skill.subSkills, rng.int(0, 2)));
      const experience = rng.int(0, 25);
      const availability = rng.chance(0.35) ? 1 : 2;
      const education = rng.pick(educations);
      const amount = (rng.int(10, 200) * 5).toFixed(2);
      const period = rng.pick(ref.periods);
      const description = rng.pick(about);
      const specialty = rng.pick(specialties);
      const documentFile = rng.chance(0.9) ? ref.images.document : null;
      const fileName = documentFile ? "id-proof.png" : null;
      batch.portfolios.add(id, profileType.id, experience, availability, education, amount, period?.id ?? null, description, specialty, documentFile, fileName);
      for (const technology of technologies) batch.userTechnologies.add(id, technology.id);
      for (const skill of [...skills, ...subSkills]) batch.userSkills.add(id, skill.id);
      const languages = rng.some(ref.languages, rng.int(1, 3)).map((language) => ({ language, proficiency: rng.pick(ref.proficiencies) }));
      for (const { language, proficiency } of languages) batch.languages.add(id, language.id, proficiency.id);

      const projects = Array.from({ length: rng.int(0, 12) }, () => {
        const title = `${rng.pick(projectAdjectives)} ${rng.pick(projectNouns)}`;
        const projectTechnologies = rng.some(technologies, rng.int(1, 4));
        const projectSkills = rng.some(skills, rng.int(1, 3));
        const images = rng.some(ref.imagePaths, rng.int(0, 4));
        const link = rng.chance(0.6) ? `https://${title.toLowerCase().replace(/[^a-z]+/g, "-")}.example.com` : null;
        const duration = rng.int(1, 36);
        const ongoing = rng.chance(0.2);
        const row = [0, id, title, `${title} for a ${rng.pick(companyKinds).toLowerCase()} client: ${rng.pick(about)}`, link, duration, ongoing, new Date(joined.getTime() + rng.int(0, 200) * DAY)];
        projectsToNumber.push({ userId: id, row, technologies: projectTechnologies.map((t) => t.id), skills: projectSkills.map((s) => s.id), images });
        return { id: null, title, description: row[3] as string, technologies: projectTechnologies, skills: projectSkills, images: images.map((url) => ({ id: null, url })), link, duration, is_on_going: ongoing };
      });
      const certifications = Array.from({ length: rng.int(0, 8) }, () => {
        const title = rng.pick(certificateTitles);
        const date = new Date(now.getTime() - rng.int(30, 3000) * DAY).toISOString().slice(0, 10);
        const withFile = rng.chance(0.7);
        const file = withFile ? rng.pick(ref.imagePaths) : null;
        const link = !withFile || rng.chance(0.3) ? `https://certificates.example.com/${uid.toLowerCase()}/${rng.int(1000, 9999)}` : null;
        const certificateDescription = `${title}, passed with distinction.`;
        batch.certificates.add(id, title, date, file, link, certificateDescription, joined);
        return { id: null, title, certification_date: date, certificate_file: file, certification_link: link, description: certificateDescription };
      });
      snapshot.portfolio = {
        profile_type: profileType,
        technologies,
        skills: skills.map(({ id: skillId, title }) => ({ id: skillId, title })),
        sub_skills: subSkills,
        experience,
        availability,
        education_details: education,
        amount,
        salary_type: period ?? null,
        description,
        specialties: specialty,
        document_file: documentFile,
        file_name: fileName,
        projects_count: projects.length,
        communication_language: languages.map(({ language, proficiency }) => ({ id: null, communication_language: { key: language.key, value: language.value }, proficiency })),
      };
      snapshot.projects = projects;
      snapshot.certifications = certifications;
    }

    // Requests: the registration, then for approved users up to two updates, the last maybe pending.
    const action = type === USER_TYPES.agencyDeveloper ? "agencyrequest" : "userrequest";
    const name = snapshot.company?.name ?? `${first} ${last}`;
    const addRequest = (isNew: boolean, status: number, created: Date, keys: string[]) => {
      const decider = status === 1 ? undefined : rng.pick(ref.deciders);
      const decidedAt = status === 1 ? null : new Date(Math.min(now.getTime(), created.getTime() + rng.int(1, 72) * 3_600_000));
      const reason = status === 3 ? rng.pick(rejections) : null;
      const stored = storedProfile(snapshot, isNew, status, keys);
      const row = [0, id, type, isNew, status, arrayLiteral(keys), JSON.stringify(stored), decider?.id ?? null, reason, created, decidedAt ?? created, decidedAt];
      const notified = status === 1 || (decidedAt !== null && now.getTime() - decidedAt.getTime() < NOTIFIED_DECISIONS_DAYS * DAY);
      const verb = isNew ? `<b>${name}</b> registered as a new ${typeName[type]}.` : `<b>${name}</b> updated the ${typeName[type]} profile.`;
      requestsToNumber.push({
        row: decider ? [...row, decider, status, reason, decidedAt] : row,
        notify: notified ? { actorId: id, verb, action, data: { status, is_new_registered: isNew, user: { user_type: type } }, unread: status === 1 || rng.chance(0.3), at: created } : undefined,
      });
    };
    addRequest(true, registrationStatus, joined, []);
    if (registrationStatus === 2) {
      let at = joined.getTime();
      const updates = rng.int(0, 2);
      for (let i = 0; i < updates; i += 1) {
        at += rng.int(1, Math.max(1, Math.floor((now.getTime() - at) / DAY / 2))) * DAY;
        if (at >= now.getTime()) break;
        const last = i === updates - 1;
        const status = last && rng.chance(0.3) ? 1 : rng.chance(0.7) ? 2 : 3;
        addRequest(false, status, new Date(at), rng.some(changeKeys[type]!, rng.int(1, 4)));
      }
    }
  });
  return { batch, requestsToNumber, projectsToNumber };
}

const companyKeys = new Set(["name", "company_url", "identity", "size", "registration_number", "technologies"]);
const branchKeys = new Set(["branches", "head_branch_location", "total_branches"]);
const portfolioKeys = new Set(changeKeys[USER_TYPES.freelancer]!.filter((key) => !["profile_image", "contact_number", "projects", "certifications"].includes(key)));

/**
 * What a request stores: the identity fields always; a pending or rejected registration the whole
 * profile; an update the sections its keys name; an approved request nothing more, since its
 * profile is the live one (decision 039: the copies were most of the database's size).
 */
function storedProfile(profile: RequestedProfile, isNew: boolean, status: number, keys: string[]): RequestedProfile {
  const { company, branches, portfolio, projects, certifications, ...identity } = profile;
  if (status === 2) return identity;
  if (isNew) return profile;
  const names = (section: Set<string>) => keys.some((key) => section.has(key));
  return {
    ...identity,
    ...(company && (names(companyKeys) || names(branchKeys)) ? { company, branches } : {}),
    ...(portfolio && names(portfolioKeys) ? { portfolio } : {}),
    ...(keys.includes("projects") ? { projects } : {}),
    ...(keys.includes("certifications") ? { certifications } : {}),
  };
}

/** Adds `options.users` demo marketplace users, batch by batch; answers what it added. */
export async function seedDemoMarketplaceUsers(database: Database, adminId: number, options: MarketplaceSeedOptions): Promise<MarketplaceSeedResult> {
  const now = options.now ?? new Date();
  const batchSize = options.batchSize ?? 1000;
  const rng = generator(options.seed);
  const counts: MarketplaceSeedResult = { users: { client: 0, agency: 0, freelancer: 0, agencyDeveloper: 0 }, requests: 0, notifications: 0 };
  const ref = await inTransaction(database, (query) => loadReference(query, options.uploadsDir, adminId));
  // The foreign keys' checks were about a third of the load (decision 045). Every reference
  // here is a row read above or an id reserved in the same transaction, so a superuser (always
  // on PGlite) skips them for the batch; another role keeps them.
  const skipForeignKeyChecks = await inTransaction(database, async (query) => (await query(`select current_setting('is_superuser') = 'on' as superuser`)).rows[0]?.superuser === true);
  let done = 0;
  while (done < options.users) {
    const planned = planBatch(rng, Math.min(batchSize, options.users - done));
    await inTransaction(database, async (query) => {
      if (skipForeignKeyChecks) await query("set local session_replication_role = replica");
      const userIds = await reserveIds(query, "user", planned.length);
      const { batch, requestsToNumber, projectsToNumber } = buildBatch(rng, ref, planned, userIds, now, counts);
      const projectIds = await reserveIds(query, "project", projectsToNumber.length);
      projectsToNumber.forEach((project, i) => {
        const projectId = projectIds[i]!;
        project.row[0] = projectId;
        batch.projects.add(...project.row);
        for (const technologyId of project.technologies) batch.projectTechnologies.add(projectId, technologyId);
        for (const skillId of project.skills) batch.projectSkills.add(projectId, skillId);
        for (const image of project.images) batch.projectImages.add(projectId, image);
      });
      const requestIds = await reserveIds(query, "user_request", requestsToNumber.length);
      requestsToNumber.forEach((request, i) => {
        const requestId = requestIds[i]!;
        const [, ...rest] = request.row.slice(0, 12);
        batch.requests.add(requestId, ...rest);
        if (request.row.length > 12) {
          const [decider, status, reason, decidedAt] = request.row.slice(12) as [{ id: number; name: string }, number, string | null, Date];
          batch.decisions.add(requestId, decider.id, decider.name, status, reason, 1, decidedAt);
        }
        if (request.notify) {
          const { actorId, verb, action, data, unread, at } = request.notify;
          for (const decider of ref.deciders) {
            batch.notifications.add(decider.id, actorId, verb, action, JSON.stringify({ id: requestId, ...data }), unread, at);
          }
        }
      });
      for (const table of insertOrder) await batch[table].insert(query);
      counts.requests += batch.requests.size;
      counts.notifications += batch.notifications.size;
      for (const [i, plan] of planned.entries()) if (plan.type === USER_TYPES.agency) ref.agencies.push(userIds[i]!);
    });
    done += planned.length;
    options.onProgress?.(done);
  }
  return counts;
}
