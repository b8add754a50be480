import { Hono } from "hono";
import type { ApiDeps, AppEnv } from "../http";

// TODO(helper): the skill endpoints of contract/endpoints.ts.
export function skillRoutes(_deps: ApiDeps) {
  return new Hono<AppEnv>();
}
