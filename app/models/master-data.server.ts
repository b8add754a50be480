import type { Paged } from "#contract/common";
import { masterDataCsvColumns } from "#contract/csv";
import type { MasterData, MasterDataRequest } from "#contract/master-data";
import { callEndpoint } from "./api.server";
import { type ExportParams, exportCsv, listQuery, type ListParams } from "./list.server";

/** The calls of a master data table (technology/, profile-type/): its endpoints share their shapes. */
export function masterDataModel(name: "technology" | "profileType") {
  return {
    list: (token: string, params: ListParams = {}): Promise<Paged<MasterData>> => callEndpoint(`${name}List`, { token, query: listQuery(params) }),
    export: (token: string, search: ExportParams): Promise<ReadableStream<Uint8Array>> =>
      exportCsv({ token, endpoint: `${name}List`, search, columns: masterDataCsvColumns }),
    get: (token: string, id: number): Promise<MasterData> => callEndpoint(`${name}Get`, { token, params: { id } }),
    create: (token: string, body: MasterDataRequest): Promise<MasterData> => callEndpoint(`${name}Create`, { token, json: body }),
    update: (token: string, id: number, body: Partial<MasterDataRequest>): Promise<MasterData> =>
      callEndpoint(`${name}Update`, { token, params: { id }, json: body }),
    delete: (token: string, id: number): Promise<void> => callEndpoint(`${name}Delete`, { token, params: { id } }),
  };
}
