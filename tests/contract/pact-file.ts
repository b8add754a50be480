import path from "node:path";

export const CONSUMER = "backoffice-app";
export const PROVIDER = "backoffice-api-v1";
export const PACT_DIR = path.resolve(import.meta.dirname, "..", "..", "pacts");
/** Written by the consumer tests, verified by provider.verify.test.ts and verify-cli.ts. */
export const PACT_FILE = path.join(PACT_DIR, `${CONSUMER}-${PROVIDER}.json`);
