// The review queue's figures (decision 049).
import type { Hono } from "hono";
import { requestStats } from "../data/request-stats";
import { endpoint } from "../endpoint";
import type { ApiDeps, AppEnv } from "../http";

export function requestStatsRoutes(app: Hono<AppEnv>, deps: ApiDeps): void {
  endpoint(app, deps, "userRequestStats", async (c, { query }) => {
    const stats = await requestStats(deps.db, query.date ?? deps.now().toISOString().slice(0, 10));
    // Without a date the answer follows the clock: the read cache must not keep it past midnight.
    if (!query.date) c.header("Cache-Control", "no-store");
    return c.json(stats);
  });
}
