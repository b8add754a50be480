import { masterDataListSchema, masterDataSchema, type MasterData, type MasterDataRequest } from "#contract/master-data";
import type { Paged } from "#contract/common";
import { masterDataCsvColumns } from "#contract/csv";
import { callApi, callApiWithoutAnswer } from "./api.server";
import { type ExportParams, exportCsv, listQuery, type ListParams } from "./list.server";

export function listTechnologies(token: string, params: ListParams = {}): Promise<Paged<MasterData>> {
  return callApi("technologyList", masterDataListSchema, { token, query: listQuery(params) });
}

export function exportTechnologies(token: string, search: ExportParams): Promise<ReadableStream<Uint8Array>> {
  return exportCsv({ token, endpoint: "technologyList", search, schema: masterDataListSchema, columns: masterDataCsvColumns });
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
