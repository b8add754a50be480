// The superuser's demo notifications of `seedDatabase({ demo: true })`, one of every kind the drawer
// shows, each about a request a demo marketplace user sent: submitted and decided through the API's
// own functions and back-dated, so a pending one opens its request. Added once: a demo user
// already there is not registered again, nor a notification about the same request added.
import { and, asc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import { USER_TYPES } from "#contract/user";
import { submissionBodySchema, type SubmissionBody } from "#contract/user-request";
import { createNotification } from "../../data/notification";
import { decideRequest, requestNotificationText, submitRequests } from "../../data/user-request";
import type { Db } from "../client";
import * as tables from "../schema";

const HOUR = 3_600_000;
const UID_PREFIX: Record<number, string> = { [USER_TYPES.client]: "CL", [USER_TYPES.agency]: "AG", [USER_TYPES.freelancer]: "FL", [USER_TYPES.agencyDeveloper]: "DV" };
const CITIES = ["London, England, United Kingdom", "Berlin, Berlin, Germany", "Mumbai, Maharashtra, India"];

type Options = Awaited<ReturnType<typeof demoOptions>>;
type Sections = (options: Options) => Partial<SubmissionBody>;
/** A request of the story: when it was sent, its decision, and whether the superuser was notified of it. */
type DemoRequest = { hoursAgo: number; decided?: { status: 2 | 3; hoursAgo: number; reason?: string }; notified?: { unread: boolean } };
type DemoPerson = {
  userType: 3 | 4 | 5 | 6;
  firstName: string;
  lastName: string;
  /** Who the person is: a second run finds them by it. */
  email: string;
  contactNumber: string;
  /** A developer's agency, by its e-mail. */
  agency?: string;
  profile: Sections;
  registration: DemoRequest;
  /** Sent after the registration's approval, in this order, each decided before the next. */
  updates?: (DemoRequest & { keys: NonNullable<SubmissionBody["requested_changes_keys"]>; sections: Sections })[];
};

const company = (name: string, url: string | null, size: number, technologies: number[], branches: number[], registrationNumber?: string): Partial<SubmissionBody> => ({
  company: { name, is_registered_company: registrationNumber !== undefined, registration_number: registrationNumber ?? null, company_url: url, size, technologies },
  branches: branches.map((city, index) => ({ city, is_head_quarter: index === 0 })),
});

const portfolio = (o: Options, changes: Partial<NonNullable<SubmissionBody["portfolio"]>> = {}): NonNullable<SubmissionBody["portfolio"]> => ({
  profile_type: o.profileType,
  technologies: o.technologies.slice(0, 3),
  skills: [o.skill],
  sub_skills: o.subSkills,
  experience: 6,
  availability: 2,
  education_details: "B.Sc. in Computer Science",
  amount: "45.00",
  salary_type: o.period,
  description: "Builds web products end to end, from the first sketch to the production rollout.",
  specialties: "Accessible, fast interfaces and design systems.",
  communication_language: o.languages.map((language, index) => ({ communication_language: language, proficiency: o.proficiencies[index] ?? o.proficiencies[0]! })),
  ...changes,
});

const BRIGHTPATH = "hello@brightpath.example.com";
const brightpath = (o: Options, technologies = o.technologies.slice(0, 3)) =>
  company("Brightpath Digital", "https://www.brightpath.example.com", 25, technologies, o.cities.slice(0, 2), "BPD-2019-0042");
const liam = (o: Options, changes: Partial<NonNullable<SubmissionBody["portfolio"]>> = {}): Partial<SubmissionBody> => ({
  portfolio: portfolio(o, changes),
  projects: [{ title: "Online Shop Redesign", description: "A faster, accessible checkout for a retail client.", technologies: o.technologies.slice(0, 2), skills: [o.skill], link: "https://shop.example.com", duration: 6 }],
  certifications: [{ title: "AWS Certified Developer", certification_date: "2023-05-12", certification_link: "https://certificates.example.com/liam-chen", description: "Passed with distinction." }],
});
const ava = (o: Options, changes: Partial<NonNullable<SubmissionBody["portfolio"]>> = {}) => ({ portfolio: portfolio(o, { experience: 4, availability: 2, ...changes }) });

/**
 * The story: who sent what and when (hours ago), what became of it, and which requests the
 * superuser was notified of. One pending request a user at a time, updates only after an
 * approved registration, developers after their agency's approval, as the API requires.
 */
const demoPeople: DemoPerson[] = [
  {
    userType: USER_TYPES.client,
    firstName: "Olivia",
    lastName: "Martin",
    email: "olivia.martin@example.com",
    contactNumber: "+447700900123",
    // No website yet: the pending update adds one.
    profile: (o) => company("Martin Interiors", null, 10, [], o.cities.slice(0, 1)),
    registration: { hoursAgo: 2600, decided: { status: 2, hoursAgo: 2590 } },
    updates: [
      { hoursAgo: 60, decided: { status: 2, hoursAgo: 50 }, notified: { unread: true }, keys: ["contact_number"], sections: () => ({ contact_number: "+447700900124" }) },
      { hoursAgo: 1, notified: { unread: true }, keys: ["company_url"], sections: (o) => company("Martin Interiors", "https://www.martininteriors.example.com", 10, [], o.cities.slice(0, 1)) },
    ],
  },
  {
    userType: USER_TYPES.client,
    firstName: "Nora",
    lastName: "Lind",
    email: "nora.lind@northwind.example.com",
    contactNumber: "+4915123456789",
    profile: (o) => company("Northwind Traders", "https://www.northwind.example.com", 50, [], o.cities.slice(1, 3), "NWT-2024-0417"),
    registration: { hoursAgo: 1000, notified: { unread: true } },
  },
  {
    userType: USER_TYPES.agency,
    firstName: "Brightpath",
    lastName: "Digital",
    email: BRIGHTPATH,
    contactNumber: "+447700900200",
    profile: (o) => brightpath(o),
    registration: { hoursAgo: 2100, decided: { status: 2, hoursAgo: 2000 } },
    updates: [{ hoursAgo: 700, notified: { unread: true }, keys: ["technologies"], sections: (o) => brightpath(o, o.technologies.slice(0, 4)) }],
  },
  {
    userType: USER_TYPES.agency,
    firstName: "Cedar",
    lastName: "Labs",
    email: "hello@cedarlabs.example.com",
    contactNumber: "+919800000101",
    profile: (o) => company("Cedar Labs", "https://www.cedarlabs.example.com", 10, o.technologies.slice(1, 4), o.cities.slice(2, 3)),
    registration: { hoursAgo: 3, notified: { unread: true } },
  },
  {
    userType: USER_TYPES.freelancer,
    firstName: "Liam",
    lastName: "Chen",
    email: "liam.chen@example.com",
    contactNumber: "+447700900300",
    profile: (o) => liam(o),
    registration: { hoursAgo: 210, decided: { status: 2, hoursAgo: 200 }, notified: { unread: false } },
    updates: [{ hoursAgo: 6, notified: { unread: true }, keys: ["experience", "amount"], sections: (o) => ({ portfolio: portfolio(o, { experience: 7, amount: "55.00" }) }) }],
  },
  {
    userType: USER_TYPES.freelancer,
    firstName: "Mia",
    lastName: "Novak",
    email: "mia.novak@example.com",
    contactNumber: "+4915123456790",
    profile: (o) => ({ portfolio: portfolio(o, { experience: 2, education_details: "Self-taught, online courses" }) }),
    registration: { hoursAgo: 90, decided: { status: 3, hoursAgo: 80, reason: "The ID proof is missing: please upload it and send the registration again." }, notified: { unread: false } },
  },
  {
    userType: USER_TYPES.agencyDeveloper,
    firstName: "Ava",
    lastName: "Patel",
    email: "ava.patel@example.com",
    contactNumber: "+919800000201",
    agency: BRIGHTPATH,
    profile: (o) => ava(o),
    registration: { hoursAgo: 1510, decided: { status: 2, hoursAgo: 1500 }, notified: { unread: false } },
    updates: [
      {
        hoursAgo: 410,
        decided: { status: 3, hoursAgo: 400, reason: "The education details do not match the certificate: please send the certificate with the request." },
        notified: { unread: true },
        keys: ["education_details"],
        sections: (o) => ava(o, { education_details: "M.Sc. in Software Engineering" }),
      },
      { hoursAgo: 12, notified: { unread: true }, keys: ["availability"], sections: (o) => ava(o, { availability: 1 }) },
    ],
  },
  {
    userType: USER_TYPES.agencyDeveloper,
    firstName: "Noah",
    lastName: "Kim",
    email: "noah.kim@example.com",
    contactNumber: "+919800000202",
    agency: BRIGHTPATH,
    profile: (o) => ({ portfolio: portfolio(o, { experience: 1, availability: 1 }) }),
    registration: { hoursAgo: 30, notified: { unread: false } },
  },
];

/** The options the demo profiles name: the first active ones of the demo master data. */
async function demoOptions(db: Db) {
  const { technology, profileType: profileTypes, skill: skills } = tables;
  const cities = await db.select({ id: tables.city.id, name: tables.city.displayName }).from(tables.city).where(inArray(tables.city.displayName, CITIES));
  const technologies = await db.select({ id: technology.id }).from(technology).where(eq(technology.status, 1)).orderBy(asc(technology.id)).limit(4);
  const [profileType] = await db.select({ id: profileTypes.id }).from(profileTypes).where(eq(profileTypes.status, 1)).orderBy(asc(profileTypes.id)).limit(1);
  const [skill] = await db.select({ id: skills.id }).from(skills).where(and(eq(skills.status, 1), isNull(skills.parentId))).orderBy(asc(skills.id)).limit(1);
  const subSkills = skill ? await db.select({ id: skills.id }).from(skills).where(and(eq(skills.status, 1), eq(skills.parentId, skill.id))).orderBy(asc(skills.id)).limit(2) : [];
  const languages = await db.select({ code: tables.language.code }).from(tables.language).where(inArray(tables.language.code, ["en", "hi"]));
  const proficiencies = await db.select({ id: tables.proficiency.id }).from(tables.proficiency).orderBy(asc(tables.proficiency.id));
  const [period] = await db.select({ id: tables.recurringPeriod.id }).from(tables.recurringPeriod).orderBy(asc(tables.recurringPeriod.id)).limit(1);
  const cityIds = CITIES.flatMap((name) => cities.filter((city) => city.name === name).map((city) => city.id));
  if (cityIds.length < CITIES.length || technologies.length < 4 || !profileType || !skill || !languages.length || !proficiencies.length || !period) {
    throw new Error("the demo requests need the seeded cities and the demo master data");
  }
  return {
    cities: cityIds,
    technologies: technologies.map((row) => row.id),
    profileType: profileType.id,
    skill: skill.id,
    subSkills: subSkills.map((row) => row.id),
    languages: languages.map((row) => row.code),
    proficiencies: proficiencies.map((row) => row.id),
    period: period.id,
  };
}

/**
 * Earlier seeds made four demo users with no requests and notified of requests 9001–9012 from
 * them, which open /notfound (or, once the ids are taken, someone else's request).
 * Tables named by hand in the subquery: drizzle writes a one-table statement's columns bare (decision 070).
 */
async function dropDeadNotifications(db: Db, recipientId: number): Promise<void> {
  await db.execute(sql`
    delete from notification n
    using "user" a
    where n.recipient_id = ${recipientId} and a.id = n.actor_id
      and a.username in ('demo-client', 'demo-agency', 'demo-freelancer', 'demo-developer')
      and not exists (select 1 from user_request r where r.id = (n.data->>'id')::int and r.user_id = n.actor_id)`);
}

export async function seedDemoNotifications(db: Db, recipientId: number, now: Date): Promise<void> {
  await dropDeadNotifications(db, recipientId);
  const options = await demoOptions(db);
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR);
  const [admin] = await db.select({ first: tables.user.firstName, last: tables.user.lastName, username: tables.user.username }).from(tables.user).where(eq(tables.user.id, recipientId));
  const decider = { id: recipientId, name: `${admin?.first ?? ""} ${admin?.last ?? ""}`.trim() || (admin?.username ?? "Admin") };
  // uids numbered past every user's id, as the marketplace users' seed numbers them.
  const [next] = await db.select({ n: sql<number>`coalesce(max(${tables.user.id}), 0) + 1`.mapWith(Number) }).from(tables.user);
  let number = next?.n ?? 1;

  const submit = async (body: SubmissionBody, hoursAgo: number) => {
    const [outcome] = await submitRequests(db, [{ body: submissionBodySchema.parse(body), now: at(hoursAgo) }], { notify: false });
    if (!outcome?.ok) throw new Error(`the demo request of ${body.email} was refused: ${JSON.stringify(outcome?.errors)}`);
    return outcome;
  };
  const decide = async (request: { id: number; version: number }, decided: DemoRequest["decided"]) => {
    if (!decided) return;
    const outcome = await decideRequest(db, { requestId: request.id, admin: decider, status: decided.status, rejectionMessage: decided.reason, version: request.version, now: at(decided.hoursAgo) });
    if (!outcome.decided) throw new Error(`the demo request ${request.id} was not decided: ${outcome.reason}`);
  };

  const userIds = new Map<string, number>();
  for (const person of demoPeople) {
    const [existing] = await db.select({ id: tables.user.id }).from(tables.user).where(or(eq(tables.user.email, person.email), eq(tables.user.username, person.email)));
    if (existing) {
      userIds.set(person.email, existing.id);
      continue;
    }
    const agency = person.agency === undefined ? undefined : userIds.get(person.agency);
    const identity = {
      user_type: person.userType,
      uid: `${UID_PREFIX[person.userType]}${String(number++).padStart(7, "0")}`,
      first_name: person.firstName,
      last_name: person.lastName,
      email: person.email,
    };
    const registered = await submit(
      { ...identity, is_new_registered: true, contact_number: person.contactNumber, city: options.cities[0], ...(agency === undefined ? {} : { agency }), ...person.profile(options) },
      person.registration.hoursAgo,
    );
    userIds.set(person.email, registered.userId);
    await decide(registered, person.registration.decided);
    for (const update of person.updates ?? []) {
      const sent = await submit({ ...identity, is_new_registered: false, user: registered.userId, requested_changes_keys: update.keys, ...update.sections(options) }, update.hoursAgo);
      await decide(sent, update.decided);
    }
  }

  // A person's requests in the order sent: the registration, then the updates.
  const requests = await db.select().from(tables.userRequest).where(inArray(tables.userRequest.userId, [...userIds.values()])).orderBy(asc(tables.userRequest.id));
  for (const person of demoPeople) {
    const userId = userIds.get(person.email);
    const theirs = requests.filter((request) => request.userId === userId);
    for (const [index, story] of [person.registration, ...(person.updates ?? [])].entries()) {
      const request = theirs[index];
      // A demo user of an earlier seed that made them without requests: nothing to point at.
      if (!story.notified || !request || userId === undefined) continue;
      const [notified] = await db
        .select({ id: tables.notification.id })
        .from(tables.notification)
        .where(and(eq(tables.notification.recipientId, recipientId), sql`${tables.notification.data}->>'id' = ${String(request.id)}`));
      if (notified) continue;
      const { verb, actionName } = requestNotificationText({ userType: request.userType, isNewRegistered: request.isNewRegistered, name: `${person.firstName} ${person.lastName}` });
      await createNotification(db, {
        recipientId,
        actorId: userId,
        verb,
        actionName,
        // Its status now, as the marketplace users' seed writes it: were the request deleted, a decided one still opens nothing.
        data: { id: request.id, status: request.status, is_new_registered: request.isNewRegistered, user: { user_type: request.userType } },
        unread: story.notified.unread,
        timestamp: at(story.hoursAgo),
      });
    }
  }
}
