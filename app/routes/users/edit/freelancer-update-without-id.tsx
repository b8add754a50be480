import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { requireAdmin } from "~/models/session.server";

// /manage-user/freelancer-update names no freelancer (the id is in the URL): back to the list.
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request, "user.can_change_freelancer");
  return redirect("/manage-users");
}
