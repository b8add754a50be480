import { type MasterData, type MasterDataRequest } from "#contract/master-data";
import type { Paged } from "#contract/common";
import { masterDataCsvColumns } from "#contract/csv";
import { callEndpoint } from "./api.server";
import { type ExportParams, exportCsv, listQuery, type ListParams } from "./list.server";

export function listTechnologies(token: string, params: ListParams = {}): Promise<Paged<MasterData>> {
  return callEndpoint("technologyList", { token, query: listQuery(params) });
}

export function exportTechnologies(token: string, search: ExportParams): Promise<ReadableStream<Uint8Array>> {
  return exportCsv({ token, endpoint: "technologyList", search, columns: masterDataCsvColumns });
}

export function getTechnology(token: string, id: number): Promise<MasterData> {
  return callEndpoint("technologyGet", { token, params: { id } });
}

export function createTechnology(token: string, body: MasterDataRequest): Promise<MasterData> {
  return callEndpoint("technologyCreate", { token, json: body });
}

export function updateTechnology(token: string, id: number, body: Partial<MasterDataRequest>): Promise<MasterData> {
  return callEndpoint("technologyUpdate", { token, params: { id }, json: body });
}

export function deleteTechnology(token: string, id: number): Promise<void> {
  return callEndpoint("technologyDelete", { token, params: { id } });
}
