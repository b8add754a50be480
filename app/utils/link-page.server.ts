import { parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import type { Params } from "@remix-run/react";
import { redirectWithError, redirectWithSuccess } from "~/utils/toast.server";
import type { z } from "zod";
import type { LinkPurpose } from "#contract/account";
import { messages } from "#contract/messages";
import { checkLinkToken } from "~/models/account.server";
import { handleSubmitError } from "~/utils/action-error.server";
import { getClientIp, requireAnonymous, sessionErrorResponse } from "~/models/session.server";

/** Loader guard of a page opened from a mailed link: an invalid link goes to /login with an error toast. */
export async function requireValidLink(request: Request, params: Params, purpose: LinkPurpose): Promise<void> {
  await requireAnonymous(request);
  let valid: boolean;
  try {
    valid = await checkLinkToken({ uid: params.uid ?? "", token: params.token ?? "", purpose });
  } catch (error) {
    // No session here, so no api(): the same answers a signed-in page gives (404 is /notfound).
    throw (await sessionErrorResponse(error, request)) ?? error;
  }
  if (!valid) throw await redirectWithError("/login", messages.linkInvalid);
}

/** Parses a link page's form; the link's uid and token come from the URL, whatever the form says. */
export async function parseLinkSubmission<Schema extends z.ZodType>(request: Request, params: Params, schema: Schema) {
  const formData = await request.formData();
  formData.set("uid", params.uid ?? "");
  formData.set("token", params.token ?? "");
  return parseWithZod(formData, { schema });
}

/** Both link pages set a new password: it is never echoed back to the form. */
const NEW_PASSWORD_FIELDS = ["new_password1", "new_password2"];

/**
 * A link page's loader and action (password reset, invitation): an invalid link goes to /login;
 * a valid submit is sent with the browser's address and answers /login with the API's message.
 */
export function linkPage<Schema extends z.ZodType>(options: {
  purpose: LinkPurpose;
  schema: Schema;
  submit: (value: z.output<Schema>, from: { clientIp?: string }) => Promise<{ detail: string }>;
}) {
  return {
    loader: async ({ request, params }: LoaderFunctionArgs) => {
      await requireValidLink(request, params, options.purpose);
      return null;
    },
    action: async ({ request, params }: ActionFunctionArgs) => {
      await requireAnonymous(request);
      const submission = await parseLinkSubmission(request, params, options.schema);
      if (submission.status !== "success") return data(submission.reply({ hideFields: NEW_PASSWORD_FIELDS }), { status: 400 });
      try {
        const { detail } = await options.submit(submission.value, { clientIp: getClientIp(request) });
        return redirectWithSuccess("/login", detail);
      } catch (error) {
        return handleSubmitError(error, request, submission, { hideFields: NEW_PASSWORD_FIELDS });
      }
    },
  };
}
