// The five endpoints of a master data table (technology/, profile-type/): same shape, same rules.
import { Hono } from "hono";
import { masterDataCsvColumns } from "#contract/csv";
import type { EndpointName } from "#contract/endpoints";
import { masterDataListQuerySchema, masterDataPatchSchema, masterDataRequestSchema } from "#contract/master-data";
import type { masterDataStore } from "../data/master-data";
import { type ApiDeps, type AppEnv, idParam, parseBody, parseQuery, requireAuth, requirePermission } from "../http";
import { listAnswer } from "../list-answer";

type MasterDataEndpoints = Record<"list" | "create" | "get" | "update" | "delete", EndpointName>;

export function masterDataRoutes(
  deps: ApiDeps,
  {
    path,
    store,
    endpoints,
    exportName,
  }: { path: string; store: ReturnType<typeof masterDataStore>; endpoints: MasterDataEndpoints; /** The CSV file's name before its date. */ exportName: string },
) {
  const { db } = deps;
  const app = new Hono<AppEnv>();
  // guard() in two parts: Hono's typed overloads take no spread middleware list.
  const auth = requireAuth(deps);

  app.get(`/${path}/`, auth, requirePermission(deps, endpoints.list), async (c) => {
    const query = parseQuery(c, masterDataListQuerySchema);
    return listAnswer(c, db, query, store.definition(db, query), { columns: masterDataCsvColumns, resource: exportName });
  });

  app.post(`/${path}/`, auth, requirePermission(deps, endpoints.create), async (c) => {
    const body = await parseBody(c, masterDataRequestSchema);
    return c.json(await store.create(db, body), 201);
  });

  app.get(`/${path}/:id/`, auth, requirePermission(deps, endpoints.get), async (c) => c.json(await store.get(db, idParam(c, "id"))));

  app.patch(`/${path}/:id/`, auth, requirePermission(deps, endpoints.update), async (c) => {
    const id = idParam(c, "id");
    await store.get(db, id); // DRF looks the row up before validating: 404 wins over 400
    const body = await parseBody(c, masterDataPatchSchema);
    return c.json(await store.update(db, id, body));
  });

  app.delete(`/${path}/:id/`, auth, requirePermission(deps, endpoints.delete), async (c) => {
    await store.remove(db, idParam(c, "id"));
    return c.body(null, 204);
  });

  return app;
}
