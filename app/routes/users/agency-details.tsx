import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect, useLoaderData } from "@remix-run/react";
import { getAgency, listAgencyDevelopers } from "~/models/agency.server";
import { isApiError } from "~/models/errors";
import { requireAdmin } from "~/models/session.server";
import { GeneralErrorBoundary } from "~/ui/error-boundary";
import { TabContent, Tabs } from "~/ui/tabs";
import { listSearch, pageCount } from "~/utils/list-state";
import { parseListState } from "~/utils/list-state.server";
import { pageTitle } from "~/utils/page-title";
import { routeId } from "~/utils/route-params";
import { settled } from "~/utils/settled.server";
import { AgencyDeveloperTable } from "./agency-developer-table";
import { AgencyHeader, AgencyInformation } from "./agency-sections";
import { agencyDetailsPath, agencyDetailState, backHref, MANAGE_USERS_PATH } from "./portfolio-state";

export const meta = pageTitle("Agency Details");

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { api } = await requireAdmin(request, "user.can_view_agency");
  const id = routeId(params);
  const basePath = agencyDetailsPath(id);
  const state = parseListState(new URL(request.url).searchParams, agencyDetailState);
  const agency = await api(getAgency, id);
  const back = backHref(state.back, MANAGE_USERS_PATH, `${MANAGE_USERS_PATH}?tab=agency`);
  if (state.tab !== "developers") return { agency, state, basePath, backHref: back, developers: null };
  const query = { page: state.page, page_size: state.page_size };
  // DRF answers 404 "Invalid page." past the last page: that goes to the last page, as lists do.
  const answer = await api(settled(listAgencyDevelopers, (error) => isApiError(error, 404) && state.page > 1), id, query);
  if (!answer.ok || (answer.value.results.length === 0 && state.page > 1)) {
    const first = await api(listAgencyDevelopers, id, { ...query, page: 1 });
    throw redirect(`${basePath}${listSearch(state, { page: pageCount(first.count, state.page_size) }, agencyDetailState)}`);
  }
  return { agency, state, basePath, backHref: back, developers: { count: answer.value.count, rows: answer.value.results } };
}

export default function AgencyDetails() {
  const { agency, state, basePath, backHref, developers } = useLoaderData<typeof loader>();
  const tabItems = (agencyDetailState.tabs ?? []).map((tab) => ({ id: tab.id, label: tab.label, to: `${basePath}${listSearch(state, { tab: tab.id }, agencyDetailState)}` }));
  return (
    <>
      <AgencyHeader agency={agency} backHref={backHref} />
      <div className="mt-6">
        <Tabs label="Sections" current={state.tab} items={tabItems} />
        <div className="mt-6">
          <h2 className="sr-only">{agencyDetailState.tabs?.find((tab) => tab.id === state.tab)?.label}</h2>
          <TabContent items={tabItems} current={state.tab}>
            {developers ? (
              <AgencyDeveloperTable agencyId={agency.id} basePath={basePath} state={state} rows={developers.rows} count={developers.count} />
            ) : (
              <AgencyInformation agency={agency} />
            )}
          </TabContent>
        </div>
      </div>
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
