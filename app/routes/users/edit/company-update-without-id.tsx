import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { requireAdmin } from "~/models/session.server";
import { USERS_PATH } from "../users-list";

// /manage-user/client-update and /manage-user/agency-update name no user (the spec's id travels
// as navigation state; here it is in the path): back to the list.
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return redirect(USERS_PATH);
}
