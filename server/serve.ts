import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { type AddressInfo } from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { serve } from "@hono/node-server";
import { type ServerBuild } from "@remix-run/node";
import { createApi, migrateDatabase, openDatabase, seedDatabase, type Database } from "../api/index";
import { registerEmbeddedApi } from "../app/models/api.server";
import { closeUnreadStreams } from "../app/utils/unread-stream.server";
import { createServerApp, type EmbeddedApi } from "./app";
import { loadConfig, type Config } from "./config";

const PROJECT_ROOT = path.resolve(import.meta.dirname, "..");
const BUILD_DIR = path.join(PROJECT_ROOT, "build");

/** `./build`, or BUILD_DIR: the benchmark serves a throwaway build with extra routes (decision 011). */
function buildDirectory(env: Record<string, string | undefined>): string {
  return env.BUILD_DIR ? path.resolve(PROJECT_ROOT, env.BUILD_DIR) : BUILD_DIR;
}

function serverBuildFile(buildDir: string): string {
  return path.join(buildDir, "server", "index.js");
}

export type StartOptions = {
  /** Environment to read the configuration from; defaults to process.env. */
  env?: Record<string, string | undefined>;
  /** Override PORT, HOST and DATA_DIR (tests and the benchmark). */
  port?: number;
  host?: string;
  dataDir?: string;
  /** Build the Remix app when build/server/index.js is missing (default true). */
  buildIfMissing?: boolean;
  log?: (line: string) => void;
};

export type RunningServer = {
  /** Base URL to reach the server, e.g. http://127.0.0.1:4201 */
  url: string;
  port: number;
  config: Config;
  /** Set when the seed generated the admin password (first start on an empty database). */
  generatedAdminPassword?: string;
  close(): Promise<void>;
};

/** Runs `remix vite:build` when there is no server build yet (fresh clone). */
export async function ensureBuild(log: (line: string) => void = console.log): Promise<void> {
  const serverBuild = serverBuildFile(BUILD_DIR);
  if (existsSync(serverBuild)) return;
  log("No build found: building the app (remix vite:build)...");
  const cli = path.join(PROJECT_ROOT, "node_modules", "@remix-run", "dev", "dist", "cli.js");
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, [cli, "vite:build"], { cwd: PROJECT_ROOT, stdio: "inherit" });
    child.once("error", reject);
    child.once("exit", (code) => (code === 0 ? resolve() : reject(new Error(`remix vite:build exited with ${code}`))));
  });
  if (!existsSync(serverBuild)) throw new Error(`The build did not produce ${serverBuild}`);
}

const REQUEST_TIMEOUT_MS = 120_000;
const HEADERS_TIMEOUT_MS = 30_000;

export async function loadServerBuild(buildDir: string = BUILD_DIR): Promise<ServerBuild> {
  const file = serverBuildFile(buildDir);
  // Only ./build is built on demand; another directory must hold a build already.
  if (buildDir !== BUILD_DIR && !existsSync(file)) throw new Error(`BUILD_DIR: ${file} does not exist`);
  return (await import(pathToFileURL(file).href)) as ServerBuild;
}

function displayHost(host: string): string {
  if (host === "0.0.0.0" || host === "::") return "localhost";
  return host.includes(":") ? `[${host}]` : host;
}

/**
 * One process, one Hono server: configuration, build when missing, database (migrated, seeded
 * when empty), the embedded API registered for app/models, then listen.
 */
export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const log = options.log ?? console.log;
  const env = { ...(options.env ?? process.env) };
  if (options.port !== undefined) env.PORT = String(options.port);
  if (options.host !== undefined) env.HOST = options.host;
  if (options.dataDir !== undefined) env.DATA_DIR = options.dataDir;
  let config = loadConfig(env);

  // The Remix bundle reads these from the environment (it does not import server/).
  process.env.SESSION_SECRET = config.sessionSecret;
  if (config.apiUrl) process.env.API_URL = config.apiUrl;
  else delete process.env.API_URL;

  const buildDir = buildDirectory(env);
  if (buildDir === BUILD_DIR && (options.buildIfMissing ?? true)) await ensureBuild(log);
  const build = await loadServerBuild(buildDir);

  let generatedAdminPassword: string | undefined;
  let database: Database | undefined;
  if (!config.apiUrl) {
    database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, readCache: config.readCache });
    try {
      await migrateDatabase(database);
      const seeded = await seedDatabase(database, { admin: config.admin, demo: false });
      generatedAdminPassword = seeded.admin.generatedPassword;
    } catch (error) {
      await database.close().catch(() => undefined);
      throw error;
    }
  }

  // Listen first: with PORT=0 the real port is known only now, and APP_URL defaults to it.
  let handle: (request: Request, bindings: unknown) => Response | Promise<Response> = () =>
    new Response("Starting", { status: 503 });
  let server: ReturnType<typeof serve>;
  const port = await new Promise<number>((resolve, reject) => {
    server = serve(
      {
        fetch: (request, bindings) => handle(request, bindings),
        port: config.port,
        hostname: config.host,
        // A request must arrive whole in this time (Node's default is 5 minutes): a sender that
        // dribbles its bytes is cut off. Ten 2 MB images take 80 s at 2 Mbit/s.
        serverOptions: { requestTimeout: REQUEST_TIMEOUT_MS, headersTimeout: HEADERS_TIMEOUT_MS },
      },
      (info: AddressInfo) => resolve(info.port),
    );
    server.once("error", reject);
  }).catch(async (error: unknown) => {
    await database?.close().catch(() => undefined);
    throw error;
  });
  if (config.port === 0) {
    config = { ...config, port, appUrl: env.APP_URL ? config.appUrl : `http://localhost:${port}` };
  }

  let api: EmbeddedApi | undefined;
  let closeApi = async () => {};
  if (database) {
    const created = createApi({
      database,
      dataDir: config.dataDir,
      appUrl: config.appUrl,
      smtpUrl: config.smtpUrl,
      mailFrom: config.mailFrom,
      marketplaceToken: config.marketplaceToken,
    });
    api = created;
    registerEmbeddedApi((request, apiEnv) => created.fetch(request, apiEnv));
    closeApi = async () => {
      registerEmbeddedApi(undefined);
      // Closes the database too.
      await created.close();
    };
  }
  const app = createServerApp(config, { build, api, clientDir: path.join(buildDir, "client") });
  handle = (request, bindings) => app.fetch(request, bindings);
  const url = `http://${displayHost(config.host)}:${port}`;

  let closing: Promise<void> | undefined;
  return {
    url,
    port,
    config,
    generatedAdminPassword,
    close() {
      closing ??= (async () => {
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          // Live notification streams never end by themselves (decision 049).
          closeUnreadStreams();
          // Keep-alive connections would hold close() open until they time out.
          if ("closeIdleConnections" in server) server.closeIdleConnections();
        });
        await closeApi();
      })();
      return closing;
    },
  };
}
