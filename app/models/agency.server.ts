import type { Paged } from "#contract/common";
import { agencyCsvColumns } from "#contract/csv";
import type { Agency, AgencyDeveloper, AgencyDeveloperListItem, Certificate, CompanyUserListItem, Project } from "#contract/marketplace-user";
import { callEndpoint } from "./api.server";
import { type ExportParams, exportCsv, listQuery, type ListParams } from "./list.server";

/** `active`: only agencies a client may be assigned. */
export function listAgencies(token: string, params: ListParams & { active?: true } = {}): Promise<Paged<CompanyUserListItem>> {
  return callEndpoint("agencyList", { token, query: { ...listQuery(params), is_active: params.active ? "true" : undefined } });
}

export function exportAgencies(token: string, search: ExportParams): Promise<ReadableStream<Uint8Array>> {
  return exportCsv({ token, endpoint: "agencyList", search, columns: agencyCsvColumns });
}

export function getAgency(token: string, id: number): Promise<Agency> {
  return callEndpoint("agencyGet", { token, params: { id } });
}

/** Deletes the agency and all its data; a 400 (developers, or a pending request) changes nothing. */
export function deleteAgency(token: string, id: number): Promise<void> {
  return callEndpoint("agencyDelete", { token, params: { id } });
}

export function listAgencyDevelopers(token: string, agencyId: number, params: Pick<ListParams, "page" | "page_size"> = {}): Promise<Paged<AgencyDeveloperListItem>> {
  return callEndpoint("agencyDevelopers", { token, params: { id: agencyId }, query: { page: params.page ?? 1, page_size: params.page_size } });
}

/** 404 when the developer is not that agency's (the app then goes to the agency's page). */
export function getAgencyDeveloper(token: string, agencyId: number, id: number): Promise<AgencyDeveloper> {
  return callEndpoint("agencyDeveloperGet", { token, params: { agencyId, id } });
}

export function listAgencyDeveloperProjects(token: string, agencyId: number, id: number, page = 1): Promise<Paged<Project>> {
  return callEndpoint("agencyDeveloperProjects", { token, params: { agencyId, id }, query: { page } });
}

export function listAgencyDeveloperCertifications(token: string, agencyId: number, id: number, page = 1): Promise<Paged<Certificate>> {
  return callEndpoint("agencyDeveloperCertifications", { token, params: { agencyId, id }, query: { page } });
}
