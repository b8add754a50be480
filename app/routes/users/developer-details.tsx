import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect, useLoaderData } from "@remix-run/react";
import { getAgencyDeveloper, listAgencyDeveloperCertifications, listAgencyDeveloperProjects } from "~/models/agency.server";
import { isApiError } from "~/models/errors";
import { requireAdmin } from "~/models/session.server";
import { GeneralErrorBoundary } from "~/ui/error-boundary";
import { pageTitle } from "~/utils/page-title";
import { routeId } from "~/utils/route-params";
import { settled } from "~/utils/settled.server";
import { loadPortfolio } from "./portfolio-page.server";
import { PortfolioPage } from "./portfolio-page";
import { agencyDetailsPath, backHref, developerDetailsPath } from "./portfolio-state";

export const meta = pageTitle("Developer Details");

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { api } = await requireAdmin(request, "user.can_view_agency");
  const agencyId = routeId(params, "agencyId");
  const id = routeId(params);
  const agencyPage = agencyDetailsPath(agencyId);
  // Spec §8: a developer that is not (or no longer) the agency's leads to the agency's page.
  const developer = await api(settled(getAgencyDeveloper, (error) => isApiError(error, 404)), agencyId, id);
  if (!developer.ok) throw redirect(agencyPage);
  const basePath = developerDetailsPath(agencyId, id);
  const loaded = await loadPortfolio(request, api, {
    basePath,
    person: developer.value,
    calls: {
      projects: (token, page) => listAgencyDeveloperProjects(token, agencyId, id, page),
      certificates: (token, page) => listAgencyDeveloperCertifications(token, agencyId, id, page),
    },
    backHref: (back) => backHref(back, agencyPage, `${agencyPage}?tab=developers`),
  });
  return { ...loaded, basePath };
}

export default function DeveloperDetails() {
  const data = useLoaderData<typeof loader>();
  return <PortfolioPage kind="developer" {...data} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
