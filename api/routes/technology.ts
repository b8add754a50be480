import type { Hono } from "hono";
import type { ApiDeps, AppEnv } from "../http";
import { technologyStore } from "../data/technology";
import { masterDataRoutes } from "./master-data";

export function technologyRoutes(app: Hono<AppEnv>, deps: ApiDeps): void {
  masterDataRoutes(app, deps, {
    exportName: "technologies",
    store: technologyStore,
    names: { list: "technologyList", create: "technologyCreate", get: "technologyGet", update: "technologyUpdate", delete: "technologyDelete" },
  });
}
