// The user-edit writes (issue 13, decision 052): every success, the 400 the app handles and the
// 404 of each, driven through the app/models functions the edit screens will call. Ids in paths
// and bodies come from the provider state, so a backend verifies against its own rows.
import { MatchersV3 } from "@pact-foundation/pact";
import { describe, expect, it } from "vitest";
import type { EndpointName } from "#contract/endpoints";
import { messages } from "#contract/messages";
import { userEditMessages } from "#contract/user-edit";
import { errorMessage } from "~/models/errors";
import {
  assignAgencyToClient,
  createFreelancerProject,
  deleteFreelancerCertificate,
  deleteFreelancerProject,
  saveFreelancerCertificates,
  saveFreelancerPortfolio,
  updateAgency,
  updateClient,
  updateFreelancer,
  updateFreelancerProject,
} from "~/models/user-edit.server";
import { againstMock, API_BASE_PATH, apiErrorOf, apiPath, authHeader, authJsonHeaders, createPact, EXAMPLE_TOKEN, isoDateTime } from "./pact";
import { states, type ProviderState } from "./states";

const { boolean, eachLike, fromProviderState, integer, nullValue, regex, string } = MatchersV3;

const pact = createPact();

/** Example ids of the state's rows; the provider swaps in its own. */
const EX = {
  clientId: 41,
  headOfficeId: 51,
  agencyId: 42,
  agencyHeadOfficeId: 52,
  freelancerId: 43,
  projectId: 61,
  imageId: 71,
  certificateId: 81,
  assignedAgencyId: 44,
  otherAgencyId: 45,
  cityId: 1,
  countryId: 1,
  technologyId: 5,
  skillId: 6,
  subSkillId: 7,
  profileTypeId: 8,
  imageUploadId: 91,
  secondImageUploadId: 94,
  fileUploadId: 92,
  certificateUploadId: 93,
  pendingFreelancerId: 46,
  pendingProjectId: 62,
  pendingCertificateId: 82,
} as const;
type StateKey = keyof typeof EX;
const MISSING_ID = 999999;

/** A state's id in a request body. */
const id = (key: StateKey) => fromProviderState(`\${${key}}`, EX[key]);

/** A path whose ids the provider state gives: `user-client/{clientId}/`. */
function statePath(name: EndpointName, template: string, params: Record<string, StateKey>) {
  const example = Object.fromEntries(Object.entries(params).map(([param, key]) => [param, EX[key]]));
  const expression = template.replace(/\{(\w+)\}/g, (_, param: string) => `\${${params[param]}}`);
  return fromProviderState(`${API_BASE_PATH}${expression}`, apiPath(name, example));
}

const titled = (title: string) => ({ id: integer(1), title: string(title) });
const city = { id: integer(1), display_name: string("Mumbai, Maharashtra") };
const country = { id: integer(1), name: string("India"), code2: string("IN"), phone: string("91") };
const person = (first: string, last: string) => ({
  uid: string("pec1"),
  first_name: string(first),
  last_name: string(last),
  email: string("market@example.com"),
  contact_number: string("+919812345678"),
  is_active: boolean(true),
  is_pending_request: boolean(false),
});
const branches = eachLike({ id: integer(1), city, is_head_quarter: boolean(true) });
const agencyRef = (name: string) => ({ id: integer(EX.otherAgencyId), uid: string("peo1"), name: string(name) });
const project = {
  id: integer(EX.projectId),
  title: string("Shop rebuild"),
  description: string("A new shop"),
  technologies: eachLike(titled("TypeScript")),
  skills: eachLike(titled("Backend")),
  images: eachLike({ id: integer(1), url: string("/api/v1/media/0123456789abcdef0123456789abcdef.png") }),
  link: string("https://shop.example.com"),
  duration: integer(6),
  is_on_going: boolean(true),
};
const certificate = (file: unknown, link: unknown) => ({
  id: integer(EX.certificateId),
  title: string("AWS Developer"),
  certification_date: regex("^\\d{4}-\\d{2}-\\d{2}$", "2024-05-17"),
  certificate_file: file,
  certification_link: link,
  description: string(""),
});
const portfolio = (saved: boolean) => ({
  profile_type: saved ? titled("Developer") : nullValue(),
  technologies: saved ? eachLike(titled("TypeScript")) : [],
  skills: saved ? eachLike(titled("Backend")) : [],
  sub_skills: saved ? eachLike(titled("APIs")) : [],
  experience: integer(5),
  availability: integer(2),
  education_details: string("M.Sc."),
  amount: regex("^\\d+(\\.\\d+)?$", "25.00"),
  salary_type: nullValue(),
  projects_count: integer(1),
  description: string("Builds shops"),
  specialties: string("APIs"),
  file_name: string("id-proof.pdf"),
  document_file: string("/api/v1/media/id-proof.pdf"),
  communication_language: saved
    ? eachLike({ id: integer(1), communication_language: { key: string("en"), value: string("English") }, proficiency: titled("Fluent") })
    : [],
});
const notFoundBody = { detail: string(messages.notFound) };

const clientChanges = {
  first_name: "Cara",
  last_name: "Client",
  contact_number: "+919812345678",
  city: id("cityId"),
  is_active: true,
  profile_image: id("imageUploadId"),
  company: {
    name: "Cara Co",
    is_registered_company: true,
    registration_number: "U72200MH2020",
    company_url: "https://cara.example.com",
    size: 30,
    identity: id("fileUploadId"),
  },
  branches: [
    { id: id("headOfficeId"), city: id("cityId"), is_head_quarter: true },
    { city: id("cityId"), is_head_quarter: false },
  ],
};
const agencyChanges = {
  company: { name: "Arun Agency", is_registered_company: false, company_url: "https://arun.example.com", size: 40, technologies: [id("technologyId")] },
  branches: [{ id: id("agencyHeadOfficeId"), city: id("cityId"), is_head_quarter: true }],
};
const freelancerChanges = { first_name: "Fay", last_name: "Lance", contact_number: "+919811111111", country: id("countryId"), city: id("cityId") };
const portfolioBody = {
  profile_type: id("profileTypeId"),
  technologies: [id("technologyId")],
  skills: [id("skillId")],
  sub_skills: [id("subSkillId")],
  experience: 5,
  availability: 2,
  education_details: "M.Sc.",
  document_file: id("fileUploadId"),
  specialties: "APIs",
  description: "Builds shops",
  communication_language: [{ communication_language: "en", proficiency: 1 }],
};
const projectBody = {
  title: "Shop rebuild",
  duration: 6,
  is_on_going: true,
  technologies: [id("technologyId")],
  skills: [id("skillId")],
  images: [id("imageUploadId"), id("secondImageUploadId")],
  description: "A new shop",
  link: "https://shop.example.com",
};
const newCertificate = { title: "AWS", certification_date: "2024-02-01", certification_link: "https://cert.example.com/aws" };

/** Example bodies as the app sends them: the matchers' example values. */
function sent<T>(body: T): T {
  return JSON.parse(JSON.stringify(body), (_, value: unknown) => {
    if (value && typeof value === "object" && "pact:matcher:type" in value) return (value as unknown as { value: unknown }).value;
    return value;
  }) as T;
}

type Case = {
  endpoint: EndpointName;
  status: number;
  description: string;
  state?: ProviderState;
  method: "POST" | "PATCH" | "DELETE";
  path: unknown;
  request?: unknown;
  body?: unknown;
  call: () => Promise<unknown>;
  check?: (answer: unknown) => void;
};

const withState = states.usersToEditExist;

const cases: Case[] = [
  {
    endpoint: "clientUpdate",
    status: 200,
    description: "a request to change a client with a new branch, a new identity file and picture",
    state: withState,
    method: "PATCH",
    path: statePath("clientUpdate", "user-client/{id}/", { id: "clientId" }),
    request: clientChanges,
    body: {
      id: integer(EX.clientId),
      ...person("Cara", "Client"),
      city,
      country,
      profile_image: string("/api/v1/media/0123456789abcdef0123456789abcdef.png"),
      company: {
        name: string("Cara Co"),
        registration_number: string("U72200MH2020"),
        is_registered_company: boolean(true),
        company_url: string("https://cara.example.com"),
        size: integer(30),
        identity: string("/api/v1/media/0123456789abcdef0123456789abcdef.pdf"),
        file_name: string("pact-file.pdf"),
      },
      branches,
      assigned_agencies_log: eachLike({ id: integer(1), agency: agencyRef("Assigned Agency"), created: isoDateTime("2026-01-02T03:04:05.000Z") }),
      pending_agency_request: [],
    },
    call: () => updateClient(EXAMPLE_TOKEN, EX.clientId, sent(clientChanges)),
    check: (answer) => expect(answer).toMatchObject({ company: { name: "Cara Co" }, branches: [{ is_head_quarter: true }] }),
  },
  {
    endpoint: "clientUpdate",
    status: 400,
    description: "a request to change a client whose second branch has no city",
    state: withState,
    method: "PATCH",
    path: statePath("clientUpdate", "user-client/{id}/", { id: "clientId" }),
    request: { branches: [{ id: id("headOfficeId"), city: id("cityId"), is_head_quarter: true }, { city: "", is_head_quarter: false }] },
    body: { branches: [{}, { city: eachLike(string(messages.required)) }] },
    call: () => updateClient(EXAMPLE_TOKEN, EX.clientId, { branches: [{ id: EX.headOfficeId, city: EX.cityId, is_head_quarter: true }, { city: "", is_head_quarter: false }] }),
  },
  {
    endpoint: "clientUpdate",
    status: 404,
    description: "a request to change a client that does not exist",
    method: "PATCH",
    path: apiPath("clientUpdate", { id: MISSING_ID }),
    request: { first_name: "Cara" },
    body: notFoundBody,
    call: () => updateClient(EXAMPLE_TOKEN, MISSING_ID, { first_name: "Cara" }),
  },
  {
    endpoint: "agencyUpdate",
    status: 200,
    description: "a request to change an agency's company and technologies",
    state: withState,
    method: "PATCH",
    path: statePath("agencyUpdate", "user-agency/{id}/", { id: "agencyId" }),
    request: agencyChanges,
    body: {
      id: integer(EX.agencyId),
      ...person("Arun", "Agency"),
      city,
      country,
      profile_image: nullValue(),
      company: {
        name: string("Arun Agency"),
        registration_number: nullValue(),
        is_registered_company: boolean(false),
        company_url: string("https://arun.example.com"),
        size: integer(40),
        identity: string("/api/v1/media/identity.pdf"),
        file_name: string("identity.pdf"),
        technologies: eachLike(titled("TypeScript")),
      },
      branches,
      agency_developers_count: integer(0),
      pending_developers_request: integer(0),
    },
    call: () => updateAgency(EXAMPLE_TOKEN, EX.agencyId, sent(agencyChanges)),
    check: (answer) => expect(answer).toMatchObject({ company: { registration_number: null, technologies: [{ title: "TypeScript" }] } }),
  },
  {
    endpoint: "agencyUpdate",
    status: 400,
    description: "a request to change an agency without technologies",
    state: withState,
    method: "PATCH",
    path: statePath("agencyUpdate", "user-agency/{id}/", { id: "agencyId" }),
    request: { company: { ...agencyChanges.company, technologies: [] } },
    body: { company: { technologies: eachLike(string(messages.required)) } },
    call: () => updateAgency(EXAMPLE_TOKEN, EX.agencyId, { company: { ...sent(agencyChanges.company), technologies: [] } }),
  },
  {
    endpoint: "agencyUpdate",
    status: 404,
    description: "a request to change an agency that does not exist",
    method: "PATCH",
    path: apiPath("agencyUpdate", { id: MISSING_ID }),
    request: { first_name: "Arun" },
    body: notFoundBody,
    call: () => updateAgency(EXAMPLE_TOKEN, MISSING_ID, { first_name: "Arun" }),
  },
  {
    endpoint: "clientAssignAgency",
    status: 201,
    description: "a request to assign another agency to a client",
    state: withState,
    method: "POST",
    path: statePath("clientAssignAgency", "user-client/{id}/assign-agency/", { id: "clientId" }),
    request: { agency: id("otherAgencyId") },
    body: { id: integer(1), agency: agencyRef("Other Agency"), created: isoDateTime("2026-01-02T03:04:05.000Z") },
    call: () => assignAgencyToClient(EXAMPLE_TOKEN, EX.clientId, { agency: EX.otherAgencyId }),
    check: (answer) => expect(answer).toMatchObject({ agency: { name: "Other Agency" } }),
  },
  {
    endpoint: "clientAssignAgency",
    status: 400,
    description: "a request to assign a client the agency assigned to it now",
    state: withState,
    method: "POST",
    path: statePath("clientAssignAgency", "user-client/{id}/assign-agency/", { id: "clientId" }),
    request: { agency: id("assignedAgencyId") },
    body: { agency: eachLike(string(userEditMessages.alreadyAssigned)) },
    call: () => assignAgencyToClient(EXAMPLE_TOKEN, EX.clientId, { agency: EX.assignedAgencyId }),
  },
  {
    endpoint: "clientAssignAgency",
    status: 404,
    description: "a request to assign an agency to a client that does not exist",
    method: "POST",
    path: apiPath("clientAssignAgency", { id: MISSING_ID }),
    request: { agency: EX.otherAgencyId },
    body: notFoundBody,
    call: () => assignAgencyToClient(EXAMPLE_TOKEN, MISSING_ID, { agency: EX.otherAgencyId }),
  },
  {
    endpoint: "freelancerUpdate",
    status: 200,
    description: "a request to change a freelancer's personal details",
    state: withState,
    method: "PATCH",
    path: statePath("freelancerUpdate", "user-freelancer/{id}/", { id: "freelancerId" }),
    request: freelancerChanges,
    body: { id: integer(EX.freelancerId), ...person("Fay", "Lance"), city, country, profile_image: nullValue(), agency: nullValue(), portfolio: { ...portfolio(false), experience: integer(4), availability: integer(1), education_details: string("B.Tech"), description: string("About me") } },
    call: () => updateFreelancer(EXAMPLE_TOKEN, EX.freelancerId, sent(freelancerChanges)),
    check: (answer) => expect(answer).toMatchObject({ last_name: "Lance" }),
  },
  {
    endpoint: "freelancerUpdate",
    status: 400,
    description: "a request to change a freelancer with an empty first name",
    state: withState,
    method: "PATCH",
    path: statePath("freelancerUpdate", "user-freelancer/{id}/", { id: "freelancerId" }),
    request: { first_name: "" },
    body: { first_name: eachLike(string(messages.required)) },
    call: () => updateFreelancer(EXAMPLE_TOKEN, EX.freelancerId, { first_name: "" }),
  },
  {
    endpoint: "freelancerUpdate",
    status: 404,
    description: "a request to change a freelancer who does not exist",
    method: "PATCH",
    path: apiPath("freelancerUpdate", { id: MISSING_ID }),
    request: { first_name: "Fay" },
    body: notFoundBody,
    call: () => updateFreelancer(EXAMPLE_TOKEN, MISSING_ID, { first_name: "Fay" }),
  },
  {
    endpoint: "freelancerPortfolioSave",
    status: 201,
    description: "a request to save a freelancer's professional details",
    state: withState,
    method: "POST",
    path: statePath("freelancerPortfolioSave", "user-freelancer/{id}/portfolio/", { id: "freelancerId" }),
    request: portfolioBody,
    body: { id: integer(EX.freelancerId), ...person("Fay", "Freelancer"), city, country, profile_image: nullValue(), agency: nullValue(), portfolio: { ...portfolio(true), file_name: string("pact-file.pdf") } },
    call: () => saveFreelancerPortfolio(EXAMPLE_TOKEN, EX.freelancerId, sent(portfolioBody)),
    check: (answer) => expect(answer).toMatchObject({ portfolio: { experience: 5, communication_language: [{ communication_language: { key: "en" } }] } }),
  },
  {
    endpoint: "freelancerPortfolioSave",
    status: 400,
    description: "a request to save professional details with an image as the ID proof",
    state: withState,
    method: "POST",
    path: statePath("freelancerPortfolioSave", "user-freelancer/{id}/portfolio/", { id: "freelancerId" }),
    request: { ...portfolioBody, document_file: id("imageUploadId") },
    body: { document_file: eachLike(string(userEditMessages.wrongUploadKind("file", "image"))) },
    call: () => saveFreelancerPortfolio(EXAMPLE_TOKEN, EX.freelancerId, { ...sent(portfolioBody), document_file: EX.imageUploadId }),
  },
  {
    endpoint: "freelancerPortfolioSave",
    status: 404,
    description: "a request to save the professional details of a freelancer who does not exist",
    method: "POST",
    path: apiPath("freelancerPortfolioSave", { id: MISSING_ID }),
    request: sent(portfolioBody),
    body: notFoundBody,
    call: () => saveFreelancerPortfolio(EXAMPLE_TOKEN, MISSING_ID, sent(portfolioBody)),
  },
  {
    endpoint: "freelancerProjectCreate",
    status: 201,
    description: "a request to add a project with two images",
    state: withState,
    method: "POST",
    path: statePath("freelancerProjectCreate", "user-freelancer/{id}/project/", { id: "freelancerId" }),
    request: projectBody,
    body: project,
    call: () => createFreelancerProject(EXAMPLE_TOKEN, EX.freelancerId, sent(projectBody)),
  },
  {
    endpoint: "freelancerProjectCreate",
    status: 400,
    description: "a request to add a project without a name",
    state: withState,
    method: "POST",
    path: statePath("freelancerProjectCreate", "user-freelancer/{id}/project/", { id: "freelancerId" }),
    request: { ...projectBody, title: "" },
    body: { title: eachLike(string(messages.required)) },
    call: () => createFreelancerProject(EXAMPLE_TOKEN, EX.freelancerId, { ...sent(projectBody), title: "" }),
  },
  {
    endpoint: "freelancerProjectCreate",
    status: 404,
    description: "a request to add a project to a freelancer who does not exist",
    method: "POST",
    path: apiPath("freelancerProjectCreate", { id: MISSING_ID }),
    request: sent(projectBody),
    body: notFoundBody,
    call: () => createFreelancerProject(EXAMPLE_TOKEN, MISSING_ID, sent(projectBody)),
  },
  {
    endpoint: "freelancerProjectUpdate",
    status: 200,
    description: "a request to rename a project, adding an image and removing one",
    state: withState,
    method: "PATCH",
    path: statePath("freelancerProjectUpdate", "user-freelancer/{id}/project/{projectId}/", { id: "freelancerId", projectId: "projectId" }),
    request: { title: "Shop v2", images: [id("imageUploadId")], deleted_images: [id("imageId")] },
    body: { ...project, title: string("Shop v2"), description: string("Storefront description"), skills: [] },
    call: () => updateFreelancerProject(EXAMPLE_TOKEN, EX.freelancerId, EX.projectId, { title: "Shop v2", images: [EX.imageUploadId], deleted_images: [EX.imageId] }),
    check: (answer) => expect(answer).toMatchObject({ title: "Shop v2" }),
  },
  {
    endpoint: "freelancerProjectUpdate",
    status: 400,
    description: "a request to change a project's duration to zero months",
    state: withState,
    method: "PATCH",
    path: statePath("freelancerProjectUpdate", "user-freelancer/{id}/project/{projectId}/", { id: "freelancerId", projectId: "projectId" }),
    request: { duration: 0 },
    body: { duration: eachLike(string(userEditMessages.zero)) },
    call: () => updateFreelancerProject(EXAMPLE_TOKEN, EX.freelancerId, EX.projectId, { duration: 0 }),
  },
  {
    endpoint: "freelancerProjectUpdate",
    status: 404,
    description: "a request to change a project that does not exist",
    method: "PATCH",
    path: apiPath("freelancerProjectUpdate", { id: MISSING_ID, projectId: MISSING_ID }),
    request: { title: "Shop v2" },
    body: notFoundBody,
    call: () => updateFreelancerProject(EXAMPLE_TOKEN, MISSING_ID, MISSING_ID, { title: "Shop v2" }),
  },
  {
    endpoint: "freelancerProjectDelete",
    status: 204,
    description: "a request to delete a project",
    state: withState,
    method: "DELETE",
    path: statePath("freelancerProjectDelete", "user-freelancer/{id}/project/{projectId}/", { id: "freelancerId", projectId: "projectId" }),
    call: () => deleteFreelancerProject(EXAMPLE_TOKEN, EX.freelancerId, EX.projectId),
  },
  {
    endpoint: "freelancerProjectDelete",
    status: 400,
    description: "a request to delete a project of a freelancer whose request is pending",
    state: withState,
    method: "DELETE",
    path: statePath("freelancerProjectDelete", "user-freelancer/{id}/project/{projectId}/", { id: "pendingFreelancerId", projectId: "pendingProjectId" }),
    body: { detail: string(userEditMessages.pendingRequest("freelancer")) },
    call: () => deleteFreelancerProject(EXAMPLE_TOKEN, EX.pendingFreelancerId, EX.pendingProjectId),
  },
  {
    endpoint: "freelancerProjectDelete",
    status: 404,
    description: "a request to delete a project that does not exist",
    method: "DELETE",
    path: apiPath("freelancerProjectDelete", { id: MISSING_ID, projectId: MISSING_ID }),
    body: notFoundBody,
    call: () => deleteFreelancerProject(EXAMPLE_TOKEN, MISSING_ID, MISSING_ID),
  },
  {
    endpoint: "freelancerCertificatesSave",
    status: 201,
    description: "a request to add a certificate with a link and give another an image",
    state: withState,
    method: "POST",
    path: statePath("freelancerCertificatesSave", "user-freelancer/{id}/certifications/", { id: "freelancerId" }),
    request: { certifications: [newCertificate, { id: id("certificateId"), title: "AWS Developer", certification_date: "2024-05-17", certificate_file: id("certificateUploadId") }] },
    body: [
      { ...certificate(nullValue(), string("https://cert.example.com/aws")), title: string("AWS") },
      certificate(string("/api/v1/media/0123456789abcdef0123456789abcdef.pdf"), nullValue()),
    ],
    call: () =>
      saveFreelancerCertificates(EXAMPLE_TOKEN, EX.freelancerId, {
        certifications: [newCertificate, { id: EX.certificateId, title: "AWS Developer", certification_date: "2024-05-17", certificate_file: EX.certificateUploadId }],
      }),
    check: (answer) => expect(answer).toHaveLength(2),
  },
  {
    endpoint: "freelancerCertificatesSave",
    status: 400,
    description: "a request to add a certificate with neither image nor link",
    state: withState,
    method: "POST",
    path: statePath("freelancerCertificatesSave", "user-freelancer/{id}/certifications/", { id: "freelancerId" }),
    request: { certifications: [{ title: "AWS", certification_date: "2024-02-01" }] },
    body: { certifications: [{ certificate_file: eachLike(string(userEditMessages.certificateFileOrLink)) }] },
    call: () => saveFreelancerCertificates(EXAMPLE_TOKEN, EX.freelancerId, { certifications: [{ title: "AWS", certification_date: "2024-02-01" }] }),
  },
  {
    endpoint: "freelancerCertificatesSave",
    status: 404,
    description: "a request to save the certificates of a freelancer who does not exist",
    method: "POST",
    path: apiPath("freelancerCertificatesSave", { id: MISSING_ID }),
    request: { certifications: [newCertificate] },
    body: notFoundBody,
    call: () => saveFreelancerCertificates(EXAMPLE_TOKEN, MISSING_ID, { certifications: [newCertificate] }),
  },
  {
    endpoint: "freelancerCertificateDelete",
    status: 204,
    description: "a request to delete a certificate",
    state: withState,
    method: "DELETE",
    path: statePath("freelancerCertificateDelete", "user-freelancer/{id}/certification/{certificateId}/", { id: "freelancerId", certificateId: "certificateId" }),
    call: () => deleteFreelancerCertificate(EXAMPLE_TOKEN, EX.freelancerId, EX.certificateId),
  },
  {
    endpoint: "freelancerCertificateDelete",
    status: 400,
    description: "a request to delete a certificate of a freelancer whose request is pending",
    state: withState,
    method: "DELETE",
    path: statePath("freelancerCertificateDelete", "user-freelancer/{id}/certification/{certificateId}/", { id: "pendingFreelancerId", certificateId: "pendingCertificateId" }),
    body: { detail: string(userEditMessages.pendingRequest("freelancer")) },
    call: () => deleteFreelancerCertificate(EXAMPLE_TOKEN, EX.pendingFreelancerId, EX.pendingCertificateId),
  },
  {
    endpoint: "freelancerCertificateDelete",
    status: 404,
    description: "a request to delete a certificate that does not exist",
    method: "DELETE",
    path: apiPath("freelancerCertificateDelete", { id: MISSING_ID, certificateId: MISSING_ID }),
    body: notFoundBody,
    call: () => deleteFreelancerCertificate(EXAMPLE_TOKEN, MISSING_ID, MISSING_ID),
  },
];

describe("editing marketplace users", () => {
  for (const item of cases) {
    it(`${item.status}: ${item.endpoint}, ${item.description}`, async () => {
      let builder = pact.given(states.adminSignedIn);
      if (item.state) builder = builder.given(item.state);
      builder
        .uponReceiving(item.description)
        .withRequest({
          method: item.method,
          path: item.path as string,
          headers: item.request === undefined ? authHeader : authJsonHeaders,
          ...(item.request === undefined ? {} : { body: item.request }),
        })
        .willRespondWith({ status: item.status, ...(item.body === undefined ? {} : { body: item.body }) });
      await againstMock(pact, async () => {
        if (item.status < 300) {
          const answer = await item.call();
          item.check?.(answer);
          return;
        }
        const error = await apiErrorOf(item.call(), item.status);
        expect(errorMessage(error.body)).toEqual(expect.any(String));
      });
    });
  }
});
