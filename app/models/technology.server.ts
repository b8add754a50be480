import { masterDataListSchema, masterDataSchema, type MasterData, type MasterDataRequest } from "#contract/master-data";
import type { Paged } from "#contract/common";
import { callApi, callApiWithoutAnswer } from "./api.server";
import { allPages, listQuery, type ListParams } from "./list.server";

export function listTechnologies(token: string, params: ListParams = {}): Promise<Paged<MasterData>> {
  return callApi("technologyList", masterDataListSchema, { token, query: listQuery(params) });
}

export function exportTechnologies(token: string, params: Pick<ListParams, "search" | "ordering">): AsyncGenerator<MasterData> {
  return allPages((page) => listTechnologies(token, page), params);
}

export function getTechnology(token: string, id: number): Promise<MasterData> {
  return callApi("technologyGet", masterDataSchema, { token, params: { id } });
}

export function createTechnology(token: string, body: MasterDataRequest): Promise<MasterData> {
  return callApi("technologyCreate", masterDataSchema, { token, json: body });
}

export function updateTechnology(token: string, id: number, body: Partial<MasterDataRequest>): Promise<MasterData> {
  return callApi("technologyUpdate", masterDataSchema, { token, params: { id }, json: body });
}

export function deleteTechnology(token: string, id: number): Promise<void> {
  return callApiWithoutAnswer("technologyDelete", { token, params: { id } });
}
