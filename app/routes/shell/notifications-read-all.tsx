import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { redirectWithError } from "~/utils/toast.server";
import { messages } from "#contract/messages";
import { errorMessage, isApiError } from "~/models/errors";
import { markAllNotificationsRead } from "~/models/notification.server";
import { requireAdmin } from "~/models/session.server";
import { safeRedirect } from "~/utils/safe-redirect";
import { settled } from "~/utils/settled.server";
import { keepFormOnFailedSubmit, skipReloadAfterFailedSubmit } from "~/utils/keep-form-on-failed-submit";

// POST /notifications/read-all ("Mark all as read" in the drawer): back to the same page.
// Only POST marks read; a GET (typed URL, prefetch) goes home.
export const shouldRevalidate = skipReloadAfterFailedSubmit;

export async function loader() {
  return redirect("/dashboard");
}

export async function action({ request }: ActionFunctionArgs) {
  const { api } = await requireAdmin(request);
  const formData = await request.formData();
  const redirectTo = safeRedirect(formData.get("redirectTo"));
  // A refusal is a toast on the page the drawer is on; only the session's end leaves it.
  const answer = await api(settled(markAllNotificationsRead));
  if (answer.ok) return redirect(redirectTo);
  if (!isApiError(answer.error)) console.error("[notifications] mark all as read failed", answer.error);
  return redirectWithError(redirectTo, isApiError(answer.error) ? errorMessage(answer.error.body) : messages.somethingWrong);
}

export const clientAction = keepFormOnFailedSubmit;
