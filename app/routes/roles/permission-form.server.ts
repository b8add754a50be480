import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "@remix-run/node";
import { redirectWithSuccess } from "~/utils/toast.server";
import type { z } from "zod";
import type { PermissionCode } from "#contract/permissions";
import { handleSubmitError } from "~/utils/action-error.server";
import { listPermissionGroups } from "~/models/role.server";
import { requireAdmin, type SessionApi } from "~/models/session.server";
import { applyGroupIntent, groupOfIntent, OPEN_GROUP_KEY, toIdList } from "./permission-picker";

type PermissionFormOptions<Schema extends z.ZodType> = {
  permission: PermissionCode;
  /** The form field holding the permission ids. */
  field: string;
  /** The schema, or a way to build it from what the API holds (e.g. the row being edited). */
  schema: Schema | ((api: SessionApi) => Promise<Schema>);
  perform: (api: SessionApi, value: z.output<Schema>) => Promise<unknown>;
  redirectTo: string;
  success: string;
  /**
   * Other intents that refill the permissions (the sub-admin form's `load-role`): the new ids,
   * or null when the intent is not theirs.
   */
  intentIds?: (api: SessionApi, intent: string, formData: FormData) => Promise<number[] | null>;
};

/**
 * The form with its typed values and new permission ids, without errors: what a submit button
 * of the form (rather than its Save) answers when JavaScript is off. Conform starts from `initialValue`.
 */
function refill(formData: FormData, field: string, ids: readonly number[], openGroup: string | null) {
  const values: Record<string, string | string[]> = {};
  for (const key of new Set(formData.keys())) {
    if (key === "intent" || key === field) continue;
    const items = formData.getAll(key).filter((item): item is string => typeof item === "string");
    values[key] = items.length === 1 ? (items[0] ?? "") : items;
  }
  values[field] = ids.map(String);
  if (openGroup !== null) values[OPEN_GROUP_KEY] = openGroup;
  const result: SubmissionResult<string[]> = { initialValue: values };
  return data(result);
}

/**
 * The action of the role and sub-admin forms: the guard; an `intent` (a group's Select all /
 * Clear all, loading a role's permissions) re-renders the form with the permissions changed;
 * otherwise Conform + the schema, the call, and back to the list with the spec's toast.
 */
export async function handlePermissionFormAction<Schema extends z.ZodType>(request: Request, options: PermissionFormOptions<Schema>) {
  const { api } = await requireAdmin(request, options.permission);
  const formData = await request.formData();
  const intent = formData.get("intent");
  if (typeof intent === "string" && intent !== "") {
    try {
      const selected = toIdList(formData.getAll(options.field));
      const ids =
        (await options.intentIds?.(api, intent, formData)) ?? applyGroupIntent(intent, await api(listPermissionGroups), selected) ?? selected;
      return refill(formData, options.field, ids, groupOfIntent(intent));
    } catch (error) {
      return handleSubmitError(error, request);
    }
  }
  let schema: Schema;
  try {
    schema = typeof options.schema === "function" ? await options.schema(api) : options.schema;
  } catch (error) {
    return handleSubmitError(error, request);
  }
  const submission = parseWithZod(formData, { schema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  try {
    await options.perform(api, submission.value);
  } catch (error) {
    return handleSubmitError(error, request, submission);
  }
  return redirectWithSuccess(options.redirectTo, options.success);
}
