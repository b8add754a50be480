// One way to stand up the API v1 provider in a test: a fresh copy of the prepared database
// (a PGlite snapshot, or a PostgreSQL database created from the template when TEST_DATABASE_URL
// is set), a temporary DATA_DIR, a movable clock and helpers to sign in and create users.
// The API tests and the contract provider verification both use it.
import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { expect, inject } from "vitest";
import type { EndpointName } from "#contract/endpoints";
import { embeddedGetRequest } from "~/models/api.server";
import type { PermissionCode } from "#contract/permissions";
import { endpoints } from "#contract/endpoints";
import {
  createApi,
  type CreateApiOptions,
  createInvitation,
  createRole,
  createUser,
  type Database,
  type Db,
  type EmbeddedApi,
  type Link,
  migrateDatabase,
  openDatabase,
  seedDatabase,
} from "../../api/index";
import {
  databaseUrl,
  dropDatabase,
  type PreparedDatabase,
  preparePgliteSnapshot,
  TEST_ADMIN,
  uniqueDatabaseName,
  withServer,
} from "./prepare";

export { TEST_ADMIN, type PreparedDatabase };

declare module "vitest" {
  export interface ProvidedContext {
    /** Set by tests/api/global-setup.ts. */
    backofficeApiDatabase?: PreparedDatabase;
    /** Where each test file reports the (endpoint, status) pairs it saw. */
    backofficeApiCoverageDir?: string;
  }
}

export const TEST_APP_URL = "http://app.test";
export const TEST_STAFF_PASSWORD = "Staff@12345";
const API_ORIGIN = "http://api.test";

export type TestClock = {
  now(): Date;
  /** Moves the clock forward (or back, with a negative amount); real time keeps running. */
  advance(ms: number): void;
  reset(): void;
};

export function createTestClock(): TestClock {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    advance: (ms) => {
      offset += ms;
    },
    reset: () => {
      offset = 0;
    },
  };
}

export type RequestOptions = {
  method?: "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
  /** Sent as `Authorization: Token <token>`. */
  token?: string;
  /** Sent as a JSON body. */
  json?: unknown;
  /** Sent as multipart form data. */
  form?: FormData;
  /** Sent as it is, with whatever content type `headers` gives (bad-input tests). */
  body?: BodyInit;
  headers?: Record<string, string>;
  /** The browser address an in-process caller passes on (throttling counts per address). */
  clientIp?: string;
};

export type JsonAnswer<T> = { status: number; body: T; response: Response };

export type TestUser = { id: number; username: string; email: string; password: string };

export type StaffUserOptions = {
  username?: string;
  email?: string;
  password?: string | null;
  firstName?: string;
  lastName?: string;
  /** Extra permissions held directly. */
  permissions?: PermissionCode[];
  /** A role created for this user with these permissions. */
  role?: { name?: string; permissions: PermissionCode[] };
  isActive?: boolean;
  isStaff?: boolean;
  isSuperuser?: boolean;
  userType?: number | null;
};

export type OutboxMail = { file: string; raw: string; to: string; subject: string; link: string | undefined };

export type TestApi = {
  api: EmbeddedApi;
  database: Database;
  db: Db;
  dataDir: string;
  clock: TestClock;
  /** What the API logged (info, warn, error), instead of the console. */
  logs: string[];
  /** A request to `/api/v1/<path>` through the in-process entry. */
  request(path: string, options?: RequestOptions): Promise<Response>;
  /** request() and the answer's JSON body (undefined for an empty body). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read the fields they assert on
  json<T = any>(path: string, options?: RequestOptions): Promise<JsonAnswer<T>>;
  /** Signs in and returns the token; fails the test when login does not answer 200. */
  login(username: string, password: string, options?: { clientIp?: string }): Promise<string>;
  loginAdmin(): Promise<string>;
  /** An active staff user (unless told otherwise) with a password that meets the rule. */
  createStaffUser(options?: StaffUserOptions): Promise<TestUser>;
  /** An invited staff user (inactive, no password) and their invitation link. */
  createInvitedUser(options?: { email?: string }): Promise<{ id: number; email: string; link: Link }>;
  /** Waits for the work the API started after its answers (reset mail). */
  settled(): Promise<void>;
  /** Mails written to DATA_DIR/outbox, oldest first, once the work after the answers has settled. */
  outbox(): Promise<OutboxMail[]>;
  close(): Promise<void>;
};

export type CreateTestApiOptions = Pick<CreateApiOptions, "smtpUrl" | "mailer" | "startTask"> & {
  /** The marketplace's service token; TEST_MARKETPLACE_TOKEN unless given, null for none. */
  marketplaceToken?: string | null;
};

export const TEST_MARKETPLACE_TOKEN = "test-marketplace-token-0123456789abcdef";

export async function createTestApi(options: CreateTestApiOptions = {}): Promise<TestApi> {
  const opened = await openTestDatabase();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "backoffice-api-test-"));
  const clock = createTestClock();
  const logs: string[] = [];
  const record = (level: string) => (...args: unknown[]) => {
    logs.push(`${level}: ${args.map((arg) => (arg instanceof Error ? arg.stack : String(arg))).join(" ")}`);
  };
  const api = createApi({
    database: opened.database,
    dataDir,
    appUrl: TEST_APP_URL,
    smtpUrl: options.smtpUrl,
    mailer: options.mailer,
    startTask: options.startTask,
    marketplaceToken: options.marketplaceToken === null ? undefined : (options.marketplaceToken ?? TEST_MARKETPLACE_TOKEN),
    now: clock.now,
    logger: { info: record("info"), warn: record("warn"), error: record("error") },
  });
  const db = opened.database.db;
  const seen = new Set<string>();
  let userCount = 0;

  const request: TestApi["request"] = async (requestPath, init = {}) => {
    const headers = new Headers(init.headers);
    if (init.token !== undefined) headers.set("authorization", `Token ${init.token}`);
    let body: BodyInit | undefined;
    if (init.json !== undefined) {
      headers.set("content-type", "application/json");
      body = JSON.stringify(init.json);
    } else if (init.form) {
      body = init.form;
    } else if (init.body !== undefined) {
      body = init.body;
    }
    const method = init.method ?? (body === undefined ? "GET" : "POST");
    const url = `${API_ORIGIN}/api/v1/${requestPath}`;
    // A GET as the app's models send it in-process: the parts of a request, not an undici Request.
    const sent = method === "GET" && body === undefined ? embeddedGetRequest(new URL(url), headers) : new Request(url, { method, headers, body });
    const response = await api.fetch(sent, {
      clientIp: init.clientIp ?? "127.0.0.1",
    });
    const endpoint = matchEndpoint(method, requestPath);
    if (endpoint) {
      // The provider answers only the statuses the contract lists for the endpoint.
      expect(endpoints[endpoint].statuses, `${method} ${requestPath} answered ${response.status}`).toContain(response.status);
      seen.add(`${endpoint} ${response.status}`);
    }
    return response;
  };

  const json: TestApi["json"] = async (requestPath, init) => {
    const response = await request(requestPath, init);
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : undefined, response };
  };

  const login: TestApi["login"] = async (username, password, loginOptions = {}) => {
    const answer = await json("login/", { json: { username, password }, clientIp: loginOptions.clientIp });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.token as string;
  };

  const createStaffUser: TestApi["createStaffUser"] = async (staff = {}) => {
    userCount += 1;
    const suffix = `${userCount}${randomBytes(3).toString("hex")}`;
    const username = staff.username ?? `staff${suffix}`;
    const email = staff.email ?? `${username}@example.com`;
    const password = staff.password === undefined ? TEST_STAFF_PASSWORD : staff.password;
    const role = staff.role ? await createRole(db, staff.role.name ?? `Role ${suffix}`, staff.role.permissions) : undefined;
    const row = await createUser(db, {
      username,
      email,
      password,
      firstName: staff.firstName ?? "Test",
      lastName: staff.lastName ?? `Staff ${suffix}`,
      isActive: staff.isActive ?? true,
      isStaff: staff.isStaff ?? true,
      isSuperuser: staff.isSuperuser ?? false,
      userType: staff.userType ?? null,
      groupIds: role ? [role.id] : [],
      permissions: staff.permissions ?? [],
    });
    return { id: row.id, username, email, password: password ?? "" };
  };

  return {
    api,
    database: opened.database,
    db,
    dataDir,
    clock,
    logs,
    request,
    json,
    login,
    loginAdmin: () => login(TEST_ADMIN.username, TEST_ADMIN.password),
    createStaffUser,
    async createInvitedUser(invited = {}) {
      const user = await createStaffUser({ email: invited.email, password: null, isActive: false, firstName: "", lastName: "" });
      const link = await createInvitation(db, user.id, { appUrl: TEST_APP_URL, now: clock.now() });
      return { id: user.id, email: user.email, link };
    },
    settled: () => api.idle(),
    async outbox() {
      await api.idle();
      const dir = path.join(dataDir, "outbox");
      const files = (await readdir(dir).catch(() => [] as string[])).filter((file) => file.endsWith(".eml")).sort();
      return Promise.all(
        files.map(async (file) => {
          const raw = await readFile(path.join(dir, file), "utf8");
          return { file, raw, ...parseMail(raw) };
        }),
      );
    },
    async close() {
      await reportCoverage(seen);
      await api.close();
      await opened.dispose();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

// ---------------------------------------------------------------- mail parsing

/** Undoes quoted-printable soft breaks and escapes, enough to read links and headers. */
export function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

export function parseMail(raw: string): { to: string; subject: string; link: string | undefined } {
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, "mi").exec(raw)?.[1]?.trim() ?? "";
  const decoded = decodeQuotedPrintable(raw);
  const link = /https?:\/\/[^\s"<>]+\/(?:password-reset|accept-user-invitation)\/[A-Za-z0-9_-]+\/[A-Za-z0-9_-]+/.exec(decoded)?.[0];
  return { to: header("To"), subject: header("Subject"), link };
}

/** `{uid, token}` of a link `.../{uid}/{token}`. */
export function linkParts(link: string): { uid: string; token: string } {
  const [uid, token] = new URL(link).pathname.split("/").slice(-2);
  if (!uid || !token) throw new Error(`not a link with uid and token: ${link}`);
  return { uid, token };
}

// ---------------------------------------------------------------- the database of one test API

async function openTestDatabase(): Promise<{ database: Database; dispose(): Promise<void> }> {
  const prepared = inject("backofficeApiDatabase");
  if (prepared?.kind === "pglite") {
    const snapshot = new Blob([await readFile(prepared.snapshotPath)]);
    return { database: await openDatabase({ dataDir: "", memory: { snapshot } }), dispose: async () => undefined };
  }
  if (prepared?.kind === "postgres") {
    const name = uniqueDatabaseName("backoffice_api_test");
    await withServer(prepared.serverUrl, (client) => client.query(`CREATE DATABASE "${name}" TEMPLATE "${prepared.template}"`));
    const database = await openDatabase({ databaseUrl: databaseUrl(prepared.serverUrl, name), dataDir: "" });
    return { database, dispose: () => dropDatabase(prepared.serverUrl, name) };
  }
  return openUnpreparedDatabase();
}

// Without the API project's global setup (another vitest project using this harness), each
// worker prepares its own snapshot once, or migrates and seeds a new server database.
let workerSnapshot: Promise<Blob> | undefined;

async function openUnpreparedDatabase(): Promise<{ database: Database; dispose(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = uniqueDatabaseName("backoffice_api_test");
    await withServer(serverUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
    const database = await openDatabase({ databaseUrl: databaseUrl(serverUrl, name), dataDir: "" });
    await migrateDatabase(database);
    await seedDatabase(database, { admin: { ...TEST_ADMIN } });
    return { database, dispose: () => dropDatabase(serverUrl, name) };
  }
  workerSnapshot ??= preparePgliteSnapshot();
  return { database: await openDatabase({ dataDir: "", memory: { snapshot: await workerSnapshot } }), dispose: async () => undefined };
}

// ---------------------------------------------------------------- endpoint coverage

const endpointPatterns = (Object.keys(endpoints) as EndpointName[]).map((name) => {
  const source = endpoints[name].path.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\\?\{\w+\\?\}/g, "[^/]+");
  return { name, method: endpoints[name].method as string, pattern: new RegExp(`^${source}$`) };
});

export function matchEndpoint(method: string, requestPath: string): EndpointName | undefined {
  const pathOnly = requestPath.split("?")[0] ?? "";
  return endpointPatterns.find((entry) => entry.method === method && entry.pattern.test(pathOnly))?.name;
}

async function reportCoverage(seen: Set<string>) {
  const dir = inject("backofficeApiCoverageDir");
  if (!dir || seen.size === 0) return;
  const testPath = expect.getState().testPath ?? "unknown";
  await writeFile(path.join(dir, `${randomBytes(8).toString("hex")}.json`), JSON.stringify({ testPath, seen: [...seen] }));
}
