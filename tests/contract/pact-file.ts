import path from "node:path";

export const CONSUMER = "backoffice-app";
export const PROVIDER = "backoffice-api-v1";
// PACT_DIR lets a run write elsewhere (a scratch run must not touch the committed pacts/).
export const PACT_DIR = process.env.PACT_DIR ? path.resolve(process.env.PACT_DIR) : path.resolve(import.meta.dirname, "..", "..", "pacts");
/** Written by the consumer tests, verified by provider.verify.test.ts and verify-cli.ts. */
export const PACT_FILE = path.join(PACT_DIR, `${CONSUMER}-${PROVIDER}.json`);
