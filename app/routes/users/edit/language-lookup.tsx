import { type LoaderFunctionArgs } from "@remix-run/node";
import { requireAdmin } from "~/models/session.server";
import { languageComboOptions } from "./language-options.server";

/**
 * JSON for the Languages block's combo boxes, fetched as the admin types: /lookups/languages?search=hin.
 * The languages are the freelancer form's, so it needs the freelancer change code.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { api } = await requireAdmin(request, "user.can_change_freelancer");
  return Response.json({ options: await languageComboOptions(api, new URL(request.url).searchParams.get("search")) });
}
