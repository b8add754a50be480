import type { SubmissionResult } from "@conform-to/react";
import { useState, type FormEvent } from "react";

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

const noneEdited: ReadonlySet<string> = new Set();

/**
 * submissionErrors, and with JavaScript a field's error goes as the user edits that field: the
 * server's verdict was on the old value (the browser cannot check it again without zod). Spread
 * `onInput` on the form.
 */
export function useSubmissionErrors(result: SubmissionResult<string[]> | null | undefined) {
  const [edited, setEdited] = useState({ result, names: noneEdited });
  // A new answer from the server shows all its errors again.
  const names = edited.result === result ? edited.names : noneEdited;
  const errors = submissionErrors(result);
  return {
    ...errors,
    field: (name: string) => (names.has(name) ? undefined : errors.field(name)),
    onInput: (event: FormEvent<HTMLFormElement>) => {
      const name = (event.target as HTMLInputElement).name;
      if (name && !names.has(name)) setEdited({ result, names: new Set(names).add(name) });
    },
  };
}
