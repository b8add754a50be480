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
/**
 * Pairs of short measurements, in the order A B, B A, ...: on a shared machine the load changes
 * from one minute to the next, and two back-to-back measurements see about the same load, so the
 * median of the pairs' ratios is steadier than a ratio of long averages.
 */
const PAIRS = 6;
const SECONDS_PER_MEASUREMENT = 5;
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
  /** Requests per second of the baseline route on the server at `origin`, measured for `seconds`. */
  measureBaseline(origin: string, seconds: number): Promise<number>;
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
      process.stdout.write(`measuring the baseline with ${routeCounts.normal} and ${routeCounts.extra} routes, ${PAIRS} pairs of ${SECONDS_PER_MEASUREMENT} s ... `);
      for (let pair = 0; pair < PAIRS; pair += 1) {
        const sides = pair % 2 === 0 ? (["normal", "extra"] as const) : (["extra", "normal"] as const);
        for (const side of sides) {
          rps[side].push(await bench.measureBaseline(side === "normal" ? bench.origin : extraOrigin, SECONDS_PER_MEASUREMENT));
        }
      }
      console.log("done");
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
  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const middle = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  };
  const ratios = rps.extra.map((extra, pair) => extra / rps.normal[pair]!);
  const ratio = median(ratios);
  const list = (values: number[], digits: number) => values.map((value) => value.toFixed(digits)).join(", ");
  console.log(`\nBaseline route by route count (same run, ${PAIRS} pairs of ${SECONDS_PER_MEASUREMENT} s, alternating order):`);
  console.log(`  ${routeCounts.normal} routes: median ${median(rps.normal).toFixed(0)} req/s (${list(rps.normal, 0)})`);
  console.log(`  ${routeCounts.extra} routes: median ${median(rps.extra).toFixed(0)} req/s (${list(rps.extra, 0)})`);
  const verdict = Math.abs(1 - ratio) <= TOLERANCE ? "within" : "NOT within";
  console.log(`  ratio per pair ${list(ratios, 2)}; median ${ratio.toFixed(2)}: ${verdict} ${TOLERANCE * 100} % with ${EXTRA_ROUTE_COUNT} extra routes`);
}
