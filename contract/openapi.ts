import { z } from "./zod";
import { detailSchema, fieldErrorsSchema } from "./common";
import { CSV_CONTENT_TYPE } from "./csv";
import type { Endpoint } from "./endpoint";
import { endpoints } from "./endpoints";

/**
 * The document's named schemas: a zod schema with an `id` (`.meta({ id })`) is one component that
 * every use refers to, which is how a recursive schema (FieldErrors) is written down.
 */
const componentSchemas: Record<string, unknown> = {};

const DEFS = "#/$defs/";
const COMPONENTS = "#/components/schemas/";

/** zod's `#/$defs/X` references as references to the component X. */
function componentRefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(componentRefs);
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) =>
      key === "$ref" && typeof item === "string" && item.startsWith(DEFS) ? [key, COMPONENTS + item.slice(DEFS.length)] : [key, componentRefs(item)],
    ),
  );
}

/**
 * zod leaves out a default whose schema reads its input through a preprocess (an id, `dbId`),
 * though the API applies it: it is put back.
 */
function keepDefault(ctx: { zodSchema: unknown; jsonSchema: Record<string, unknown> }) {
  const def = (ctx.zodSchema as { _zod: { def: { type: string; defaultValue?: unknown } } })._zod.def;
  if (def.type === "default" && ctx.jsonSchema.default === undefined) ctx.jsonSchema.default = def.defaultValue;
}

function jsonSchema(schema: z.ZodType): Record<string, unknown> {
  const { $schema: _dialect, $defs, ...rest } = z.toJSONSchema(schema, { io: "input", unrepresentable: "any", override: keepDefault });
  for (const [id, definition] of Object.entries($defs ?? {})) {
    // zod names an unnamed recursive schema __schema0, __schema1... per call: they would collide.
    if (id.startsWith("__schema")) throw new Error("contract/: a recursive schema needs .meta({ id }) to be an OpenAPI component");
    componentSchemas[id] = componentRefs(definition);
  }
  return componentRefs(rest) as Record<string, unknown>;
}

function jsonContent(schema: z.ZodType) {
  return { "application/json": { schema: jsonSchema(schema) } };
}

const errorAnswers: Record<number, { description: string; content: ReturnType<typeof jsonContent> }> = {
  400: { description: "Invalid input: `{field: [messages]}` nested as the body is (see FieldErrors), `{non_field_errors: [...]}` or `{detail}`", content: jsonContent(z.union([fieldErrorsSchema, detailSchema])) },
  401: { description: "No valid token", content: jsonContent(detailSchema) },
  403: { description: "Not permitted", content: jsonContent(detailSchema) },
  404: { description: "Not found; for a list, `Invalid page.`: a page past its last one, or past the result window", content: jsonContent(detailSchema) },
  429: { description: "Too many calls (failed sign-ins, uploads); see Retry-After", content: jsonContent(detailSchema) },
};

/** API v1 as OpenAPI 3.1, generated from the endpoint definitions. */
export function buildOpenApiDocument() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [name, operation] of Object.entries(endpoints) as [string, Endpoint][]) {
    const path = `/${operation.path}`;
    const parameters = [
      ...[...path.matchAll(/\{(\w+)\}/g)].map(([, param]) => ({ name: param, in: "path", required: true, schema: { type: "string" } })),
      ...Object.entries(operation.query ? (jsonSchema(operation.query).properties as Record<string, unknown>) : {}).map(([param, schema]) => ({
        name: param,
        in: "query",
        required: false,
        schema,
      })),
    ];
    const responses: Record<string, unknown> = {};
    for (const status of operation.statuses) {
      if (status >= 400) responses[status] = errorAnswers[status];
      else if (status === 204) responses[status] = { description: "No content" };
      else if (operation.binaryAnswer) responses[status] = { description: "The file", content: { "application/octet-stream": { schema: { type: "string", format: "binary" } } } };
      else if (operation.query?.shape.format) {
        // A list that exports: with format=csv the same endpoint answers the whole list as a file.
        responses[status] = {
          description: "A page of the list; with format=csv every row as a streamed CSV file (Content-Disposition: attachment)",
          content: { ...jsonContent(operation.answer ?? z.unknown()), [CSV_CONTENT_TYPE]: { schema: { type: "string" } } },
        };
      } else responses[status] = { description: "Success", content: operation.answer ? jsonContent(operation.answer) : undefined };
    }
    paths[path] ??= {};
    paths[path][operation.method.toLowerCase()] = {
      operationId: name,
      summary: operation.summary,
      ...(operation.auth || operation.service ? { security: [{ token: [] }] } : { security: [] }),
      // The token is a service's own (MARKETPLACE_TOKEN), not a staff user's.
      ...(operation.service ? { "x-service": operation.service } : {}),
      // Any one of these permission codes lets the call through; without them the answer is 403.
      ...(operation.permission ? { "x-permissions": [operation.permission].flat() } : {}),
      ...(parameters.length > 0 ? { parameters } : {}),
      ...(operation.json ? { requestBody: { required: true, content: jsonContent(operation.json) } } : {}),
      ...(operation.multipart ? { requestBody: { required: true, content: { "multipart/form-data": { schema: jsonSchema(operation.multipart) } } } } : {}),
      responses,
    };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Back-office API v1",
      version: "1",
      description: "Generated from contract/ (npm run openapi). Paths are relative to the API's base, e.g. /api/v1.",
    },
    servers: [{ url: "/api/v1" }],
    components: {
      schemas: Object.fromEntries(Object.entries(componentSchemas).sort(([a], [b]) => a.localeCompare(b))),
      securitySchemes: { token: { type: "apiKey", in: "header", name: "Authorization", description: "`Token <key>` from login/" } },
    },
    paths,
  };
}
