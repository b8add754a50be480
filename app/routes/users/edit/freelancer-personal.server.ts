import { MAX_PAGE_SIZE } from "#contract/constants";
import { listCountries } from "~/models/location.server";

/** Every country's name and dial code by id: the phone's prefix follows the chosen country. */
export async function countryDialCodes(): Promise<Record<string, { name: string; phone: string }>> {
  const countries: Record<string, { name: string; phone: string }> = {};
  for (let page = 1; ; page += 1) {
    const { results, next } = await listCountries({ page, page_size: MAX_PAGE_SIZE });
    for (const country of results) countries[String(country.id)] = { name: country.name, phone: country.phone };
    if (!next || results.length === 0) return countries;
  }
}
