// `npm run db:seed -- --demo --users N` (decision 039): a small demo seed run twice adds twice the
// users, every type, with the tables' invariants holding. On PGlite and, with TEST_DATABASE_URL,
// on PostgreSQL.
import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requestNotificationText } from "../../api/data/user-request";
import * as tables from "../../api/db/schema";
import { seedDemoData } from "../../api/db/seed-demo/index";
import { seedDemoMarketplaceUsers } from "../../api/db/seed-demo/marketplace-users";
import { createTestApi, type TestApi } from "./harness";

let t: TestApi;
let uploadsDir: string;

beforeAll(async () => {
  t = await createTestApi();
  uploadsDir = await mkdtemp(path.join(os.tmpdir(), "backoffice-seed-test-"));
  await seedDemoData(t.db);
});
afterAll(async () => {
  await t?.close();
  await rm(uploadsDir, { recursive: true, force: true });
});

async function scalar(query: ReturnType<typeof sql>): Promise<number> {
  // node-postgres answers a result with rows, PGlite's driver the same shape.
  const result = (await t.db.execute(query)) as unknown as { rows: { n: number | string }[] };
  const row = result.rows[0];
  return Number(row?.n ?? 0);
}

describe("demo marketplace users", () => {
  it("adds 50 users of every type each run, twice, with the invariants holding", async () => {
    const [admin] = await t.db.select({ id: tables.user.id }).from(tables.user).where(eq(tables.user.isSuperuser, true)).limit(1);
    const seeded = [];
    for (let run = 0; run < 2; run += 1) {
      seeded.push(await seedDemoMarketplaceUsers(t.database, admin!.id, { users: 50, seed: 11, uploadsDir, batchSize: 20 }));
    }
    for (const result of seeded) {
      const { client, agency, freelancer, agencyDeveloper } = result.users;
      expect(client + agency + freelancer + agencyDeveloper).toBe(50);
      expect(result.requests).toBeGreaterThanOrEqual(50);
    }
    // The same seed on a changed database still adds new users: ids and uids come from the sequence.
    expect(await scalar(sql`select count(*)::int as n from "user" where user_type is not null and uid like '__0%'`)).toBe(100);
    expect(await scalar(sql`select count(distinct user_type)::int as n from "user" where uid is not null`)).toBe(4);
    // Every registration has its request; a user has at most one pending request (the index says so too).
    expect(await scalar(sql`select count(*)::int as n from "user" u where u.uid is not null and not exists (select 1 from user_request r where r.user_id = u.id and r.is_new_registered)`)).toBe(0);
    expect(await scalar(sql`select count(*)::int as n from (select user_id from user_request where status = 1 group by user_id having count(*) > 1) p`)).toBe(0);
    expect(await scalar(sql`select count(distinct status)::int as n from user_request`)).toBe(3);
    expect(await scalar(sql`select count(*)::int as n from user_request where status = 3 and rejection_message is null`)).toBe(0);
    expect(await scalar(sql`select count(*)::int as n from user_request where status <> 1 and request_handled_by_id is null`)).toBe(0);
    // Each company has exactly one head office; developers belong to agencies.
    expect(await scalar(sql`select count(*)::int as n from company c where (select count(*) from branch b where b.user_id = c.user_id and b.is_head_quarter) <> 1`)).toBe(0);
    expect(await scalar(sql`select count(*)::int as n from "user" d join "user" a on a.id = d.agency_id where d.user_type = 6 and a.user_type <> 4`)).toBe(0);
    expect(await scalar(sql`select count(*)::int as n from "user" where user_type = 6 and agency_id is null`)).toBe(0);
    // Freelancers and developers have portfolios; notifications point at requests.
    expect(await scalar(sql`select count(*)::int as n from "user" u where u.user_type in (5, 6) and not exists (select 1 from portfolio p where p.user_id = u.id)`)).toBe(0);
    expect(await scalar(sql`select count(*)::int as n from notification n where n.actor_id in (select id from "user" where uid is not null) and not exists (select 1 from user_request r where r.id = (n.data->>'id')::int)`)).toBe(0);
    expect(await scalar(sql`select count(*)::int as n from notification n where (n.data->>'status')::int = 1`)).toBeGreaterThan(0);
    // Worded as the API words a request's notification: a developer's says "agency developer".
    const sent = (await t.db.execute(
      sql`select n.verb, n.action_name, u.user_type, (n.data->>'is_new_registered')::boolean as is_new, u.first_name || ' ' || u.last_name as name from notification n join "user" u on u.id = n.actor_id where u.uid is not null`,
    )) as unknown as { rows: { verb: string; action_name: string; user_type: number; is_new: boolean; name: string }[] };
    expect(sent.rows.length).toBeGreaterThan(0);
    for (const row of sent.rows) {
      const api = requestNotificationText({ userType: row.user_type, isNewRegistered: row.is_new, name: row.name });
      expect({ verb: row.verb, actionName: row.action_name }).toEqual(api);
    }
    // Contact numbers the edit forms accept as they are: a demo user can be saved unchanged.
    expect(await scalar(sql`select count(*)::int as n from "user" where uid is not null and contact_number !~ '^[+]?[0-9]{7,15}$'`)).toBe(0);
    // Clients' agency assignments: none dated to come, and spread over the agencies.
    expect(await scalar(sql`select count(*)::int as n from assigned_agency where created > now()`)).toBe(0);
    expect(await scalar(sql`select count(distinct agency_id)::int as n from assigned_agency`)).toBeGreaterThan(1);
    // A few images serve every profile, project and certificate.
    expect((await readdir(uploadsDir)).length).toBe(6);
    expect(await scalar(sql`select count(distinct image)::int as n from project_image`)).toBeLessThanOrEqual(6);
  });
});
