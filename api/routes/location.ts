// Countries and cities (no auth).
import { Hono } from "hono";
import { cityQuerySchema, countryQuerySchema } from "#contract/location";
import { listCities, listCountries } from "../data/location";
import { type ApiDeps, type AppEnv, paged, parseQuery } from "../http";

export function locationRoutes(deps: ApiDeps) {
  const { db } = deps;
  const app = new Hono<AppEnv>();

  app.get("/country/", async (c) => {
    const query = parseQuery(c, countryQuerySchema);
    return c.json(paged(c, query, await listCountries(db, query)));
  });

  app.get("/city/", async (c) => {
    const query = parseQuery(c, cityQuerySchema);
    return c.json(paged(c, query, await listCities(db, query)));
  });

  return app;
}
