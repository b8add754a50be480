// `npm run profile -- <path>[,<path>...] [seconds]`: a CPU profile of the production server while
// autocannon (another process, 10 connections) requests each <path> signed in, one profile per path
// on the same seeded server (seeding takes minutes). Start-up is left out: the profiler
// starts after a warm-up. Writes the .cpuprofile (open it in Chrome DevTools) and prints where
// the busy time goes, by package and by function. A tool for finding work to remove, not a test.
// PROFILE_DATA_DIR: a PGlite DATA_DIR seeded beforehand with the bench's admin (as for
// bench/users-scale.ts), profiled in place instead of a fresh seed.
import { spawn } from "node:child_process";
import { writeFile } from "node:fs/promises";
import { Session } from "node:inspector/promises";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "../scripts/free-port";

process.env.NODE_ENV = "production";
const SEEDED_DATA_DIR = process.env.PROFILE_DATA_DIR;
const [targetList = "/dashboard", secondsArgument = "10"] = process.argv.slice(2);
const seconds = Math.min(Math.max(Number(secondsArgument) || 10, 2), 60);
const root = path.resolve(import.meta.dirname, "..");

type ProfileNode = { id: number; callFrame: { functionName: string; url: string; lineNumber: number } };
type CpuProfile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

function load(url: string, cookie: string, duration: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(root, "node_modules/.bin/autocannon"), ["-c", "10", "-d", String(duration), "-H", `cookie=${cookie}`, url], {
      stdio: ["ignore", "ignore", "pipe"],
    });
    let output = "";
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("error", reject);
    child.once("exit", () => resolve(output));
  });
}

function category(url: string): string {
  if (!url) return "(native)";
  if (url.startsWith("wasm:") || url.includes("pglite")) return "PGlite";
  const inModules = url.split("/node_modules/").at(-1) ?? url;
  if (url.includes("/node_modules/")) return inModules.startsWith("@") ? inModules.split("/").slice(0, 2).join("/") : (inModules.split("/")[0] ?? url);
  if (url.includes("/build/server/")) return "app (server build)";
  if (url.includes("/api/")) return "api/";
  if (url.includes("/server/")) return "server/";
  if (url.startsWith("node:")) return "node internals";
  return url;
}

function summarise(profile: CpuProfile): string {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfTime = new Map<number, number>();
  profile.samples.forEach((id, index) => selfTime.set(id, (selfTime.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0)));
  const byCategory = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let busy = 0;
  for (const [id, time] of selfTime) {
    const frame = nodes.get(id)?.callFrame;
    if (!frame || frame.functionName === "(idle)") continue;
    busy += time;
    const group = frame.functionName === "(garbage collector)" ? "(gc)" : category(frame.url);
    byCategory.set(group, (byCategory.get(group) ?? 0) + time);
    const name = `${frame.functionName || "(anonymous)"} ${frame.url.split("/").slice(-2).join("/")}:${frame.lineNumber + 1}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + time);
  }
  const lines = (map: Map<string, number>, count: number) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([name, time]) => `  ${((100 * time) / busy).toFixed(1).padStart(5)} %  ${name}`);
  return [`busy ${(busy / 1e6).toFixed(1)} s`, "by package:", ...lines(byCategory, 15), "by function (self time):", ...lines(byFunction, 25)].join("\n");
}

async function profileTarget(url: string, target: string, cookie: string): Promise<void> {
  await load(url, cookie, 3);
  const session = new Session();
  session.connect();
  await session.post("Profiler.enable");
  await session.post("Profiler.start");
  const report = await load(url, cookie, seconds);
  const { profile } = (await session.post("Profiler.stop")) as unknown as { profile: CpuProfile };
  session.disconnect();
  const file = path.join(tmpdir(), `backoffice-${target.replace(/\W+/g, "_")}-${Date.now()}.cpuprofile`);
  await writeFile(file, JSON.stringify(profile));
  console.log(report.trim().split("\n").slice(0, 12).join("\n"));
  console.log(`\n${target}, ${seconds} s, 10 connections; profile: ${file}\n${summarise(profile)}`);
}

async function main(): Promise<void> {
  const { seedBenchData } = await import("./seed");
  const { ADMIN } = await import("./support");
  const { startServer } = await import("../server/serve");
  const dataDir = SEEDED_DATA_DIR ?? (await mkdtemp(path.join(tmpdir(), "backoffice-profile-")));
  if (!SEEDED_DATA_DIR) await seedBenchData(dataDir, ADMIN);
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const running = await startServer({
    port,
    host: "127.0.0.1",
    dataDir,
    log: () => undefined,
    env: { ...process.env, APP_URL: origin, ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password, DATABASE_URL: undefined, API_URL: undefined },
  });
  try {
    const signIn = await fetch(`${origin}/login`, {
      method: "POST",
      redirect: "manual",
      headers: { origin, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ username: ADMIN.username, password: ADMIN.password }),
    });
    // The session cookie alone: a browser's first page clears the sign-in's flash toast.
    const cookie = signIn.headers.getSetCookie().map((header) => header.split(";")[0] ?? "").find((value) => /^(__Host-)?session=/.test(value)) ?? "";
    for (const target of targetList.split(",")) await profileTarget(`${origin}${target}`, target, cookie);
  } finally {
    await running.close();
    if (!SEEDED_DATA_DIR) await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
