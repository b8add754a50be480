// Seeds reference data and the superuser. Idempotent: every row is upserted on its natural key,
// an existing admin is left as it is, demo notifications are added once.
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { PASSWORD_PATTERN } from "#contract/common";
import { messages } from "#contract/messages";
import { permissionCatalogue } from "#contract/permissions";
import { USER_TYPES } from "#contract/user";
import { createNotification, sanitizeVerb } from "../data/notification";
import { createUser, findUserByUsername } from "../data/user";
import { generatePassword } from "../security";
import type { Database, Db } from "./client";
import * as tables from "./schema";
import type { NotificationData } from "./schema";
import { citiesByCountry } from "./seed-data/cities";
import { countries } from "./seed-data/countries";
import { currencies, languages, proficiencies, recurringPeriods } from "./seed-data/options";
import { seedDemoData } from "./seed-demo/index";

export type SeedOptions = {
  admin: { username: string; email: string; password?: string };
  /** Adds demo notifications of each kind for the superuser. */
  demo?: boolean;
  now?: Date;
};

export type SeedResult = {
  admin: {
    username: string;
    email: string;
    created: boolean;
    /** Present only when the seed created the admin with a password it generated: print it once. */
    generatedPassword?: string;
  };
};

export async function seedDatabase(database: Database, options: SeedOptions): Promise<SeedResult> {
  const { password } = options.admin;
  if (password !== undefined && !PASSWORD_PATTERN.test(password)) {
    throw new Error(`ADMIN_PASSWORD: ${messages.passwordRule}`);
  }
  return database.db.transaction(async (tx) => {
    await seedPermissions(tx);
    await seedLocations(tx);
    await seedOptionLists(tx);
    const admin = await seedAdmin(tx, options.admin);
    if (options.demo) {
      await seedDemoNotifications(tx, admin.id, options.now ?? new Date());
      await seedDemoData(tx);
    }
    return { admin: admin.result };
  });
}

async function seedPermissions(db: Db) {
  await db
    .insert(tables.permission)
    .values(
      permissionCatalogue.map(({ code, name, model }) => {
        const [appLabel, codename] = code.split(".") as [string, string];
        return { appLabel, codename, name, model };
      }),
    )
    .onConflictDoUpdate({
      target: [tables.permission.appLabel, tables.permission.codename],
      set: { name: sql`excluded.name`, model: sql`excluded.model` },
    });
}

async function seedLocations(db: Db) {
  const countryRows = await db
    .insert(tables.country)
    .values([...countries])
    .onConflictDoUpdate({ target: tables.country.code2, set: { name: sql`excluded.name`, phone: sql`excluded.phone` } })
    .returning({ id: tables.country.id, code2: tables.country.code2, name: tables.country.name });
  const cityRows = countryRows.flatMap((country) =>
    (citiesByCountry[country.code2] ?? []).map((entry) => {
      const [name, region] = entry.split("|") as [string, string | undefined];
      const displayName = [name, region, country.name].filter(Boolean).join(", ");
      return { name, displayName, countryId: country.id };
    }),
  );
  await db
    .insert(tables.city)
    .values(cityRows)
    .onConflictDoUpdate({ target: [tables.city.countryId, tables.city.displayName], set: { name: sql`excluded.name` } });
}

async function seedOptionLists(db: Db) {
  await db
    .insert(tables.language)
    .values([...languages])
    .onConflictDoUpdate({ target: tables.language.code, set: { name: sql`excluded.name` } });
  await db
    .insert(tables.proficiency)
    .values([...proficiencies])
    .onConflictDoUpdate({ target: tables.proficiency.id, set: { title: sql`excluded.title` } });
  await db
    .insert(tables.currency)
    .values([...currencies])
    .onConflictDoUpdate({ target: tables.currency.code, set: { name: sql`excluded.name`, sign: sql`excluded.sign` } });
  await db
    .insert(tables.recurringPeriod)
    .values([...recurringPeriods])
    .onConflictDoUpdate({
      target: tables.recurringPeriod.name,
      set: { unit: sql`excluded.unit`, budgetMin: sql`excluded.budget_min`, budgetMax: sql`excluded.budget_max` },
    });
}

async function firstSuperuser(db: Db) {
  const [row] = await db.select().from(tables.user).where(eq(tables.user.isSuperuser, true)).orderBy(asc(tables.user.id)).limit(1);
  return row;
}

async function seedAdmin(db: Db, admin: SeedOptions["admin"]): Promise<{ id: number; result: SeedResult["admin"] }> {
  // A superuser is created on a database that has none: a changed ADMIN_USERNAME later must not
  // add a second one (with a password in the log).
  const existing = (await findUserByUsername(db, admin.username)) ?? (await firstSuperuser(db));
  if (existing) {
    return { id: existing.id, result: { username: existing.username, email: existing.email, created: false } };
  }
  const password = admin.password ?? generatePassword();
  const row = await createUser(db, {
    username: admin.username,
    email: admin.email,
    password,
    // The profile form requires both names: a first save must not fail on one never set.
    firstName: "Admin",
    lastName: "User",
    isActive: true,
    isStaff: true,
    isSuperuser: true,
  });
  return {
    id: row.id,
    result: { username: row.username, email: row.email, created: true, ...(admin.password ? {} : { generatedPassword: password }) },
  };
}

// Every kind the drawer renders: both actions, new registration and update, status 1 (links to
// the request) and others (plain), each user type, read and unread.
const demoActors = [
  { username: "demo-client", email: "olivia.martin@example.com", firstName: "Olivia", lastName: "Martin", userType: USER_TYPES.client },
  { username: "demo-agency", email: "hello@brightpath.example.com", firstName: "Brightpath", lastName: "Digital", userType: USER_TYPES.agency },
  { username: "demo-freelancer", email: "liam.chen@example.com", firstName: "Liam", lastName: "Chen", userType: USER_TYPES.freelancer },
  { username: "demo-developer", email: "ava.patel@example.com", firstName: "Ava", lastName: "Patel", userType: USER_TYPES.agencyDeveloper },
] as const;

const DEMO_UID_PREFIX: Record<number, string> = { [USER_TYPES.client]: "CL", [USER_TYPES.agency]: "AG", [USER_TYPES.freelancer]: "FL", [USER_TYPES.agencyDeveloper]: "DV" };

type DemoNotification = {
  actor: (typeof demoActors)[number]["username"];
  verb: string;
  actionName: "agencyrequest" | "userrequest";
  data: NotificationData;
  unread: boolean;
  hoursAgo: number;
};

const demoNotifications: DemoNotification[] = [
  { actor: "demo-client", verb: "<b>Olivia Martin</b> registered as a new client.", actionName: "userrequest", data: { id: 9001, status: 1, is_new_registered: true, user: { user_type: 3 } }, unread: true, hoursAgo: 1 },
  { actor: "demo-agency", verb: "<b>Brightpath Digital</b> registered as a new agency.", actionName: "agencyrequest", data: { id: 9002, status: 1, is_new_registered: true, user: { user_type: 4 } }, unread: true, hoursAgo: 3 },
  { actor: "demo-freelancer", verb: "<b>Liam Chen</b> updated the freelancer profile.", actionName: "userrequest", data: { id: 9003, status: 1, is_new_registered: false, user: { user_type: 5 } }, unread: true, hoursAgo: 6 },
  { actor: "demo-developer", verb: "<b>Brightpath Digital</b> updated the developer <b>Ava Patel</b>.", actionName: "agencyrequest", data: { id: 9004, status: 1, is_new_registered: false, user: { user_type: 6 } }, unread: true, hoursAgo: 12 },
  { actor: "demo-developer", verb: "<b>Brightpath Digital</b> added the developer <b>Ava Patel</b>.", actionName: "agencyrequest", data: { id: 9005, status: 1, is_new_registered: true, user: { user_type: 6 } }, unread: false, hoursAgo: 30 },
  { actor: "demo-client", verb: "The update of <b>Olivia Martin</b> was <i>approved</i>.", actionName: "userrequest", data: { id: 9006, status: 2, is_new_registered: false, user: { user_type: 3 } }, unread: true, hoursAgo: 50 },
  { actor: "demo-agency", verb: "The registration of <b>Brightpath Digital</b> was <i>rejected</i>.", actionName: "agencyrequest", data: { id: 9007, status: 3, is_new_registered: true, user: { user_type: 4 } }, unread: false, hoursAgo: 80 },
  { actor: "demo-freelancer", verb: "The registration of <b>Liam Chen</b> was <i>approved</i>.", actionName: "userrequest", data: { id: 9008, status: 2, is_new_registered: true, user: { user_type: 5 } }, unread: false, hoursAgo: 200 },
  { actor: "demo-developer", verb: "The update of the developer <b>Ava Patel</b> was <i>rejected</i>.", actionName: "agencyrequest", data: { id: 9009, status: 3, is_new_registered: false, user: { user_type: 6 } }, unread: true, hoursAgo: 400 },
  { actor: "demo-agency", verb: "<b>Brightpath Digital</b> updated the agency profile.", actionName: "agencyrequest", data: { id: 9010, status: 1, is_new_registered: false, user: { user_type: 4 } }, unread: true, hoursAgo: 700 },
  { actor: "demo-client", verb: "<b>Northwind Traders</b> registered as a new client.", actionName: "userrequest", data: { id: 9011, status: 1, is_new_registered: true, user: { user_type: 3 } }, unread: true, hoursAgo: 1000 },
  { actor: "demo-freelancer", verb: "<b>Liam Chen</b> updated the portfolio.", actionName: "userrequest", data: { id: 9012, status: 0, is_new_registered: false, user: { user_type: 5 } }, unread: false, hoursAgo: 1500 },
];

async function seedDemoNotifications(db: Db, recipientId: number, now: Date) {
  const actorIds = new Map<string, number>();
  for (const actor of demoActors) {
    const existing = await findUserByUsername(db, actor.username);
    const row = existing ?? (await createUser(db, { ...actor, password: null, isActive: true }));
    actorIds.set(actor.username, row.id);
    // Marketplace users are listed by their uid (the list's link to the user): theirs is the demo
    // generator's form, numbered by their own ids, which that generator's numbers always pass.
    await db
      .update(tables.user)
      .set({ uid: `${DEMO_UID_PREFIX[actor.userType]}${String(row.id).padStart(7, "0")}` })
      .where(and(eq(tables.user.id, row.id), isNull(tables.user.uid)));
  }
  for (const demo of demoNotifications) {
    const verb = sanitizeVerb(demo.verb);
    const [existing] = await db
      .select({ id: tables.notification.id })
      .from(tables.notification)
      .where(and(eq(tables.notification.recipientId, recipientId), eq(tables.notification.verb, verb)));
    if (existing) continue;
    await createNotification(db, {
      recipientId,
      actorId: actorIds.get(demo.actor) ?? null,
      verb,
      actionName: demo.actionName,
      data: demo.data,
      unread: demo.unread,
      timestamp: new Date(now.getTime() - demo.hoursAgo * 3_600_000),
    });
  }
}
