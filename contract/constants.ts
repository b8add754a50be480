// Plain values of API v1 that list pages and the shell need in the browser: page sizes, list
// orderings, tabs and option lists. No zod here (decision 013): a module that builds schemas
// brings zod (28 KB gzip) to every page that imports anything from it, and a list validates
// nothing. The area modules re-export these for the API and the schemas.
import type { PermissionCode } from "./permissions";

export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;

/** Master data title and description bounds (spec §5), also on the browser's form. */
export const TITLE_MAX = 100;
export const DESCRIPTION_MAX = 500;

/** Status of master data (spec §3): 1 active, 0 inactive. Forms send it as a string. */
export const STATUS_OPTIONS = [
  { value: 1, label: "Active" },
  { value: 0, label: "In-active" },
] as const;

/** A user's `is_active` as forms offer it: the same two labels as STATUS_OPTIONS (spec §3 option lists). */
export const IS_ACTIVE_OPTIONS = [
  { value: "true", label: STATUS_OPTIONS[0].label },
  { value: "false", label: STATUS_OPTIONS[1].label },
] as const;

export const USER_TYPES = { client: 3, agency: 4, freelancer: 5, agencyDeveloper: 6 } as const;

export const MASTER_DATA_ORDERING = ["id", "title", "description", "status"] as const;
export const ROLE_ORDERING = ["id", "name"] as const;
export const SUB_ADMIN_ORDERING = ["id", "first_name", "last_name", "email", "is_active"] as const;

/** The contact-us tabs: `user_type` is the tab index plus 1. */
export const CONTACT_US_USER_TYPES = { company: 1, resources: 2 } as const;
/** The list collapses a message after this many characters (spec §9). */
export const CONTACT_US_READ_MORE_AT = 100;
export const CONTACT_US_ORDERING = ["first_name", "last_name"] as const;

/** The plan tabs and `{type}` of /manage-subscription/{type}/... with their user_type. */
export const PLAN_USER_TYPES = { client: USER_TYPES.client, agency: USER_TYPES.agency, freelancer: USER_TYPES.freelancer } as const;
export const PLAN_ORDERING = ["id", "name", "amount", "recurring", "currency"] as const;

export const NOTIFICATION_PAGE_SIZE = 10;

/** Manage users (spec §2, §3): the tabs' lists sort over their visible columns (`company__name` as DRF spells a related field). */
export const CLIENT_ORDERING = ["id", "uid", "first_name", "last_name", "email", "contact_number", "company__name", "is_active"] as const;
export const AGENCY_ORDERING = CLIENT_ORDERING;
export const FREELANCER_ORDERING = ["id", "uid", "first_name", "last_name", "email", "contact_number", "is_active"] as const;
/** Projects and certificates of a freelancer or developer: 10 per page (spec §9). */
export const PORTFOLIO_PAGE_SIZE = 10;
/** Availability (spec §3): 1 Part Time, otherwise Full Time; the employment types' ids. */
export const AVAILABILITY_LABELS = { 1: "Part Time", 2: "Full Time" } as const;
/** Option lists answer at most this many items; `search` narrows them. */
export const OPTION_LIST_LIMIT = 100;

/** The bound of a rejection message (spec §5 leaves it unshown; issue 12 asks for one; decision 043). */
export const REJECTION_MESSAGE_MAX = 1000;

/** A request's status (spec §3): pending, approved, rejected. */
export const REQUEST_STATUS = { pending: 1, approved: 2, rejected: 3 } as const;

/** Spec §6: reading requests and the rejection log; each decision has its own code. */
export const USER_REQUEST_PERMISSIONS = {
  view: "user.view_userrequest",
  approve: "user.approve_userrequest",
  reject: "user.reject_userrequest",
} as const satisfies Record<string, PermissionCode>;
