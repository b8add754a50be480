// Seeds reference data and the superuser. Idempotent: every row is upserted on its natural key,
// an existing admin is left as it is, demo rows (users, requests, notifications) are added once.
import { asc, eq, sql } from "drizzle-orm";
import { PASSWORD_PATTERN } from "#contract/common";
import { messages } from "#contract/messages";
import { permissionCatalogue } from "#contract/permissions";
import { createUser, findUserByUsername } from "../data/user";
import { generatePassword } from "../security";
import type { Database, Db } from "./client";
import * as tables from "./schema";
import { citiesByCountry } from "./seed-data/cities";
import { countries } from "./seed-data/countries";
import { currencies, languages, proficiencies, recurringPeriods } from "./seed-data/options";
import { seedDemoData } from "./seed-demo/index";
import { seedDemoNotifications } from "./seed-demo/notifications";

export type SeedOptions = {
  admin: { username: string; email: string; password?: string };
  /** Adds the demo rows, and for the superuser demo notifications of each kind about the demo users' requests. */
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
      // The demo requests name the demo master data.
      await seedDemoData(tx);
      await seedDemoNotifications(tx, admin.id, options.now ?? new Date());
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
