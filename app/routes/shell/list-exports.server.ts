// The "Export CSV" of every list, behind one route (/export/<list>.csv): which list, its view
// permission, its URL state and the model call that streams its file (decision 020).
import { redirect } from "@remix-run/node";
import { CONTACT_US_USER_TYPES, PLAN_USER_TYPES } from "#contract/constants";
import { csvDownloadHeaders } from "#contract/csv";
import type { PermissionCode } from "#contract/permissions";
import type { PlanUserTypeName } from "#contract/subscription";
import { exportAgencies } from "~/models/agency.server";
import { exportClients } from "~/models/client.server";
import { exportContactUs } from "~/models/contact-us.server";
import { exportFreelancers } from "~/models/freelancer.server";
import type { ExportParams } from "~/models/list.server";
import type { SessionApi } from "~/models/session.server";
import { exportProfileTypes } from "~/models/profile-type.server";
import { exportRoles } from "~/models/role.server";
import { exportSkills, exportSubSkills } from "~/models/skill.server";
import { exportSubAdmins } from "~/models/sub-admin.server";
import { exportPlans } from "~/models/subscription.server";
import { exportTechnologies } from "~/models/technology.server";
import { visibleTabs, type ListConfig } from "~/utils/list-state";
import { parseListState } from "~/utils/list-state.server";
import { type ExportableList } from "~/utils/list-export-link";
import { contactUsList, contactUsTab } from "../contact-us/contact-us-list";
import { profileTypeList, skillList, subSkillList, technologyList } from "../master-data/lists";
import { planList } from "../plans/plan-config";
import { roleList } from "../roles/role-list";
import { subAdminList } from "../sub-admins/sub-admin-list";
import { userKindOfTab, usersApiOrdering, usersList } from "../users/users-list";

type ExportRequest = { token: string; search: ExportParams; tab: string; url: URL };

export type ListExport = {
  /** The list's own view permission: whoever sees the list may export it; null when its tabs' codes decide. */
  permission: PermissionCode | null;
  config: ListConfig;
  /** The file's name before its date. */
  resource: (request: Omit<ExportRequest, "token">) => string;
  body: (request: ExportRequest) => Promise<ReadableStream<Uint8Array>>;
};

/** The skill whose sub skills are exported: `?skill=<id>`; anything else is a page that does not exist. */
function skillId(url: URL): number {
  const raw = url.searchParams.get("skill") ?? "";
  if (!/^[1-9]\d{0,9}$/.test(raw) || Number(raw) > 2_147_483_647) throw redirect("/notfound");
  return Number(raw);
}

const LIST_EXPORTS = {
  technology: { permission: "common.view_technology", config: technologyList, resource: () => "technologies", body: ({ token, search }) => exportTechnologies(token, search) },
  "profile-type": { permission: "common.view_profiletype", config: profileTypeList, resource: () => "profile-types", body: ({ token, search }) => exportProfileTypes(token, search) },
  skill: { permission: "common.view_skill", config: skillList, resource: () => "skills", body: ({ token, search }) => exportSkills(token, search) },
  "sub-skill": {
    permission: "common.view_skill",
    config: subSkillList,
    resource: ({ url }) => `skill-${skillId(url)}-sub-skills`,
    body: ({ token, search, url }) => exportSubSkills(token, skillId(url), search),
  },
  role: { permission: "auth.view_group", config: roleList, resource: () => "roles", body: ({ token, search }) => exportRoles(token, search) },
  "sub-admin": { permission: "user.can_view_sub_admin", config: subAdminList, resource: () => "sub-admins", body: ({ token, search }) => exportSubAdmins(token, search) },
  "manage-subscription": {
    permission: "subscription.view_subscriptionplan",
    config: planList,
    resource: ({ tab }) => `subscription-plans-${tab}`,
    body: ({ token, search, tab }) => exportPlans(token, PLAN_USER_TYPES[tab as PlanUserTypeName], search),
  },
  "contact-us": {
    permission: "common.view_contactus",
    config: contactUsList,
    resource: ({ tab }) => `contact-us-${contactUsTab(tab)}`,
    body: ({ token, search, tab }) => exportContactUs(token, CONTACT_US_USER_TYPES[contactUsTab(tab)], search),
  },
  // The current tab of /manage-users; the tabs' view codes guard it (exportListResponse).
  "manage-users": {
    permission: null,
    config: usersList,
    resource: ({ tab }) => ({ client: "clients", agency: "agencies", freelancer: "freelancers" })[userKindOfTab(tab)],
    body: ({ token, search, tab }) => {
      const kind = userKindOfTab(tab);
      const params = { ...search, ordering: usersApiOrdering(kind, search.ordering ?? "") };
      if (kind === "agency") return exportAgencies(token, params);
      return kind === "freelancer" ? exportFreelancers(token, params) : exportClients(token, params);
    },
  },
} satisfies Record<ExportableList, ListExport>;

/** `technology` of the route's `technology.csv`. */
const exportNameOf = (file: string | undefined) => /^([a-z-]+)\.csv$/.exec(file ?? "")?.[1];

/** The list named by the route's `<list>.csv`; an unknown one is a page that does not exist. */
export function listExport(file: string | undefined): ListExport {
  const name = exportNameOf(file);
  if (!name || !Object.hasOwn(LIST_EXPORTS, name)) throw redirect("/notfound");
  return LIST_EXPORTS[name as ExportableList];
}

/**
 * The list page an export was taken from, in the same state: where signing in comes back to, as
 * the download's own URL is no page. The sub skills' list is their skill's page.
 */
export function exportedListPage(file: string | undefined, request: Request): string {
  const name = exportNameOf(file);
  const url = new URL(request.url);
  const params = new URLSearchParams(url.searchParams);
  params.delete("skill");
  const query = params.size > 0 ? `?${params}` : "";
  return name === "sub-skill" ? `/skill/${skillId(url)}${query}` : `/${name}${query}`;
}

/** Every row of the list's current search, ordering and tab, as the provider streams them. */
export async function exportListResponse(request: Request, api: SessionApi, held: readonly string[], list: ListExport): Promise<Response> {
  const url = new URL(request.url);
  // The tabs this admin may see: a hidden tab is never exported, and a list with none left is not there.
  if (list.config.tabs && visibleTabs(list.config, held).length === 0) throw redirect("/notfound");
  const state = parseListState(url.searchParams, list.config, held);
  const search = { search: state.search || undefined, ordering: state.ordering || undefined, filters: state.filters };
  const exportRequest = { url, tab: state.tab, search };
  // The stream's first answer is awaited through api(): a refused export maps like any page.
  const body = await api((token) => list.body({ ...exportRequest, token }));
  return new Response(body, { headers: csvDownloadHeaders(list.resource(exportRequest)) });
}
