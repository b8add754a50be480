import type { Paged } from "#contract/common";
import { subAdminCsvColumns } from "#contract/csv";
import { type SubAdmin, type SubAdminCreateRequest, type SubAdminUpdateRequest } from "#contract/sub-admin";
import { callEndpoint } from "./api.server";
import { type ExportParams, exportCsv, listQuery, type ListParams } from "./list.server";

/** The spec's form data: permissions as repeated fields, booleans as "true"/"false", a cleared phone as "". */
function subAdminForm(body: SubAdminCreateRequest | SubAdminUpdateRequest): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(body) as [string, unknown][]) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) form.append(key, String(item));
    else form.append(key, value === null ? "" : String(value));
  }
  return form;
}

export function listSubAdmins(token: string, params: ListParams = {}): Promise<Paged<SubAdmin>> {
  return callEndpoint("subAdminList", { token, query: listQuery(params) });
}

export function exportSubAdmins(token: string, search: ExportParams): Promise<ReadableStream<Uint8Array>> {
  return exportCsv({ token, endpoint: "subAdminList", search, columns: subAdminCsvColumns });
}

export function getSubAdmin(token: string, id: number): Promise<SubAdmin> {
  return callEndpoint("subAdminGet", { token, params: { id } });
}

/** Creates the sub admin and mails the invitation; the account is active once it is accepted. */
export function createSubAdmin(token: string, body: SubAdminCreateRequest): Promise<SubAdmin> {
  return callEndpoint("subAdminCreate", { token, form: subAdminForm(body) });
}

export function updateSubAdmin(token: string, id: number, body: SubAdminUpdateRequest): Promise<SubAdmin> {
  return callEndpoint("subAdminUpdate", { token, params: { id }, form: subAdminForm(body) });
}

export function deleteSubAdmin(token: string, id: number): Promise<void> {
  return callEndpoint("subAdminDelete", { token, params: { id } });
}
