import type { ApiDeps } from "../http";
import { profileTypeStore } from "../data/profile-type";
import { masterDataRoutes } from "./master-data";

export function profileTypeRoutes(deps: ApiDeps) {
  return masterDataRoutes(deps, {
    path: "profile-type",
    exportName: "profile-types",
    store: profileTypeStore,
    endpoints: { list: "profileTypeList", create: "profileTypeCreate", get: "profileTypeGet", update: "profileTypeUpdate", delete: "profileTypeDelete" },
  });
}
