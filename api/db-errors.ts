// PostgreSQL's refusals as API answers. A check before a write cannot see a row another request
// writes at the same moment; the constraint can, and its refusal gets the check's answer.
import type { ApiError } from "./http";

export const UNIQUE_VIOLATION = "23505";
export const FOREIGN_KEY_VIOLATION = "23503";
/** ON DELETE RESTRICT's refusal from PostgreSQL 16 on (PGlite); 15 answers 23503 for it. */
export const RESTRICT_VIOLATION = "23001";

/** PostgreSQL's error code on a driver error, whether Drizzle wrapped it or not. */
export function databaseErrorCode(error: unknown): string | undefined {
  for (let current: unknown = error; current instanceof Error || (typeof current === "object" && current !== null); ) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string") return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export type ViolationAnswers = {
  unique?: () => ApiError | Promise<ApiError>;
  foreignKey?: () => ApiError | Promise<ApiError>;
};

/** `write()`, with a unique or foreign-key violation answered as the given ApiError; other errors unchanged. */
export async function answeringViolations<T>(write: () => Promise<T>, answers: ViolationAnswers): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const code = databaseErrorCode(error);
    const answer = code === UNIQUE_VIOLATION ? answers.unique : code === FOREIGN_KEY_VIOLATION || code === RESTRICT_VIOLATION ? answers.foreignKey : undefined;
    if (answer) throw await answer();
    throw error;
  }
}
