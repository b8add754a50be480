import type { ApiDeps } from "../http";
import { technologyStore } from "../data/technology";
import { masterDataRoutes } from "./master-data";

export function technologyRoutes(deps: ApiDeps) {
  return masterDataRoutes(deps, {
    path: "technology",
    exportName: "technologies",
    store: technologyStore,
    endpoints: { list: "technologyList", create: "technologyCreate", get: "technologyGet", update: "technologyUpdate", delete: "technologyDelete" },
  });
}
