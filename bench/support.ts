// What every benchmark module shares: the built app started in its own process on 127.0.0.1,
// signing in, one autocannon measurement, and a throwaway PostgreSQL server.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { chownSync, existsSync, openSync, readdirSync, readFileSync, statSync } from "node:fs";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import pg from "pg";
import { freePort } from "../scripts/free-port";
import { SERVER_NODE_OPTIONS } from "../server/config";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const ADMIN = { username: "bench-admin", email: "bench-admin@example.com", password: "Bench#Pass1" };
export const CONNECTIONS = 10;
/** A route that renders one static line inside the root layout: the floor every page is compared with. */
export const BASELINE_PATH = "/bench-baseline";
/** The same line inside the signed-in layout: what every signed-in page costs before its own content (decision 069). */
export const SIGNED_IN_FLOOR_PATH = "/bench-signed-in";

export type StartedServer = { child: ChildProcess; exited: Promise<number | null> };

// Each server runs in its own process group (tsx starts node as a child): a kill of the group
// reaches the real server, and every group still running is killed when the bench exits, even
// when its time limit ends it mid-run.
const running = new Set<ChildProcess>();
function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}
export function killAllServers(): void {
  for (const child of running) killGroup(child, "SIGKILL");
}
process.once("exit", killAllServers);
for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => process.exit(130));

/** `npm start`'s server in production mode on the embedded database, unless `env` says otherwise. */
export function startServer(port: number, dataDir: string, origin: string, logPath: string, env: Record<string, string> = {}): StartedServer {
  const child = spawn(path.join(root, "node_modules/.bin/tsx"), ["server/start.ts"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      NODE_OPTIONS: `${SERVER_NODE_OPTIONS} ${process.env.NODE_OPTIONS ?? ""}`.trim(),
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      APP_URL: origin,
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      DATABASE_URL: "",
      API_URL: "",
      SMTP_URL: "",
      ...env,
    },
    // Its log goes to a file: aborted in-flight requests at the end of each run are logged there.
    stdio: ["ignore", openSync(logPath, "a"), openSync(logPath, "a")],
    detached: true,
  });
  running.add(child);
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => {
      running.delete(child);
      resolve(code);
    }),
  );
  return { child, exited };
}

export async function waitUntilUp(url: string, exited: Promise<number | null>): Promise<void> {
  let stopped = false;
  void exited.then(() => (stopped = true));
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (stopped) throw new Error("the server exited during start");
    if (await fetch(url).then((response) => response.ok, () => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not answer ${url} within 120 s`);
}

export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  killGroup(child, "SIGTERM");
  const timer = setTimeout(() => killGroup(child, "SIGKILL"), 10_000);
  await exited;
  clearTimeout(timer);
}

/**
 * Signs in through the app's own login form (a document POST) and returns the session cookie
 * alone: the sign-in's flash toast is cleared by the first page a browser opens, and sent on
 * every request it would make each measured page render and clear the toast again.
 */
export async function signInCookie(origin: string): Promise<string> {
  const response = await fetch(`${origin}/login`, {
    method: "POST",
    redirect: "manual",
    headers: { origin, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ username: ADMIN.username, password: ADMIN.password }),
  });
  const cookies = response.headers.getSetCookie().map((header) => header.split(";")[0] ?? "");
  const session = cookies.find((cookie) => /^(__Host-)?session=/.test(cookie));
  if (response.status !== 302 || !session) throw new Error(`signing in through /login failed: ${response.status}, cookies ${cookies.join(", ")}`);
  return session;
}

export async function apiToken(origin: string): Promise<string> {
  const response = await fetch(`${origin}/api/v1/login/`, {
    method: "POST",
    headers: { origin, "content-type": "application/json" },
    body: JSON.stringify({ username: ADMIN.username, password: ADMIN.password }),
  });
  const body = (await response.json()) as { token?: string };
  if (!response.ok || !body.token) throw new Error(`POST /api/v1/login/ failed: ${response.status} ${JSON.stringify(body)}`);
  return body.token;
}

export type Load = { path: string; headers?: Record<string, string>; connections?: number };
export type Measurement = { rps: number; p50: number; p99: number; errors: number; non2xx: number; requests: number };

/** autocannon against `origin + load.path` for `seconds`. */
export async function measure(origin: string, load: Load, seconds: number): Promise<Measurement> {
  const result = await autocannon({ url: `${origin}${load.path}`, connections: load.connections ?? CONNECTIONS, duration: seconds, headers: load.headers });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    requests: result.requests.total,
  };
}

// ---- a throwaway PostgreSQL server ---------------------------------------------------------------

export async function withClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

function postgresBin(): string | undefined {
  const candidates = ["/usr/lib/postgresql/15/bin", "/usr/lib/postgresql/16/bin", "/usr/lib/postgresql/17/bin", "/usr/local/bin"];
  return candidates.find((dir) => existsSync(path.join(dir, "pg_ctl")) && existsSync(path.join(dir, "initdb")));
}

/** PostgreSQL refuses to run as root: its commands then run as the `postgres` user, as in .ci/run. */
function asPostgres(command: string, args: string[]): void {
  const asRoot = process.getuid?.() === 0;
  const result = asRoot
    ? spawnSync("runuser", ["-u", "postgres", "--", command, ...args], { cwd: "/", encoding: "utf8" })
    : spawnSync(command, args, { encoding: "utf8" });
  if (result.status !== 0) throw new Error(`${path.basename(command)} failed: ${result.stderr || result.stdout}`);
}

export type PostgresServer = { url: string; stop(): Promise<void> };

/**
 * A database on BENCH_DATABASE_URL's server, or a throwaway server (fsync off: speed over
 * durability) under `dir`; undefined when there is neither. `name` is the database created.
 */
export async function benchPostgres(dir: string, name: string): Promise<PostgresServer | undefined> {
  let serverUrl = process.env.BENCH_DATABASE_URL;
  let stopServerProcess = () => {};
  if (!serverUrl) {
    const bin = postgresBin();
    if (!bin) return undefined;
    if (process.getuid?.() === 0) {
      const uid = spawnSync("id", ["-u", "postgres"], { encoding: "utf8" });
      const gid = spawnSync("id", ["-g", "postgres"], { encoding: "utf8" });
      if (uid.status !== 0) return undefined;
      chownSync(dir, Number(uid.stdout.trim()), Number(gid.stdout.trim()));
    }
    const port = await freePort();
    const pgData = path.join(dir, "pg");
    asPostgres(path.join(bin, "initdb"), ["-D", pgData, "-U", "postgres", "--auth=trust", "--encoding=UTF8", "--no-locale"]);
    const options = `-h 127.0.0.1 -p ${port} -k /tmp -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
    asPostgres(path.join(bin, "pg_ctl"), ["-D", pgData, "-l", path.join(dir, "pg.log"), "-w", "-t", "60", "-o", options, "start"]);
    serverUrl = `postgresql://postgres@127.0.0.1:${port}/postgres`;
    stopServerProcess = () => asPostgres(path.join(bin, "pg_ctl"), ["-D", pgData, "-m", "fast", "-w", "stop"]);
  }
  const server = serverUrl;
  await withClient(server, (client) => client.query(`CREATE DATABASE "${name}"`));
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async stop() {
      await withClient(server, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).catch(() => undefined);
      stopServerProcess();
    },
  };
}

/** Rows of cells as an aligned table with a header row (the first row's keys). */
export function printTable(rows: Record<string, string>[]): void {
  const columns = Object.keys(rows[0] ?? {});
  const widths = columns.map((column) => Math.max(column.length, ...rows.map((row) => (row[column] ?? "").length)));
  const line = (cells: string[]) => cells.map((cell, index) => cell.padEnd(widths[index] ?? 0)).join("  ");
  console.log(line(columns));
  console.log(line(widths.map((width) => "-".repeat(width))));
  for (const row of rows) console.log(line(columns.map((column) => row[column] ?? "")));
}

// ---- the server's CPU time -------------------------------------------------------------------------

const CLOCK_TICKS_PER_SECOND = Number(spawnSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).stdout.trim()) || 100;

/** A process and its descendants (npm start's tsx runs node as a child). */
function processTree(pid: number): Set<number> {
  const listed = spawnSync("ps", ["-e", "-o", "pid=,ppid="], { encoding: "utf8" }).stdout;
  const rows = listed.trim().split("\n").map((line) => line.trim().split(/\s+/).map(Number) as [number, number]);
  const tree = new Set([pid]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const [child, parent] of rows) {
      if (tree.has(parent) && !tree.has(child)) {
        tree.add(child);
        grew = true;
      }
    }
  }
  return tree;
}

/** CPU time (user + system) of a process and its descendants in ms, from /proc; undefined elsewhere. */
export function cpuMs(pid: number | undefined): number | undefined {
  if (!pid || !existsSync("/proc/self/stat")) return undefined;
  let ticks = 0;
  for (const member of processTree(pid)) {
    const stat = readFileSync(`/proc/${member}/stat`, "utf8");
    // Fields after "pid (command)": state is the 3rd field, utime the 14th and stime the 15th.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    ticks += Number(fields[11]) + Number(fields[12]);
  }
  return (ticks * 1000) / CLOCK_TICKS_PER_SECOND;
}

/** Resident memory of a process and its descendants in MB, from /proc; undefined elsewhere. */
export function rssMb(pid: number | undefined): number | undefined {
  if (!pid || !existsSync("/proc/self/status")) return undefined;
  let kilobytes = 0;
  for (const member of processTree(pid)) {
    const line = readFileSync(`/proc/${member}/status`, "utf8").match(/^VmRSS:\s+(\d+) kB$/m);
    kilobytes += Number(line?.[1] ?? 0);
  }
  return kilobytes / 1024;
}

/**
 * The seeded database a stand-alone bench runs on: `<prefix>_DATABASE_URL` (PostgreSQL) or
 * `<prefix>_DATA_DIR` (PGlite, opened in place), exactly one; with a scratch folder for its logs.
 */
export async function seededDatabase(prefix: string): Promise<{ databaseUrl: string | undefined; dataDir: string; scratch: string }> {
  const databaseUrl = process.env[`${prefix}_DATABASE_URL`] || undefined;
  const seededDir = process.env[`${prefix}_DATA_DIR`] || undefined;
  if (!databaseUrl === !seededDir) throw new Error(`set ${prefix}_DATA_DIR (PGlite) or ${prefix}_DATABASE_URL (PostgreSQL), one of them`);
  ensureBuild();
  const scratch = await mkdtemp(path.join(tmpdir(), `backoffice-${prefix.toLowerCase().replaceAll("_", "-")}-`));
  return { databaseUrl, dataDir: seededDir ?? scratch, scratch };
}

/** Newest modification time under a directory (the app's sources). */
function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** Builds when there is no build or the app's sources (or its build's config) are newer than it, so figures match the code. */
export function ensureBuild(): void {
  const serverBuild = path.join(root, "build/server/index.js");
  if (existsSync(serverBuild)) {
    const sources = Math.max(
      newestMtime(path.join(root, "app")),
      newestMtime(path.join(root, "contract")),
      newestMtime(path.join(root, "patches")),
      statSync(path.join(root, "vite.config.ts")).mtimeMs,
    );
    if (sources <= statSync(serverBuild).mtimeMs) return;
    console.log("the build is older than app/, contract/, patches/ or vite.config.ts: running remix vite:build");
  } else {
    console.log("no build: running remix vite:build");
  }
  const built = spawnSync(path.join(root, "node_modules/.bin/remix"), ["vite:build"], { cwd: root, stdio: "inherit" });
  if (built.status !== 0) throw new Error("remix vite:build failed");
}
