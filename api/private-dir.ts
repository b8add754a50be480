// DATA_DIR holds the database, the outbox's reset and invitation links, and the uploads: none of
// it is for other accounts of the machine (decision 087).
import { chmodSync, mkdirSync, statSync } from "node:fs";
import { mkdir } from "node:fs/promises";

const OWNER_ONLY = 0o700;

/**
 * Creates `dir` (and any parent it lacks) for this process's account alone. An existing `dir` is
 * left as it is: DATA_DIR may be a folder the operator made, and narrowing /srv, say, is not ours.
 */
export function createPrivateDirSync(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: OWNER_ONLY });
}

export async function createPrivateDir(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: OWNER_ONLY });
}

/**
 * One of our own folders inside DATA_DIR (pgdata, uploads, outbox), left open to others by an
 * earlier version: narrowed to this account at start. A folder another account owns, or one that
 * cannot be changed (a mounted volume), keeps its mode, with a warning: the app still works there.
 */
export function narrowOwnDirSync(dir: string, logger: Pick<Console, "warn"> = console): void {
  let stats;
  try {
    stats = statSync(dir);
  } catch {
    return;
  }
  if ((stats.mode & 0o077) === 0) return;
  const warning = `${dir} is open to other accounts of this machine (mode ${(stats.mode & 0o777).toString(8)}); it holds the app's data: make it 700`;
  if (process.getuid && stats.uid !== process.getuid()) {
    logger.warn(warning);
    return;
  }
  try {
    chmodSync(dir, OWNER_ONLY);
  } catch {
    logger.warn(warning);
  }
}
