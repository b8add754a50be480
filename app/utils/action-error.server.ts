import type { Submission } from "@conform-to/react";
import { data } from "@remix-run/node";
import { fieldErrors, formErrors, isApiError } from "~/models/errors";
import { handleActionError, type ActionErrorOptions } from "~/models/errors.server";

/** Whether Conform's `name` (`branches[1].city`) is a field the browser sent, so the form shows its errors. */
function submitted(payload: unknown, name: string): boolean {
  let value = payload;
  for (const key of name.match(/[^.[\]]+/g) ?? []) {
    if (typeof value !== "object" || value === null || !(key in value)) return false;
    value = (value as Record<string, unknown>)[key];
  }
  return true;
}

/**
 * The error mapping of every form's action (handleActionError), except that a 400 whose messages
 * all belong to fields of the submitted form answers them on those fields alone: an error toast
 * would say each a second time. A message with no field to show it on, or the API's `detail`,
 * still comes as the toast too.
 */
export async function handleSubmitError(
  error: unknown,
  request: Request,
  submission?: Submission<unknown>,
  options: ActionErrorOptions = {},
) {
  if (submission && isApiError(error, 400) && formErrors(error.body).length === 0) {
    const onFields = fieldErrors(error.body);
    const names = Object.keys(onFields);
    if (names.length > 0 && names.every((name) => submitted(submission.payload, name))) {
      return data(submission.reply({ fieldErrors: onFields, hideFields: options.hideFields }), { status: 400 });
    }
  }
  return handleActionError(error, request, submission, options);
}
