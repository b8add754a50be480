// The benchmark's database: reference data, the admin and 10,000 technologies, written before the
// server opens it (PGlite is one process per DATA_DIR); PostgreSQL when `databaseUrl` is given.
import { migrateDatabase, openDatabase, seedDatabase } from "../api/index";
import * as tables from "../api/db/schema";
import type { Db } from "../api/db/client";

export const TECHNOLOGY_ROWS = 10_000;
/** Marketplace users for /manage-users: 10,000 by default, BENCH_USERS for more (run limit permitting). */
export const MARKETPLACE_USERS = Math.max(Number(process.env.BENCH_USERS ?? 10_000) || 10_000, 3);
export const USERS_SEARCH = "an";
/** Matches one title in ten: the searched list's 10 % case. */
export const TECHNOLOGY_SEARCH = "script";

export async function seedBenchData(dataDir: string, admin: { username: string; email: string; password: string }, databaseUrl?: string): Promise<void> {
  const database = await openDatabase({ dataDir, databaseUrl });
  try {
    await migrateDatabase(database);
    await seedDatabase(database, { admin });
    const stems = ["Java", "Type", "Coffee", "Action", "Post", "Elm", "Go", "Rust", "Swift", "Kotlin"];
    const kinds = ["script", "engine", "kit", "flow", "base", "stack", "works", "lab", "forge", "core"];
    const rows = Array.from({ length: TECHNOLOGY_ROWS }, (_, i) => ({
      // One title in ten ends in "script": the searched list has TECHNOLOGY_ROWS / 10 matches.
      title: `${stems[i % stems.length]}${kinds[Math.floor(i / stems.length) % kinds.length]} ${String(i).padStart(5, "0")}`,
      // No "script" here ("description" has it): the search must match the titles' one in ten only.
      description: `Benchmark technology number ${i}, with a summary of a realistic length for the list.`,
      status: i % 7 === 0 ? 0 : 1,
    }));
    for (let start = 0; start < rows.length; start += 1000) {
      await database.db.insert(tables.technology).values(rows.slice(start, start + 1000));
    }
    await seedMarketplaceUsers(database.db, MARKETPLACE_USERS);
  } finally {
    await database.close();
  }
}

const FIRST_NAMES = ["Anna", "Brian", "Chen", "Diana", "Ethan", "Fatima", "George", "Hiro", "Ivan", "Julia", "Kiran", "Liam", "Maya", "Noah", "Olga", "Priya", "Quinn", "Ravi", "Sofia", "Tomas"];
const LAST_NAMES = ["Andersen", "Brooks", "Costa", "Dubois", "Evans", "Fischer", "Garcia", "Haddad", "Ito", "Jensen", "Khan", "Lopez", "Meyer", "Novak", "Okafor", "Patel", "Rossi", "Silva", "Tanaka", "Weber"];

/**
 * Clients, agencies and freelancers in turn (user types 3, 4, 5), with a company for the first two:
 * the /manage-users tabs. Plain batched inserts until the demo seed (`--demo --users N`) can be called here.
 */
async function seedMarketplaceUsers(db: Db, count: number): Promise<void> {
  const [city] = await db.select({ id: tables.city.id }).from(tables.city).limit(1);
  const types = [3, 4, 5] as const;
  for (let start = 0; start < count; start += 1000) {
    const batch = Array.from({ length: Math.min(1000, count - start) }, (_, offset) => {
      const i = start + offset;
      const first = FIRST_NAMES[i % FIRST_NAMES.length] ?? "Anna";
      const last = LAST_NAMES[Math.floor(i / FIRST_NAMES.length) % LAST_NAMES.length] ?? "Andersen";
      return {
        username: `bench-user-${i}@example.com`,
        email: `${first.toLowerCase()}.${last.toLowerCase()}.${i}@example.com`,
        firstName: first,
        lastName: last,
        userType: types[i % types.length],
        uid: `BU${String(i).padStart(8, "0")}`,
        contactNumber: `98${String(i).padStart(8, "0")}`,
        cityId: city?.id,
      };
    });
    const inserted = await db.insert(tables.user).values(batch).returning({ id: tables.user.id, userType: tables.user.userType, lastName: tables.user.lastName });
    const companies = inserted.filter((row) => row.userType !== 5).map((row) => ({ userId: row.id, name: `${row.lastName} Holdings ${row.id}`, size: row.id % 200 }));
    if (companies.length > 0) await db.insert(tables.company).values(companies);
  }
}
