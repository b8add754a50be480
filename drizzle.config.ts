import { defineConfig } from "drizzle-kit";

// `npm run db:generate` writes SQL migrations from api/db/schema/ (one file per area); they run at start (migrateDatabase).
// Generation needs no database; the credentials only serve `drizzle-kit studio` and friends.
const databaseUrl = process.env.DATABASE_URL;

export default defineConfig(
  databaseUrl
    ? { dialect: "postgresql", schema: "./api/db/schema/index.ts", out: "./api/db/migrations", dbCredentials: { url: databaseUrl } }
    : {
        dialect: "postgresql",
        driver: "pglite",
        schema: "./api/db/schema/index.ts",
        out: "./api/db/migrations",
        dbCredentials: { url: `${process.env.DATA_DIR ?? "./data"}/pgdata` },
      },
);
