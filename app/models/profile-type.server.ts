import { masterDataListSchema, masterDataSchema, type MasterData, type MasterDataRequest } from "#contract/master-data";
import type { Paged } from "#contract/common";
import { callApi, callApiWithoutAnswer } from "./api.server";
import { allPages, listQuery, type ListParams } from "./list.server";

export function listProfileTypes(token: string, params: ListParams = {}): Promise<Paged<MasterData>> {
  return callApi("profileTypeList", masterDataListSchema, { token, query: listQuery(params) });
}

export function exportProfileTypes(token: string, params: Pick<ListParams, "search" | "ordering">): AsyncGenerator<MasterData> {
  return allPages((page) => listProfileTypes(token, page), params);
}

export function getProfileType(token: string, id: number): Promise<MasterData> {
  return callApi("profileTypeGet", masterDataSchema, { token, params: { id } });
}

export function createProfileType(token: string, body: MasterDataRequest): Promise<MasterData> {
  return callApi("profileTypeCreate", masterDataSchema, { token, json: body });
}

export function updateProfileType(token: string, id: number, body: Partial<MasterDataRequest>): Promise<MasterData> {
  return callApi("profileTypeUpdate", masterDataSchema, { token, params: { id }, json: body });
}

export function deleteProfileType(token: string, id: number): Promise<void> {
  return callApiWithoutAnswer("profileTypeDelete", { token, params: { id } });
}
