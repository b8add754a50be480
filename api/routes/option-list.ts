// Option lists of the user forms (spec §7 Files and lookups); any signed-in staff user.
import type { Hono } from "hono";
import { languageOptions, proficiencyOptions, profileTypeOptions, skillOptions, technologyOptions } from "../data/option-list";
import { endpoint } from "../endpoint";
import type { ApiDeps, AppEnv } from "../http";

export function optionListRoutes(app: Hono<AppEnv>, deps: ApiDeps): void {
  const { db } = deps;
  endpoint(app, deps, "technologyOptions", async (c, { query }) => c.json(await technologyOptions(db, query.search)));
  endpoint(app, deps, "skillOptions", async (c, { query }) => c.json(await skillOptions(db, query)));
  endpoint(app, deps, "profileTypeOptions", async (c, { query }) => c.json(await profileTypeOptions(db, query.search)));
  endpoint(app, deps, "proficiencyOptions", async (c) => c.json(await proficiencyOptions(db)));
  endpoint(app, deps, "languageOptions", async (c, { query }) => c.json(await languageOptions(db, query.search)));
}
