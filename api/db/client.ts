// Opens the one database the API uses: PGlite under DATA_DIR when no DATABASE_URL is given,
// a PostgreSQL server through node-postgres when it is. Same schema, same dialect, same migrations.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { type PgDatabase, type PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { ReadCache, watchWrites } from "../read-cache";
import * as schema from "./schema";
import { createPrivateDirSync, narrowOwnDirSync } from "../private-dir";

export type Schema = typeof schema;
/** A Drizzle database or transaction on either driver; data functions take this. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/**
 * Reads that do not depend on each other: at once on a pool, one after another inside a
 * transaction. A transaction holds one connection, on which node-postgres queued overlapping
 * queries with a deprecation warning; pg 9 refuses them.
 */
export async function independentReads<R extends (() => unknown)[]>(db: Db, ...reads: R): Promise<{ [K in keyof R]: R[K] extends () => infer V ? Awaited<V> : never }> {
  type Results = { [K in keyof R]: R[K] extends () => infer V ? Awaited<V> : never };
  if (!(db instanceof PgTransaction)) return (await Promise.all(reads.map((read) => read()))) as Results;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as Results;
}

export type Database =
  | { kind: "pglite"; db: Db; client: PGlite; readCache?: ReadCache; close(): Promise<void> }
  | { kind: "postgres"; db: Db; client: pg.Pool; readCache?: undefined; close(): Promise<void> };

export type OpenDatabaseOptions = {
  /** PostgreSQL connection string; unset = embedded PGlite. */
  databaseUrl?: string;
  /** PGlite keeps its files in `<dataDir>/pgdata`. */
  dataDir: string;
  /** PGlite in memory instead of under dataDir (tests), empty or from a `dumpDataDir()` snapshot. */
  memory?: boolean | { snapshot: Blob };
  /** PGlite only: reuse reads until the next write (decision 032); default on. */
  readCache?: boolean;
};

export const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle client losing its connection must not crash the process; the pool replaces it.
    pool.on("error", (error) => console.error("PostgreSQL pool error:", error.message));
    const db = drizzleNodePg({ client: pool, schema }) as unknown as Db;
    await pool.query("select 1");
    return { kind: "postgres", db, client: pool, close: () => pool.end() };
  }
  // pg_trgm backs the lists' search indexes (migration 0003); PGlite loads contrib extensions on demand.
  const extensions = { pg_trgm };
  let client: PGlite;
  if (options.memory) {
    client = new PGlite(options.memory === true ? { extensions } : { loadDataDir: options.memory.snapshot, extensions });
  } else {
    const dataPath = path.join(options.dataDir, "pgdata");
    createPrivateDirSync(dataPath);
    narrowOwnDirSync(dataPath);
    client = new PGlite(dataPath, { extensions });
  }
  await client.waitReady;
  let readCache: ReadCache | undefined;
  if (options.readCache ?? true) {
    readCache = new ReadCache();
    watchWrites(client, readCache.written);
  }
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return { kind: "pglite", db, client, readCache, close: () => client.close() };
}

// Any fixed number: the advisory lock keeps two processes from migrating one server at once.
const MIGRATION_LOCK_ID = 725_431_002;

/** Applies the generated SQL migrations under api/db/migrations that have not run yet. */
export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === "pglite") {
    await migratePglite(drizzlePglite({ client: database.client, schema }), { migrationsFolder });
    return;
  }
  const connection = await database.client.connect();
  try {
    await connection.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
    await migrateNodePg(drizzleNodePg({ client: connection, schema }), { migrationsFolder });
  } finally {
    await connection.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => undefined);
    connection.release();
  }
}
