// The users lists at scale (decision 051): each ordering is read from an index in its order, a
// search goes through trigram indexes, and the company's name they sort and search by is kept on
// the user row by the database. The plans are read with sequential scans and sorts disabled: a
// plan that still sorts or filters row by row has no index that serves it, whatever the table's
// size. Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
import { and, eq, sql, type SQL } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MARKETPLACE_USER_TYPES } from "#contract/marketplace-user";
import { companyUserList, freelancerList } from "../../api/data/marketplace-user";
import * as tables from "../../api/db/schema";
import { orderBySql, type ListSource } from "../../api/paging";
import { createTestApi, type TestApi } from "./harness";

let t: TestApi;
let serial = 0;

beforeAll(async () => {
  t = await createTestApi();
});
afterAll(async () => {
  await t?.close();
});

async function marketplaceUser(userType: number) {
  serial += 1;
  const uid = `P${userType}${String(serial).padStart(6, "0")}`;
  const [row] = await t.db
    .insert(tables.user)
    .values({ username: uid, email: `${uid.toLowerCase()}@example.com`, firstName: "Plan", lastName: `User ${serial}`, userType, uid })
    .returning();
  return row!;
}

async function companyNameOnUser(userId: number): Promise<string | undefined> {
  const [row] = await t.db.select({ name: tables.user.companyNameLower }).from(tables.user).where(eq(tables.user.id, userId));
  return row?.name;
}

/**
 * The plan of `query` as text, with sequential scans and sorts (and, for a search, plain index
 * scans that filter row by row) priced out of the planner's reach.
 */
async function planOf(query: SQL, { bitmapOnly = false } = {}): Promise<string> {
  return t.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    await tx.execute(sql`set local enable_sort = off`);
    if (bitmapOnly) await tx.execute(sql`set local enable_indexscan = off`);
    const result = (await tx.execute(sql`explain ${query}`)) as unknown as { rows: Record<string, string>[] };
    return result.rows.map((row) => Object.values(row)[0]).join("\n");
  });
}

const pageQuery = ({ table, id, scope, search, order }: ListSource) =>
  sql`select ${id} from ${table} where ${and(scope, search) ?? sql`true`} order by ${sql.join(orderBySql(order), sql`, `)} limit 10`;

describe("the users lists' plans", () => {
  const companyOrderings = ["id", "uid", "first_name", "last_name", "email", "contact_number", "company__name", "is_active"];
  for (const ordering of companyOrderings.flatMap((field) => [field, `-${field}`])) {
    it(`reads the clients' page ordered by ${ordering} from an index, unsorted`, async () => {
      const plan = await planOf(pageQuery(companyUserList(t.db, "client", { ordering }).source));
      // uid is unique: its index's order needs the id only to break ties there are none of, so an
      // incremental sort over it sorts groups of one row.
      const unsorted = ordering.endsWith("uid") ? plan.replace(/Incremental Sort|Sort Key: uid.*/g, "") : plan;
      expect(unsorted).not.toMatch(/Sort|SubPlan|Seq Scan/);
    });
  }

  it("reads the freelancers' page ordered by contact_number from an index, unsorted", async () => {
    const plan = await planOf(pageQuery(freelancerList(t.db, { ordering: "-contact_number" }).source));
    expect(plan).not.toMatch(/Sort|SubPlan|Seq Scan/);
  });

  it("searches names and company names through their trigram indexes, with no subquery per row", async () => {
    const { source } = companyUserList(t.db, "agency", { search: "zephyrine" });
    const plan = await planOf(sql`select ${source.id} from ${source.table} where ${source.search}`, { bitmapOnly: true });
    expect(plan).toContain("user_search_text_trgm");
    expect(plan).toContain("user_company_name_trgm");
    expect(plan).not.toMatch(/SubPlan|Seq Scan/);
  });
});

describe("the company's name on the user row", () => {
  it("follows its company: added, renamed, moved to another user and deleted", async () => {
    const client = await marketplaceUser(MARKETPLACE_USER_TYPES.client);
    const other = await marketplaceUser(MARKETPLACE_USER_TYPES.client);
    expect(await companyNameOnUser(client.id)).toBe("");

    await t.db.insert(tables.company).values({ userId: client.id, name: "Arger & Co" });
    expect(await companyNameOnUser(client.id)).toBe("arger & co");

    await t.db.update(tables.company).set({ name: "Renamed LTD" }).where(eq(tables.company.userId, client.id));
    expect(await companyNameOnUser(client.id)).toBe("renamed ltd");

    await t.db.update(tables.company).set({ userId: other.id }).where(eq(tables.company.userId, client.id));
    expect(await companyNameOnUser(client.id)).toBe("");
    expect(await companyNameOnUser(other.id)).toBe("renamed ltd");

    await t.db.delete(tables.company).where(eq(tables.company.userId, other.id));
    expect(await companyNameOnUser(other.id)).toBe("");
  });

  it("is kept when writes skip ordinary triggers, as the demo seed's do (decision 045)", async () => {
    const agency = await marketplaceUser(MARKETPLACE_USER_TYPES.agency);
    // session_replication_role needs a superuser: PGlite's user is one, as the test server's is.
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.insert(tables.company).values({ userId: agency.id, name: "Seeded Agency" });
    });
    expect(await companyNameOnUser(agency.id)).toBe("seeded agency");
  });

  it("sorts and searches the list by it", async () => {
    const first = await marketplaceUser(MARKETPLACE_USER_TYPES.agency);
    const second = await marketplaceUser(MARKETPLACE_USER_TYPES.agency);
    await t.db.insert(tables.company).values([
      { userId: first.id, name: "Quillwort Alpha" },
      { userId: second.id, name: "quillwort beta" },
    ]);
    await t.db.update(tables.company).set({ name: "Quillwort Gamma" }).where(eq(tables.company.userId, first.id));
    const { source } = companyUserList(t.db, "agency", { search: "QUILLWORT", ordering: "-company__name" });
    const ids = ((await t.db.execute(pageQuery(source))) as unknown as { rows: { id: number }[] }).rows.map((row) => Number(row.id));
    expect(ids).toEqual([first.id, second.id]);
  });
});
