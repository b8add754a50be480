import type { Operations } from "./operation";
import { masterDataListQuerySchema, masterDataListSchema, masterDataPatchSchema, masterDataRequestSchema, masterDataSchema } from "./master-data";

export const technologyOperations: Operations = {
  technologyList: { summary: "Technologies, paged, searched (title, description) and sorted", query: masterDataListQuerySchema, answer: masterDataListSchema },
  technologyCreate: { summary: "Add a technology", json: masterDataRequestSchema, answer: masterDataSchema },
  technologyGet: { summary: "One technology", answer: masterDataSchema },
  technologyUpdate: { summary: "Change a technology", json: masterDataPatchSchema, answer: masterDataSchema },
  technologyDelete: { summary: "Delete a technology no profile uses (else 400)" },
};
