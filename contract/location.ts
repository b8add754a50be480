import { z } from "./zod";
import { dbId, listQuerySchema, pagedSchema, text } from "./common";

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

// GET country/?name=&page=&page_size= (no auth). `name` matches the start of a name, case-insensitively.
export const countryQuerySchema = listQuerySchema.extend({ name: text().trim().max(100).optional() });
export const countryListSchema = pagedSchema(countrySchema);
// GET city/?country=&search=&page=&page_size= (no auth).
export const cityQuerySchema = listQuerySchema.extend({ country: dbId("Select a valid choice.").optional() });
export const cityListSchema = pagedSchema(citySchema);
