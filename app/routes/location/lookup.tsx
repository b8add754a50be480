import { type LoaderFunctionArgs } from "@remix-run/node";
import { requireAdmin } from "~/models/session.server";
import { lookupOptions, positiveId } from "~/utils/location-fields.server";

/**
 * JSON for the country and city combo boxes (app/ui/country-city-fields.tsx), fetched by the
 * browser as the user types: /lookups/countries?search=ind, /lookups/cities?country=7&search=pun.
 * Fewer than 3 characters answer no options without asking the API. A resource route: its
 * answers are Responses (a `data()` status is kept only for a route's document and data requests).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const url = new URL(request.url);
  const search = url.searchParams.get("search");
  if (params.list === "countries") return Response.json({ options: await lookupOptions({ list: "countries" }, search) });
  if (params.list === "cities") {
    const country = positiveId(url.searchParams.get("country"));
    if (!country) return Response.json({ options: [], error: "Choose a country first." }, { status: 400 });
    return Response.json({ options: await lookupOptions({ list: "cities", country }, search) });
  }
  throw Response.json({ options: [], error: "Unknown lookup." }, { status: 404 });
}
