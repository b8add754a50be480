import type { Submission } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "@remix-run/node";
import { redirectWithSuccess } from "~/utils/toast.server";
import type { z } from "zod";
import type { PermissionCode } from "#contract/permissions";
import { handleSubmitError } from "~/utils/action-error.server";
import { requireAdmin, type SessionApi } from "~/models/session.server";

type FormActionOptions<Schema extends z.ZodType> = {
  permission: PermissionCode;
  /** The form's own schema (beside its route); `perform` turns its value into the wire body. */
  schema: Schema;
  /** The API calls; their errors map as spec §8 says (field errors, toast, 401, 404), refused uploads to their fields. */
  perform: (api: SessionApi, value: z.output<Schema>) => Promise<unknown>;
  /** A path, or a way to make it once the guard has let the request in. */
  redirectTo: string | (() => string);
  success: string;
};

const pathOf = (redirectTo: string | (() => string)) => (typeof redirectTo === "function" ? redirectTo() : redirectTo);

/**
 * The answer to a submission that did not succeed: a Conform intent (a row inserted, removed or
 * moved by a button, without JavaScript) is the form again with the rows changed and everything
 * typed kept, 200; a submit with errors, 400.
 */
export function unfinishedSubmissionReply(submission: Submission<unknown>) {
  // Conform leaves the status unset for an intent; its errors show only on fields already checked.
  return data(submission.reply(), { status: submission.status === undefined ? 200 : 400 });
}

/**
 * The action of an add or edit form: the guard, Conform + the form's schema (list intents
 * answered with the form again, errors with 400), the calls, then back to where the user came
 * from with the spec's toast.
 */
export async function handleFormAction<Schema extends z.ZodType>(request: Request, options: FormActionOptions<Schema>) {
  const { api } = await requireAdmin(request, options.permission);
  const submission = parseWithZod(await request.formData(), { schema: options.schema });
  if (submission.status !== "success") return unfinishedSubmissionReply(submission);
  try {
    await options.perform(api, submission.value);
  } catch (error) {
    return handleSubmitError(error, request, submission);
  }
  return redirectWithSuccess(pathOf(options.redirectTo), options.success);
}

/** The action of a delete confirmation: the guard, the call, back to the list with the toast. */
export async function handleDeleteAction(
  request: Request,
  options: { permission: PermissionCode; perform: (api: SessionApi) => Promise<unknown>; redirectTo: string | (() => string); success: string },
) {
  const { api } = await requireAdmin(request, options.permission);
  try {
    await options.perform(api);
  } catch (error) {
    return handleSubmitError(error, request);
  }
  return redirectWithSuccess(pathOf(options.redirectTo), options.success);
}
