// The API v1 provider: one Hono app under /api/v1, built from one route module per resource.
import path from "node:path";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { messages } from "#contract/messages";
import { API_PREFIX } from "#contract/shared-values";
import { createBackgroundTasks, type StartTask } from "./background";
import { sweepOrphanUploads } from "./data/file";
import { createAddressRateLimiters, sweepRateLimits } from "./rate-limit";
import type { Database } from "./db/client";
import { ApiError, type ApiBindings, type ApiDeps, type AppEnv } from "./http";
import { createMailer, type Mailer } from "./mail";
import { accountRoutes } from "./routes/account";
import { fileRoutes } from "./routes/file";
import { locationRoutes } from "./routes/location";
import { notificationRoutes } from "./routes/notification";
import { userRoutes } from "./routes/user";
import { technologyRoutes } from "./routes/technology";
import { profileTypeRoutes } from "./routes/profile-type";
import { skillRoutes } from "./routes/skill";
import { roleRoutes } from "./routes/role";
import { subAdminRoutes } from "./routes/sub-admin";
import { subscriptionRoutes } from "./routes/subscription";
import { contactUsRoutes } from "./routes/contact-us";
import { marketplaceUserRoutes } from "./routes/marketplace-user";
import { userEditRoutes } from "./routes/user-edit";
import { optionListRoutes } from "./routes/option-list";
import { userRequestRoutes } from "./routes/user-request";
import { requestStatsRoutes } from "./routes/request-stats";
import { narrowOwnDirSync } from "./private-dir";


export const API_BASE_PATH = API_PREFIX;
// JSON bodies are small; upload_file/ sets its own, larger limit.
const MAX_JSON_BODY = 64 * 1024;
const UPLOAD_SWEEP_INTERVAL_MS = 60 * 60_000;

export type ApiLogger = Pick<Console, "info" | "warn" | "error">;

export type CreateApiOptions = {
  /** From openDatabase(), migrated. The API closes it in close(). */
  database: Database;
  /** uploads/ and outbox/ live here. */
  dataDir: string;
  /** Base URL of the app, for the links in mails (APP_URL). */
  appUrl: string;
  smtpUrl?: string;
  mailFrom?: string;
  /** Instead of the mailer made from smtpUrl (tests: one that blocks or fails). */
  mailer?: Mailer;
  /** The clock; tests inject one to expire tokens, links and throttling windows. */
  now?: () => Date;
  /** When work after an answer starts (default: right after it); tests hold it to look in between. */
  startTask?: StartTask;
  logger?: ApiLogger;
  /** MARKETPLACE_TOKEN: the token the marketplace submits requests with; unset = refused. */
  marketplaceToken?: string;
};

export type EmbeddedApi = {
  app: Hono<AppEnv>;
  /** In-process entry: `env.clientIp` is the browser's address as the app saw it. */
  fetch(request: Request, env?: ApiBindings): Promise<Response>;
  /** Resolves when the work started after answers (mail) has settled. */
  idle(): Promise<void>;
  /** Deletes uploads nothing refers to after a day (also run every hour); answers their stored names. */
  sweepOrphanUploads(): Promise<string[]>;
  /** Stops the sweep, waits for work under way, then closes the mailer and the database. */
  close(): Promise<void>;
};

export function createApi(options: CreateApiOptions): EmbeddedApi {
  const logger = options.logger ?? console;
  const mailer =
    options.mailer ??
    createMailer({
      smtpUrl: options.smtpUrl,
      outboxDir: path.join(options.dataDir, "outbox"),
      from: options.mailFrom,
      logger,
    });
  const deps: ApiDeps = {
    db: options.database.db,
    now: options.now ?? (() => new Date()),
    mailer,
    tasks: createBackgroundTasks(logger, options.startTask),
    appUrl: options.appUrl,
    uploadsDir: path.join(options.dataDir, "uploads"),
    logger,
    addressRateLimit: createAddressRateLimiters(options.database.db),
    readCache: options.database.readCache,
    marketplaceToken: options.marketplaceToken,
  };
  // Left open to other accounts by an earlier version: reset links and ID proofs (decision 087).
  for (const dir of [deps.uploadsDir, path.join(options.dataDir, "outbox")]) narrowOwnDirSync(dir, logger);
  const sweep = () => sweepOrphanUploads(deps.db, deps.uploadsDir, deps.now());
  // Several processes may sweep at once: each orphan is deleted by one of them.
  const sweepTimer = setInterval(() => {
    deps.tasks.run("Sweep of orphan uploads", sweep);
    deps.tasks.run("Sweep of ended rate-limit windows", () => sweepRateLimits(deps.db, new Date()));
  }, UPLOAD_SWEEP_INTERVAL_MS);
  sweepTimer.unref();

  const app = new Hono<AppEnv>().basePath(API_BASE_PATH);
  app.use("*", async (c, next) => {
    if (c.req.path === `${API_BASE_PATH}/upload_file/`) return next();
    return bodyLimit({
      maxSize: MAX_JSON_BODY,
      onError: () => {
        throw new ApiError(400, { detail: "Request body is too large." });
      },
    })(c, next);
  });
  accountRoutes(app, deps);
  userRoutes(app, deps);
  fileRoutes(app, deps);
  locationRoutes(app, deps);
  notificationRoutes(app, deps);
  technologyRoutes(app, deps);
  profileTypeRoutes(app, deps);
  skillRoutes(app, deps);
  roleRoutes(app, deps);
  subAdminRoutes(app, deps);
  subscriptionRoutes(app, deps);
  contactUsRoutes(app, deps);
  marketplaceUserRoutes(app, deps);
  optionListRoutes(app, deps);
  userRequestRoutes(app, deps);
  requestStatsRoutes(app, deps);
  userEditRoutes(app, deps);

  app.all("*", (c) => c.json({ detail: messages.notFound }, 404));
  app.notFound((c) => c.json({ detail: messages.notFound }, 404));
  app.onError((error, c) => {
    if (error instanceof ApiError) return c.json(error.body, error.status, error.headers);
    logger.error(`API ${c.req.method} ${c.req.path} failed:`, error);
    return c.json({ detail: "A server error occurred." }, 500);
  });

  return {
    app,
    fetch: async (request, env) => app.fetch(request, env ?? {}),
    idle: () => deps.tasks.idle(),
    sweepOrphanUploads: sweep,
    async close() {
      clearInterval(sweepTimer);
      await deps.tasks.idle();
      mailer.close();
      await options.database.close();
    },
  };
}
