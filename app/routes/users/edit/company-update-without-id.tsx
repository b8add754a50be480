import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { requireAdmin } from "~/models/session.server";
import { userKindPermissions, USERS_PATH } from "../users-list";

// /manage-user/client-update and /manage-user/agency-update name no user (the spec's id travels
// as navigation state; here it is in the path): back to the list, for who may edit that kind.
export async function loader({ request }: LoaderFunctionArgs) {
  const kind = new URL(request.url).pathname.toLowerCase().includes("agency-update") ? "agency" : "client";
  await requireAdmin(request, userKindPermissions[kind].change);
  return redirect(`${USERS_PATH}?tab=${kind}`);
}
