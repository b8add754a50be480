// Part of `npm run bench` (decisions 018 and 032): the same pages on the embedded PGlite with and
// without its read cache and on PostgreSQL, seeded alike and measured at the same time (as
// bench/route-count.ts does), so whatever else the machine runs slows all alike. Shows how much of
// a page's cost is the database, and what a read costs when the cache cannot answer it (the first
// after a write). Skipped without PostgreSQL (BENCH_DATABASE_URL, or an installed server).
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "../scripts/free-port";
import { seedBenchData, TECHNOLOGY_SEARCH } from "./seed";
import {
  ADMIN,
  apiToken,
  benchPostgres,
  measure,
  printTable,
  signInCookie,
  startServer,
  stopServer,
  waitUntilUp,
  type Measurement,
  type StartedServer,
} from "./support";

const ROUNDS = 2;
const SECONDS_PER_ROUND = 5;
type Engine = "PGlite" | "PGlite uncached" | "PostgreSQL";
const ENGINES: readonly Engine[] = ["PGlite", "PGlite uncached", "PostgreSQL"];

export async function compareEngines(baselinePath: string): Promise<void> {
  const dirs: Record<Engine, string> = {
    PGlite: await mkdtemp(path.join(tmpdir(), "backoffice-bench-pglite-")),
    "PGlite uncached": await mkdtemp(path.join(tmpdir(), "backoffice-bench-uncached-")),
    PostgreSQL: await mkdtemp(path.join(tmpdir(), "backoffice-bench-pg-")),
  };
  const postgres = await benchPostgres(dirs.PostgreSQL, `bench_engines_${process.pid}`);
  if (!postgres) {
    console.log("\nPGlite vs PostgreSQL: skipped (no PostgreSQL: set BENCH_DATABASE_URL or install PostgreSQL)");
    for (const dir of Object.values(dirs)) await rm(dir, { recursive: true, force: true });
    return;
  }
  const started: StartedServer[] = [];
  try {
    // No marketplace users: none of these targets reads them, and three demo seeds would take minutes.
    await seedBenchData(dirs.PGlite, ADMIN, undefined, 0);
    await seedBenchData(dirs["PGlite uncached"], ADMIN, undefined, 0);
    await seedBenchData(dirs.PostgreSQL, ADMIN, postgres.url, 0);
    const servers = {} as Record<Engine, { origin: string; cookie: string; token: string }>;
    for (const engine of ENGINES) {
      const port = await freePort();
      const origin = `http://127.0.0.1:${port}`;
      const server = startServer(port, dirs[engine], origin, path.join(dirs[engine], "server.log"), {
        DATABASE_URL: engine === "PostgreSQL" ? postgres.url : "",
        READ_CACHE: engine === "PGlite uncached" ? "off" : "on",
      });
      started.push(server);
      await waitUntilUp(`${origin}/login`, server.exited);
      servers[engine] = { origin, cookie: await signInCookie(origin), token: await apiToken(origin) };
    }
    const targets = [
      { name: "baseline", path: baselinePath, auth: "none" },
      { name: "/dashboard", path: "/dashboard", auth: "cookie" },
      { name: `/technology searched, -title`, path: `/technology?search=${TECHNOLOGY_SEARCH}&ordering=-title`, auth: "cookie" },
      { name: "API technology/ searched, -title", path: `/api/v1/technology/?search=${TECHNOLOGY_SEARCH}&ordering=-title`, auth: "token" },
    ] as const;
    const headersFor = (engine: Engine, auth: (typeof targets)[number]["auth"]): Record<string, string> =>
      auth === "cookie" ? { cookie: servers[engine].cookie } : auth === "token" ? { authorization: `Token ${servers[engine].token}` } : {};

    process.stdout.write(`\nmeasuring ${targets.length} targets on PGlite and PostgreSQL at the same time, ${ROUNDS} rounds of ${SECONDS_PER_ROUND} s ... `);
    const results = new Map<string, Record<Engine, Measurement[]>>();
    for (const target of targets) {
      const samples = Object.fromEntries(ENGINES.map((engine) => [engine, [] as Measurement[]])) as Record<Engine, Measurement[]>;
      // Warm-up: the first calls compile and open connections.
      await Promise.all(ENGINES.map((engine) => measure(servers[engine].origin, { path: target.path, headers: headersFor(engine, target.auth) }, 1)));
      for (let round = 0; round < ROUNDS; round += 1) {
        const measured = await Promise.all(ENGINES.map((engine) => measure(servers[engine].origin, { path: target.path, headers: headersFor(engine, target.auth) }, SECONDS_PER_ROUND)));
        ENGINES.forEach((engine, index) => samples[engine].push(measured[index]!));
      }
      results.set(target.name, samples);
    }
    console.log("done");

    const average = (values: Measurement[], pick: (value: Measurement) => number) => values.reduce((sum, value) => sum + pick(value), 0) / values.length;
    const baseline = results.get("baseline")!;
    const rows = targets.map((target) => {
      const samples = results.get(target.name)!;
      const rps = (engine: Engine) => average(samples[engine], (value) => value.rps);
      const vsBaseline = (engine: Engine) => (target.auth === "token" ? "-" : (rps(engine) / average(baseline[engine], (value) => value.rps)).toFixed(2));
      const row: Record<string, string> = { target: target.name };
      for (const engine of ENGINES) {
        row[`${engine} req/s`] = rps(engine).toFixed(0);
        row[`${engine} p50/p99 ms`] = `${average(samples[engine], (value) => value.p50).toFixed(0)}/${average(samples[engine], (value) => value.p99).toFixed(0)}`;
        row[`${engine} vs baseline`] = vsBaseline(engine);
      }
      row.errors = String(ENGINES.reduce((sum, engine) => sum + samples[engine].reduce((inner, value) => inner + value.errors + value.non2xx, 0), 0));
      return row;
    });
    console.log(`\nPGlite (read cache on, then off) and PostgreSQL, same data (10,000 technologies), all measured at once, 10 connections each:`);
    printTable(rows);
  } finally {
    for (const server of started) await stopServer(server.child);
    await postgres.stop();
    for (const dir of Object.values(dirs)) await rm(dir, { recursive: true, force: true });
  }
}
