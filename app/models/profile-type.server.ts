import { type MasterData, type MasterDataRequest } from "#contract/master-data";
import type { Paged } from "#contract/common";
import { masterDataCsvColumns } from "#contract/csv";
import { callEndpoint } from "./api.server";
import { type ExportParams, exportCsv, listQuery, type ListParams } from "./list.server";

export function listProfileTypes(token: string, params: ListParams = {}): Promise<Paged<MasterData>> {
  return callEndpoint("profileTypeList", { token, query: listQuery(params) });
}

export function exportProfileTypes(token: string, search: ExportParams): Promise<ReadableStream<Uint8Array>> {
  return exportCsv({ token, endpoint: "profileTypeList", search, columns: masterDataCsvColumns });
}

export function getProfileType(token: string, id: number): Promise<MasterData> {
  return callEndpoint("profileTypeGet", { token, params: { id } });
}

export function createProfileType(token: string, body: MasterDataRequest): Promise<MasterData> {
  return callEndpoint("profileTypeCreate", { token, json: body });
}

export function updateProfileType(token: string, id: number, body: Partial<MasterDataRequest>): Promise<MasterData> {
  return callEndpoint("profileTypeUpdate", { token, params: { id }, json: body });
}

export function deleteProfileType(token: string, id: number): Promise<void> {
  return callEndpoint("profileTypeDelete", { token, params: { id } });
}
