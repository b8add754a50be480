import { Hono } from "hono";
import type { ApiDeps, AppEnv } from "../http";

// TODO(helper): the subscription endpoints of contract/endpoints.ts.
export function subscriptionRoutes(_deps: ApiDeps) {
  return new Hono<AppEnv>();
}
