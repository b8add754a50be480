import { Hono } from "hono";
import type { ApiDeps, AppEnv } from "../http";

// TODO(helper): the contact-us endpoints of contract/endpoints.ts.
export function contactUsRoutes(_deps: ApiDeps) {
  return new Hono<AppEnv>();
}
