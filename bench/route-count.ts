// Part of `npm run bench` (decision 011): does the baseline route keep its speed when the app has
// EXTRA_ROUTE_COUNT more routes? Builds a throwaway copy of the app with dummy routes
// (bench/extra-routes.ts) into .cache/, serves it beside the normal server and measures the
// baseline route on both, alternating, in the same run. Nothing it builds is kept.
import { spawnSync, type ChildProcess } from "node:child_process";
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { freePort } from "../scripts/free-port";
import { FIRST_EXTRA_PATH } from "./extra-routes";

export const EXTRA_ROUTE_COUNT = 120;
/** Each side is measured this many times, in the order A B, B A, ...: drift falls on both sides. */
const ROUNDS = 4;
/** Requests sent to each server before measuring, so neither is measured while V8 still compiles. */
const WARM_UP_REQUESTS = 300;
/** The target: the baseline within 10 % with the extra routes. */
const TOLERANCE = 0.1;

type StartedServer = { child: ChildProcess; exited: Promise<number | null> };

export type RouteCountBench = {
  root: string;
  /** The normal build's server, already up. */
  origin: string;
  baselinePath: string;
  /** bench/run.ts's own helpers, so both servers start and stop the same way. */
  startServer(port: number, dataDir: string, origin: string, logPath: string, env: Record<string, string>): StartedServer;
  waitUntilUp(url: string, exited: Promise<number | null>): Promise<void>;
  stopServer(child: ChildProcess): Promise<void>;
  /** Requests per second of the baseline route on the server at `origin`. */
  measureBaseline(origin: string): Promise<number>;
};

export async function compareRouteCounts(bench: RouteCountBench): Promise<void> {
  const cacheDir = path.join(bench.root, ".cache");
  await mkdir(cacheDir, { recursive: true });
  // Inside the project: the server build imports its packages from node_modules.
  const buildDir = await mkdtemp(path.join(cacheDir, "bench-routes-"));
  const dataDir = await mkdtemp(path.join(tmpdir(), "backoffice-bench-routes-"));
  try {
    console.log(`\nbuilding a throwaway copy with ${EXTRA_ROUTE_COUNT} extra routes ...`);
    buildWithExtraRoutes(bench.root, buildDir);
    const routeCounts = {
      normal: await routeCount(path.join(bench.root, "build")),
      extra: await routeCount(buildDir),
    };

    const port = await freePort();
    const extraOrigin = `http://127.0.0.1:${port}`;
    const server = bench.startServer(port, dataDir, extraOrigin, path.join(dataDir, "server.log"), { BUILD_DIR: buildDir });
    try {
      await bench.waitUntilUp(`${extraOrigin}/login`, server.exited);
      await checkServedRoutes(bench, extraOrigin);
      await warmUp(`${extraOrigin}${bench.baselinePath}`);
      await warmUp(`${bench.origin}${bench.baselinePath}`);

      const rps = { normal: [] as number[], extra: [] as number[] };
      for (let round = 0; round < ROUNDS; round += 1) {
        const sides = round % 2 === 0 ? (["normal", "extra"] as const) : (["extra", "normal"] as const);
        for (const side of sides) {
          process.stdout.write(`measuring the baseline with ${routeCounts[side]} routes (round ${round + 1}) ... `);
          const measured = await bench.measureBaseline(side === "normal" ? bench.origin : extraOrigin);
          console.log(`${measured.toFixed(0)} req/s`);
          rps[side].push(measured);
        }
      }
      report(routeCounts, rps);
    } finally {
      await bench.stopServer(server.child);
    }
  } finally {
    await rm(buildDir, { recursive: true, force: true });
    await rm(dataDir, { recursive: true, force: true });
  }
}

function buildWithExtraRoutes(root: string, buildDir: string): void {
  const built = spawnSync(path.join(root, "node_modules/.bin/remix"), ["vite:build"], {
    cwd: root,
    env: { ...process.env, BENCH_EXTRA_ROUTES: String(EXTRA_ROUTE_COUNT), BENCH_BUILD_DIRECTORY: buildDir },
    encoding: "utf8",
  });
  if (built.status !== 0) throw new Error(`the build with extra routes failed:\n${built.stdout}\n${built.stderr}`);
}

async function routeCount(buildDir: string): Promise<number> {
  const build = (await import(pathToFileURL(path.join(buildDir, "server/index.js")).href)) as { routes: Record<string, unknown> };
  return Object.keys(build.routes).length;
}

/** The throwaway server must serve the extra routes and the normal one must not, or the comparison says nothing. */
async function checkServedRoutes(bench: RouteCountBench, extraOrigin: string): Promise<void> {
  const status = async (origin: string, pathname: string) =>
    (await fetch(`${origin}${pathname}`, { redirect: "manual" })).status;
  // A dummy list sits behind the sign-in like the app's own lists: a redirect, not the 404 page.
  const onExtra = await status(extraOrigin, FIRST_EXTRA_PATH);
  const onNormal = await status(bench.origin, FIRST_EXTRA_PATH);
  if (onExtra !== 302 || onNormal !== 404) {
    throw new Error(`${FIRST_EXTRA_PATH} answered ${onExtra} with the extra routes (expected 302) and ${onNormal} without (expected 404)`);
  }
  const baseline = await status(extraOrigin, bench.baselinePath);
  if (baseline !== 200) throw new Error(`${bench.baselinePath} answered ${baseline} on the build with extra routes`);
}

async function warmUp(url: string): Promise<void> {
  const concurrency = 10;
  for (let sent = 0; sent < WARM_UP_REQUESTS; sent += concurrency) {
    await Promise.all(Array.from({ length: concurrency }, () => fetch(url).then((response) => response.arrayBuffer())));
  }
}

function report(routeCounts: { normal: number; extra: number }, rps: { normal: number[]; extra: number[] }): void {
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  const ratio = mean(rps.extra) / mean(rps.normal);
  const rounds = (values: number[]) => values.map((value) => value.toFixed(0)).join(", ");
  console.log(`\nBaseline route by route count (${ROUNDS} rounds each, alternating, same run):`);
  console.log(`  ${routeCounts.normal} routes: ${mean(rps.normal).toFixed(0)} req/s (${rounds(rps.normal)})`);
  console.log(`  ${routeCounts.extra} routes: ${mean(rps.extra).toFixed(0)} req/s (${rounds(rps.extra)})`);
  const verdict = Math.abs(1 - ratio) <= TOLERANCE ? "within" : "NOT within";
  console.log(`  ratio ${ratio.toFixed(2)}: ${verdict} ${TOLERANCE * 100} % with ${EXTRA_ROUTE_COUNT} extra routes`);
}
