import { searchCityOptions, searchCountryOptions, type LocationOption } from "~/models/location.server";
import { type ComboFallback } from "~/ui/combo-box";
import { searchParamOf } from "~/ui/combo-box";
import { lookupSearchText } from "./lookup-search";

/** Spec §5, §9: the country and city searches start at 3 typed characters. */
export const LOCATION_SEARCH_MIN_CHARS = 3;

/** A positive database id from text, or null. */
export function positiveId(raw: string | null | undefined): number | null {
  return raw && /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647 ? Number(raw) : null;
}

export type LocationLookup = { list: "countries" } | { list: "cities"; country: number };

/** The options of a lookup for a search text (the resource route and the no-JavaScript page alike). */
export async function lookupOptions(lookup: LocationLookup, raw: string | null | undefined): Promise<LocationOption[]> {
  const text = lookupSearchText(raw, LOCATION_SEARCH_MIN_CHARS);
  if (!text) return [];
  return lookup.list === "countries" ? searchCountryOptions(text) : searchCityOptions(lookup.country, text);
}

export type CountryCityFallback = { country: ComboFallback; city: ComboFallback; countryId: number | null };

/**
 * For a page with a country and a city field, without JavaScript: the Search buttons submit the
 * form as a GET, so the URL holds each field's search text (`country_search`, `city_search`) and
 * the chosen country; the loader answers the matches the fields render as `<select>`s.
 */
export async function countryCityFallback(url: URL, names = { country: "country", city: "city" }): Promise<CountryCityFallback> {
  const countryId = positiveId(url.searchParams.get(names.country));
  const countryQuery = url.searchParams.get(searchParamOf(names.country)) ?? "";
  const cityQuery = url.searchParams.get(searchParamOf(names.city)) ?? "";
  const [countries, cities] = await Promise.all([
    lookupOptions({ list: "countries" }, countryQuery),
    countryId ? lookupOptions({ list: "cities", country: countryId }, cityQuery) : Promise.resolve([]),
  ]);
  return { country: { query: countryQuery, options: countries }, city: { query: cityQuery, options: cities }, countryId };
}
