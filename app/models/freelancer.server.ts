import type { Paged } from "#contract/common";
import { freelancerCsvColumns } from "#contract/csv";
import type { Certificate, Freelancer, FreelancerListItem, Project } from "#contract/marketplace-user";
import { callEndpoint } from "./api.server";
import { type ExportParams, exportCsv, listQuery, type ListParams } from "./list.server";

export function listFreelancers(token: string, params: ListParams = {}): Promise<Paged<FreelancerListItem>> {
  return callEndpoint("freelancerList", { token, query: listQuery(params) });
}

export function exportFreelancers(token: string, search: ExportParams): Promise<ReadableStream<Uint8Array>> {
  return exportCsv({ token, endpoint: "freelancerList", search, columns: freelancerCsvColumns });
}

export function getFreelancer(token: string, id: number): Promise<Freelancer> {
  return callEndpoint("freelancerGet", { token, params: { id } });
}

/** Deletes the freelancer and all their data; a 400 (a pending request) changes nothing. */
export function deleteFreelancer(token: string, id: number): Promise<void> {
  return callEndpoint("freelancerDelete", { token, params: { id } });
}

export function listFreelancerProjects(token: string, id: number, page = 1): Promise<Paged<Project>> {
  return callEndpoint("freelancerProjects", { token, params: { id }, query: { page } });
}

export function listFreelancerCertifications(token: string, id: number, page = 1): Promise<Paged<Certificate>> {
  return callEndpoint("freelancerCertifications", { token, params: { id }, query: { page } });
}
