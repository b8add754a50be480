// The POST body of technology/, profile-type/ and skill/ (spec §3, §5): title, description, status.
import { z } from "./zod";
import { optionalText, statusField, titleField } from "./common";

export const TITLE_MAX = 100;
export const DESCRIPTION_MAX = 500;

export const masterDataRequestSchema = z.object({
  title: titleField(TITLE_MAX),
  description: optionalText(DESCRIPTION_MAX),
  status: statusField(),
});
export type MasterDataRequest = z.input<typeof masterDataRequestSchema>;
