import { Hono } from "hono";
import type { ApiDeps, AppEnv } from "../http";

// TODO(helper): the profile-type endpoints of contract/endpoints.ts.
export function profileTypeRoutes(_deps: ApiDeps) {
  return new Hono<AppEnv>();
}
