// The interactions technology/ and profile-type/ share: one per model function and non-auth status (decision 030).
import { MatchersV3, type PactV3 } from "@pact-foundation/pact";
import { describe, expect, it } from "vitest";
import type { Paged } from "#contract/common";
import type { EndpointName } from "#contract/endpoints";
import type { MasterData, MasterDataRequest } from "#contract/master-data";
import { messages } from "#contract/messages";
import { errorMessage } from "~/models/errors";
import type { ListParams } from "~/models/list.server";
import { againstMock, API_BASE_PATH, apiErrorOf, apiPath, authHeader, authJsonHeaders, EXAMPLE_TOKEN } from "./pact";
import { states, type ProviderState } from "./states";

const { eachLike, fromProviderState, integer, string } = MatchersV3;

export type MasterDataPactSuite = {
  pact: PactV3;
  /** As the descriptions and DRF's messages name it: "technology", "profile type". */
  label: string;
  /** The path under /api/v1/ without slashes, and the state value naming a row's id. */
  path: string;
  idKey: string;
  endpoints: Record<"list" | "create" | "get" | "update" | "delete", EndpointName>;
  models: {
    list(token: string, params?: ListParams): Promise<Paged<MasterData>>;
    get(token: string, id: number): Promise<MasterData>;
    create(token: string, body: MasterDataRequest): Promise<MasterData>;
    update(token: string, id: number, body: Partial<MasterDataRequest>): Promise<MasterData>;
    remove(token: string, id: number): Promise<void>;
  };
  exists: ProviderState;
  inUse: ProviderState;
  titles: { existing: string; created: string; renamed: string };
  /** The refusal's detail for a row one profile (or portfolio) uses. */
  inUseDetail: string;
};

const EXAMPLE_ID = 12;
const MISSING_ID = 999999;

export function describeMasterDataPact(suite: MasterDataPactSuite): void {
  const { pact, label, models, titles } = suite;
  const rowPath = fromProviderState(`${API_BASE_PATH}${suite.path}/\${${suite.idKey}}/`, apiPath(suite.endpoints.get, { id: EXAMPLE_ID }));
  const missingPath = apiPath(suite.endpoints.get, { id: MISSING_ID });
  const listPath = apiPath(suite.endpoints.list);
  const row = (title: string) => ({ id: integer(EXAMPLE_ID), title: string(title), description: string("Used by the pact"), status: integer(1) });
  const firstPage = { page: "1", page_size: "10" };

  describe(`list (${label})`, () => {
    it("200: answers a page searched by title", async () => {
      pact
        .given(states.adminSignedIn)
        .given(suite.exists)
        .uponReceiving(`a search of the ${label} list`)
        .withRequest({ method: "GET", path: listPath, headers: authHeader, query: { ...firstPage, search: titles.existing, ordering: "-title" } })
        .willRespondWith({ status: 200, body: { count: integer(1), next: null, previous: null, results: eachLike(row(titles.existing)) } });
      await againstMock(pact, async () => {
        const page = await models.list(EXAMPLE_TOKEN, { page: 1, page_size: 10, search: titles.existing, ordering: "-title" });
        expect(page.count).toBe(1);
        expect(page.results[0]).toMatchObject({ id: EXAMPLE_ID, title: titles.existing, status: 1 });
      });
    });

    it("400: refuses an ordering that is not sortable", async () => {
      pact
        .given(states.adminSignedIn)
        .uponReceiving(`a ${label} list sorted by an unknown field`)
        .withRequest({ method: "GET", path: listPath, headers: authHeader, query: { ...firstPage, ordering: "created_at" } })
        .willRespondWith({ status: 400, body: { ordering: eachLike(string("Ordering must be one of: id, title, description, status")) } });
      await againstMock(pact, async () => {
        const error = await apiErrorOf(models.list(EXAMPLE_TOKEN, { page: 1, page_size: 10, ordering: "created_at" }), 400);
        expect(errorMessage(error.body)).toContain("Ordering must be one of");
      });
    });
  });

  describe(`create (${label})`, () => {
    const body = { title: titles.created, description: "Added by the pact", status: 1 } as const;

    it("201: answers the new row", async () => {
      pact
        .given(states.adminSignedIn)
        .given(suite.exists)
        .uponReceiving(`a request to add a ${label}`)
        .withRequest({ method: "POST", path: listPath, headers: authJsonHeaders, body })
        .willRespondWith({ status: 201, body: { ...row(titles.created), description: string(body.description) } });
      await againstMock(pact, async () => {
        await expect(models.create(EXAMPLE_TOKEN, body)).resolves.toEqual({ id: EXAMPLE_ID, ...body });
      });
    });

    it("400: refuses a title that exists", async () => {
      const duplicate = { title: titles.existing.toLowerCase(), description: "", status: 1 } as const;
      const message = `${label} with this title already exists.`;
      pact
        .given(states.adminSignedIn)
        .given(suite.exists)
        .uponReceiving(`a request to add a ${label} whose title exists`)
        .withRequest({ method: "POST", path: listPath, headers: authJsonHeaders, body: duplicate })
        .willRespondWith({ status: 400, body: { title: eachLike(string(message)) } });
      await againstMock(pact, async () => {
        const error = await apiErrorOf(models.create(EXAMPLE_TOKEN, duplicate), 400);
        expect(errorMessage(error.body)).toBe(message);
      });
    });
  });

  describe(`get (${label})`, () => {
    it("200: answers the row", async () => {
      pact
        .given(states.adminSignedIn)
        .given(suite.exists)
        .uponReceiving(`a request for one ${label}`)
        .withRequest({ method: "GET", path: rowPath, headers: authHeader })
        .willRespondWith({ status: 200, body: row(titles.existing) });
      await againstMock(pact, async () => {
        await expect(models.get(EXAMPLE_TOKEN, EXAMPLE_ID)).resolves.toEqual({
          id: EXAMPLE_ID,
          title: titles.existing,
          description: "Used by the pact",
          status: 1,
        });
      });
    });

    it("404: answers not found for an unknown id", async () => {
      pact
        .given(states.adminSignedIn)
        .uponReceiving(`a request for an unknown ${label}`)
        .withRequest({ method: "GET", path: missingPath, headers: authHeader })
        .willRespondWith({ status: 404, body: { detail: string(messages.notFound) } });
      await againstMock(pact, async () => {
        await apiErrorOf(models.get(EXAMPLE_TOKEN, MISSING_ID), 404);
      });
    });
  });

  describe(`update (${label})`, () => {
    const change = { title: titles.renamed, status: 0 } as const;

    it("200: answers the changed row", async () => {
      pact
        .given(states.adminSignedIn)
        .given(suite.exists)
        .uponReceiving(`a request to change a ${label}`)
        .withRequest({ method: "PATCH", path: rowPath, headers: authJsonHeaders, body: change })
        .willRespondWith({ status: 200, body: { ...row(titles.renamed), status: integer(0) } });
      await againstMock(pact, async () => {
        await expect(models.update(EXAMPLE_TOKEN, EXAMPLE_ID, change)).resolves.toMatchObject({ id: EXAMPLE_ID, ...change });
      });
    });

    it("400: refuses an empty title", async () => {
      pact
        .given(states.adminSignedIn)
        .given(suite.exists)
        .uponReceiving(`a request to change a ${label} to an empty title`)
        .withRequest({ method: "PATCH", path: rowPath, headers: authJsonHeaders, body: { title: "" } })
        .willRespondWith({ status: 400, body: { title: eachLike(string(messages.required)) } });
      await againstMock(pact, async () => {
        const error = await apiErrorOf(models.update(EXAMPLE_TOKEN, EXAMPLE_ID, { title: "" }), 400);
        expect(errorMessage(error.body)).toBe(messages.required);
      });
    });

    it("404: answers not found for an unknown id", async () => {
      pact
        .given(states.adminSignedIn)
        .uponReceiving(`a request to change an unknown ${label}`)
        .withRequest({ method: "PATCH", path: missingPath, headers: authJsonHeaders, body: change })
        .willRespondWith({ status: 404 });
      await againstMock(pact, async () => {
        await apiErrorOf(models.update(EXAMPLE_TOKEN, MISSING_ID, change), 404);
      });
    });
  });

  describe(`delete (${label})`, () => {
    it("204: deletes the row", async () => {
      pact
        .given(states.adminSignedIn)
        .given(suite.exists)
        .uponReceiving(`a request to delete a ${label}`)
        .withRequest({ method: "DELETE", path: rowPath, headers: authHeader })
        .willRespondWith({ status: 204 });
      await againstMock(pact, async () => {
        await expect(models.remove(EXAMPLE_TOKEN, EXAMPLE_ID)).resolves.toBeUndefined();
      });
    });

    it("400: refuses a row in use", async () => {
      pact
        .given(states.adminSignedIn)
        .given(suite.inUse)
        .uponReceiving(`a request to delete a ${label} in use`)
        .withRequest({ method: "DELETE", path: rowPath, headers: authHeader })
        .willRespondWith({ status: 400, body: { detail: string(suite.inUseDetail) } });
      await againstMock(pact, async () => {
        const error = await apiErrorOf(models.remove(EXAMPLE_TOKEN, EXAMPLE_ID), 400);
        expect(errorMessage(error.body)).toBe(suite.inUseDetail);
      });
    });

    it("404: answers not found for an unknown id", async () => {
      pact
        .given(states.adminSignedIn)
        .uponReceiving(`a request to delete an unknown ${label}`)
        .withRequest({ method: "DELETE", path: missingPath, headers: authHeader })
        .willRespondWith({ status: 404 });
      await againstMock(pact, async () => {
        await apiErrorOf(models.remove(EXAMPLE_TOKEN, MISSING_ID), 404);
      });
    });
  });
}
