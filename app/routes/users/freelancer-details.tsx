import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { getFreelancer, listFreelancerCertifications, listFreelancerProjects } from "~/models/freelancer.server";
import { requireAdmin } from "~/models/session.server";
import { GeneralErrorBoundary } from "~/ui/error-boundary";
import { pageTitle } from "~/utils/page-title";
import { routeId } from "~/utils/route-params";
import { loadPortfolio } from "./portfolio-page.server";
import { PortfolioPage } from "./portfolio-page";
import { backHref, freelancerDetailsPath, MANAGE_USERS_PATH } from "./portfolio-state";

export const meta = pageTitle("Freelancer Details");

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { api } = await requireAdmin(request, "user.can_view_freelancer");
  const id = routeId(params);
  const basePath = freelancerDetailsPath(id);
  const loaded = await loadPortfolio(request, api, {
    basePath,
    person: await api(getFreelancer, id),
    calls: {
      projects: (token, page) => listFreelancerProjects(token, id, page),
      certificates: (token, page) => listFreelancerCertifications(token, id, page),
    },
    backHref: (back) => backHref(back, MANAGE_USERS_PATH, `${MANAGE_USERS_PATH}?tab=freelancer`),
  });
  return { ...loaded, basePath };
}

export default function FreelancerDetails() {
  const data = useLoaderData<typeof loader>();
  return <PortfolioPage kind="freelancer" {...data} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
