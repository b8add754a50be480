// The master data form's own schema (technology, profile type, skill, sub skill). Its fields are
// the wire body's (contract/master-data.ts) and the whole form is sent every time, so a cleared
// description is saved as "": the form's value is the body, and no conversion stands between.
import { masterDataRequestSchema } from "#contract/master-data-request";

export const masterDataFormSchema = masterDataRequestSchema;
