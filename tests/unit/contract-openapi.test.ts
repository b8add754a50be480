import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { endpoints } from "#contract/endpoints";
import { buildOpenApiDocument } from "#contract/openapi";

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
});
