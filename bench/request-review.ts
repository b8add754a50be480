// Request review's bench targets (issue 12, decisions 050 and 058): the new-request list and a
// freelancer update request's detail among the demo seed's users, and the approve round trip (the
// page's form POST: action → API → transaction → redirect) over a pool of pending requests seeded here.
// `npm run bench` measures them at BENCH_USERS (10,000 by default). At the issue's 100,000 users
// they run on their own, on a database seeded once and reused (seeding takes minutes):
//
//   DATA_DIR=/tmp/requests-100k ADMIN_USERNAME=bench-admin ADMIN_EMAIL=bench-admin@example.com \
//     ADMIN_PASSWORD='Bench#Pass1' npm run db:seed -- --demo --users 100000
//   BENCH_REQUESTS_DATA_DIR=/tmp/requests-100k npx tsx bench/request-review.ts
//
// (BENCH_REQUESTS_DATABASE_URL instead for a PostgreSQL database seeded the same way.) Each run
// adds two pools of BENCH_APPROVAL_POOL pending registrations (default APPROVAL_POOL) to that
// database and approves them; nothing else changes. BENCH_DURATION: seconds per target.
import { readFile, rm } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import { openDatabase } from "../api/index";
import { freePort } from "../scripts/free-port";
import { seedRaceRequests } from "./request-race";
import { BASELINE_PATH, CONNECTIONS, cpuMs, measure, printTable, seededDatabase, signInCookie, startServer, stopServer, waitUntilUp } from "./support";

/**
 * Pending freelancer registrations, each approved once by the round trip: more than a measured
 * run can decide (a run stops when its time is up, not when the pool is used up; decisions past
 * the pool would be 409s, reported apart).
 */
export const APPROVAL_POOL = 8000;

/** Issue 12: the approve round trip's p50, read with one connection (decisions 058 and 065). */
const APPROVE_P50_TARGET_MS = 20;

/** The verdict printed after the one-connection round trip. */
export function approveTargetVerdict(trip: RoundTrip): string {
  return `; target p50 ≤ ${APPROVE_P50_TARGET_MS} ms: ${trip.p50 <= APPROVE_P50_TARGET_MS ? "met" : "not met"}`;
}

export type RequestReviewData = { updateRequestId: number; pool: number[] };

/** Read and seeded before the server opens the database (PGlite is one process per DATA_DIR). */
export async function prepareRequestReview(dataDir: string, options: { databaseUrl?: string; pool?: number } = {}): Promise<RequestReviewData> {
  const database = await openDatabase({ dataDir, databaseUrl: options.databaseUrl });
  try {
    const result = await database.db.execute(
      sql`select id from user_request where user_type = 5 and not is_new_registered and status = 1 order by id limit 1`,
    );
    const [row] = (result as unknown as { rows: { id: number }[] }).rows;
    if (!row) throw new Error("the demo seed made no pending freelancer update request");
    return { updateRequestId: Number(row.id), pool: await seedRaceRequests(database.db, options.pool ?? APPROVAL_POOL) };
  } finally {
    await database.close();
  }
}

export const requestListPath = "/new-request?tab=client";
export const requestDetailPath = (data: RequestReviewData) => `/updated-request/freelancer-view/${data.updateRequestId}`;
const approvePath = (id: number) => `/new-requests/freelancer-view/${id}/approve`;
/** Where a successful approval of a new registration returns: the new-request list. */
const APPROVED_TARGET = "/new-request";

/** The request screens are other branches' work: until they are merged the targets are skipped. */
export async function requestScreensLanded(origin: string, cookie: string, data: RequestReviewData): Promise<string | undefined> {
  for (const path of [requestListPath, requestDetailPath(data), approvePath(data.pool[0] ?? 0)]) {
    const response = await fetch(`${origin}${path}`, { headers: { cookie }, redirect: "manual" });
    if (response.status !== 200) return `${path} answered ${response.status}`;
  }
  return undefined;
}

export type RoundTrip = {
  rps: number;
  p50: number;
  p99: number;
  /** Answers in all (the run lasts `seconds`, whatever the pool's size). */
  requests: number;
  /** Redirects to the list a decision returns to: decisions taken. */
  redirects: number;
  /** Any other answer, by status and, for a redirect, where it led (a 409, /login, /notfound...). */
  other: number;
  otherAnswers: Record<string, number>;
  errors: number;
  /** More calls than pending requests in the pool: the later ones met decided requests (409). */
  poolExhausted: boolean;
};

/**
 * POSTs Approve as the page's form does, each call on the next pending request of `pool`, for
 * `seconds`. An answer counts as a decision only when it redirects to the list: a redirect to
 * /login or /notfound is a 3xx too.
 */
export async function measureApproveRoundTrip(origin: string, cookie: string, pool: number[], seconds: number, connections: number): Promise<RoundTrip> {
  let next = 0;
  let redirects = 0;
  const otherAnswers: Record<string, number> = {};
  const result = await autocannon({
    url: origin,
    connections,
    duration: seconds,
    requests: [
      {
        method: "POST",
        headers: { cookie, origin, "content-type": "application/x-www-form-urlencoded" },
        body: "version=1",
        setupRequest: (request) => ({ ...request, path: approvePath(pool[next++ % pool.length] ?? 0) }),
        onResponse: (status, _body, _context, headers) => {
          const location = headers?.location ?? headers?.Location;
          if (status === 302 && typeof location === "string" && new URL(location, origin).pathname === APPROVED_TARGET) redirects += 1;
          else {
            const key = location ? `${status} → ${String(location)}` : String(status);
            otherAnswers[key] = (otherAnswers[key] ?? 0) + 1;
          }
        },
      },
    ],
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    redirects,
    other: Object.values(otherAnswers).reduce((sum, n) => sum + n, 0),
    otherAnswers,
    errors: result.errors + result.timeouts,
    poolExhausted: next > pool.length,
  };
}

/** One line per round trip, with what the answers were. */
export function roundTripLine(label: string, trip: RoundTrip): string {
  const others = Object.entries(trip.otherAnswers).map(([answer, n]) => `${n} × ${answer}`);
  return (
    `${label}: ${trip.rps.toFixed(0)} req/s, p50 ${trip.p50} ms, p99 ${trip.p99} ms, ${trip.requests} answers: ${trip.redirects} approved (302 to the list)` +
    (others.length ? `, other: ${others.join(", ")}` : ", no other answer") +
    `, ${trip.errors} errors` +
    (trip.poolExhausted ? " (the pool ran out: later calls decided decided requests again)" : "")
  );
}

// ---- run on its own, on a database seeded beforehand ------------------------------------------

const DURATION_S = Math.min(Math.max(Number(process.env.BENCH_DURATION ?? 10) || 10, 1), 60);
const WARM_UP_S = 2;

async function marketplaceUsers(dataDir: string, databaseUrl: string | undefined): Promise<number> {
  const database = await openDatabase({ dataDir, databaseUrl });
  try {
    const result = (await database.db.execute(sql`select count(*)::int as n from "user" where user_type is not null`)) as unknown as { rows: { n: number }[] };
    return Number(result.rows[0]?.n ?? 0);
  } finally {
    await database.close();
  }
}

async function main(): Promise<void> {
  const { databaseUrl, dataDir, scratch } = await seededDatabase("BENCH_REQUESTS");
  const users = await marketplaceUsers(dataDir, databaseUrl);
  // One pool per connection count: each round trip starts on requests nobody decided.
  const pool = Math.max(Number(process.env.BENCH_APPROVAL_POOL ?? APPROVAL_POOL) || APPROVAL_POOL, 2);
  const [single, many] = [await prepareRequestReview(dataDir, { databaseUrl, pool }), await prepareRequestReview(dataDir, { databaseUrl, pool })];
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const logPath = path.join(scratch, "server.log");
  const server = startServer(port, dataDir, origin, logPath, { DATABASE_URL: databaseUrl ?? "" });
  try {
    await waitUntilUp(`${origin}/login`, server.exited);
    const cookie = await signInCookie(origin);
    const missing = await requestScreensLanded(origin, cookie, single);
    if (missing) throw new Error(`the request screens do not answer: ${missing}`);
    const targets: { name: string; path: string; headers: Record<string, string> }[] = [
      { name: "baseline (static Remix route)", path: BASELINE_PATH, headers: {} },
      { name: "/new-request clients", path: requestListPath, headers: { cookie } },
      { name: "/updated-request/freelancer-view/{id}", path: requestDetailPath(single), headers: { cookie } },
    ];
    for (const target of targets) await measure(origin, target, WARM_UP_S);
    const rows: Record<string, string>[] = [];
    let baselineRps = 0;
    let baselineCpu = 0;
    for (const target of targets) {
      process.stdout.write(`measuring ${target.name} for ${DURATION_S} s ... `);
      const before = cpuMs(server.child.pid);
      const measured = await measure(origin, target, DURATION_S);
      const after = cpuMs(server.child.pid);
      console.log(`${measured.rps.toFixed(0)} req/s`);
      if (target.path === BASELINE_PATH) {
        baselineRps = measured.rps;
        if (before !== undefined && after !== undefined && measured.requests) baselineCpu = (after - before) / measured.requests;
      }
      rows.push({
        target: target.name,
        "req/s": measured.rps.toFixed(0),
        "p50 ms": String(measured.p50),
        "p99 ms": String(measured.p99),
        "errors/non-2xx": `${measured.errors}/${measured.non2xx}`,
        "vs baseline": baselineRps ? (measured.rps / baselineRps).toFixed(2) : "-",
        "CPU ms/req": before !== undefined && after !== undefined && measured.requests ? ((after - before) / measured.requests).toFixed(2) : "-",
      });
    }
    // The round trip's own latency (one admin at a time), then under load (CONNECTIONS at once,
    // where the p50 is mostly the queue: CONNECTIONS / throughput).
    // What a decision costs the server's CPU against a baseline request: steadier than req/s on a busy machine.
    const withCpu = async (run: () => Promise<RoundTrip>) => {
      const before = cpuMs(server.child.pid);
      const trip = await run();
      const after = cpuMs(server.child.pid);
      const cpu = before !== undefined && after !== undefined && trip.requests ? (after - before) / trip.requests : undefined;
      return { trip, cpu: cpu === undefined ? "" : `; CPU ${cpu.toFixed(2)} ms a decision${baselineCpu ? ` (${(cpu / baselineCpu).toFixed(1)} × the baseline's)` : ""}` };
    };
    const alone = await withCpu(() => measureApproveRoundTrip(origin, cookie, single.pool.slice(1), DURATION_S, 1));
    const loaded = await withCpu(() => measureApproveRoundTrip(origin, cookie, many.pool, DURATION_S, CONNECTIONS));
    console.log(`\n${databaseUrl ? "PostgreSQL" : "PGlite"}, ${users.toLocaleString("en")} marketplace users; ${CONNECTIONS} connections, ${DURATION_S} s per target, Node ${process.version}, ${new Date().toISOString()}`);
    printTable(rows);
    console.log(
      roundTripLine("approve round trip, 1 connection", alone.trip) +
        alone.cpu +
        approveTargetVerdict(alone.trip),
    );
    console.log(
      roundTripLine(`approve round trip, ${CONNECTIONS} connections`, loaded.trip) + (baselineRps ? `; ${(loaded.trip.rps / baselineRps).toFixed(2)} of the baseline's req/s` : "") + loaded.cpu,
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

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
