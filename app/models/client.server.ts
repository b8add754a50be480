import type { Paged } from "#contract/common";
import { clientCsvColumns } from "#contract/csv";
import type { Client, CompanyUserListItem } from "#contract/marketplace-user";
import { callEndpoint } from "./api.server";
import { type ExportParams, exportCsv, listQuery, type ListParams } from "./list.server";

export function listClients(token: string, params: ListParams = {}): Promise<Paged<CompanyUserListItem>> {
  return callEndpoint("clientList", { token, query: listQuery(params) });
}

export function exportClients(token: string, search: ExportParams): Promise<ReadableStream<Uint8Array>> {
  return exportCsv({ token, endpoint: "clientList", search, columns: clientCsvColumns });
}

export function getClient(token: string, id: number): Promise<Client> {
  return callEndpoint("clientGet", { token, params: { id } });
}

/** Deletes the client and all their data; a 400 (a pending request) changes nothing. */
export function deleteClient(token: string, id: number): Promise<void> {
  return callEndpoint("clientDelete", { token, params: { id } });
}
