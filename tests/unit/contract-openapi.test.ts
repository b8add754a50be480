import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { fieldErrorsSchema } from "#contract/common";
import { endpoints } from "#contract/endpoints";
import { buildOpenApiDocument } from "#contract/openapi";

/** Every `$ref` in a JSON document. */
function refsIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(refsIn);
  if (typeof value !== "object" || value === null) return [];
  return Object.entries(value).flatMap(([key, item]) => (key === "$ref" && typeof item === "string" ? [item] : refsIn(item)));
}

describe("the OpenAPI document of API v1", () => {
  const document = buildOpenApiDocument();

  it("is the committed contract/openapi.json (regenerate with npm run openapi)", () => {
    const committed = JSON.parse(readFileSync(new URL("../../contract/openapi.json", import.meta.url), "utf8")) as unknown;
    expect(committed).toEqual(JSON.parse(JSON.stringify(document)));
  });

  it("has every endpoint of the table with every status it answers", () => {
    for (const [name, endpoint] of Object.entries(endpoints)) {
      const operation = (document.paths[`/${endpoint.path}`] as Record<string, { operationId: string; responses: Record<string, unknown> }>)[
        endpoint.method.toLowerCase()
      ];
      expect(operation?.operationId).toBe(name);
      expect(Object.keys(operation?.responses ?? {}).map(Number)).toEqual([...endpoint.statuses]);
    }
  });

  it("carries the spec's rules into the schemas", () => {
    const login = document.paths["/login/"]?.post as { requestBody: { content: { "application/json": { schema: { required: string[] } } } } };
    expect(login.requestBody.content["application/json"].schema.required).toEqual(["username", "password"]);
  });

  it("describes 400 bodies with FieldErrors, one component that refers to itself for nested errors", () => {
    const refs = refsIn(document);
    const schemas = document.components.schemas as Record<string, unknown>;
    for (const ref of refs) {
      expect(ref.startsWith("#/components/schemas/"), ref).toBe(true);
      expect(schemas[ref.replace("#/components/schemas/", "")], ref).toBeDefined();
    }
    expect(refsIn(schemas.FieldErrors)).toContain("#/components/schemas/FieldErrors");

    const roleCreate = (document.paths["/roles/"] as Record<string, { responses: Record<string, { content: Record<string, { schema: unknown }> }> }>).post;
    expect(roleCreate?.responses[400]?.content["application/json"]?.schema).toEqual({
      anyOf: [{ $ref: "#/components/schemas/FieldErrors" }, expect.objectContaining({ required: ["detail"] })],
    });
  });
});

describe("the contract's FieldErrors", () => {
  it("holds DRF's nested shapes and nothing else", () => {
    const nested = {
      first_name: ["This field is required."],
      company: { name: ["This field is required."] },
      branches: [{}, { city: ["This field is required."] }],
      tags: { "1": ["A valid integer is required."] },
      non_field_errors: ["The two passwords differ."],
    };
    expect(fieldErrorsSchema.parse(nested)).toEqual(nested);
    expect(fieldErrorsSchema.safeParse({ branches: [{}, { city: [1] }] }).success).toBe(false);
    expect(fieldErrorsSchema.safeParse({ detail: "Not found." }).success).toBe(false);
  });
});
