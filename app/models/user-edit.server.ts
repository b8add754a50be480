// The writes of the user edit screens (issue 13, decision 052). Each is one call; a 400 arrives as
// an ApiError with DRF's nested field errors, which handleActionError maps to Conform's names.
import type { Agency, Certificate, Client, Freelancer, Project } from "#contract/marketplace-user";
import type {
  AgencyUpdate,
  AssignAgency,
  AssignedAgencyEntry,
  CertificatesSave,
  ClientUpdate,
  FreelancerUpdate,
  PortfolioInput,
  ProjectCreate,
  ProjectUpdate,
} from "#contract/user-edit";
import { callEndpoint } from "./api.server";

/** Personal details, status, the company (whole) and the branches (by id; left out: removed). */
export function updateClient(token: string, id: number, changes: ClientUpdate): Promise<Client> {
  return callEndpoint("clientUpdate", { token, params: { id }, json: changes });
}

export function updateAgency(token: string, id: number, changes: AgencyUpdate): Promise<Agency> {
  return callEndpoint("agencyUpdate", { token, params: { id }, json: changes });
}

/** A new entry of the client's assigned-agency log; the agency assigned now answers 400. */
export function assignAgencyToClient(token: string, clientId: number, body: AssignAgency): Promise<AssignedAgencyEntry> {
  return callEndpoint("clientAssignAgency", { token, params: { id: clientId }, json: body });
}

/** Personal details; the email is read-only. */
export function updateFreelancer(token: string, id: number, changes: FreelancerUpdate): Promise<Freelancer> {
  return callEndpoint("freelancerUpdate", { token, params: { id }, json: changes });
}

/** Professional details, whole; `document_file` only when newly uploaded. */
export function saveFreelancerPortfolio(token: string, id: number, portfolio: PortfolioInput): Promise<Freelancer> {
  return callEndpoint("freelancerPortfolioSave", { token, params: { id }, json: portfolio });
}

export function createFreelancerProject(token: string, id: number, project: ProjectCreate): Promise<Project> {
  return callEndpoint("freelancerProjectCreate", { token, params: { id }, json: project });
}

/** Any part; `images` (upload ids) are added, `deleted_images` (image ids) removed. */
export function updateFreelancerProject(token: string, id: number, projectId: number, changes: ProjectUpdate): Promise<Project> {
  return callEndpoint("freelancerProjectUpdate", { token, params: { id, projectId }, json: changes });
}

export function deleteFreelancerProject(token: string, id: number, projectId: number): Promise<void> {
  return callEndpoint("freelancerProjectDelete", { token, params: { id, projectId } });
}

/** Certificates with an id are changed, the others added; answers them in the order sent. */
export function saveFreelancerCertificates(token: string, id: number, body: CertificatesSave): Promise<Certificate[]> {
  return callEndpoint("freelancerCertificatesSave", { token, params: { id }, json: body });
}

export function deleteFreelancerCertificate(token: string, id: number, certificateId: number): Promise<void> {
  return callEndpoint("freelancerCertificateDelete", { token, params: { id, certificateId } });
}
