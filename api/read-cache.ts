// Reads reused across requests on the embedded database (decision 032): the token checks and the
// JSON answers of GET endpoints, kept until the next statement that may write. Only PGlite: its
// process is the database's only client, so it sees every write; PostgreSQL may be written by
// other processes, and there every request reads the database.
import type { PGlite } from "@electric-sql/pglite";
import { LRUCache } from "lru-cache";
import type { TokenCheck } from "./data/account";

type ValidTokenCheck = Extract<TokenCheck, { status: "valid" }>;

export type CachedAnswer = { status: number; headers: [string, string][]; body: string };

/** Entries and bytes the answers may hold: a page of a list is a few kilobytes. */
const MAX_ANSWERS = 2000;
const MAX_ANSWER_CHARS = 16 * 1024 * 1024;
const MAX_TOKENS = 2000;

export class ReadCache {
  #generation = 0;
  readonly #tokens = new LRUCache<string, ValidTokenCheck>({ max: MAX_TOKENS });
  readonly #answers = new LRUCache<string, CachedAnswer>({
    max: MAX_ANSWERS,
    maxSize: MAX_ANSWER_CHARS,
    sizeCalculation: (answer) => Math.max(1, answer.body.length),
  });

  /** Taken before a read starts: what it stores is dropped if a write happened meanwhile. */
  get generation(): number {
    return this.#generation;
  }

  /** After a statement that may have written: nothing read before it is served again. */
  readonly written = (): void => {
    this.#generation += 1;
    this.#tokens.clear();
    this.#answers.clear();
  };

  /** The stored check of `key`, unless the token has expired since (then the database decides). */
  token(key: string, now: Date): ValidTokenCheck | undefined {
    const check = this.#tokens.get(key);
    return check && check.expiry.getTime() > now.getTime() ? check : undefined;
  }

  storeToken(key: string, check: ValidTokenCheck, generation: number): void {
    if (generation === this.#generation) this.#tokens.set(key, check);
  }

  answer(key: string): CachedAnswer | undefined {
    return this.#answers.get(key);
  }

  storeAnswer(key: string, answer: CachedAnswer, generation: number): void {
    if (generation === this.#generation && answer.body.length <= MAX_ANSWER_CHARS / 16) this.#answers.set(key, answer);
  }
}

/** Statements that only read; anything else (INSERT, UPDATE, DELETE, DDL, a CTE) counts as a write. */
const READ_ONLY = /^\s*select\b/i;

/**
 * Calls `written` after every statement of `client` that may have written, and after every
 * transaction: whichever code path writes (a handler, a background sweep, a migration), the
 * cache cannot outlive it.
 */
export function watchWrites(client: PGlite, written: () => void): void {
  // Each method keeps its own signature; `wrote` says from the arguments whether it may have written.
  const watch = <K extends "query" | "exec" | "transaction">(name: K, wrote: (args: Parameters<PGlite[K]>) => boolean) => {
    const original = (client[name] as (...args: Parameters<PGlite[K]>) => Promise<unknown>).bind(client);
    client[name] = (async (...args: Parameters<PGlite[K]>) => {
      try {
        return await original(...args);
      } finally {
        if (wrote(args)) written();
      }
    }) as PGlite[K];
  };
  watch("query", ([text]) => !READ_ONLY.test(text));
  watch("exec", () => true);
  watch("transaction", () => true);
}
