import { type LoaderFunctionArgs } from "@remix-run/node";
import { requireAdmin } from "~/models/session.server";
import { positiveId } from "~/utils/location-fields.server";
import { agencyOptions } from "./developer-requests-list.server";
import { AGENCY_VIEW_PERMISSION } from "./request-lists";

/**
 * JSON for the developer requests' agency filter, fetched by the browser as the admin types:
 * /lookups/agencies?search=acm. Two characters or fewer answer no options without asking the API
 * (spec §5). Agencies are read from user-agency/ (spec §7), so it needs the agency view code.
 * `active=1`: only agencies a client may be assigned (the assign choosers); `except=<id>`: not that
 * one (the client's agency now).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { api } = await requireAdmin(request, AGENCY_VIEW_PERMISSION);
  const { searchParams } = new URL(request.url);
  const active = searchParams.get("active") === "1" ? true : undefined;
  return Response.json({ options: await agencyOptions(api, searchParams.get("search"), active, positiveId(searchParams.get("except")) ?? undefined) });
}
