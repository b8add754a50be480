import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import proxyaddr from "proxy-addr";
import { z } from "zod";
import { passwordField } from "#contract/common";
import { createPrivateDirSync } from "../api/private-dir";

/** A bad value stops the process: the message names the variable. */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ConfigError";
  }
}

/**
 * Measured on 2 cores (decision 016): the embedded PGlite runs one query at a time in this
 * process, so more than 2 pages at once only add latency; with PostgreSQL or another API v1 the
 * database works in other processes and 8 pages at once served the most.
 */
export const DEFAULT_PAGE_CONCURRENCY = { embedded: 2, external: 8 } as const;
export const DEFAULT_PAGE_QUEUE = 100;
/**
 * V8 flags the server runs with: `npm start`, `npm run profile`, the Dockerfile and the bench's
 * server all set them (tests/unit/server-node-options.test.ts keeps them the same). A page
 * allocates several MB of short-lived objects; 64 MB semi-spaces collect them half as often as
 * Node's default of 16 MB (decision 068).
 */
export const SERVER_NODE_OPTIONS = "--max-semi-space-size=64";

const httpUrl = z
  .url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" })
  .transform((value) => value.replace(/\/+$/, ""));

const envSchema = z.object({
  PORT: z.coerce
    .number({ error: "must be a port number" })
    .int("must be a port number")
    .min(0, "must be a port number")
    .max(65535, "must be a port number")
    .default(3000),
  HOST: z.string().trim().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().trim().min(1).default("./data"),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: "must be a postgres:// or postgresql:// URL" }).optional(),
  API_URL: httpUrl.optional(),
  SESSION_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  ADMIN_USERNAME: z.string().trim().min(1).max(150).default("admin"),
  ADMIN_EMAIL: z.email("must be an e-mail address").default("admin@example.com"),
  ADMIN_PASSWORD: passwordField().optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" }).optional(),
  APP_URL: httpUrl.optional(),
  MAIL_FROM: z.string().trim().min(3).default("Backoffice <no-reply@localhost>"),
  MARKETPLACE_TOKEN: z.string().trim().min(32, "must be at least 32 characters").optional(),
  READ_CACHE: z.enum(["on", "off"], { error: "must be on or off" }).default("on"),
  PAGE_CONCURRENCY: z.coerce.number({ error: "must be a whole number from 1 to 256" }).int().min(1).max(256).optional(),
  PAGE_QUEUE: z.coerce.number({ error: "must be a whole number from 0 to 10000" }).int().min(0).max(10_000).default(DEFAULT_PAGE_QUEUE),
  TRUSTED_PROXIES: z
    .string()
    .transform((list) => list.split(",").map((entry) => entry.trim()).filter(Boolean))
    .refine(compilesAsProxyTrust, "must be a comma-separated list of addresses, subnets (10.0.0.0/8) or loopback, linklocal, uniquelocal")
    .default([]),
});

/** proxy-addr's own parser decides what a valid entry is. */
function compilesAsProxyTrust(entries: string[]): boolean {
  try {
    proxyaddr.compile(entries);
    return true;
  } catch {
    return false;
  }
}

export type Config = {
  /** NODE_ENV=production: Secure, `__Host-` session cookie. */
  production: boolean;
  /** NODE_ENV=development: Remix answers with error details. */
  development: boolean;
  port: number;
  host: string;
  /** Absolute. */
  dataDir: string;
  databaseUrl?: string;
  /** The embedded database reuses reads until the next write (decision 032); READ_CACHE=off turns it off. */
  readCache: boolean;
  /** The marketplace's service token for POST user-request/; unset refuses it (decision 043). */
  marketplaceToken?: string;
  /** Without a trailing slash; unset = the embedded provider. */
  apiUrl?: string;
  sessionSecret: string;
  admin: { username: string; email: string; password?: string };
  smtpUrl?: string;
  /** Origin (and optional base path) of the app, for mail links and the Origin check. */
  appUrl: string;
  mailFrom: string;
  /** Page and action requests Remix handles at once; the rest wait in a queue of pageQueue, then get 503. */
  pageConcurrency: number;
  pageQueue: number;
  /** Proxies whose X-Forwarded-For is believed (proxy-addr's syntax); empty: the socket's address only. */
  trustedProxies: string[];
};

const SESSION_SECRET_FILE = "session-secret";

/** SESSION_SECRET when given; else the one stored in DATA_DIR, created on first start. */
function sessionSecret(dataDir: string, given: string | undefined): string {
  if (given) return given;
  const file = path.join(dataDir, SESSION_SECRET_FILE);
  if (existsSync(file)) {
    const stored = readFileSync(file, "utf8").trim();
    if (stored.length >= 32) return stored;
    throw new ConfigError(`Invalid configuration: SESSION_SECRET: ${file} holds fewer than 32 characters`);
  }
  createPrivateDirSync(dataDir);
  const secret = randomBytes(32).toString("hex");
  writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: "wx" });
  chmodSync(file, 0o600);
  return secret;
}

/**
 * Parses the environment. Empty strings count as unset, so `FOO=` in a shell or a compose file
 * behaves like an absent variable.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ""));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const values = parsed.data;
  const dataDir = path.resolve(values.DATA_DIR);
  return {
    production: env.NODE_ENV === "production",
    development: env.NODE_ENV === "development",
    port: values.PORT,
    host: values.HOST,
    dataDir,
    databaseUrl: values.DATABASE_URL,
    readCache: values.READ_CACHE === "on",
    marketplaceToken: values.MARKETPLACE_TOKEN,
    apiUrl: values.API_URL,
    sessionSecret: sessionSecret(dataDir, values.SESSION_SECRET),
    admin: { username: values.ADMIN_USERNAME, email: values.ADMIN_EMAIL, password: values.ADMIN_PASSWORD },
    smtpUrl: values.SMTP_URL,
    appUrl: values.APP_URL ?? `http://localhost:${values.PORT}`,
    mailFrom: values.MAIL_FROM,
    pageConcurrency:
      values.PAGE_CONCURRENCY ??
      (values.DATABASE_URL || values.API_URL ? DEFAULT_PAGE_CONCURRENCY.external : DEFAULT_PAGE_CONCURRENCY.embedded),
    pageQueue: values.PAGE_QUEUE,
    trustedProxies: values.TRUSTED_PROXIES,
  };
}
