import type { Hono } from "hono";
import type { ApiDeps, AppEnv } from "../http";
import { profileTypeStore } from "../data/profile-type";
import { masterDataRoutes } from "./master-data";

export function profileTypeRoutes(app: Hono<AppEnv>, deps: ApiDeps): void {
  masterDataRoutes(app, deps, {
    exportName: "profile-types",
    store: profileTypeStore,
    names: { list: "profileTypeList", create: "profileTypeCreate", get: "profileTypeGet", update: "profileTypeUpdate", delete: "profileTypeDelete" },
  });
}
