import { spawn, type ChildProcess } from "node:child_process";
import { copyFile, mkdir, mkdtemp, readFile, rm } from "node:fs/promises";
import { createWriteStream } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { unscannedRoutes } from "./a11y-coverage";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const READY_PREFIX = "E2E_SERVER_READY ";
// A build on 2 cores plus migrations and seeding stays well under this.
const START_TIMEOUT_MS = 180_000;

/**
 * Starts ONE server for the whole run in a child process (tsx, so the server's TypeScript and
 * path aliases load as under `npm start`), on 127.0.0.1 with a fresh DATA_DIR, and returns the
 * teardown that stops it. Workers read E2E_BASE_URL and E2E_DATA_DIR from the environment.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "backoffice-e2e-"));
  const logPath = path.join(dataDir, "server.log");
  const log = createWriteStream(logPath);

  const child = spawn(process.execPath, ["--import", "tsx", path.join(root, "tests/e2e/support/server.ts")], {
    cwd: root,
    env: { ...process.env, E2E_DATA_DIR: dataDir, NODE_ENV: "production" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stderr?.pipe(log, { end: false });

  const baseURL = await waitForReady(child, log, logPath).catch(async (error: unknown) => {
    // The server's own words are the useful part of a failed start (CI shows no files).
    const tail = (await readFile(logPath, "utf8").catch(() => "")).split("\n").slice(-40).join("\n");
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n--- server log (last lines) ---\n${tail}`);
  });
  process.env.E2E_BASE_URL = baseURL;
  process.env.E2E_DATA_DIR = dataDir;
  console.log(`e2e server: ${baseURL} (DATA_DIR ${dataDir})`);

  return async () => {
    await stop(child);
    log.end();
    try {
      await mkdir(path.join(root, "test-results"), { recursive: true });
      await copyFile(logPath, path.join(root, "test-results", "e2e-server.log")).catch(() => undefined);
      await checkA11yCoverage(dataDir);
    } finally {
      if (process.env.E2E_KEEP_DATA !== "1") await rm(dataDir, { recursive: true, force: true });
    }
  };
}

/** A run of part of the suite (a file, --grep, one project) cannot be judged for coverage. */
function isPartialRun(argv: readonly string[]): boolean {
  const args = argv.slice(argv.indexOf("test") + 1);
  const filters = ["-g", "--grep", "--grep-invert", "--last-failed", "--only-changed", "--project"];
  const takesValue = ["-c", "--config", "-j", "--workers", "--retries", "--reporter", "--timeout", "--repeat-each", "--max-failures", "--output", "--trace"];
  for (let index = 0; index < args.length; index++) {
    const arg = args[index] ?? "";
    if (filters.some((filter) => arg === filter || arg.startsWith(`${filter}=`))) return true;
    if (takesValue.includes(arg)) index++;
    else if (!arg.startsWith("-")) return true;
  }
  return false;
}

async function checkA11yCoverage(dataDir: string): Promise<void> {
  if (isPartialRun(process.argv)) {
    console.log("a11y coverage: not checked (part of the suite was run)");
    return;
  }
  const missed = await unscannedRoutes(dataDir);
  if (missed.length) throw new Error(`pages visited but never scanned with axe:\n  ${missed.join("\n  ")}`);
  console.log("a11y coverage: every visited page was scanned in both projects");
}

function waitForReady(child: ChildProcess, log: NodeJS.WritableStream, logPath: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let buffered = "";
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`e2e server did not start within ${START_TIMEOUT_MS / 1000} s; see ${logPath}`));
    }, START_TIMEOUT_MS);
    child.stdout?.on("data", (chunk: Buffer) => {
      log.write(chunk);
      buffered += chunk.toString("utf8");
      const line = buffered.split("\n").find((candidate) => candidate.startsWith(READY_PREFIX));
      if (line) {
        clearTimeout(timer);
        buffered = "";
        resolve(line.slice(READY_PREFIX.length).trim());
      }
    });
    child.once("exit", (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`e2e server exited before it was ready (code ${code}, signal ${signal}); see ${logPath}`));
    });
  });
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.kill("SIGTERM");
  const timeout = new Promise<"timeout">((resolve) => setTimeout(() => resolve("timeout"), 10_000).unref());
  if ((await Promise.race([exited, timeout])) === "timeout") {
    child.kill("SIGKILL");
    await exited;
  }
}
