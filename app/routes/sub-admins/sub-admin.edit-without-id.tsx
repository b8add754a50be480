import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { requireAdmin } from "~/models/session.server";

// /sub-admin/edit names no sub admin (the id is in the URL): back to the list.
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request, "user.can_change_sub_admin");
  return redirect("/sub-admin");
}
