// Countries and cities (no auth).
import { Hono } from "hono";
import { cityQuerySchema, countryQuerySchema } from "#contract/location";
import { listCities, listCountries } from "../data/location";
import { type ApiDeps, type AppEnv, paged, pageWindow, parseQuery } from "../http";

export function locationRoutes(deps: ApiDeps) {
  const { db } = deps;
  const app = new Hono<AppEnv>();

  app.get("/country/", async (c) => {
    const query = parseQuery(c, countryQuerySchema);
    const { count, results } = await listCountries(db, query, pageWindow(query));
    return c.json(paged(c, query, count, results));
  });

  app.get("/city/", async (c) => {
    const query = parseQuery(c, cityQuerySchema);
    const { count, results } = await listCities(db, query, pageWindow(query));
    return c.json(paged(c, query, count, results));
  });

  return app;
}
