import { masterDataListSchema, masterDataSchema, type MasterData, type MasterDataRequest } from "#contract/master-data";
import type { Paged } from "#contract/common";
import { masterDataCsvColumns } from "#contract/csv";
import { callApi, callApiWithoutAnswer } from "./api.server";
import { type ExportParams, exportCsv, listQuery, type ListParams } from "./list.server";

export function listProfileTypes(token: string, params: ListParams = {}): Promise<Paged<MasterData>> {
  return callApi("profileTypeList", masterDataListSchema, { token, query: listQuery(params) });
}

export function exportProfileTypes(token: string, search: ExportParams): Promise<ReadableStream<Uint8Array>> {
  return exportCsv({ token, endpoint: "profileTypeList", search, schema: masterDataListSchema, columns: masterDataCsvColumns });
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
