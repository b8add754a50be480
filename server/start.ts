// `npm start`: configuration, build when missing, database, embedded API, one HTTP server.
import { ConfigError } from "./config";
import { startServer } from "./serve";

async function main(): Promise<void> {
  const running = await startServer();
  console.log(`Backoffice is running at ${running.url}`);
  if (running.config.apiUrl) console.log(`Using API v1 at ${running.config.apiUrl}`);
  if (running.generatedAdminPassword) {
    // Printed once: the seed only generates it on an empty database.
    console.log("");
    console.log("An admin account was created. Sign in with:");
    console.log(`  username: ${running.config.admin.username}`);
    console.log(`  password: ${running.generatedAdminPassword}`);
    console.log("This password is not shown again; change it from the profile page.");
    console.log("");
  }

  const shutdown = (signal: NodeJS.Signals) => {
    console.log(`${signal} received, shutting down`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    running.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error("Shutdown failed:", error);
        process.exit(1);
      },
    );
  };
  process.once("SIGINT", shutdown);
  process.once("SIGTERM", shutdown);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error("The server could not start:", error);
  }
  process.exit(1);
});
