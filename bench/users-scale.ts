// `tsx bench/users-scale.ts`: the users list of issue 11 on a database seeded beforehand, so that
// 1,000,000 users (a quarter of an hour to seed) are seeded once and measured as often as needed
// (decision 051). The built app runs on it in production mode beside nothing else; the baseline
// route is measured by the same server in the same run, and every figure is read against it.
//
//   BENCH_USERS_DATABASE_URL  a PostgreSQL database seeded with `npm run db:seed -- --demo --users N`
//   BENCH_USERS_DATA_DIR      or a PGlite DATA_DIR seeded the same way (opened in place: stop
//                             whatever else uses it)
// Seed with ADMIN_USERNAME=bench-admin ADMIN_PASSWORD='Bench#Pass1' (the bench's admin). The
// server migrates the database first, as `npm start` does. BENCH_DURATION: seconds per target.
import { readFile, rm } from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import { openDatabase } from "../api/index";
import { freePort } from "../scripts/free-port";
import { findBenchAgency } from "./agency-detail";
import { USERS_SEARCH } from "./seed";
import { BASELINE_PATH, CONNECTIONS, cpuMs, measure, printTable, seededDatabase, SIGNED_IN_FLOOR_PATH, signInCookie, startServer, stopServer, waitUntilUp, type Measurement } from "./support";

const DURATION_S = Math.min(Math.max(Number(process.env.BENCH_DURATION ?? 10) || 10, 1), 60);
const WARM_UP_S = 2;

type Target = { name: string; path: string; page: boolean };

async function userCounts(dataDir: string, databaseUrl: string | undefined): Promise<string> {
  const database = await openDatabase({ dataDir, databaseUrl });
  try {
    const result = (await database.db.execute(
      sql`select user_type, count(*)::int as users from "user" where user_type is not null group by user_type order by user_type`,
    )) as unknown as { rows: { user_type: number; users: number }[] };
    const total = result.rows.reduce((sum, row) => sum + Number(row.users), 0);
    return `${total.toLocaleString("en")} marketplace users (${result.rows.map((row) => `type ${row.user_type}: ${Number(row.users).toLocaleString("en")}`).join(", ")})`;
  } finally {
    await database.close();
  }
}

async function main(): Promise<void> {
  const { databaseUrl, dataDir, scratch } = await seededDatabase("BENCH_USERS");
  const engine = databaseUrl ? "PostgreSQL" : "PGlite";
  const population = await userCounts(dataDir, databaseUrl);
  const agency = await findBenchAgency(dataDir, databaseUrl);
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const logPath = path.join(scratch, "server.log");
  const server = startServer(port, dataDir, origin, logPath, { DATABASE_URL: databaseUrl ?? "" });
  try {
    await waitUntilUp(`${origin}/login`, server.exited);
    const cookie = await signInCookie(origin);
    const targets: Target[] = [
      { name: "baseline (static Remix route)", path: BASELINE_PATH, page: false },
      { name: "signed-in floor (the layout and one line)", path: SIGNED_IN_FLOOR_PATH, page: true },
      { name: "/dashboard (signed in)", path: "/dashboard", page: true },
      { name: `/manage-users clients searched "${USERS_SEARCH}", -first_name`, path: `/manage-users?tab=client&search=${USERS_SEARCH}&ordering=-first_name`, page: true },
      { name: "/manage-users clients, -company__name", path: "/manage-users?tab=client&ordering=-company__name", page: true },
      { name: "/manage-users agencies searched, contact_number", path: `/manage-users?tab=agency&search=${USERS_SEARCH}&ordering=contact_number`, page: true },
      { name: `/manage-user/agency-details (${agency.developers} developers)`, path: `/manage-user/agency-details/${agency.agencyId}`, page: true },
    ];
    const htmlBytes = new Map<string, number>();
    for (const target of targets) {
      const response = await fetch(`${origin}${target.path}`, { headers: target.page ? { cookie } : {}, redirect: "manual" });
      if (response.status !== 200) throw new Error(`${target.path} answered ${response.status}, expected 200`);
      htmlBytes.set(target.path, (await response.arrayBuffer()).byteLength);
    }
    const load = (target: Target) => ({ path: target.path, headers: target.page ? { cookie } : undefined });
    for (const target of targets) await measure(origin, load(target), WARM_UP_S);
    const results: (Target & Measurement & { cpu?: number })[] = [];
    for (const target of targets) {
      process.stdout.write(`measuring ${target.name} for ${DURATION_S} s ... `);
      const before = cpuMs(server.child.pid);
      const measured = await measure(origin, load(target), DURATION_S);
      const after = cpuMs(server.child.pid);
      console.log(`${measured.rps.toFixed(0)} req/s`);
      results.push({ ...target, ...measured, cpu: before !== undefined && after !== undefined && measured.requests ? (after - before) / measured.requests : undefined });
    }
    const baseline = results[0]!;
    console.log(`\n${engine}, ${population}; ${CONNECTIONS} connections, ${DURATION_S} s per target, Node ${process.version}, ${new Date().toISOString()}`);
    printTable(
      results.map((result) => ({
        target: result.name,
        "req/s": result.rps.toFixed(0),
        "p50 ms": String(result.p50),
        "p99 ms": String(result.p99),
        "errors/non-2xx": `${result.errors}/${result.non2xx}`,
        "vs baseline": (result.rps / baseline.rps).toFixed(2),
        "CPU ms/req": result.cpu?.toFixed(2) ?? "-",
        "CPU vs baseline": result.cpu && baseline.cpu ? (baseline.cpu / result.cpu).toFixed(2) : "-",
        "HTML bytes": String(htmlBytes.get(result.path) ?? "-"),
      })),
    );
  } catch (error) {
    const log = await readFile(logPath, "utf8").catch(() => "");
    console.error(`server log (last lines):\n${log.split("\n").slice(-30).join("\n")}`);
    throw error;
  } finally {
    await stopServer(server.child);
    await rm(scratch, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
