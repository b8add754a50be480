import type { LoaderFunctionArgs } from "@remix-run/node";
import { Outlet, useLoaderData, useLocation } from "@remix-run/react";
import { getFreelancer } from "~/models/freelancer.server";
import { requireAdmin } from "~/models/session.server";
import { GeneralErrorBoundary } from "~/ui/error-boundary";
import { PageHeader } from "~/ui/page";
import { Tabs } from "~/ui/tabs";
import { pageTitle } from "~/utils/page-title";
import { shellPageShouldRevalidate } from "~/utils/revalidate";
import { routeId } from "~/utils/route-params";
import { fullName } from "../portfolio-format";
import { BackLink } from "../portfolio-header";
import { FREELANCER_TABS, freelancerEditBack, freelancerEditTabHref, freelancerEditTabOf } from "./freelancer-update-tabs";

export const meta = pageTitle("Edit Freelancer");

export const shouldRevalidate = shellPageShouldRevalidate;

/** The freelancer every tab edits; the tabs read it with useFreelancerBeingEdited. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { api } = await requireAdmin(request, "user.can_change_freelancer");
  const id = routeId(params);
  const freelancer = await api(getFreelancer, id);
  return { freelancer, backHref: freelancerEditBack(new URL(request.url)) };
}

/** Spec §2: the title is the name and ID; Personal, Professional, Projects, Certificates are path segments. */
export default function FreelancerUpdate() {
  const { freelancer, backHref } = useLoaderData<typeof loader>();
  const { pathname, search } = useLocation();
  const current = freelancerEditTabOf(pathname, freelancer.id);
  const back = new URLSearchParams(search).get("back");
  return (
    <>
      <BackLink to={backHref} />
      <PageHeader title={`${fullName(freelancer)} (${freelancer.uid})`} description="Edit the freelancer's details, tab by tab." />
      <Tabs
        label="Edit sections"
        current={current}
        items={FREELANCER_TABS.map((tab) => ({ id: tab.id, label: tab.label, to: freelancerEditTabHref(freelancer.id, tab.id, back) }))}
      />
      <div className="mt-6">
        <Outlet />
      </div>
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
