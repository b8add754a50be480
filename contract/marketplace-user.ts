// Marketplace users for the back-office (spec §2 Manage users, §3, §7 Users): the client, agency
// and freelancer lists, their details and delete, an agency's developers, and a freelancer's or
// developer's projects and certificates. Paths are DRF-style; the ones the spec leaves unnamed
// are chosen in decision 040.
import { z } from "./zod";
import { AGENCY_ORDERING, CLIENT_ORDERING, FREELANCER_ORDERING, PORTFOLIO_PAGE_SIZE, USER_TYPES } from "./constants";
import { exportableListQuerySchema, flagQueryField, listQuerySchema, MAX_DB_ID, pagedSchema } from "./common";
import { defineEndpoint } from "./endpoint";
import { titledOptionSchema } from "./option-list";
import type { PermissionCode } from "./permissions";
// Defined without zod for the browser (contract/constants.ts).
export { AGENCY_ORDERING, CLIENT_ORDERING, FREELANCER_ORDERING, PORTFOLIO_PAGE_SIZE };

export type MarketplaceUserKind = "client" | "agency" | "freelancer";
export const MARKETPLACE_USER_TYPES = { client: USER_TYPES.client, agency: USER_TYPES.agency, freelancer: USER_TYPES.freelancer } as const;

/** The codes of spec §6 for each kind: view guards its reads, delete its DELETE. */
export const marketplaceUserPermissions = {
  client: { view: "user.can_view_client", change: "user.can_change_client", delete: "user.can_delete_client" },
  agency: { view: "user.can_view_agency", change: "user.can_change_agency", delete: "user.can_delete_agency" },
  freelancer: { view: "user.can_view_freelancer", change: "user.can_change_freelancer", delete: "user.can_delete_freelancer" },
} as const satisfies Record<MarketplaceUserKind, Record<"view" | "change" | "delete", PermissionCode>>;

/** The 400s of DELETE (decision 040): nothing is deleted. */
export const marketplaceUserMessages = {
  pendingRequest: (kind: MarketplaceUserKind) =>
    `This ${kind} has a pending request. Approve or reject it before deleting the ${kind}.`,
  agencyHasDevelopers: (developers: number) =>
    `This agency has ${developers} ${developers === 1 ? "developer" : "developers"}. An agency can be deleted only when it has no developers.`,
} as const;

// ---------------------------------------------------------------- shared pieces

const option = titledOptionSchema;
export const userCitySchema = z.object({ id: z.number().int(), display_name: z.string() });
export const userCountrySchema = z.object({ id: z.number().int(), name: z.string(), code2: z.string(), phone: z.string() });
const dateTime = z.iso.datetime({ offset: true });
/** `YYYY-MM-DD`. */
const date = z.iso.date();

export const companySchema = z.object({
  name: z.string(),
  registration_number: z.string().nullable(),
  is_registered_company: z.boolean(),
  company_url: z.string().nullable(),
  /** Head count; null when not given (the screens show 0). */
  size: z.number().int().nullable(),
  /** The ID proof: a stored file's URL path (`/api/v1/media/...`). */
  identity: z.string().nullable(),
  file_name: z.string().nullable(),
});
export type Company = z.infer<typeof companySchema>;
export const agencyCompanySchema = companySchema.extend({ technologies: z.array(option) });

export const branchSchema = z.object({ id: z.number().int(), city: userCitySchema, is_head_quarter: z.boolean() });
export type Branch = z.infer<typeof branchSchema>;

/** An agency as other users' answers name it. */
export const agencyRefSchema = z.object({ id: z.number().int(), uid: z.string(), name: z.string() });

// ---------------------------------------------------------------- lists

const listRowFields = {
  id: z.number().int(),
  uid: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  contact_number: z.string().nullable(),
  is_active: z.boolean(),
  /** A request of the user's is waiting for review: the app disables Edit User. */
  is_pending_request: z.boolean(),
};
/** A row of user-client/ and user-agency/. */
export const companyUserListItemSchema = z.object({ ...listRowFields, company: z.object({ name: z.string() }).nullable() });
export type CompanyUserListItem = z.infer<typeof companyUserListItemSchema>;
/** A row of user-freelancer/. */
export const freelancerListItemSchema = z.object(listRowFields);
export type FreelancerListItem = z.infer<typeof freelancerListItemSchema>;

export const clientListQuerySchema = exportableListQuerySchema(CLIENT_ORDERING);
/** `is_active=true`: the agencies a client may be assigned (the choosers of decision 056). */
export const agencyListQuerySchema = exportableListQuerySchema(AGENCY_ORDERING).extend({ is_active: flagQueryField });
export const freelancerListQuerySchema = exportableListQuerySchema(FREELANCER_ORDERING);
export type MarketplaceUserListQuery = { page?: number; page_size?: number; search?: string; ordering?: string };

// ---------------------------------------------------------------- details

const detailFields = {
  ...listRowFields,
  city: userCitySchema.nullable(),
  country: userCountrySchema.nullable(),
  profile_image: z.string().nullable(),
};

const assignedAgencySchema = z.object({ id: z.number().int(), agency: agencyRefSchema, created: dateTime });
const pendingAgencyRequestSchema = z.object({ id: z.number().int(), created: dateTime });

/** user-client/{id}/ (spec §3 Client). */
export const clientSchema = z.object({
  ...detailFields,
  company: companySchema.nullable(),
  branches: z.array(branchSchema),
  /** Agencies assigned to the client, newest first. */
  assigned_agencies_log: z.array(assignedAgencySchema),
  /** The client's requests for an agency that no agency has been assigned to yet ("Requested"). */
  pending_agency_request: z.array(pendingAgencyRequestSchema),
});
export type Client = z.infer<typeof clientSchema>;

/** user-agency/{id}/ (spec §3 Agency, Agency user). */
export const agencySchema = z.object({
  ...detailFields,
  company: agencyCompanySchema.nullable(),
  branches: z.array(branchSchema),
  agency_developers_count: z.number().int().nonnegative(),
  /** Developer registrations of the agency waiting for review. */
  pending_developers_request: z.number().int().nonnegative(),
});
export type Agency = z.infer<typeof agencySchema>;

export const communicationLanguageSchema = z.object({
  id: z.number().int(),
  communication_language: z.object({ key: z.string(), value: z.string() }),
  proficiency: option,
});

export const portfolioSchema = z.object({
  profile_type: option.nullable(),
  technologies: z.array(option),
  skills: z.array(option),
  sub_skills: z.array(option),
  /** Years. */
  experience: z.number().nullable(),
  /** 1 Part Time, 2 Full Time (AVAILABILITY_LABELS). */
  availability: z.number().int().nullable(),
  education_details: z.string(),
  /** A decimal as text ("25.00"), as DRF writes a DecimalField. */
  amount: z.string().nullable(),
  /** The period the amount is per: a recurring period (Hourly, Daily, Weekly, Monthly). */
  salary_type: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  projects_count: z.number().int().nonnegative(),
  description: z.string(),
  specialties: z.string(),
  file_name: z.string().nullable(),
  document_file: z.string().nullable(),
  communication_language: z.array(communicationLanguageSchema),
});
export type Portfolio = z.infer<typeof portfolioSchema>;

/** user-freelancer/{id}/ and user-agency-developer/{agencyId}/{id}/ (spec §3 Developer or freelancer). */
export const freelancerSchema = z.object({
  ...detailFields,
  /** The developer's agency; null for a freelancer. */
  agency: agencyRefSchema.nullable(),
  portfolio: portfolioSchema.nullable(),
});
export type Freelancer = z.infer<typeof freelancerSchema>;
export type AgencyDeveloper = Freelancer;

/** A row of user-agency/{id}/agency-developers/ (spec §3 Agency developer). */
export const agencyDeveloperListItemSchema = z.object({
  id: z.number().int(),
  uid: z.string(),
  name: z.string(),
  /** Years; null without a portfolio. */
  experience: z.number().nullable(),
  projects: z.number().int().nonnegative(),
  certifications: z.number().int().nonnegative(),
});
export type AgencyDeveloperListItem = z.infer<typeof agencyDeveloperListItemSchema>;

export const projectSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  technologies: z.array(option),
  skills: z.array(option),
  images: z.array(z.object({ id: z.number().int(), url: z.string() })),
  link: z.string().nullable(),
  /** Months. */
  duration: z.number().int(),
  is_on_going: z.boolean(),
});
export type Project = z.infer<typeof projectSchema>;

export const certificateSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  certification_date: date,
  certificate_file: z.string().nullable(),
  certification_link: z.string().nullable(),
  description: z.string(),
});
export type Certificate = z.infer<typeof certificateSchema>;

/** A page of projects or certificates: `page` only, PORTFOLIO_PAGE_SIZE a page, newest first. */
export const portfolioPageQuerySchema = z.object({ page: z.coerce.number().int().min(1).max(MAX_DB_ID).default(1) });

// ---------------------------------------------------------------- endpoints

const LIST = [200, 400, 401, 403, 404] as const;
const DETAIL = [200, 401, 403, 404] as const;
const PAGE = [200, 400, 401, 403, 404] as const;
const DELETE = [204, 400, 401, 403, 404] as const;
const { client, agency, freelancer } = marketplaceUserPermissions;

export const marketplaceUserEndpoints = {
  clientList: defineEndpoint({
    method: "GET",
    path: "user-client/",
    auth: true,
    permission: client.view,
    statuses: LIST,
    summary: "Clients, paged, searched (names, email, company name, uid) and sorted; newest first by default",
    query: clientListQuerySchema,
    answer: pagedSchema(companyUserListItemSchema),
  }),
  clientGet: defineEndpoint({ method: "GET", path: "user-client/{id}/", auth: true, permission: client.view, statuses: DETAIL, summary: "One client", answer: clientSchema }),
  clientDelete: defineEndpoint({
    method: "DELETE",
    path: "user-client/{id}/",
    auth: true,
    permission: client.delete,
    statuses: DELETE,
    summary: "Delete a client and all their data; 400 while a request of theirs is pending",
  }),
  agencyList: defineEndpoint({
    method: "GET",
    path: "user-agency/",
    auth: true,
    permission: agency.view,
    statuses: LIST,
    summary: "Agencies, paged, searched (names, email, company name, uid) and sorted; newest first by default",
    query: agencyListQuerySchema,
    answer: pagedSchema(companyUserListItemSchema),
  }),
  agencyGet: defineEndpoint({ method: "GET", path: "user-agency/{id}/", auth: true, permission: agency.view, statuses: DETAIL, summary: "One agency", answer: agencySchema }),
  agencyDelete: defineEndpoint({
    method: "DELETE",
    path: "user-agency/{id}/",
    auth: true,
    permission: agency.delete,
    statuses: DELETE,
    summary: "Delete an agency and all its data; 400 while it has developers or a pending request",
  }),
  agencyDevelopers: defineEndpoint({
    method: "GET",
    path: "user-agency/{id}/agency-developers/",
    auth: true,
    permission: agency.view,
    statuses: PAGE,
    summary: "An agency's developers, paged, newest first (404 for an unknown agency)",
    query: listQuerySchema.pick({ page: true, page_size: true }),
    answer: pagedSchema(agencyDeveloperListItemSchema),
  }),
  agencyDeveloperGet: defineEndpoint({
    method: "GET",
    path: "user-agency-developer/{agencyId}/{id}/",
    auth: true,
    permission: agency.view,
    statuses: DETAIL,
    summary: "One developer of an agency (404 when the developer is not that agency's)",
    answer: freelancerSchema,
  }),
  agencyDeveloperProjects: defineEndpoint({
    method: "GET",
    path: "user-agency-developer/{agencyId}/{id}/projects/",
    auth: true,
    permission: agency.view,
    statuses: PAGE,
    summary: `A developer's projects, ${PORTFOLIO_PAGE_SIZE} a page, newest first`,
    query: portfolioPageQuerySchema,
    answer: pagedSchema(projectSchema),
  }),
  agencyDeveloperCertifications: defineEndpoint({
    method: "GET",
    path: "user-agency-developer/{agencyId}/{id}/certifications/",
    auth: true,
    permission: agency.view,
    statuses: PAGE,
    summary: `A developer's certificates, ${PORTFOLIO_PAGE_SIZE} a page, newest first`,
    query: portfolioPageQuerySchema,
    answer: pagedSchema(certificateSchema),
  }),
  freelancerList: defineEndpoint({
    method: "GET",
    path: "user-freelancer/",
    auth: true,
    permission: freelancer.view,
    statuses: LIST,
    summary: "Freelancers, paged, searched (names, email, uid) and sorted; newest first by default",
    query: freelancerListQuerySchema,
    answer: pagedSchema(freelancerListItemSchema),
  }),
  freelancerGet: defineEndpoint({ method: "GET", path: "user-freelancer/{id}/", auth: true, permission: freelancer.view, statuses: DETAIL, summary: "One freelancer", answer: freelancerSchema }),
  freelancerDelete: defineEndpoint({
    method: "DELETE",
    path: "user-freelancer/{id}/",
    auth: true,
    permission: freelancer.delete,
    statuses: DELETE,
    summary: "Delete a freelancer and all their data; 400 while a request of theirs is pending",
  }),
  freelancerProjects: defineEndpoint({
    method: "GET",
    path: "user-freelancer/{id}/projects/",
    auth: true,
    permission: freelancer.view,
    statuses: PAGE,
    summary: `A freelancer's projects, ${PORTFOLIO_PAGE_SIZE} a page, newest first`,
    query: portfolioPageQuerySchema,
    answer: pagedSchema(projectSchema),
  }),
  freelancerCertifications: defineEndpoint({
    method: "GET",
    path: "user-freelancer/{id}/certifications/",
    auth: true,
    permission: freelancer.view,
    statuses: PAGE,
    summary: `A freelancer's certificates, ${PORTFOLIO_PAGE_SIZE} a page, newest first`,
    query: portfolioPageQuerySchema,
    answer: pagedSchema(certificateSchema),
  }),
};
