// The request-review lists (request-review spec §2): new and updated requests, the rejection log
// and agency developer requests; what each tab asks the API for, and where a row leads with the
// list's state in `back=` (decision 024). Reaches the browser: no zod, so the contract's values
// are only checked against here (`satisfies`), never imported.
import type { PermissionCode } from "#contract/permissions";
import type { REJECTION_ORDERING, REQUEST_ORDERING, RequestStatus } from "#contract/user-request";
import { defineList, linksBackTo, listSearch, type ListState } from "~/utils/list-state";

type RequestOrdering = (typeof REQUEST_ORDERING)[number];
type RejectionOrdering = (typeof REJECTION_ORDERING)[number];

/** Spec §6: the request lists and their details need the user-request view code. */
export const REQUEST_VIEW_PERMISSION = "user.view_userrequest" satisfies PermissionCode;
/** The agency filter searches user-agency/ (spec §7), which needs the agency view code. */
export const AGENCY_VIEW_PERMISSION = "user.can_view_agency" satisfies PermissionCode;

export const NEW_REQUESTS_PATH = "/new-request";
export const UPDATED_REQUESTS_PATH = "/updated-request";
export const REJECTED_LOGS_PATH = "/rejected-logs";
export const DEVELOPER_REQUESTS_PATH = "/developer-requests";

/** The kinds a request list has a tab for, and the user type the API takes for each (spec §3). */
export const requestUserTypes = { client: 3, agency: 4, freelancer: 5, "agency-developer": 6 } as const;
export type RequestKind = keyof typeof requestUserTypes;
export type CompanyOrPersonKind = Exclude<RequestKind, "agency-developer">;

const kindTabs = [
  { id: "client", label: "Client" },
  { id: "agency", label: "Agency" },
  { id: "freelancer", label: "Freelancers" },
] as const satisfies readonly { id: CompanyOrPersonKind; label: string }[];

const requestOrderings = ["id", "first_name", "last_name", "email", "company_name"] as const satisfies readonly RequestOrdering[];

/**
 * The updated list's status filter: the list holds pending and rejected updates (spec §2), and the
 * dashboard's pending counts lead to the pending ones only.
 */
export const UPDATED_STATUS_CHOICES = ["pending", "rejected"] as const;
export type UpdatedStatusChoice = (typeof UPDATED_STATUS_CHOICES)[number];
export const updatedStatusLabels: Record<UpdatedStatusChoice, string> = { pending: "Pending", rejected: "Rejected" };

/** /new-request and /updated-request: Client, Agency, Freelancers (spec §2). */
export const newRequestList = defineList({ orderings: requestOrderings, tabs: kindTabs });
export const updatedRequestList = defineList({ orderings: requestOrderings, tabs: kindTabs, filters: { status: UPDATED_STATUS_CHOICES } });

/** /rejected-logs: the three kinds and Agency Developers; a tab change resets page and page size (spec §2). */
export const rejectedLogList = defineList({
  orderings: ["first_name", "last_name", "modified"] as const satisfies readonly RejectionOrdering[],
  tabs: [...kindTabs, { id: "agency-developer", label: "Agency Developers" }],
});

/** The developer list's status filter (spec §4): New is a registration, Update a profile change. */
export const DEVELOPER_STATUS_CHOICES = ["new", "update"] as const;
export type DeveloperStatusChoice = (typeof DEVELOPER_STATUS_CHOICES)[number];
export const developerStatusLabels: Record<DeveloperStatusChoice, string> = { new: "New", update: "Update" };

/** /developer-requests: 10, 25 or 100 rows (spec §9), filtered by agency and by New / Update. */
export const developerRequestList = defineList({
  orderings: ["first_name", "last_name", "email", "modified"] as const satisfies readonly RequestOrdering[],
  pageSizes: [10, 25, 100],
  filters: { agency: "id", status: DEVELOPER_STATUS_CHOICES },
});

export function requestKindOfTab(tab: string): RequestKind {
  return tab in requestUserTypes ? (tab as RequestKind) : "client";
}

/** The API's `new_registered` flag for the developer list's status filter; undefined for both. */
export function newRegisteredOf(status: DeveloperStatusChoice | undefined): boolean | undefined {
  return status === undefined ? undefined : status === "new";
}

/**
 * The statuses each list asks for: the new list holds pending registrations; the updated list
 * pending and rejected updates (spec §2: status 1 reads Pending, anything else Rejected).
 */
export const newListStatuses: readonly RequestStatus[] = [1];
export const updatedListStatuses: readonly RequestStatus[] = [1, 3];

/** The statuses the updated list asks for under its status filter; both without one. */
export function updatedStatusesOf(choice: UpdatedStatusChoice | undefined): readonly RequestStatus[] {
  if (choice === "pending") return [1];
  if (choice === "rejected") return [3];
  return updatedListStatuses;
}

/** A request's status as the updated list shows it; the new list holds pending ones only. */
export const requestStatusOf = (status: number): "pending" | "rejected" => (status === 1 ? "pending" : "rejected");

/** The list as the admin sees it now: where a detail page's Back (and a decision) returns. */
export function listHref(path: string, state: ListState, config: Parameters<typeof listSearch>[2]): string {
  return `${path}${listSearch(state, {}, config)}`;
}

/**
 * The detail routes (H2's pages) of a list's rows: `/new-requests/client-view/12?back=...` and the
 * like, `back` being the list as it is now (built once for all its rows).
 */
export const requestDetailHref = {
  new: (state: ListState) => {
    const backTo = linksBackTo(listHref(NEW_REQUESTS_PATH, state, newRequestList));
    return (kind: CompanyOrPersonKind, id: number) => backTo(`/new-requests/${kind}-view/${id}`);
  },
  updated: (state: ListState) => {
    const backTo = linksBackTo(listHref(UPDATED_REQUESTS_PATH, state, updatedRequestList));
    return (kind: CompanyOrPersonKind, id: number) => backTo(`/updated-request/${kind}-view/${id}`);
  },
  rejected: (state: ListState) => {
    const backTo = linksBackTo(listHref(REJECTED_LOGS_PATH, state, rejectedLogList));
    return (kind: RequestKind, id: number) => backTo(`/rejected-logs/${kind}-view/${id}`);
  },
  developer: (state: ListState) => {
    const backTo = linksBackTo(listHref(DEVELOPER_REQUESTS_PATH, state, developerRequestList));
    return (id: number) => backTo(`${DEVELOPER_REQUESTS_PATH}/${id}`);
  },
};

/** '-' stands for an empty value (spec §2). */
export const orDash = (value: string | null | undefined) => (value && value.trim() !== "" ? value : "-");

/** First and last name joined (spec §2 "Name"); '-' when both are empty. */
export const joinedName = (row: { first_name: string; last_name: string }) => orDash(`${row.first_name} ${row.last_name}`.trim());

/** The agency lookup of the developer list's filter (app/routes/requests/agency-lookup.tsx). */
export const agencyLookupUrl = (text: string) => `/lookups/agencies?${new URLSearchParams({ search: text })}`;
/** The same lookup for choosing an agency to assign: active agencies only. */
export const activeAgencyLookupUrl = (text: string, except?: string) =>
  `/lookups/agencies?${new URLSearchParams({ search: text, active: "1", ...(except ? { except } : {}) })}`;
/** Spec §5, §9: the agency search fires with more than 2 characters. */
export const AGENCY_SEARCH_MIN_CHARS = 3;

// Icons of the request lists only, kept out of app/ui/icons.tsx: that table is in every page's JavaScript.
export const VIEW_ICON = "M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Zm10 3a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z";
export const FILTER_ICON = "M4 5h16l-6 7.5V19l-4 1.5v-8L4 5Z";
