import { redirect } from "@remix-run/node";

// /sub-admin/edit names no sub admin (the id is in the URL): back to the list.
export function loader() {
  return redirect("/sub-admin");
}
