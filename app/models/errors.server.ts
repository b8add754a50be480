import { type TypedResponse } from "@remix-run/node";
import { type Submission, type SubmissionResult } from "@conform-to/react";
import { jsonWithError } from "~/utils/toast.server";
import { messages } from "#contract/messages";
import { ApiError, ApiUnavailableError, errorMessage, fieldErrors, formErrors, UploadRefusedError } from "./errors";
import { API_UNAVAILABLE_RETRY_AFTER_S, sessionErrorResponse } from "./session.server";

/** Statuses whose body carries a message for the user (spec §8); 403 and 409 are handed back like a 400. */
const USER_FACING_STATUSES = new Set([400, 403, 409, 429]);

function reply(
  submission: Submission<unknown> | undefined,
  errors: { formErrors: string[]; fieldErrors: Record<string, string[]> },
  hideFields?: string[],
): SubmissionResult<string[]> {
  if (submission) return submission.reply({ ...errors, hideFields });
  // Without a submission, the same shape Conform's reply gives (form errors under the "" key).
  const error: Record<string, string[]> = { ...errors.fieldErrors };
  if (errors.formErrors.length > 0) error[""] = errors.formErrors;
  return { status: "error", error };
}

export type ActionErrorOptions = {
  /** Fields not echoed back to the form, such as passwords. */
  hideFields?: string[];
};

/**
 * The error mapping of every action (spec §8):
 * 401 → session destroyed, redirect to /login with the way back and "session expired" (thrown);
 * 404 → /notfound (thrown); refused uploads → 400 with each message on its file's field; 400, 403, 409, 429 → status kept, Conform reply with the field and form errors, error toast with
 * the server's message; anything else (5xx, network, malformed answer) → logged, error toast
 * "Something went wrong".
 */
export async function handleActionError(
  error: unknown,
  request: Request,
  submission?: Submission<unknown>,
  options: ActionErrorOptions = {},
): Promise<TypedResponse<SubmissionResult<string[]>>> {
  if (error instanceof Response) throw error;
  if (error instanceof UploadRefusedError) {
    return jsonWithError(reply(submission, { formErrors: [], fieldErrors: error.fieldErrors }, options.hideFields), error.message, { status: 400 });
  }
  // The form stays with what was typed; only the status says the API could not be reached.
  if (error instanceof ApiUnavailableError) {
    console.warn(`[action] ${request.method} ${new URL(request.url).pathname}: API v1 could not be reached`);
    const result = reply(submission, { formErrors: [messages.somethingWrong], fieldErrors: {} }, options.hideFields);
    return jsonWithError(result, messages.somethingWrong, { status: 503, headers: { "Retry-After": String(API_UNAVAILABLE_RETRY_AFTER_S) } });
  }
  const pageResponse = await sessionErrorResponse(error, request);
  if (pageResponse) throw pageResponse;
  if (error instanceof ApiError) {
    if (USER_FACING_STATUSES.has(error.status)) {
      const result = reply(
        submission,
        { formErrors: formErrors(error.body), fieldErrors: fieldErrors(error.body) },
        options.hideFields,
      );
      return jsonWithError(result, errorMessage(error.body), { status: error.status });
    }
  }
  console.error(`[action] ${request.method} ${new URL(request.url).pathname} failed`, error);
  const result = reply(submission, { formErrors: [messages.somethingWrong], fieldErrors: {} }, options.hideFields);
  return jsonWithError(result, messages.somethingWrong, { status: 500 });
}
