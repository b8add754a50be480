import { readFileSync } from "node:fs";
import path from "node:path";
import type { E2EDetailPages } from "./detail-pages-data";
import type { E2ERequestLists } from "./request-lists-data";
import type { E2ERequestDetails } from "./request-details-data";
import type { E2ERequestDashboard } from "./request-dashboard-data";
import type { E2ERequestDecisions } from "./request-decisions-data";
import type { E2EAssignAgency } from "./assign-agency-data";
import type { E2EUserEditCompanies } from "./user-edit-ca-data";
import type { E2EUserEditPortfolio } from "./user-edit-pc-data";
import type { E2EFreelancerEdit } from "./user-edit-fl-data";

/** Data the e2e server seeds before it starts; shared by the server launcher and the specs. */
export type E2EUser = {
  id: number;
  username: string;
  email: string;
  password: string;
  first_name: string;
  last_name: string;
};

export type E2EInvitation = { email: string; path: string };

export type E2EData = {
  admin: { username: string; email: string; password: string };
  /** Key: `${project}:${purpose}`, one user per project and per test that changes state. */
  users: Record<string, E2EUser>;
  /** Key: project name. */
  invitations: Record<string, E2EInvitation>;
  /** A skill with more sub skills than the API's result window: its list's count is capped. */
  cappedSkillId: number;
  /** The agency, developers and freelancer of the detail pages' specs. */
  detailPages: E2EDetailPages;
  /** Marketplace users of the /manage-users specs (support/marketplace-users.ts). */
  marketplace: E2EMarketplace;
  /** Requests of the request-list specs (support/request-lists-data.ts). */
  requestLists: E2ERequestLists;
  /** The requests of the request-detail specs (support/request-details-data.ts). */
  requestDetails: E2ERequestDetails;
  /** The review queue's deciders and request (support/request-dashboard-data.ts). */
  requestDashboard: E2ERequestDashboard;
  /** Requests the decision specs decide (support/request-decisions-data.ts). */
  requestDecisions: E2ERequestDecisions;
  /** The clients and agencies of the Assign New Agency spec (support/assign-agency-data.ts). */
  assignAgency: E2EAssignAgency;
  /** The clients and agencies the client/agency edit spec changes (support/user-edit-ca-data.ts). */
  userEditCompanies: E2EUserEditCompanies;
  /** The freelancers the portfolio edit spec changes (support/user-edit-pc-data.ts). */
  userEditPortfolio: E2EUserEditPortfolio;
  /** The freelancers the freelancer edit spec edits (support/user-edit-fl-data.ts). */
  freelancerEdit: E2EFreelancerEdit;
};

export type MarketplaceKind = "client" | "agency" | "freelancer";
/** A seeded marketplace user as the specs find it: by id, and by a search that matches it alone. */
export type E2EMarketplaceUser = { id: number; uid: string; name: string; search: string };

export type E2EMarketplace = {
  /** Read only: 12 users of each kind whose e-mails hold MARKETPLACE_LIST_SEARCH. */
  listSearch: string;
  /** The client of the detail page: company, branches, website, ID proof, picture, agency log. */
  detailClient: E2EMarketplaceUser;
  /** Key: `${project}:${kind}`, deleted by that project's test. */
  deletable: Record<string, E2EMarketplaceUser>;
  /** Key: project; a client with a pending request: Delete is refused, Edit User disabled. */
  pendingClient: Record<string, E2EMarketplaceUser>;
  /**
   * Key: kind; for the layout test, a row of 100-character words and long e-mails, the widest
   * phone the API takes (LAYOUT_CONTACT_NUMBER) and the wider status badge (Inactive).
   */
  layout: Record<MarketplaceKind, E2EMarketplaceUser>;
  /** An agency, to try the client viewer's refusal on. */
  agencyId: number;
};

/** The layout rows' phone: a plus and 15 digits, the longest PHONE_PATTERN (contract/user-edit.ts) takes. */
export const LAYOUT_CONTACT_NUMBER = "+358401234567890";

export const E2E_PROJECTS = ["js", "nojs"] as const;
export type E2EProject = (typeof E2E_PROJECTS)[number];

/** Tests that change a user's state get their own user per project, so js and nojs never collide. */
export const USER_PURPOSES = ["wrong-password", "redirect", "profile", "change-password", "reset", "notifications"] as const;
export type UserPurpose = (typeof USER_PURPOSES)[number];

/** Meets the password rule of spec §5 (letter, digit, one of @$!%*#?&, eight or more). */
export const E2E_PASSWORD = "Start#Pass1";
export const E2E_ADMIN = {
  username: "e2e-admin",
  email: "e2e-admin@example.com",
  password: "Admin#Pass1",
} as const;

/**
 * A staff user who may view master data, technologies and contact-us messages and nothing else
 * (the demo role of the sub-admin screen): the signed-in page of a limited permission set.
 */
export const E2E_VIEWER = {
  username: "e2e-viewer",
  email: "e2e-viewer@example.com",
  password: "Viewer#Pass1",
  permissions: ["common.can_view_master", "common.view_technology", "common.view_contactus"],
} as const;

/** A sub admin who may view clients only: /manage-users shows one tab, agencies are refused. */
export const E2E_CLIENT_VIEWER = {
  username: "e2e-client-viewer",
  email: "e2e-client-viewer@example.com",
  password: "Clients#Pass1",
  permissions: ["user.can_view_client"],
} as const;

/** A sub admin who may open requests and no user pages: an update is shown without the live profile. */
export const E2E_REQUEST_VIEWER = {
  username: "e2e-request-viewer",
  email: "e2e-request-viewer@example.com",
  password: "Requests#Pass1",
  permissions: ["user.view_userrequest"],
} as const;

/** The permission sets a test can be signed in with (`test.use({ signedInAs })`). */
export const SIGNED_IN_USERS = {
  admin: E2E_ADMIN,
  viewer: E2E_VIEWER,
  clientViewer: E2E_CLIENT_VIEWER,
  requestViewer: E2E_REQUEST_VIEWER,
} as const;
export type PermissionSet = keyof typeof SIGNED_IN_USERS;

export const DATA_FILE = "e2e-data.json";

export function dataDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error("E2E_DATA_DIR is not set: run the suite with `playwright test` (global setup starts the server)");
  return dir;
}

let cached: E2EData | undefined;
export function e2eData(): E2EData {
  cached ??= JSON.parse(readFileSync(path.join(dataDir(), DATA_FILE), "utf8")) as E2EData;
  return cached;
}

export function userFor(project: string, purpose: UserPurpose): E2EUser {
  const user = e2eData().users[`${project}:${purpose}`];
  if (!user) throw new Error(`no e2e user for ${project}:${purpose}`);
  return user;
}

export function invitationFor(project: string): E2EInvitation {
  const invitation = e2eData().invitations[project];
  if (!invitation) throw new Error(`no e2e invitation for ${project}`);
  return invitation;
}

export function marketplaceData(): E2EMarketplace {
  return e2eData().marketplace;
}
