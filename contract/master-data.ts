// Technology and profile type share one shape (spec §3): id, title, description, status.
import { z } from "./zod";
import { MASTER_DATA_ORDERING } from "./constants";
import { optionalText, pagedSchema, exportableListQuerySchema, statusField, titleField } from "./common";
// Defined without zod for the browser (contract/constants.ts).
export { MASTER_DATA_ORDERING };

export const TITLE_MAX = 100;
export const DESCRIPTION_MAX = 500;

export const masterDataListQuerySchema = exportableListQuerySchema(MASTER_DATA_ORDERING);

export const masterDataSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  status: z.number().int(),
});
export type MasterData = z.infer<typeof masterDataSchema>;
export const masterDataListSchema = pagedSchema(masterDataSchema);

/** POST body; PATCH takes any part of it. */
export const masterDataRequestSchema = z.object({
  title: titleField(TITLE_MAX),
  description: optionalText(DESCRIPTION_MAX),
  status: statusField(),
});
export type MasterDataRequest = z.input<typeof masterDataRequestSchema>;
export const masterDataPatchSchema = masterDataRequestSchema.partial();
