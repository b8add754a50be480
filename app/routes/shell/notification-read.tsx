import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { redirectWithError } from "~/utils/toast.server";
import { idParam } from "#contract/common";
import { messages } from "#contract/messages";
import { errorMessage, isApiError } from "~/models/errors";
import { markNotificationRead } from "~/models/notification.server";
import { requireAdmin } from "~/models/session.server";
import { safeRedirect } from "~/utils/safe-redirect";
import { settled } from "~/utils/settled.server";
import { keepFormOnFailedSubmit, skipReloadAfterFailedSubmit } from "~/utils/keep-form-on-failed-submit";

// POST /notifications/:id/read (from the drawer): marks one notification read, then goes to
// `redirectTo` (the request it is about, or back to the open drawer).
// Only POST marks read; a GET (typed URL, prefetch) goes home.
export const shouldRevalidate = skipReloadAfterFailedSubmit;

export async function loader() {
  return redirect("/dashboard");
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { api } = await requireAdmin(request);
  const formData = await request.formData();
  const redirectTo = safeRedirect(formData.get("redirectTo"));
  const id = idParam.safeParse(params.id);
  if (!id.success) throw redirect("/notfound");
  // A refusal (a notification gone too) is a toast on the page the drawer is on; only the session's end leaves it.
  const answer = await api(settled(markNotificationRead), id.data);
  if (answer.ok) return redirect(redirectTo);
  if (!isApiError(answer.error)) console.error("[notifications] mark as read failed", answer.error);
  return redirectWithError(redirectTo, isApiError(answer.error) ? errorMessage(answer.error.body) : messages.somethingWrong);
}

export const clientAction = keepFormOnFailedSubmit;
