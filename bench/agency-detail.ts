// The agency detail page's benchmark target (issue 11): among the demo marketplace users the
// bench seeds (bench/seed.ts), the agency with the most developers, whose page and Developer
// Details tab are measured.
import { sql } from "drizzle-orm";
import { openDatabase } from "../api/index";

/** Answers the agency to measure (read before the server opens the database). */
export async function findBenchAgency(dataDir: string, databaseUrl?: string): Promise<{ agencyId: number; developers: number }> {
  const database = await openDatabase({ dataDir, databaseUrl });
  try {
    const result = await database.db.execute(
      sql`select agency_id as id, count(*)::int as developers from "user" where agency_id is not null group by agency_id order by count(*) desc, agency_id limit 1`,
    );
    const [row] = (result as unknown as { rows: { id: number; developers: number }[] }).rows;
    if (!row) throw new Error("the demo seed made no agency with developers");
    return { agencyId: Number(row.id), developers: Number(row.developers) };
  } finally {
    await database.close();
  }
}
