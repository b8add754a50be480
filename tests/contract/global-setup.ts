// Pact merges each test's interactions into the existing file, so an interaction a test no
// longer makes would stay in pacts/ forever. The full contract run (`npm run test:contract`, and
// the test command) says so with PACT_REWRITE=1 and starts from no file, writing exactly what the
// tests make; a run of some files keeps merging into the committed one.
import { rmSync } from "node:fs";
import { PACT_FILE } from "./pact-file";

export default function setup() {
  if (process.env.PACT_REWRITE === "1") rmSync(PACT_FILE, { force: true });
}
