// Countries and cities (no auth).
import type { Hono } from "hono";
import { listCities, listCountries } from "../data/location";
import { endpoint } from "../endpoint";
import { type ApiDeps, type AppEnv, paged } from "../http";

export function locationRoutes(app: Hono<AppEnv>, deps: ApiDeps): void {
  const { db } = deps;
  endpoint(app, deps, "countries", async (c, { query }) => c.json(paged(c, query, await listCountries(db, query))));
  endpoint(app, deps, "cities", async (c, { query }) => c.json(paged(c, query, await listCities(db, query))));
}
