// The POST body of technology/, profile-type/ and skill/ (spec §3, §5): title, description, status.
import { z } from "./zod";
import { optionalText, statusField, titleField } from "./common";
import { DESCRIPTION_MAX, TITLE_MAX } from "./constants";

export { DESCRIPTION_MAX, TITLE_MAX };

export const masterDataRequestSchema = z.object({
  title: titleField(TITLE_MAX),
  description: optionalText(DESCRIPTION_MAX),
  status: statusField(),
});
export type MasterDataRequest = z.input<typeof masterDataRequestSchema>;
