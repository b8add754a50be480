import { type City, type Country } from "#contract/location";
import { type Paged } from "#contract/common";
import { callEndpoint } from "./api.server";

export type CountryQuery = { name?: string; page?: number; page_size?: number };
export type CityQuery = { country?: number; search?: string; page?: number; page_size?: number };

/** GET country/ (no auth); `name` matches the start of a country name. */
export function listCountries(query: CountryQuery = {}): Promise<Paged<Country>> {
  return callEndpoint("countries", { query });
}

/** GET city/ (no auth), optionally within one country. */
export function listCities(query: CityQuery = {}): Promise<Paged<City>> {
  return callEndpoint("cities", { query });
}

/** One option of a country or city field: the id it posts and the text it shows. */
export type LocationOption = { id: string; label: string };

/** As many matches as a combo box's list shows at once; typing more narrows them. */
export const LOCATION_OPTIONS_SHOWN = 20;

/** Countries whose name starts with the text (spec §7: country/?name). */
export async function searchCountryOptions(text: string): Promise<LocationOption[]> {
  const { results } = await listCountries({ name: text, page_size: LOCATION_OPTIONS_SHOWN });
  return results.map((country) => ({ id: String(country.id), label: country.name }));
}

/** Cities of one country matching the text, by their display name ("Pune, Maharashtra"). */
export async function searchCityOptions(country: number, text: string): Promise<LocationOption[]> {
  const { results } = await listCities({ country, search: text, page_size: LOCATION_OPTIONS_SHOWN });
  return results.map((city) => ({ id: String(city.id), label: city.display_name }));
}
