// Pact merges each test's interactions into the existing file, so an interaction a test no
// longer makes would stay in pacts/ forever. A full contract run starts from no file and
// writes exactly what the tests make; a run of some files keeps merging into the committed one.
import { rmSync } from "node:fs";
import type { TestProject } from "vitest/node";
import { PACT_FILE } from "./pact-file";

export default function setup(project: TestProject) {
  // Vitest keeps the command line's file filters here (no public accessor); undefined = every file.
  const vitest = project.vitest as unknown as { filenamePattern?: string[] };
  const fullRun = "filenamePattern" in vitest && !vitest.filenamePattern?.length && !project.vitest.config.testNamePattern;
  if (fullRun) rmSync(PACT_FILE, { force: true });
}
