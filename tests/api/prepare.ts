// Builds the one prepared database the API tests start from (migrated and seeded), without
// importing vitest so the global setup can use it too.
import { randomBytes } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { migrateDatabase, openDatabase, seedDatabase } from "../../api/index";

/** The seeded superuser of every test database. */
export const TEST_ADMIN = { username: "admin", email: "admin@example.com", password: "Admin@12345" } as const;

export type PreparedDatabase =
  /** A gzipped PGlite data directory (dumpDataDir). */
  | { kind: "pglite"; snapshotPath: string }
  /** A migrated and seeded database on a server; test databases are created with TEMPLATE it. */
  | { kind: "postgres"; serverUrl: string; template: string };

async function migrateAndSeed(database: Awaited<ReturnType<typeof openDatabase>>) {
  await migrateDatabase(database);
  await seedDatabase(database, { admin: { ...TEST_ADMIN } });
}

export async function preparePgliteSnapshot(): Promise<Blob> {
  const database = await openDatabase({ dataDir: "", memory: true });
  try {
    await migrateAndSeed(database);
    return await (database.client as PGlite).dumpDataDir("gzip");
  } finally {
    await database.close();
  }
}

export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function withServer<T>(serverUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export function uniqueDatabaseName(prefix: string): string {
  return `${prefix}_${process.pid}_${randomBytes(4).toString("hex")}`;
}

export async function preparePostgresTemplate(serverUrl: string): Promise<string> {
  const template = uniqueDatabaseName("backoffice_api_template");
  await withServer(serverUrl, (client) => client.query(`CREATE DATABASE "${template}"`));
  const database = await openDatabase({ databaseUrl: databaseUrl(serverUrl, template), dataDir: "" });
  try {
    await migrateAndSeed(database);
  } finally {
    await database.close();
  }
  return template;
}

export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  await withServer(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
}

/** Prepares the database for a whole test run; the returned function removes it. */
export async function prepareDatabase(testDatabaseUrl = process.env.TEST_DATABASE_URL): Promise<{
  prepared: PreparedDatabase;
  dispose(): Promise<void>;
}> {
  if (testDatabaseUrl) {
    const template = await preparePostgresTemplate(testDatabaseUrl);
    return { prepared: { kind: "postgres", serverUrl: testDatabaseUrl, template }, dispose: () => dropDatabase(testDatabaseUrl, template) };
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), "backoffice-api-snapshot-"));
  const snapshotPath = path.join(dir, "snapshot.tgz");
  await writeFile(snapshotPath, Buffer.from(await (await preparePgliteSnapshot()).arrayBuffer()));
  return { prepared: { kind: "pglite", snapshotPath }, dispose: () => rm(dir, { recursive: true, force: true }) };
}
