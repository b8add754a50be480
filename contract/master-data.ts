// Technology and profile type share one shape (spec §3): id, title, description, status.
import { z } from "./zod";
import { MASTER_DATA_ORDERING } from "./constants";
import { pagedSchema, exportableListQuerySchema } from "./common";
import { defineEndpoint } from "./endpoint";
// Defined without zod for the browser (contract/constants.ts).
export { MASTER_DATA_ORDERING };

// The request body lives in its own module: the browser's form imports it without the answers' schemas.
import { masterDataRequestSchema } from "./master-data-request";
export { DESCRIPTION_MAX, masterDataRequestSchema, TITLE_MAX, type MasterDataRequest } from "./master-data-request";

export const masterDataListQuerySchema = exportableListQuerySchema(MASTER_DATA_ORDERING);

export const masterDataSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  status: z.number().int(),
});
export type MasterData = z.infer<typeof masterDataSchema>;
export const masterDataListSchema = pagedSchema(masterDataSchema);

/** PATCH takes any part of the POST body. */
export const masterDataPatchSchema = masterDataRequestSchema.partial();

type Names<N extends string, D> = { [K in keyof D as `${N}${Capitalize<K & string>}`]: D[K] };

/**
 * The five endpoints of a master data table (technology/, profile-type/): same shapes, same rules,
 * named `${name}List`, `${name}Create`... and guarded by Django's `common.<verb>_<model>` codes.
 */
export function masterDataEndpoints<const N extends string, const P extends string>(
  name: N,
  path: P,
  { model, plural, one, usedBy }: { model: "technology" | "profiletype"; plural: string; one: string; usedBy: string },
) {
  const code = (verb: "view" | "add" | "change" | "delete") => `common.${verb}_${model}` as const;
  const definitions = {
    list: defineEndpoint({
      method: "GET",
      path: `${path}/`,
      auth: true,
      permission: code("view"),
      statuses: [200, 400, 401, 403, 404],
      summary: `${plural}, paged, searched (title, description) and sorted`,
      query: masterDataListQuerySchema,
      answer: masterDataListSchema,
    }),
    create: defineEndpoint({ method: "POST", path: `${path}/`, auth: true, permission: code("add"), statuses: [201, 400, 401, 403], summary: `Add a ${one}`, json: masterDataRequestSchema, answer: masterDataSchema }),
    get: defineEndpoint({ method: "GET", path: `${path}/{id}/`, auth: true, permission: code("view"), statuses: [200, 401, 403, 404], summary: `One ${one}`, answer: masterDataSchema }),
    update: defineEndpoint({
      method: "PATCH",
      path: `${path}/{id}/`,
      auth: true,
      permission: code("change"),
      statuses: [200, 400, 401, 403, 404],
      summary: `Change a ${one}`,
      json: masterDataPatchSchema,
      answer: masterDataSchema,
    }),
    delete: defineEndpoint({ method: "DELETE", path: `${path}/{id}/`, auth: true, permission: code("delete"), statuses: [204, 400, 401, 403, 404], summary: `Delete a ${one} no ${usedBy} uses (else 400)` }),
  };
  return Object.fromEntries(Object.entries(definitions).map(([verb, definition]) => [`${name}${verb[0]?.toUpperCase()}${verb.slice(1)}`, definition])) as Names<N, typeof definitions>;
}
