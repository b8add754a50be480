// The benchmark's database: reference data, the admin and 10,000 technologies, written before the
// server opens it (PGlite is one process per DATA_DIR); PostgreSQL when `databaseUrl` is given.
import { migrateDatabase, openDatabase, seedDatabase } from "../api/index";
import * as tables from "../api/db/schema";

export const TECHNOLOGY_ROWS = 10_000;
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
  } finally {
    await database.close();
  }
}
