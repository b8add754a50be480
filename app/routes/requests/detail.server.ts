// The loader of every request detail (decision 047): the guard, the request (or the rejection),
// the address that fits it, the requested profile, the tab of a portfolio, and on an update the
// live profile with the changes between them.
import { redirect } from "@remix-run/node";
import type { Params } from "@remix-run/react";
import type { Paged } from "#contract/common";
import { USER_TYPES } from "#contract/constants";
import { type Certificate, marketplaceUserPermissions, type Project } from "#contract/marketplace-user";
import { hasPermission, type PermissionCode } from "#contract/permissions";
import type { UserRequest } from "#contract/user-request";
import { getAgency, getAgencyDeveloper, listAgencyDeveloperCertifications, listAgencyDeveloperProjects } from "~/models/agency.server";
import { getClient } from "~/models/client.server";
import { isApiError } from "~/models/errors";
import { getFreelancer, listFreelancerCertifications, listFreelancerProjects } from "~/models/freelancer.server";
import type { SessionApi } from "~/models/session.server";
import { getRejection, getUserRequest } from "~/models/user-request.server";
import { defineList, pageCount } from "~/utils/list-state";
import { parseListState } from "~/utils/list-state.server";
import { routeId } from "~/utils/route-params";
import { settled } from "~/utils/settled.server";
import type { LoadedPortfolioTab } from "../users/portfolio-page.server";
import { portfolioDetailState, portfolioHref, type PortfolioDetailState } from "../users/portfolio-state";
import { pendingSectionOf, requestBackHref, requestDetailPath, requestKindOf, sectionOfPath, type RequestKind, type RequestSection } from "./detail-paths";
import { diffProfiles, type ProfileChange } from "./request-profile-diff";
import { liveAsRequested, requestedCertificates, requestedProjects, withLiveSections, type LiveProfile } from "./request-profile-map";

/** Projects and certificates are 10 a page (spec §9), as on the users' pages. */
const PAGE_SIZE = 10;
/** A request carries at most 100 projects (the submission's bound): 10 pages of the live ones. */
const MAX_LIVE_PAGES = 10;

/** A company user's page holds only where Back leads. */
const companyDetailState = defineList({ orderings: [] });

export type RequestDetailKind = RequestKind;

/**
 * Reads the request the address names, after the route's guard (`user.view_userrequest`). A request of another kind, or one shown in another list
 * (a registration opened as an update), goes to its own address with the same query.
 */
export async function loadRequestDetail(api: SessionApi, request: Request, params: Params, kind: RequestKind, held: readonly string[]) {
  const id = routeId(params);
  const url = new URL(request.url);
  const section = sectionOfPath(url.pathname);
  const answer = await api(section === "rejected" ? getRejection : getUserRequest, id);
  const actualKind = requestKindOf(answer.user_type);
  if (!actualKind) throw redirect("/notfound");
  const actualSection = section === "rejected" ? "rejected" : pendingSectionOf(answer);
  const basePath = requestDetailPath(actualSection, actualKind, id);
  if (actualKind !== kind || actualSection !== section) throw redirect(`${basePath}${url.search}`);

  const requested = answer.updated_data_with_request_change;
  const isUpdate = !answer.is_new_registered;
  // A rejection is shown as it was asked for; a pending update against what it would change,
  // when the admin may view that kind of user (the request's own permission does not reach it).
  const comparable = isUpdate && section !== "rejected";
  const mayViewLive = hasPermission(held, LIVE_PROFILE_PERMISSION[answer.user_type] ?? marketplaceUserPermissions.client.view);
  const live = comparable && mayViewLive ? await loadLiveProfile(api, answer) : null;
  const liveRequested = live ? liveAsRequested(live) : null;
  const profile = liveRequested ? withLiveSections(requested, liveRequested) : requested;
  const changes: ProfileChange[] | null = liveRequested ? diffProfiles(liveRequested, profile, kind === "agency-developer" ? "developer" : "freelancer") : null;

  const portfolioKind = kind === "freelancer" || kind === "agency-developer";
  const state = parseListState(url.searchParams, portfolioKind ? portfolioDetailState : companyDetailState);
  const tab = portfolioKind ? portfolioTab(state as PortfolioDetailState, basePath, requestedProjects(profile.projects), requestedCertificates(profile.certifications)) : null;

  return {
    request: {
      id: answer.id,
      version: answer.version,
      status: answer.status,
      user_type: answer.user_type,
      is_new_registered: answer.is_new_registered,
      requested_changes_keys: answer.requested_changes_keys,
      request_handled_by: answer.request_handled_by,
      rejection_message: answer.rejection_message,
      decided_at: answer.decided_at,
      created: answer.created,
      modified: answer.modified,
      agency: answer.agency,
      user: answer.user,
    },
    kind,
    section: section satisfies RequestSection,
    basePath,
    backHref: requestBackHref(section, state.back),
    profile,
    /** Null unless a pending or decided update is compared with the live profile (a missing user: null too). */
    changes,
    /** An update not compared because the admin may not view that kind of user: the kind's plural. */
    liveNotPermitted: comparable && !mayViewLive ? (LIVE_PROFILE_NAMES[answer.user_type] ?? "users") : null,
    history: answer.history,
    portfolio: tab ? { state: state as PortfolioDetailState, content: tab } : null,
  };
}

export type RequestDetailData = Awaited<ReturnType<typeof loadRequestDetail>>;

/** The code each user type's live profile is read with: developers are read through their agency. */
const LIVE_PROFILE_PERMISSION: Record<number, PermissionCode> = {
  [USER_TYPES.client]: marketplaceUserPermissions.client.view,
  [USER_TYPES.agency]: marketplaceUserPermissions.agency.view,
  [USER_TYPES.freelancer]: marketplaceUserPermissions.freelancer.view,
  [USER_TYPES.agencyDeveloper]: marketplaceUserPermissions.agency.view,
};
const LIVE_PROFILE_NAMES: Record<number, string> = {
  [USER_TYPES.client]: "clients",
  [USER_TYPES.agency]: "agencies",
  [USER_TYPES.freelancer]: "freelancers",
  [USER_TYPES.agencyDeveloper]: "agencies and their developers",
};

/**
 * The live profile an update would change. A user deleted since (404) has none: the page then
 * shows the request without a comparison rather than failing.
 */
async function loadLiveProfile(api: SessionApi, answer: UserRequest): Promise<LiveProfile | null> {
  const userId = answer.user.id;
  const missing = (error: unknown) => isApiError(error, 404);
  if (answer.user_type === 3 || answer.user_type === 4) {
    const user = answer.user_type === 3 ? await api(settled(getClient, missing), userId) : await api(settled(getAgency, missing), userId);
    return user.ok ? { kind: "company", user: user.value } : null;
  }
  const agencyId = answer.agency?.id;
  if (answer.user_type === 6 && agencyId === undefined) return null;
  const person = answer.user_type === 6 ? await api(settled(getAgencyDeveloper, missing), agencyId as number, userId) : await api(settled(getFreelancer, missing), userId);
  if (!person.ok) return null;
  const projects = (token: string, page: number) => (answer.user_type === 6 ? listAgencyDeveloperProjects(token, agencyId as number, userId, page) : listFreelancerProjects(token, userId, page));
  const certificates = (token: string, page: number) =>
    answer.user_type === 6 ? listAgencyDeveloperCertifications(token, agencyId as number, userId, page) : listFreelancerCertifications(token, userId, page);
  const [allProjects, allCertificates] = await Promise.all([allPages(api, projects), allPages(api, certificates)]);
  return { kind: "portfolio", user: person.value, projects: allProjects, certificates: allCertificates };
}

/** Every row of a paged list, page after page (items are diffed one by one, so all are needed). */
async function allPages<Row>(api: SessionApi, call: (token: string, page: number) => Promise<Paged<Row>>): Promise<Row[]> {
  const first = await api(call, 1);
  const pages = Math.min(pageCount(first.count, PAGE_SIZE), MAX_LIVE_PAGES);
  const rest = await Promise.all(Array.from({ length: Math.max(pages - 1, 0) }, (_, index) => api(call, index + 2)));
  return [first, ...rest].flatMap((page) => page.results);
}

/**
 * The open tab of a freelancer's or developer's request, paged from the request's own data. A page
 * past the last goes to the last; a dialog whose row is not on the page closes (as decision 042).
 */
export function portfolioTab(state: PortfolioDetailState, basePath: string, projects: Project[], certificates: Certificate[]): LoadedPortfolioTab {
  if (state.tab === "projects") {
    const rows = pageOf(projects, state, basePath);
    return { tab: "projects", count: projects.length, rows, open: openRow(rows, state.filters.project, state, basePath) };
  }
  if (state.tab === "certificates") {
    const rows = pageOf(certificates, state, basePath);
    return { tab: "certificates", count: certificates.length, rows, open: openRow(rows, state.filters.certificate, state, basePath) };
  }
  return { tab: "professional" };
}

function pageOf<Row>(rows: Row[], state: PortfolioDetailState, basePath: string): Row[] {
  const last = pageCount(rows.length, PAGE_SIZE);
  if (state.page > last) throw redirect(portfolioHref(basePath, state, { page: last }));
  return rows.slice((state.page - 1) * PAGE_SIZE, state.page * PAGE_SIZE);
}

function openRow<Row extends { id: number }>(rows: Row[], id: number | undefined, state: PortfolioDetailState, basePath: string): Row | null {
  if (id === undefined) return null;
  const row = rows.find((candidate) => candidate.id === id);
  if (!row) throw redirect(portfolioHref(basePath, state));
  return row;
}
