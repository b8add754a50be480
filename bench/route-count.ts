// Part of `npm run bench` (decision 011): does the baseline route keep its speed when the app has
// EXTRA_ROUTE_COUNT more routes? Builds a throwaway copy of the app with dummy routes
// (bench/extra-routes.ts) into .cache/, then starts two fresh servers, one on it and one on the
// normal build (fresh too: the run's main server has served thousands of other requests, and its
// JIT and heap would not compare), and measures the baseline route on both. Nothing it builds is
// kept.
//
// Both servers are measured at the same time, each under its own full load: on a shared machine
// whatever else runs then slows both alike, and the scheduler gives the two saturated servers the
// same share of CPU, so their throughput ratio is the ratio of what a request costs each. The
// server's CPU time per request (Linux /proc) is printed beside it.
import { spawnSync } from "node:child_process";
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { freePort } from "../scripts/free-port";
import { FIRST_EXTRA_PATH } from "./extra-routes";
import { cpuMs, measure, root, startServer, stopServer, waitUntilUp, type StartedServer } from "./support";

export const EXTRA_ROUTE_COUNT = 120;
/** Rounds of simultaneous measurement; the median of their ratios is reported. */
const ROUNDS = 4;
const SECONDS_PER_ROUND = 5;
/** Requests sent to each server before measuring, so neither is measured while V8 still compiles. */
const WARM_UP_REQUESTS = 1000;
/** The target: the baseline within 10 % with the extra routes. */
const TOLERANCE = 0.1;

type Side = "normal" | "extra";
/** One measurement of one side: throughput, and CPU milliseconds per request when /proc has them. */
type Sample = { rps: number; cpuMsPerRequest?: number };

export type RouteCountBench = {
  baselinePath: string;
};

export async function compareRouteCounts(bench: RouteCountBench): Promise<void> {
  const cacheDir = path.join(root, ".cache");
  await mkdir(cacheDir, { recursive: true });
  // Inside the project: the server build imports its packages from node_modules.
  const buildDir = await mkdtemp(path.join(cacheDir, "bench-routes-"));
  const newDataDir = () => mkdtemp(path.join(tmpdir(), "backoffice-bench-routes-"));
  const dataDirs: Record<Side, string> = { normal: await newDataDir(), extra: await newDataDir() };
  try {
    console.log(`\nbuilding a throwaway copy with ${EXTRA_ROUTE_COUNT} extra routes ...`);
    buildWithExtraRoutes(root, buildDir);
    const routeCounts = {
      normal: await routeCount(path.join(root, "build")),
      extra: await routeCount(buildDir),
    };

    const started: StartedServer[] = [];
    const start = async (side: Side, env: Record<string, string>) => {
      const port = await freePort();
      const origin = `http://127.0.0.1:${port}`;
      const server = startServer(port, dataDirs[side], origin, path.join(dataDirs[side], "server.log"), env);
      started.push(server);
      await waitUntilUp(`${origin}/login`, server.exited);
      return { origin, pid: server.child.pid };
    };
    try {
      const servers = { normal: await start("normal", {}), extra: await start("extra", { BUILD_DIR: buildDir }) };
      await checkServedRoutes(bench, servers.extra.origin, servers.normal.origin);
      for (const side of ["normal", "extra"] as const) await warmUp(`${servers[side].origin}${bench.baselinePath}`);

      const samples: Record<Side, Sample[]> = { normal: [], extra: [] };
      const sides = ["normal", "extra"] as const;
      process.stdout.write(
        `measuring the baseline with ${routeCounts.normal} and ${routeCounts.extra} routes at the same time, ${ROUNDS} rounds of ${SECONDS_PER_ROUND} s ... `,
      );
      for (let round = 0; round < ROUNDS; round += 1) {
        const cpuBefore = sides.map((side) => cpuMs(servers[side].pid));
        const measured = await Promise.all(sides.map((side) => measure(servers[side].origin, { path: bench.baselinePath }, SECONDS_PER_ROUND)));
        sides.forEach((side, index) => {
          const before = cpuBefore[index];
          const after = cpuMs(servers[side].pid);
          const requests = measured[index]!.requests;
          const cpuMsPerRequest = before !== undefined && after !== undefined ? (after - before) / requests : undefined;
          samples[side].push({ rps: measured[index]!.rps, cpuMsPerRequest });
        });
      }
      console.log("done");
      report(routeCounts, samples);
    } finally {
      for (const server of started) await stopServer(server.child);
    }
  } finally {
    await rm(buildDir, { recursive: true, force: true });
    for (const dataDir of Object.values(dataDirs)) await rm(dataDir, { recursive: true, force: true });
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
async function checkServedRoutes(bench: RouteCountBench, extraOrigin: string, normalOrigin: string): Promise<void> {
  const status = async (origin: string, pathname: string) =>
    (await fetch(`${origin}${pathname}`, { redirect: "manual" })).status;
  // A dummy list sits behind the sign-in like the app's own lists: a redirect, not the 404 page.
  const onExtra = await status(extraOrigin, FIRST_EXTRA_PATH);
  const onNormal = await status(normalOrigin, FIRST_EXTRA_PATH);
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

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function report(routeCounts: Record<Side, number>, samples: Record<Side, Sample[]>): void {
  const list = (values: number[], digits: number) => values.map((value) => value.toFixed(digits)).join(", ");
  const rps = (side: Side) => samples[side].map((sample) => sample.rps);
  const cpu = (side: Side) => {
    const values = samples[side].map((sample) => sample.cpuMsPerRequest);
    return values.every((value) => value !== undefined) ? values : undefined;
  };
  console.log(`\nBaseline route by route count (same run, both servers at once, ${ROUNDS} rounds of ${SECONDS_PER_ROUND} s):`);
  for (const side of ["normal", "extra"] as const) {
    const cpuMs = cpu(side);
    const cpuText = cpuMs ? `; CPU per request median ${median(cpuMs).toFixed(2)} ms (${list(cpuMs, 2)})` : "";
    console.log(`  ${routeCounts[side]} routes: median ${median(rps(side)).toFixed(0)} req/s (${list(rps(side), 0)})${cpuText}`);
  }
  const ratios = samples.extra.map((extra, round) => extra.rps / samples.normal[round]!.rps);
  const ratio = median(ratios);
  const verdict = Math.abs(1 - ratio) <= TOLERANCE ? "within" : "NOT within";
  console.log(
    `  ratio with ${EXTRA_ROUTE_COUNT} extra routes: ${ratio.toFixed(2)} (median of ${list(ratios, 2)}): ${verdict} ${TOLERANCE * 100} %`,
  );
}
