import { parseWithZod } from "@conform-to/zod/v4";
import type { Params } from "@remix-run/react";
import { redirectWithError } from "~/utils/toast.server";
import type { z } from "zod";
import type { LinkPurpose } from "#contract/account";
import { messages } from "#contract/messages";
import { checkLinkToken } from "~/models/account.server";
import { requireAnonymous, sessionErrorResponse } from "~/models/session.server";

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
