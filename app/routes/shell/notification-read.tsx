import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { redirectWithError } from "~/utils/toast.server";
import { idParam } from "#contract/common";
import { messages } from "#contract/messages";
import { errorMessage, isApiError } from "~/models/errors";
import { handleLoaderError } from "~/models/errors.server";
import { markNotificationRead } from "~/models/notification.server";
import { requireAdmin } from "~/models/session.server";
import { safeRedirect } from "~/utils/safe-redirect";
import { keepFormOnFailedSubmit, skipReloadAfterFailedSubmit } from "~/utils/keep-form-on-failed-submit";

// POST /notifications/:id/read (from the drawer): marks one notification read, then goes to
// `redirectTo` (the request it is about, or back to the open drawer).
// Only POST marks read; a GET (typed URL, prefetch) goes home.
export const shouldRevalidate = skipReloadAfterFailedSubmit;

export async function loader() {
  return redirect("/dashboard");
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { token } = await requireAdmin(request);
  const formData = await request.formData();
  const redirectTo = safeRedirect(formData.get("redirectTo"));
  const id = idParam.safeParse(params.id);
  if (!id.success) throw redirect("/notfound");
  try {
    await markNotificationRead(token, id.data);
  } catch (error) {
    if (isApiError(error, 401)) return handleLoaderError(error, request);
    if (!isApiError(error)) console.error("[notifications] mark as read failed", error);
    return redirectWithError(redirectTo, isApiError(error) ? errorMessage(error.body) : messages.somethingWrong);
  }
  return redirect(redirectTo);
}

export const clientAction = keepFormOnFailedSubmit;
