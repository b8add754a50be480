// Bad input never answers 5xx: every endpoint of the endpoint table gets the classes of input the
// hardening probe found (NUL characters, ids past PostgreSQL's integer, non-object JSON, broken
// multipart, unexpected content types), in its path, its query and each field of its body. Field
// names and types come from the OpenAPI document generated from the contract.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { endpoints, type EndpointName } from "#contract/endpoints";
import { buildOpenApiDocument } from "#contract/openapi";
import { createAuthToken } from "../../api/data/account";
import { findUserByUsername } from "../../api/data/user";
import { createTestApi, TEST_ADMIN, type TestApi } from "./harness";

type JsonSchema = { type?: string | string[]; properties?: Record<string, JsonSchema>; items?: JsonSchema; enum?: unknown[]; format?: string; anyOf?: JsonSchema[] };
type OpenApiOperation = {
  parameters?: { name: string; in: string; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
};

const NUL_TEXTS = ["\u0000", "a\u0000b"];
const BAD_IDS = ["0", "-1", "2147483648", "1e308", "99999999999999999999", "abc", "%00", "1.5"];
const BAD_NUMBERS: unknown[] = [2147483648, 1e308, -1, 1.5, "1e308", "2147483648", "abc", "\u0000", null, true, [], {}];
const BAD_BODIES: unknown[] = [null, [], "text", 1, true, [{}]];

let t: TestApi;
let adminId: number;
const failures: string[] = [];
const tokens = new Map<EndpointName, string>();

beforeAll(async () => {
  t = await createTestApi();
  const admin = await findUserByUsername(t.db, TEST_ADMIN.username);
  if (!admin) throw new Error("the test admin is missing");
  adminId = admin.id;
});
afterAll(async () => {
  await t?.close();
});

const document = buildOpenApiDocument() as unknown as { paths: Record<string, Record<string, OpenApiOperation>> };

function operationOf(name: EndpointName): OpenApiOperation {
  const endpoint = endpoints[name];
  return document.paths[`/${endpoint.path}`]?.[endpoint.method.toLowerCase()] ?? {};
}

function typeOf(schema: JsonSchema | undefined): string {
  if (!schema) return "string";
  if (schema.anyOf) return typeOf(schema.anyOf.find((option) => option.type !== "null"));
  const type = Array.isArray(schema.type) ? schema.type.find((option) => option !== "null") : schema.type;
  return type ?? (schema.enum ? typeof schema.enum[0] : "string");
}

/** A value of the field's type that its rules will likely accept, so a mutation of another field reaches the database. */
function plausible(field: string, schema: JsonSchema): unknown {
  if (schema.enum?.length) return schema.enum[0];
  switch (typeOf(schema)) {
    case "integer":
    case "number":
      return 1;
    case "boolean":
      return true;
    case "array":
      return [plausible(field, schema.items ?? {})];
    case "object":
      return {};
    default:
      if (/email/.test(field)) return `fuzz${Math.random().toString(36).slice(2, 8)}@example.com`;
      if (/password/.test(field)) return "Fuzz#pass1";
      if (/amount|percentage/.test(field)) return "10";
      return `Fuzz ${Math.random().toString(36).slice(2, 8)}`;
  }
}

function mutations(field: string, schema: JsonSchema): unknown[] {
  switch (typeOf(schema)) {
    case "integer":
    case "number":
      return BAD_NUMBERS;
    case "array":
      return [null, "1", {}, ...BAD_NUMBERS.map((value) => [value]), ...NUL_TEXTS.map((text) => [text])];
    case "boolean":
      return ["\u0000", 2147483648, null, []];
    case "object":
      return [null, "x", [], { [field]: "\u0000" }];
    default:
      // "\ud800": half a UTF-16 pair, which JSON can spell and a jsonb column refuses.
      return [...NUL_TEXTS, `${plausible(field, schema)}\u0000`, `${plausible(field, schema)}\ud800`, 2147483648, 1e308, null, [], {}, "x".repeat(100_000)];
  }
}

function pathsOf(name: EndpointName): string[] {
  const template = endpoints[name].path;
  const params = [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);
  if (params.length === 0) return [template];
  const fill = (value: string) => template.replace(/\{\w+\}/g, value);
  return [fill("1"), fill(String(adminId)), ...BAD_IDS.map((value) => fill(encodeURIComponent(value)))];
}

async function send(name: EndpointName, requestPath: string, init: { body?: BodyInit; contentType?: string; label: string }) {
  // logout/ deletes the token it is sent: it gets a new one each time.
  if (!tokens.has(name) || name === "logout") tokens.set(name, (await createAuthToken(t.db, adminId, t.clock.now()))?.key ?? "");
  const token = tokens.get(name);
  const headers: Record<string, string> = {};
  if (init.contentType) headers["content-type"] = init.contentType;
  let response: Response;
  try {
    response = await t.request(requestPath, { method: endpoints[name].method, token, headers, body: init.body });
  } catch (error) {
    // The harness throws when the answer's status is not one the contract lists for the endpoint.
    failures.push(`${name} ${requestPath} ${init.label}: ${error instanceof Error ? error.message.split("\n")[0] : String(error)}`);
    return;
  }
  if (response.status >= 500) failures.push(`${name} ${requestPath} ${init.label}: ${response.status} ${await response.text()}`);
  else await response.body?.cancel();
}

function multipart(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  return form;
}

describe("every endpoint refuses bad input with a 4xx, never a 5xx", () => {
  for (const name of Object.keys(endpoints) as EndpointName[]) {
    it(name, async () => {
      const endpoint = endpoints[name];
      const operation = operationOf(name);
      const [plainPath = ""] = pathsOf(name);
      for (const requestPath of pathsOf(name)) await send(name, requestPath, { label: "path" });

      const query = (operation.parameters ?? []).filter((parameter) => parameter.in === "query");
      for (const parameter of [...query, { name: "search", schema: {} }, { name: "page", schema: { type: "integer" } }]) {
        for (const value of [...NUL_TEXTS, ...BAD_IDS, "", "x".repeat(5000)]) {
          await send(name, `${plainPath}?${new URLSearchParams({ [parameter.name]: value })}`, { label: `query ${parameter.name}=${JSON.stringify(value)}` });
        }
      }

      if (endpoint.method === "GET" || endpoint.method === "DELETE") return;
      const content = operation.requestBody?.content ?? {};
      const schema = (content["application/json"] ?? content["multipart/form-data"])?.schema ?? { properties: {} };
      const properties = schema.properties ?? {};
      const valid = Object.fromEntries(Object.entries(properties).map(([field, fieldSchema]) => [field, plausible(field, fieldSchema)]));

      for (const body of BAD_BODIES) await send(name, plainPath, { body: JSON.stringify(body), contentType: "application/json", label: `body ${JSON.stringify(body)}` });
      for (const [field, fieldSchema] of Object.entries(properties)) {
        for (const value of mutations(field, fieldSchema)) {
          const label = `${field}=${JSON.stringify(value).slice(0, 40)}`;
          await send(name, plainPath, { body: JSON.stringify({ ...valid, [field]: value }), contentType: "application/json", label: `json ${label}` });
        }
        for (const text of NUL_TEXTS) {
          const fields = Object.fromEntries(Object.entries(valid).map(([key, value]) => [key, key === field ? text : String(value)]));
          await send(name, plainPath, { body: multipart(fields), label: `multipart ${field} NUL` });
          await send(name, plainPath, { body: new URLSearchParams(fields).toString(), contentType: "application/x-www-form-urlencoded", label: `urlencoded ${field} NUL` });
        }
      }
      const broken: [string | undefined, string][] = [
        ["multipart/form-data; boundary=fuzz", "--fuzz\r\nContent-Disposition: form-data; name=\"x\"\r\n\r\nno end"],
        ["multipart/form-data", "no boundary at all"],
        ["multipart/form-data; boundary=fuzz", "\u0000\u0001garbage"],
        ["application/x-www-form-urlencoded", "%zz=%00&a=%E0%A4%A"],
        ["application/json", "{\"unterminated\": "],
        ["text/plain", "just text"],
        ["application/xml", "<a/>"],
        [undefined, "no content type"],
      ];
      for (const [contentType, body] of broken) await send(name, plainPath, { body, contentType, label: `raw ${contentType ?? "no content type"}` });
    });
  }

  it("answered every request with a status its endpoint lists, and none with a 5xx", async () => {
    if (process.env.FUZZ_REPORT) await import("node:fs/promises").then((fs) => fs.writeFile(process.env.FUZZ_REPORT as string, failures.join("\n")));
    expect(failures, failures.slice(0, 40).join("\n")).toEqual([]);
    expect(t.logs.filter((line) => line.startsWith("error:"))).toEqual([]);
  });
});
