// DATA_DIR holds the database, the outbox's reset and invitation links, and the uploads: none of
// it is for other accounts of the machine (decision 087).
import { mkdirSync } from "node:fs";
import { chmod, mkdir } from "node:fs/promises";

const OWNER_ONLY = 0o700;

/**
 * Creates `dir` (and any parent it lacks) for this process's account alone. An existing `dir` is
 * left as it is: DATA_DIR may be a folder the operator chose, and narrowing /srv, say, is not ours.
 */
export function createPrivateDirSync(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: OWNER_ONLY });
}

/**
 * One of our own folders inside DATA_DIR (pgdata, uploads, outbox): created, and narrowed to this
 * account if an earlier version left it open (PGlite writes its files readable by all).
 */
export async function privateDir(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: OWNER_ONLY });
  await chmod(dir, OWNER_ONLY);
}
