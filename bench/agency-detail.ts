// The agency detail page's benchmark data (issue 11): demo marketplace users from the data
// branch's seed (`npm run db:seed -- --demo --users N` calls the same function), then the agency
// with the most developers, whose page and Developer Details tab are measured.
import path from "node:path";
import { sql } from "drizzle-orm";
import { openDatabase } from "../api/index";
import { findUserByUsername } from "../api/data/user";
import { seedDemoMarketplaceUsers } from "../api/db/seed-demo/marketplace-users";
import { seedDemoProfileType } from "../api/db/seed-demo/profile-type";
import { seedDemoSkill } from "../api/db/seed-demo/skill";

/** Demo marketplace users for the detail page: 10,000 by default, BENCH_DETAIL_USERS for more. */
export const DETAIL_PAGE_USERS = Math.max(Number(process.env.BENCH_DETAIL_USERS ?? 10_000) || 10_000, 100);

/** Seeds the demo users into the bench database (before the server opens it); answers the agency to measure. */
export async function seedAgencyDetail(dataDir: string, adminUsername: string, databaseUrl?: string): Promise<{ agencyId: number; developers: number }> {
  const database = await openDatabase({ dataDir, databaseUrl });
  try {
    const admin = await findUserByUsername(database.db, adminUsername);
    if (!admin) throw new Error(`the bench admin ${adminUsername} is missing`);
    // Portfolios pick skills and profile types; the bench's 10,000 technologies are already there.
    await seedDemoSkill(database.db);
    await seedDemoProfileType(database.db);
    await seedDemoMarketplaceUsers(database, admin.id, { users: DETAIL_PAGE_USERS, seed: 1, uploadsDir: path.join(dataDir, "uploads") });
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
