import { Hono } from "hono";
import type { ApiDeps, AppEnv } from "../http";

// TODO(helper): the technology endpoints of contract/endpoints.ts.
export function technologyRoutes(_deps: ApiDeps) {
  return new Hono<AppEnv>();
}
