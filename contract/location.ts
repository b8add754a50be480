import { z } from "./zod";
import { dbId, pagedSchema, sortableListQuerySchema, text } from "./common";
import { defineEndpoint } from "./endpoint";

export const countrySchema = z.object({ id: z.number().int(), name: z.string(), code2: z.string(), phone: z.string() });
export type Country = z.infer<typeof countrySchema>;
export const cityCountrySchema = countrySchema.pick({ id: true, name: true });
export const citySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  display_name: z.string(),
  country: z.number().int(),
});
export type City = z.infer<typeof citySchema>;

// GET country/?name=&search=&ordering=&page=&page_size= (no auth); by name unless ordered. `name` matches the start of a name, case-insensitively.
export const COUNTRY_ORDERING = ["id", "name", "code2", "phone"] as const;
export const countryQuerySchema = sortableListQuerySchema(COUNTRY_ORDERING).extend({ name: text().trim().max(100).optional() });
export const countryListSchema = pagedSchema(countrySchema);
// GET city/?country=&search=&ordering=&page=&page_size= (no auth); by name unless ordered.
export const CITY_ORDERING = ["id", "name", "display_name", "country"] as const;
export const cityQuerySchema = sortableListQuerySchema(CITY_ORDERING).extend({ country: dbId("Select a valid choice.").optional() });
export const cityListSchema = pagedSchema(citySchema);

export const locationEndpoints = {
  countries: defineEndpoint({ method: "GET", path: "country/", auth: false, statuses: [200, 400, 404], summary: "Countries, by name prefix", query: countryQuerySchema, answer: countryListSchema }),
  cities: defineEndpoint({ method: "GET", path: "city/", auth: false, statuses: [200, 400, 404], summary: "Cities of a country, searchable", query: cityQuerySchema, answer: cityListSchema }),
};
