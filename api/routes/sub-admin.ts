import { Hono } from "hono";
import type { ApiDeps, AppEnv } from "../http";

// TODO(helper): the sub-admin endpoints of contract/endpoints.ts.
export function subAdminRoutes(_deps: ApiDeps) {
  return new Hono<AppEnv>();
}
