// The freelancer edit page's tabs (spec §2 Edit forms): each is a path segment under
// /manage-user/freelancer-update/{id}, so a tab is a link and works without JavaScript. Every tab
// link and every save keeps `?back=`, the users list as the admin left it.
import { useRouteLoaderData } from "@remix-run/react";
import { safeRedirect } from "~/utils/safe-redirect";
import type { loader } from "./freelancer-update";

export const FREELANCER_TABS = [
  { id: "personal", label: "Personal Details", segment: "" },
  { id: "professional", label: "Professional Details", segment: "professional" },
  { id: "projects", label: "Projects", segment: "projects" },
  { id: "certificates", label: "Certificates", segment: "certificates" },
] as const;
export type FreelancerTab = (typeof FREELANCER_TABS)[number]["id"];

export const FREELANCERS_LIST_PATH = "/manage-users?tab=freelancer";

export const freelancerUpdatePath = (id: number) => `/manage-user/freelancer-update/${id}`;

/** Where Back and a save lead: the `back=` path (same-origin only), else the freelancers tab. */
export function freelancerEditBack(url: URL): string {
  return safeRedirect(url.searchParams.get("back"), FREELANCERS_LIST_PATH);
}

/** A tab's address, keeping `back` when the page was opened with one. */
export function freelancerEditTabHref(id: number, tab: FreelancerTab, back: string | null): string {
  const segment = FREELANCER_TABS.find((item) => item.id === tab)?.segment ?? "";
  const path = segment ? `${freelancerUpdatePath(id)}/${segment}` : freelancerUpdatePath(id);
  return back ? `${path}?${new URLSearchParams({ back })}` : path;
}

/** The tab a path shows: its first segment after the freelancer's id (a project dialog is under Projects). */
export function freelancerEditTabOf(pathname: string, id: number): FreelancerTab {
  const rest = pathname.slice(freelancerUpdatePath(id).length).replace(/^\/+/, "");
  const segment = rest.split("/")[0]?.toLowerCase() ?? "";
  return FREELANCER_TABS.find((item) => item.segment !== "" && item.segment === segment)?.id ?? "personal";
}

export const FREELANCER_UPDATE_ROUTE_ID = "routes/users/edit/freelancer-update";

/** The freelancer the layout loaded, for its tabs (their loaders need not fetch it again). */
export function useFreelancerBeingEdited() {
  const data = useRouteLoaderData<typeof loader>(FREELANCER_UPDATE_ROUTE_ID);
  if (!data) throw new Error("A freelancer edit tab renders inside the freelancer edit layout.");
  return data;
}
