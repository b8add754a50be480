import type { Operations } from "./operation";
import { masterDataListQuerySchema, masterDataListSchema, masterDataPatchSchema, masterDataRequestSchema, masterDataSchema } from "./master-data";

export const profileTypeOperations: Operations = {
  profileTypeList: { summary: "Profile types, paged, searched (title, description) and sorted", query: masterDataListQuerySchema, answer: masterDataListSchema },
  profileTypeCreate: { summary: "Add a profile type", json: masterDataRequestSchema, answer: masterDataSchema },
  profileTypeGet: { summary: "One profile type", answer: masterDataSchema },
  profileTypeUpdate: { summary: "Change a profile type", json: masterDataPatchSchema, answer: masterDataSchema },
  profileTypeDelete: { summary: "Delete a profile type no portfolio uses (else 400)" },
};
