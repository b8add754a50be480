import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { logout } from "~/models/session.server";
import { keepFormOnFailedSubmit, skipReloadAfterFailedSubmit } from "~/utils/keep-form-on-failed-submit";

// Signing out changes state, so only POST does it; a GET (typed URL, prefetch) goes home.
export const shouldRevalidate = skipReloadAfterFailedSubmit;

export async function loader() {
  return redirect("/dashboard");
}

export async function action({ request }: ActionFunctionArgs) {
  return logout(request);
}

export const clientAction = keepFormOnFailedSubmit;
