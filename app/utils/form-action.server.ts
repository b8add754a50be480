import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "@remix-run/node";
import { redirectWithSuccess } from "~/utils/toast.server";
import type { z } from "zod";
import type { PermissionCode } from "#contract/permissions";
import { handleActionError } from "~/models/errors.server";
import { requireAdmin } from "~/models/session.server";

type FormActionOptions<Schema extends z.ZodType> = {
  permission: PermissionCode;
  schema: Schema;
  /** The API call; its errors map as spec §8 says (field errors, toast, 401, 404). */
  perform: (token: string, value: z.output<Schema>) => Promise<unknown>;
  redirectTo: string;
  success: string;
};

/**
 * The action of an add or edit form: the guard, Conform + the contract's schema (400 with the
 * field errors), the call, then back to where the user came from with the spec's toast.
 */
export async function handleFormAction<Schema extends z.ZodType>(request: Request, options: FormActionOptions<Schema>) {
  const { token } = await requireAdmin(request, options.permission);
  const submission = parseWithZod(await request.formData(), { schema: options.schema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  try {
    await options.perform(token, submission.value);
  } catch (error) {
    return handleActionError(error, request, submission);
  }
  return redirectWithSuccess(options.redirectTo, options.success);
}

/** The action of a delete confirmation: the guard, the call, back to the list with the toast. */
export async function handleDeleteAction(
  request: Request,
  options: { permission: PermissionCode; perform: (token: string) => Promise<unknown>; redirectTo: string; success: string },
) {
  const { token } = await requireAdmin(request, options.permission);
  try {
    await options.perform(token);
  } catch (error) {
    return handleActionError(error, request);
  }
  return redirectWithSuccess(options.redirectTo, options.success);
}
