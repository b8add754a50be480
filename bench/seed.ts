// The benchmark's database: reference data, the admin, 10,000 technologies and the demo seed's
// marketplace users, written before the server opens it (PGlite is one process per DATA_DIR);
// PostgreSQL when `databaseUrl` is given.
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { migrateDatabase, openDatabase, seedDatabase } from "../api/index";
import * as tables from "../api/db/schema";
import { seedDemoMarketplaceUsers } from "../api/db/seed-demo/marketplace-users";
import { seedDemoProfileType } from "../api/db/seed-demo/profile-type";
import { seedDemoSkill } from "../api/db/seed-demo/skill";

export const TECHNOLOGY_ROWS = 10_000;
/**
 * Marketplace users for /manage-users, from the demo seed (`--demo --users N`, decision 039):
 * 10,000 by default, BENCH_USERS for another size (100,000 takes minutes to seed, before the run's limit starts).
 */
export const MARKETPLACE_USERS = Math.max(Number(process.env.BENCH_USERS ?? 10_000) || 10_000, 1);
export const USERS_SEARCH = "an";
/** Matches one title in ten: the searched list's 10 % case. */
export const TECHNOLOGY_SEARCH = "script";

export async function seedBenchData(
  dataDir: string,
  admin: { username: string; email: string; password: string },
  databaseUrl?: string,
  marketplaceUsers = MARKETPLACE_USERS,
): Promise<void> {
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
    if (marketplaceUsers > 0) {
      // The demo users' portfolios name profile types and skills; the technologies are the ones above.
      await seedDemoProfileType(database.db);
      await seedDemoSkill(database.db);
      const [superuser] = await database.db.select({ id: tables.user.id }).from(tables.user).where(eq(tables.user.username, admin.username));
      if (!superuser) throw new Error(`the bench admin ${admin.username} is missing`);
      await seedDemoMarketplaceUsers(database, superuser.id, { users: marketplaceUsers, seed: 1, uploadsDir: path.join(dataDir, "uploads") });
    }
    // Fresh statistics: the planner's choices are those of a database in use, not of empty tables.
    await database.db.execute(sql`analyze`);
  } finally {
    await database.close();
  }
}
