// `npm run db:seed [-- --demo]`: migrates and seeds the database of DATA_DIR or DATABASE_URL.
// With PGlite, stop the server first: one data directory serves one process at a time.
import { z } from "zod";
import { migrateDatabase, openDatabase } from "./client";
import { seedDatabase } from "./seed";

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
const demo = process.argv.slice(2).includes("--demo");
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
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
