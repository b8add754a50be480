// Manage users' calls and the option lists of the user forms: every non-auth status of each
// (decision 030), driven through the app/models functions the screens will call.
import { MatchersV3 } from "@pact-foundation/pact";
import { describe, expect, it } from "vitest";
import type { EndpointName } from "#contract/endpoints";
import { marketplaceUserMessages } from "#contract/marketplace-user";
import { messages } from "#contract/messages";
import {
  deleteAgency,
  getAgency,
  getAgencyDeveloper,
  listAgencies,
  listAgencyDeveloperCertifications,
  listAgencyDeveloperProjects,
  listAgencyDevelopers,
} from "~/models/agency.server";
import { deleteClient, getClient, listClients } from "~/models/client.server";
import { errorMessage } from "~/models/errors";
import type { ListParams } from "~/models/list.server";
import { deleteFreelancer, getFreelancer, listFreelancerCertifications, listFreelancerProjects, listFreelancers } from "~/models/freelancer.server";
import { listLanguageOptions, listProficiencies, listProfileTypeOptions, listSkillOptions, listTechnologyOptions } from "~/models/option-list.server";
import { againstMock, API_BASE_PATH, apiErrorOf, apiPath, authHeader, createPact, EXAMPLE_TOKEN } from "./pact";
import { states, type ProviderState } from "./states";
import { PACT_MARKETPLACE_SEARCH } from "./states/marketplace-user";

const { boolean, eachLike, fromProviderState, integer, nullValue, regex, string } = MatchersV3;

const pact = createPact();

const EXAMPLE = { client: 31, agency: 32, developer: 33, freelancer: 34 };
const MISSING_ID = 999999;
const PAST_LAST = 9999;

/** A path whose ids the provider state gives, e.g. `user-client/${clientId}/`. */
function statePath(name: EndpointName, template: string, params: Record<string, number>) {
  return fromProviderState(`${API_BASE_PATH}${template}`, apiPath(name, params));
}

const person = (first: string, last: string) => ({
  uid: string("pact-market-x"),
  first_name: string(first),
  last_name: string(last),
  email: string("market@example.com"),
  contact_number: string("+919800000000"),
  is_active: boolean(true),
  is_pending_request: boolean(false),
});
const city = { id: integer(1), display_name: string("Mumbai, Maharashtra") };
const country = { id: integer(1), name: string("India"), code2: string("IN"), phone: string("91") };
const company = {
  name: string("Cara Co"),
  registration_number: string("U72200MH2020"),
  is_registered_company: boolean(true),
  company_url: string("https://example.com"),
  size: integer(25),
  identity: string("/api/v1/media/identity.pdf"),
  file_name: string("identity.pdf"),
};
const branches = eachLike({ id: integer(1), city, is_head_quarter: boolean(true) });
const titled = (title: string) => ({ id: integer(1), title: string(title) });
const portfolio = {
  profile_type: nullValue(),
  technologies: [],
  skills: [],
  sub_skills: [],
  experience: integer(4),
  availability: integer(1),
  education_details: string("B.Tech"),
  amount: regex("^\\d+(\\.\\d+)?$", "25.00"),
  salary_type: nullValue(),
  projects_count: integer(1),
  description: string("About me"),
  specialties: string("APIs"),
  file_name: string("id-proof.pdf"),
  document_file: string("/api/v1/media/id-proof.pdf"),
  communication_language: [],
};
const profile = (id: number, first: string, last: string, agency: unknown) => ({
  id: integer(id),
  ...person(first, last),
  city,
  country,
  profile_image: nullValue(),
  agency,
  portfolio,
});
const project = {
  id: integer(7),
  title: string("Storefront"),
  description: string("Storefront description"),
  technologies: [],
  skills: [],
  images: eachLike({ id: integer(1), url: string("/api/v1/media/shop.png") }),
  link: string("https://shop.example.com"),
  duration: integer(6),
  is_on_going: boolean(true),
};
const certificate = {
  id: integer(8),
  title: string("AWS Developer"),
  certification_date: regex("^\\d{4}-\\d{2}-\\d{2}$", "2024-05-17"),
  certificate_file: nullValue(),
  certification_link: string("https://cert.example.com/1"),
  description: string("AWS Developer description"),
};
const page = (item: unknown) => ({ count: integer(1), next: null, previous: null, results: eachLike(item) });

type Case = {
  endpoint: EndpointName;
  status: number;
  description: string;
  state?: ProviderState;
  path: unknown;
  query?: Record<string, string>;
  method?: "GET" | "DELETE";
  body?: unknown;
  call: () => Promise<unknown>;
  /** What the app reads of a success. */
  check?: (answer: unknown) => void;
};

const listCases = (
  endpoint: "clientList" | "agencyList" | "freelancerList",
  label: string,
  list: (token: string, params: ListParams) => Promise<unknown>,
  row: Record<string, unknown>,
): Case[] => [
  {
    endpoint,
    status: 200,
    description: `a search of the ${label} list`,
    state: states.marketplaceUsersExist,
    path: apiPath(endpoint),
    query: { page: "1", page_size: "10", search: PACT_MARKETPLACE_SEARCH, ordering: "-first_name" },
    body: page(row),
    call: () => list(EXAMPLE_TOKEN, { page: 1, page_size: 10, search: PACT_MARKETPLACE_SEARCH, ordering: "-first_name" }),
    check: (answer) => expect(answer).toMatchObject({ count: 1, results: [{ is_pending_request: false }] }),
  },
  {
    endpoint,
    status: 400,
    description: `the ${label} list sorted by an unknown field`,
    path: apiPath(endpoint),
    query: { page: "1", ordering: "password" },
    body: { ordering: eachLike(string("Ordering must be one of: id, uid, first_name (prefix - for descending).")) },
    call: () => list(EXAMPLE_TOKEN, { ordering: "password" }),
  },
  {
    endpoint,
    status: 404,
    description: `a page of the ${label} list past the last`,
    path: apiPath(endpoint),
    query: { page: String(PAST_LAST), page_size: "10" },
    body: { detail: string(messages.invalidPage) },
    call: () => list(EXAMPLE_TOKEN, { page: PAST_LAST, page_size: 10 }),
  },
];

const companyRow = { id: integer(EXAMPLE.client), ...person("Cara", "Client"), company: { name: string("Cara Co") } };
const agencyRef = { id: integer(EXAMPLE.agency), uid: string("pact-market-a"), name: string("Arun Agency") };

const detailCases = (endpoint: "clientGet" | "agencyGet" | "freelancerGet", label: string, template: string, key: string, get: (token: string, id: number) => Promise<unknown>, body: unknown): Case[] => {
  const id = EXAMPLE[label as keyof typeof EXAMPLE];
  return [
    {
      endpoint,
      status: 200,
      description: `a request for one ${label}`,
      state: states.marketplaceUsersExist,
      path: statePath(endpoint, template.replace("{id}", `\${${key}}`), { id }),
      body,
      call: () => get(EXAMPLE_TOKEN, id),
      check: (answer) => expect(answer).toMatchObject({ id, city: { display_name: "Mumbai, Maharashtra" } }),
    },
    {
      endpoint,
      status: 404,
      description: `a request for a ${label} that does not exist`,
      path: apiPath(endpoint, { id: MISSING_ID }),
      body: { detail: string(messages.notFound) },
      call: () => get(EXAMPLE_TOKEN, MISSING_ID),
    },
  ];
};

const deleteCases = (endpoint: "clientDelete" | "agencyDelete" | "freelancerDelete", label: "client" | "agency" | "freelancer", key: string, remove: (token: string, id: number) => Promise<void>, refusal: string): Case[] => {
  const id = EXAMPLE[label];
  const path = statePath(endpoint, `user-${label}/\${${key}}/`, { id });
  return [
    { endpoint, status: 204, method: "DELETE", description: `a request to delete a ${label}`, state: states.deletableUsersExist, path, call: () => remove(EXAMPLE_TOKEN, id) },
    {
      endpoint,
      status: 400,
      method: "DELETE",
      description: `a request to delete a ${label} that may not be deleted`,
      state: states.undeletableUsersExist,
      path,
      body: { detail: string(refusal) },
      call: () => remove(EXAMPLE_TOKEN, id),
    },
    {
      endpoint,
      status: 404,
      method: "DELETE",
      description: `a request to delete a ${label} that does not exist`,
      path: apiPath(endpoint, { id: MISSING_ID }),
      body: { detail: string(messages.notFound) },
      call: () => remove(EXAMPLE_TOKEN, MISSING_ID),
    },
  ];
};

/** 200 on page 1, 400 on page 0, 404 past the last page: the projects and certificates calls. */
const portfolioPageCases = (endpoint: EndpointName, label: string, template: string, params: Record<string, number>, item: unknown, list: (page: number) => Promise<unknown>): Case[] => [
  { endpoint, status: 200, description: `the first page of ${label}`, state: states.marketplaceUsersExist, path: statePath(endpoint, template, params), query: { page: "1" }, body: page(item), call: () => list(1) },
  {
    endpoint,
    status: 400,
    description: `page 0 of ${label}`,
    state: states.marketplaceUsersExist,
    path: statePath(endpoint, template, params),
    query: { page: "0" },
    body: { page: eachLike(string("Too small: expected number to be >=1")) },
    call: () => list(0),
  },
  {
    endpoint,
    status: 404,
    description: `a page of ${label} past the last`,
    state: states.marketplaceUsersExist,
    path: statePath(endpoint, template, params),
    query: { page: String(PAST_LAST) },
    body: { detail: string(messages.invalidPage) },
    call: () => list(PAST_LAST),
  },
];

const developerParams = { agencyId: EXAMPLE.agency, id: EXAMPLE.developer };
const longSearch = "x".repeat(101);

const cases: Case[] = [
  ...listCases("clientList", "client", listClients, companyRow),
  ...listCases("agencyList", "agency", listAgencies, { ...companyRow, id: integer(EXAMPLE.agency), company: { name: string("Arun Agency") } }),
  {
    endpoint: "agencyList",
    status: 200,
    description: "a search of the active agencies (an agency to assign)",
    state: states.marketplaceUsersExist,
    path: apiPath("agencyList"),
    query: { page: "1", page_size: "20", search: PACT_MARKETPLACE_SEARCH, ordering: "company__name", is_active: "true" },
    body: page({ ...companyRow, id: integer(EXAMPLE.agency), company: { name: string("Arun Agency") } }),
    call: () => listAgencies(EXAMPLE_TOKEN, { page_size: 20, search: PACT_MARKETPLACE_SEARCH, ordering: "company__name", active: true }),
    check: (answer) => expect(answer).toMatchObject({ count: 1, results: [{ is_active: true }] }),
  },
  ...listCases("freelancerList", "freelancer", listFreelancers, { id: integer(EXAMPLE.freelancer), ...person("Fay", "Freelancer") }),
  ...detailCases("clientGet", "client", "user-client/{id}/", "clientId", getClient, {
    id: integer(EXAMPLE.client),
    ...person("Cara", "Client"),
    city,
    country,
    profile_image: nullValue(),
    company,
    branches,
    assigned_agencies_log: [],
    pending_agency_request: [],
  }),
  ...detailCases("agencyGet", "agency", "user-agency/{id}/", "agencyId", getAgency, {
    id: integer(EXAMPLE.agency),
    ...person("Arun", "Agency"),
    city,
    country,
    profile_image: nullValue(),
    company: { ...company, name: string("Arun Agency"), technologies: [] },
    branches,
    agency_developers_count: integer(1),
    pending_developers_request: integer(0),
  }),
  ...detailCases("freelancerGet", "freelancer", "user-freelancer/{id}/", "freelancerId", getFreelancer, profile(EXAMPLE.freelancer, "Fay", "Freelancer", nullValue())),
  ...deleteCases("clientDelete", "client", "clientId", deleteClient, marketplaceUserMessages.pendingRequest("client")),
  ...deleteCases("agencyDelete", "agency", "agencyId", deleteAgency, marketplaceUserMessages.agencyHasDevelopers(1)),
  ...deleteCases("freelancerDelete", "freelancer", "freelancerId", deleteFreelancer, marketplaceUserMessages.pendingRequest("freelancer")),
  {
    endpoint: "agencyDevelopers",
    status: 200,
    description: "the first page of an agency's developers",
    state: states.marketplaceUsersExist,
    path: statePath("agencyDevelopers", "user-agency/${agencyId}/agency-developers/", { id: EXAMPLE.agency }),
    query: { page: "1" },
    body: page({ id: integer(EXAMPLE.developer), uid: string("pdev1"), name: string("Dev Eloper"), experience: integer(4), projects: integer(1), certifications: integer(1) }),
    call: () => listAgencyDevelopers(EXAMPLE_TOKEN, EXAMPLE.agency),
    check: (answer) => expect(answer).toMatchObject({ results: [{ id: EXAMPLE.developer, projects: 1, certifications: 1 }] }),
  },
  {
    endpoint: "agencyDevelopers",
    status: 400,
    description: "an agency's developers with a page size past the largest",
    state: states.marketplaceUsersExist,
    path: statePath("agencyDevelopers", "user-agency/${agencyId}/agency-developers/", { id: EXAMPLE.agency }),
    query: { page: "1", page_size: "500" },
    body: { page_size: eachLike(string("Too big: expected number to be <=100")) },
    call: () => listAgencyDevelopers(EXAMPLE_TOKEN, EXAMPLE.agency, { page_size: 500 }),
  },
  {
    endpoint: "agencyDevelopers",
    status: 404,
    description: "the developers of an agency that does not exist",
    path: apiPath("agencyDevelopers", { id: MISSING_ID }),
    query: { page: "1" },
    body: { detail: string(messages.notFound) },
    call: () => listAgencyDevelopers(EXAMPLE_TOKEN, MISSING_ID),
  },
  {
    endpoint: "agencyDeveloperGet",
    status: 200,
    description: "a request for one developer of an agency",
    state: states.marketplaceUsersExist,
    path: statePath("agencyDeveloperGet", "user-agency-developer/${agencyId}/${developerId}/", developerParams),
    body: profile(EXAMPLE.developer, "Dev", "Eloper", agencyRef),
    call: () => getAgencyDeveloper(EXAMPLE_TOKEN, EXAMPLE.agency, EXAMPLE.developer),
    check: (answer) => expect(answer).toMatchObject({ id: EXAMPLE.developer, agency: { id: EXAMPLE.agency } }),
  },
  {
    endpoint: "agencyDeveloperGet",
    status: 404,
    description: "a request for a developer who is not the agency's",
    state: states.marketplaceUsersExist,
    path: statePath("agencyDeveloperGet", `user-agency-developer/\${agencyId}/${MISSING_ID}/`, { agencyId: EXAMPLE.agency, id: MISSING_ID }),
    body: { detail: string(messages.notFound) },
    call: () => getAgencyDeveloper(EXAMPLE_TOKEN, EXAMPLE.agency, MISSING_ID),
  },
  ...portfolioPageCases("agencyDeveloperProjects", "a developer's projects", "user-agency-developer/${agencyId}/${developerId}/projects/", developerParams, project, (n) =>
    listAgencyDeveloperProjects(EXAMPLE_TOKEN, EXAMPLE.agency, EXAMPLE.developer, n),
  ),
  ...portfolioPageCases("agencyDeveloperCertifications", "a developer's certificates", "user-agency-developer/${agencyId}/${developerId}/certifications/", developerParams, certificate, (n) =>
    listAgencyDeveloperCertifications(EXAMPLE_TOKEN, EXAMPLE.agency, EXAMPLE.developer, n),
  ),
  ...portfolioPageCases("freelancerProjects", "a freelancer's projects", "user-freelancer/${freelancerId}/projects/", { id: EXAMPLE.freelancer }, project, (n) =>
    listFreelancerProjects(EXAMPLE_TOKEN, EXAMPLE.freelancer, n),
  ),
  ...portfolioPageCases("freelancerCertifications", "a freelancer's certificates", "user-freelancer/${freelancerId}/certifications/", { id: EXAMPLE.freelancer }, certificate, (n) =>
    listFreelancerCertifications(EXAMPLE_TOKEN, EXAMPLE.freelancer, n),
  ),
  {
    endpoint: "technologyOptions",
    status: 200,
    description: "the technology options",
    state: states.technologyExists,
    path: apiPath("technologyOptions"),
    body: eachLike(titled("TypeScript")),
    call: () => listTechnologyOptions(EXAMPLE_TOKEN),
  },
  {
    endpoint: "technologyOptions",
    status: 400,
    description: "the technology options searched with a term too long",
    path: apiPath("technologyOptions"),
    query: { search: longSearch },
    body: { search: eachLike(string("Too big: expected string to have <=100 characters")) },
    call: () => listTechnologyOptions(EXAMPLE_TOKEN, longSearch),
  },
  {
    endpoint: "skillOptions",
    status: 200,
    description: "the top-level skill options",
    state: states.skillExists,
    path: apiPath("skillOptions"),
    query: { depth: "1" },
    body: eachLike({ ...titled("Backend"), parent: nullValue() }),
    call: () => listSkillOptions(EXAMPLE_TOKEN),
  },
  {
    endpoint: "skillOptions",
    status: 400,
    description: "the sub-skill options of a parent that is no id",
    path: apiPath("skillOptions"),
    query: { parent: "0" },
    body: { parent: eachLike(string("Enter a whole number or a comma-separated list of whole numbers.")) },
    call: () => listSkillOptions(EXAMPLE_TOKEN, { parents: [0] }),
  },
  {
    endpoint: "profileTypeOptions",
    status: 200,
    description: "the profile type options",
    state: states.profileTypeExists,
    path: apiPath("profileTypeOptions"),
    body: eachLike(titled("Developer")),
    call: () => listProfileTypeOptions(EXAMPLE_TOKEN),
  },
  {
    endpoint: "profileTypeOptions",
    status: 400,
    description: "the profile type options searched with a term too long",
    path: apiPath("profileTypeOptions"),
    query: { search: longSearch },
    body: { search: eachLike(string("Too big: expected string to have <=100 characters")) },
    call: () => listProfileTypeOptions(EXAMPLE_TOKEN, longSearch),
  },
  {
    endpoint: "proficiencyOptions",
    status: 200,
    description: "the proficiency levels",
    path: apiPath("proficiencyOptions"),
    body: eachLike(titled("Fluent")),
    call: () => listProficiencies(EXAMPLE_TOKEN),
  },
  {
    endpoint: "languageOptions",
    status: 200,
    description: "the language options searched by name",
    path: apiPath("languageOptions"),
    query: { search: "hindi" },
    body: eachLike({ key: string("hi"), value: string("Hindi") }),
    call: () => listLanguageOptions(EXAMPLE_TOKEN, "hindi"),
  },
  {
    endpoint: "languageOptions",
    status: 400,
    description: "the language options searched with a term too long",
    path: apiPath("languageOptions"),
    query: { search: longSearch },
    body: { search: eachLike(string("Too big: expected string to have <=100 characters")) },
    call: () => listLanguageOptions(EXAMPLE_TOKEN, longSearch),
  },
];

describe("manage users and the user forms' option lists", () => {
  for (const item of cases) {
    it(`${item.status}: ${item.endpoint}, ${item.description}`, async () => {
      let builder = pact.given(states.adminSignedIn);
      if (item.state) builder = builder.given(item.state);
      builder
        .uponReceiving(item.description)
        .withRequest({ method: item.method ?? "GET", path: item.path as string, headers: authHeader, ...(item.query ? { query: item.query } : {}) })
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
