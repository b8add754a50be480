// The master data form's browser check, loaded after the page (decision 060): zod stays out of
// the first load.
import { parseWithZod } from "@conform-to/zod/v4";
import { masterDataFormSchema } from "./master-data-form-schema";

export const checkMasterDataForm = (formData: FormData) => parseWithZod(formData, { schema: masterDataFormSchema });
