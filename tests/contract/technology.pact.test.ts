import { createTechnology, deleteTechnology, getTechnology, listTechnologies, updateTechnology } from "~/models/technology.server";
import { describeMasterDataPact } from "./master-data-pact";
import { createPact } from "./pact";
import { states } from "./states";
import { PACT_NEW_TECHNOLOGY, PACT_RENAMED_TECHNOLOGY, PACT_TECHNOLOGY } from "./states/technology";

describeMasterDataPact({
  pact: createPact(),
  label: "technology",
  path: "technology",
  idKey: "technologyId",
  endpoints: { list: "technologyList", create: "technologyCreate", get: "technologyGet", update: "technologyUpdate", delete: "technologyDelete" },
  models: { list: listTechnologies, get: getTechnology, create: createTechnology, update: updateTechnology, remove: deleteTechnology },
  exists: states.technologyExists,
  inUse: states.technologyInUse,
  titles: { existing: PACT_TECHNOLOGY, created: PACT_NEW_TECHNOLOGY, renamed: PACT_RENAMED_TECHNOLOGY },
  inUseDetail: "This technology is used by 1 profile and cannot be deleted.",
});
