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
