// The five endpoints of a master data table (technology/, profile-type/): same shape, same rules.
import type { Hono } from "hono";
import { masterDataCsvColumns } from "#contract/csv";
import type { EndpointName } from "#contract/endpoints";
import type { masterDataStore } from "../data/master-data";
import { endpoint } from "../endpoint";
import type { ApiDeps, AppEnv } from "../http";
import { listAnswer } from "../list-answer";

type MasterDataNames = {
  list: EndpointName & ("technologyList" | "profileTypeList");
  create: EndpointName & ("technologyCreate" | "profileTypeCreate");
  get: EndpointName & ("technologyGet" | "profileTypeGet");
  update: EndpointName & ("technologyUpdate" | "profileTypeUpdate");
  delete: EndpointName & ("technologyDelete" | "profileTypeDelete");
};

export function masterDataRoutes(
  app: Hono<AppEnv>,
  deps: ApiDeps,
  { store, names, exportName }: { store: ReturnType<typeof masterDataStore>; names: MasterDataNames; /** The CSV file's name before its date. */ exportName: string },
): void {
  const { db } = deps;

  endpoint(app, deps, names.list, async (c, { query }) =>
    listAnswer(c, db, query, store.definition(db, query), { columns: masterDataCsvColumns, resource: exportName }),
  );

  endpoint(app, deps, names.create, async (c, input) => c.json(await store.create(db, await input.body()), 201));

  endpoint(app, deps, names.get, async (c, { params }) => c.json(await store.get(db, params.id)));

  endpoint(app, deps, names.update, async (c, input) => {
    const { id } = input.params;
    await store.get(db, id); // DRF looks the row up before validating: 404 wins over 400
    return c.json(await store.update(db, id, await input.body()));
  });

  endpoint(app, deps, names.delete, async (c, { params }) => {
    await store.remove(db, params.id);
    return c.body(null, 204);
  });
}
