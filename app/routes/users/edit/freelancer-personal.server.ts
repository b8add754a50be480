import { MAX_PAGE_SIZE } from "#contract/constants";
import { listCities, listCountries } from "~/models/location.server";
import type { ComboOption } from "~/ui/combo-box";

/** Every country's name and dial code by id: the phone's prefix follows the chosen country. */
export async function countryDialCodes(): Promise<Record<string, { name: string; phone: string }>> {
  const countries: Record<string, { name: string; phone: string }> = {};
  for (let page = 1; ; page += 1) {
    const { results, next } = await listCountries({ page, page_size: MAX_PAGE_SIZE });
    for (const country of results) countries[String(country.id)] = { name: country.name, phone: country.phone };
    if (!next || results.length === 0) return countries;
  }
}

/**
 * The name of a sent city, for answering the form again (its combo box posts the id alone); null
 * when it is not a city of the sent country, which the admin then searches again.
 */
export async function sentCity(countryValue: FormDataEntryValue | null, cityValue: FormDataEntryValue | null): Promise<ComboOption | null> {
  const country = typeof countryValue === "string" && /^[1-9]\d{0,9}$/.test(countryValue) ? Number(countryValue) : null;
  if (!country || typeof cityValue !== "string" || cityValue === "") return null;
  const { results } = await listCities({ country, page_size: MAX_PAGE_SIZE });
  const city = results.find((item) => String(item.id) === cityValue);
  return city ? { id: String(city.id), label: city.display_name } : null;
}
