// The Personal Details tab's form (spec §2 Edit forms, §5): the values it starts with, without zod
// (the browser validates nothing itself; its schema is in freelancer-personal-form-schema.ts). The
// phone is typed without its dial code, which follows the chosen country (India's +91 until one is
// chosen); the action joins them.
import type { Freelancer } from "#contract/marketplace-user";
import type { ComboOption } from "~/ui/combo-box";

/** Spec §5: the dial code before a country is chosen (India). */
export const DEFAULT_DIAL_CODE = "91";

/** "+91" from "91" or "+91"; the default when the country has none. */
export function dialCodeOf(phone: string | null | undefined): string {
  const digits = (phone ?? "").replace(/\D/g, "");
  return `+${digits || DEFAULT_DIAL_CODE}`;
}

/** The stored number without its country's dial code, as the field shows it. */
export function nationalNumber(contactNumber: string | null, dialCode: string): string {
  const stored = (contactNumber ?? "").replace(/[\s-]/g, "");
  if (stored.startsWith(dialCode)) return stored.slice(dialCode.length);
  return stored.replace(/^\+/, "");
}

export type PersonalFormStart = {
  first_name: string;
  last_name: string;
  contact_number: string;
  is_active: "true" | "false";
  country: ComboOption | null;
  city: ComboOption | null;
};

/** What the form starts with: the saved freelancer. */
export function personalFormStart(freelancer: Freelancer): PersonalFormStart {
  return {
    first_name: freelancer.first_name,
    last_name: freelancer.last_name,
    contact_number: nationalNumber(freelancer.contact_number, dialCodeOf(freelancer.country?.phone)),
    is_active: freelancer.is_active ? "true" : "false",
    country: freelancer.country ? { id: String(freelancer.country.id), label: freelancer.country.name } : null,
    city: freelancer.city ? { id: String(freelancer.city.id), label: freelancer.city.display_name } : null,
  };
}

/**
 * The form's start when values were sent and the page answers again: a refused submit, or without
 * JavaScript a country or city Search (a GET of the form, whose URL then holds what was typed).
 * `labels` names the chosen options (`city`: among the country's search matches); a city whose
 * name is unknown must be searched again.
 */
export function personalFormFromSent(
  saved: PersonalFormStart,
  sent: (name: string) => string | undefined,
  labels: { country: (id: string) => string | undefined; city: (id: string) => string | undefined },
): PersonalFormStart {
  const option = (id: string | undefined, label: (id: string) => string | undefined) => {
    const name = id ? label(id) : undefined;
    return id && name ? { id, label: name } : null;
  };
  const status = sent("is_active");
  const countryId = sent("country");
  const country = countryId === undefined ? saved.country : option(countryId, labels.country);
  const cityId = sent("city");
  // A city belongs to its country: another country starts it afresh (the saved city is the saved country's).
  const cityOf = (chosen: ComboOption | null, id: string | undefined) => {
    if (!chosen) return null;
    const sameCountry = chosen.id === saved.country?.id;
    if (id === undefined || id === saved.city?.id) return sameCountry ? saved.city : null;
    return option(id, labels.city);
  };
  return {
    first_name: sent("first_name") ?? saved.first_name,
    last_name: sent("last_name") ?? saved.last_name,
    contact_number: sent("contact_number") ?? saved.contact_number,
    is_active: status === "true" || status === "false" ? status : saved.is_active,
    country,
    city: cityOf(country, cityId),
  };
}

/** Whether the URL is a no-JavaScript location search of the form (it carries the fields typed). */
export const isLocationSearch = (params: URLSearchParams) => params.has("country_search") || params.has("city_search");
