import { Hono } from "hono";
import type { ApiDeps, AppEnv } from "../http";

// TODO(helper): the role endpoints of contract/endpoints.ts.
export function roleRoutes(_deps: ApiDeps) {
  return new Hono<AppEnv>();
}
