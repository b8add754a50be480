import type { SubmissionResult } from "@conform-to/react";

/**
 * Reading an action's Conform reply without Conform in the browser, for forms the server alone
 * validates (the sign-in page ships no zod and no Conform). Form-level errors are under "".
 */
export function submissionErrors(result: SubmissionResult<string[]> | null | undefined) {
  return {
    field: (name: string) => result?.error?.[name] ?? undefined,
    form: result?.error?.[""] ?? undefined,
    /** The submitted value to put back when the page is rendered again (never a hidden field). */
    value: (name: string) => {
      const value = result?.initialValue?.[name];
      return typeof value === "string" ? value : undefined;
    },
  };
}
