import type { Paged } from "#contract/common";
import { contactUsCsvColumns } from "#contract/csv";
import { type ContactUs, type ContactUsUserType } from "#contract/contact-us";
import { callEndpoint } from "./api.server";
import { type ExportParams, exportCsv, listQuery, type ListParams } from "./list.server";

export function listContactUs(token: string, userType: ContactUsUserType, params: ListParams = {}): Promise<Paged<ContactUs>> {
  return callEndpoint("contactUsList", { token, query: { user_type: userType, ...listQuery(params) } });
}

export function exportContactUs(token: string, userType: ContactUsUserType, search: ExportParams): Promise<ReadableStream<Uint8Array>> {
  return exportCsv({ token, endpoint: "contactUsList", filters: { user_type: userType }, search, columns: contactUsCsvColumns });
}
