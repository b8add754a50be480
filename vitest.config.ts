import { defineConfig } from "vitest/config";
import tsconfigPaths from "vite-tsconfig-paths";
import { VerifyLastSequencer } from "./tests/contract/sequencer";

// One config, three projects; `npm test` runs them in order (scripts/test-all.sh).
export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    // Vitest 4 leaves one core idle by default (1 worker on the 2-core CI machine); the test files
    // share nothing (each API file opens its own database copy), so use every core.
    maxWorkers: "100%",
    // Provider verification reads the pact the consumer tests write in the same run.
    sequence: { sequencer: VerifyLastSequencer },
    projects: [
      {
        plugins: [tsconfigPaths()],
        test: { name: "unit", include: ["tests/unit/**/*.test.{ts,tsx}", "tests/routes/**/*.test.ts"], environment: "node" },
      },
      {
        plugins: [tsconfigPaths()],
        test: {
          name: "api",
          include: ["tests/api/**/*.test.ts"],
          globalSetup: ["tests/api/global-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [tsconfigPaths()],
        test: {
          name: "contract",
          include: ["tests/contract/**/*.pact.test.ts", "tests/contract/**/*.verify.test.ts"],
          globalSetup: ["tests/contract/global-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
