// Prepares ONE database for the whole API suite (migrated + seeded): a PGlite snapshot that each
// test file loads, or a template database on TEST_DATABASE_URL that each test file copies.
// At the end it checks that the suite saw every (endpoint, status) pair of contract/endpoints.ts.
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { endpoints } from "#contract/endpoints";
import { prepareDatabase } from "./prepare";

export default async function setup(project: TestProject) {
  const started = Date.now();
  const { prepared, dispose } = await prepareDatabase();
  const coverageDir = await mkdtemp(path.join(os.tmpdir(), "backoffice-api-coverage-"));
  project.provide("backofficeApiDatabase", prepared);
  project.provide("backofficeApiCoverageDir", coverageDir);
  console.info(`API tests: ${prepared.kind} database prepared in ${Date.now() - started} ms`);

  return async () => {
    try {
      await checkCoverage(project, coverageDir);
    } catch (error) {
      // Vitest only logs a teardown error; the exit code makes the run fail.
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    } finally {
      await rm(coverageDir, { recursive: true, force: true });
      await dispose();
    }
  };
}

// Enforced only on a full run (every test file, no name filter): a partial run sees less.
async function checkCoverage(project: TestProject, coverageDir: string) {
  const reports = await Promise.all(
    (await readdir(coverageDir)).map(async (file) => JSON.parse(await readFile(path.join(coverageDir, file), "utf8")) as { testPath: string; seen: string[] }),
  );
  const testDir = path.dirname(new URL(import.meta.url).pathname);
  const testFiles = (await readdir(testDir)).filter((file) => file.endsWith(".test.ts"));
  const reportedFiles = new Set(reports.map((report) => path.basename(report.testPath)));
  const fullRun = !project.vitest.config.testNamePattern && testFiles.every((file) => reportedFiles.has(file));
  if (!fullRun) return;
  const seen = new Set(reports.flatMap((report) => report.seen));
  const missing = Object.entries(endpoints).flatMap(([name, endpoint]) =>
    endpoint.statuses.filter((status) => !seen.has(`${name} ${status}`)).map((status) => `${endpoint.method} ${endpoint.path} ${status}`),
  );
  if (missing.length > 0) throw new Error(`API tests never saw these answers of contract/endpoints.ts:\n  ${missing.join("\n  ")}`);
  console.info(`API tests: all ${seen.size} (endpoint, status) pairs of contract/endpoints.ts seen`);
}
