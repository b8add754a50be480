import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { requireAdmin } from "~/models/session.server";
import { userKindPermissions, USERS_PATH } from "../users-list";

// /manage-user/client-update and /manage-user/agency-update name no user (the spec's id travels
// as navigation state; here it is in the path): back to the list, for who may edit that kind.
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request, userKindPermissions[kindOf(request)].change);
  return redirect(`${USERS_PATH}?tab=${kindOf(request)}`);
}

function kindOf(request: Request): "client" | "agency" {
  return new URL(request.url).pathname.toLowerCase().includes("agency-update") ? "agency" : "client";
}
