// `npm run db:seed [-- --demo] [--users N] [--seed S]`: migrates and seeds the database of
// DATA_DIR or DATABASE_URL; `--users N` adds N demo marketplace users (implies --demo).
// With PGlite, stop the server first: one data directory serves one process at a time.
import path from "node:path";
import { parseArgs } from "node:util";
import cliProgress from "cli-progress";
import { z } from "zod";
import { findUserByUsername } from "../data/user";
import { migrateDatabase, openDatabase } from "./client";
import { seedDatabase } from "./seed";
import { seedDemoMarketplaceUsers } from "./seed-demo/marketplace-users";

const env = z
  .object({
    DATA_DIR: z.string().min(1).default("./data"),
    DATABASE_URL: z.url().optional(),
    ADMIN_USERNAME: z.string().trim().min(1).max(150).default("admin"),
    ADMIN_EMAIL: z.email().default("admin@example.com"),
    ADMIN_PASSWORD: z.string().min(1).optional(),
  })
  .safeParse({ ...process.env, DATABASE_URL: process.env.DATABASE_URL || undefined, ADMIN_PASSWORD: process.env.ADMIN_PASSWORD || undefined });

if (!env.success) {
  for (const issue of env.error.issues) console.error(`Invalid configuration: ${issue.path.join(".")}: ${issue.message}`);
  process.exit(1);
}

const config = env.data;
const { values: args } = parseArgs({
  options: { demo: { type: "boolean", default: false }, users: { type: "string" }, seed: { type: "string", default: "1" } },
});
const users = args.users === undefined ? 0 : Number(args.users);
const randomSeed = Number(args.seed);
if (!Number.isSafeInteger(users) || users < 0 || !Number.isSafeInteger(randomSeed)) {
  console.error("Usage: npm run db:seed -- [--demo] [--users N] [--seed S] (N and S whole numbers)");
  process.exit(1);
}
const demo = args.demo || users > 0;
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  await migrateDatabase(database);
  const result = await seedDatabase(database, {
    admin: { username: config.ADMIN_USERNAME, email: config.ADMIN_EMAIL, password: config.ADMIN_PASSWORD },
    demo,
  });
  console.info(`Seeded ${config.DATABASE_URL ? "the PostgreSQL database" : `${config.DATA_DIR}/pgdata`}${demo ? " with demo data" : ""}.`);
  if (result.admin.generatedPassword) {
    console.info(`Admin created: username ${result.admin.username}, password ${result.admin.generatedPassword} (shown once).`);
  } else if (result.admin.created) {
    console.info(`Admin created: username ${result.admin.username}, password from ADMIN_PASSWORD.`);
  }
  if (users > 0) {
    const admin = await findUserByUsername(database.db, result.admin.username);
    if (!admin) throw new Error(`the admin ${result.admin.username} is missing`);
    const started = Date.now();
    const bar = new cliProgress.SingleBar(
      { format: "Marketplace users {bar} {value}/{total} {percentage}% | {duration_formatted} | ETA {eta_formatted}", noTTYOutput: true, notTTYSchedule: 5000 },
      cliProgress.Presets.shades_classic,
    );
    bar.start(users, 0);
    const added = await seedDemoMarketplaceUsers(database, admin.id, {
      users,
      seed: randomSeed,
      uploadsDir: path.join(config.DATA_DIR, "uploads"),
      onProgress: (done) => bar.update(done),
    }).finally(() => bar.stop());
    const { client, agency, freelancer, agencyDeveloper } = added.users;
    console.info(
      `Added ${users} marketplace users (${client} clients, ${agency} agencies, ${freelancer} freelancers, ${agencyDeveloper} agency developers), ` +
        `${added.requests} requests, ${added.notifications} notifications in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
    );
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
