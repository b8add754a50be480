// Lists at scale: the technology API list over 1,000,000 rows on PostgreSQL, measured for the
// five cases that once cost a table scan or a full count (no search, a term matching 10 % of the
// rows, a rare term, ordered by title, a deep page). Run by `npm run bench` after its own targets,
// or alone: `tsx bench/list-scale.ts`. PostgreSQL comes from BENCH_DATABASE_URL (a database is
// created on that server and dropped after) or a throwaway server started here; without either
// the target is skipped. `BENCH_LIST_ENGINE=pglite` measures the embedded database instead, and
// `BENCH_LIST_ROWS` changes the row count (100,000 is plenty for PGlite).
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { migrateDatabase, openDatabase, seedDatabase, type Database } from "../api/index";
import { freePort } from "../scripts/free-port";
import { ADMIN, apiToken, benchPostgres, killAllServers, printTable, startServer, stopServer, waitUntilUp, type StartedServer } from "./support";

/** Seeding a million rows and building their indexes takes about a minute; the rest is bounded by the duration. */
const RUN_LIMIT_MS = 8 * 60 * 1000;
const SERIAL_CALLS = 200;
const SERIAL_LIMIT_MS = 3000;
/** The page the issue names; a capped list measures its last reachable page instead. */
const DEEP_PAGE = 5000;
/** Titles "<stem><kind> <7-digit number>": one in ten ends in "script" (the 10 % term), each number is unique (the rare term). */
const STEMS = ["Java", "Type", "Coffee", "Action", "Post", "Elm", "Go", "Rust", "Swift", "Kotlin"];
const KINDS = ["script", "engine", "kit", "flow", "base", "stack", "works", "lab", "forge", "core"];
const FREQUENT_TERM = "script";
const RARE_TERM = "0042424";

export type ListScaleOptions = { durationS: number; connections: number };

type Case = { name: string; path: string };
type Measured = Case & { count: string; rps: number; p50: number; p99: number; serialP50: number; serialP99: number; non2xx: number; errors: number };

type Engine =
  | { kind: "postgres"; url: string; close(): Promise<void> }
  | { kind: "pglite"; close(): Promise<void> };

export async function benchListsAtScale({ durationS, connections }: ListScaleOptions): Promise<void> {
  const rows = Math.max(1000, Number(process.env.BENCH_LIST_ROWS ?? 1_000_000) || 1_000_000);
  const usePglite = process.env.BENCH_LIST_ENGINE === "pglite";
  const dataDir = await mkdtemp(path.join(tmpdir(), "backoffice-bench-lists-"));
  const postgres = usePglite ? undefined : await benchPostgres(dataDir, `bench_lists_${process.pid}`);
  const engine: Engine | undefined = usePglite
    ? { kind: "pglite", close: async () => {} }
    : postgres && { kind: "postgres", url: postgres.url, close: () => postgres.stop() };
  if (!engine) {
    console.log("\nLists at scale: skipped (no PostgreSQL: set BENCH_DATABASE_URL or install PostgreSQL)");
    await rm(dataDir, { recursive: true, force: true });
    return;
  }
  const engineName = engine.kind === "postgres" ? "PostgreSQL" : "PGlite";
  console.log(`\nLists at scale: ${rows.toLocaleString("en")} technologies on ${engineName}`);
  let server: StartedServer | undefined;
  const logPath = path.join(dataDir, "server.log");
  const limit = setTimeout(() => {
    console.error(`the lists-at-scale benchmark did not finish within ${RUN_LIMIT_MS / 60_000} minutes`);
    killAllServers();
    process.exit(1);
  }, RUN_LIMIT_MS);
  limit.unref();
  try {
    const seeded = performance.now();
    await seed(engine, dataDir, rows);
    console.log(`seeded, migrated and analyzed in ${((performance.now() - seeded) / 1000).toFixed(1)} s`);
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    server = startServer(port, dataDir, origin, logPath, { DATABASE_URL: engine.kind === "postgres" ? engine.url : "" });
    await waitUntilUp(`${origin}/login`, server.exited);
    const token = await apiToken(origin);
    const headers = { authorization: `Token ${token}` };

    const list = "/api/v1/technology/";
    const byTitle = await getJson(origin, `${list}?ordering=title`, headers);
    const lastPage = Math.max(1, Math.ceil(byTitle.count / 10));
    const deepPage = Math.min(DEEP_PAGE, lastPage);
    const cases: Case[] = [
      { name: "floor: GET user-permissions/", path: "/api/v1/user-permissions/" },
      { name: "no search", path: list },
      { name: `search "${FREQUENT_TERM}" (10 %)`, path: `${list}?search=${FREQUENT_TERM}` },
      { name: `search "${RARE_TERM}" (1 row)`, path: `${list}?search=${RARE_TERM}` },
      { name: "ordering=title", path: `${list}?ordering=title` },
      { name: `page ${deepPage}`, path: `${list}?page=${deepPage}` },
      { name: `page ${deepPage}, ordering=title`, path: `${list}?ordering=title&page=${deepPage}` },
    ];
    // A cold server (JIT, connection pool) would make the first case look slow. The floor only:
    // calls a slow case leaves running when autocannon stops would delay the next case.
    await autocannon({ url: `${origin}${cases[0]?.path}`, connections, duration: 2, headers });
    const results: Measured[] = [];
    for (const target of cases) {
      process.stdout.write(`measuring ${target.name} ... `);
      const first = await getJson(origin, target.path, headers);
      const serial = await serialLatency(`${origin}${target.path}`, headers);
      const loaded = await autocannon({ url: `${origin}${target.path}`, connections, duration: durationS, headers });
      const count = first.count === undefined ? "-" : `${first.count}${first.count_capped ? "+" : ""}`;
      results.push({
        ...target,
        count,
        rps: loaded.requests.average,
        p50: loaded.latency.p50,
        p99: loaded.latency.p99,
        serialP50: serial.p50,
        serialP99: serial.p99,
        non2xx: loaded.non2xx,
        errors: loaded.errors + loaded.timeouts,
      });
      console.log(`${loaded.requests.average.toFixed(0)} req/s`);
    }
    report(results, { rows, engineName, durationS, connections });
  } catch (error) {
    const log = await readFile(logPath, "utf8").catch(() => "");
    if (log) console.error(`server log (last lines):\n${log.split("\n").slice(-30).join("\n")}`);
    throw error;
  } finally {
    clearTimeout(limit);
    if (server) await stopServer(server.child);
    await engine.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

// ---- the database -----------------------------------------------------------------------------

/**
 * Migrations, the admin, then `rows` technologies in one INSERT ... SELECT and fresh statistics.
 * The table's secondary indexes (whatever the migrations made) are dropped for the insert and
 * built again after it: a million rows load several times faster that way.
 */
async function seed(engine: Engine, dataDir: string, rows: number): Promise<void> {
  const database: Database =
    engine.kind === "postgres" ? await openDatabase({ databaseUrl: engine.url, dataDir }) : await openDatabase({ dataDir });
  try {
    await migrateDatabase(database);
    await seedDatabase(database, { admin: ADMIN });
    const client = database.client as { query(sql: string): Promise<{ rows: unknown[] }> };
    const query = async <T>(sql: string) => (await client.query(sql)).rows as T[];
    const indexes = await query<{ name: string; definition: string }>(
      "SELECT indexname AS name, indexdef AS definition FROM pg_indexes WHERE tablename = 'technology' AND indexname <> 'technology_pkey'",
    );
    for (const index of indexes) await query(`DROP INDEX "${index.name}"`);
    const array = (items: string[]) => `array[${items.map((item) => `'${item}'`).join(",")}]`;
    await query(`
      INSERT INTO technology (title, description, status)
      SELECT (${array(STEMS)})[i % 10 + 1] || (${array(KINDS)})[(i / 10) % 10 + 1] || ' ' || lpad(i::text, 7, '0'),
             'Benchmark technology number ' || i || ', with a summary of a realistic length for the list.',
             CASE WHEN i % 7 = 0 THEN 0 ELSE 1 END
      FROM generate_series(1, ${rows}) AS i`);
    await query("SET maintenance_work_mem = '256MB'");
    for (const index of indexes) await query(index.definition);
    await query("VACUUM ANALYZE technology");
  } finally {
    await database.close();
  }
}

// ---- measuring --------------------------------------------------------------------------------

/** Each case must answer 200 before it is measured, or the figures would be of an error. */
async function getJson(origin: string, target: string, headers: Record<string, string>): Promise<{ count: number; count_capped?: boolean }> {
  const response = await fetch(`${origin}${target}`, { headers });
  if (response.status !== 200) throw new Error(`${target} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as { count: number; count_capped?: boolean };
}

/** One call at a time: the cost of a call without queueing behind the others. */
async function serialLatency(url: string, headers: Record<string, string>): Promise<{ p50: number; p99: number }> {
  const times: number[] = [];
  const until = performance.now() + SERIAL_LIMIT_MS;
  while (times.length < SERIAL_CALLS && performance.now() < until) {
    const started = performance.now();
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (fraction: number) => times[Math.min(times.length - 1, Math.floor(fraction * times.length))] ?? 0;
  return { p50: at(0.5), p99: at(0.99) };
}

function report(results: Measured[], run: { rows: number; engineName: string; durationS: number; connections: number }): void {
  const floor = results[0];
  const rows = results.map((result) => ({
    case: result.name,
    count: result.count,
    "1 conn p50 ms": result.serialP50.toFixed(1),
    "1 conn p99 ms": result.serialP99.toFixed(1),
    "req/s": result.rps.toFixed(0),
    "p50 ms": String(result.p50),
    "p99 ms": String(result.p99),
    "vs floor": floor ? (result.rps / floor.rps).toFixed(2) : "-",
    "non-2xx": String(result.non2xx + result.errors),
  }));
  console.log(
    `\n${run.rows.toLocaleString("en")} technologies on ${run.engineName}: one call at a time (up to ${SERIAL_CALLS} calls or ${SERIAL_LIMIT_MS / 1000} s), ` +
      `then ${run.connections} connections for ${run.durationS} s; "vs floor" is req/s against GET user-permissions/ in the same run`,
  );
  printTable(rows);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const durationS = Math.min(Math.max(Number(process.env.BENCH_DURATION ?? 10) || 10, 1), 60);
  benchListsAtScale({ durationS, connections: 10 }).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
