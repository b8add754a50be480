import type { LoaderFunctionArgs } from "@remix-run/node";
import { hasPermission } from "#contract/permissions";
import { requireAdmin } from "~/models/session.server";
import { listUserRequests } from "~/models/user-request.server";
import { GeneralErrorBoundary } from "~/ui/error-boundary";
import { loadList } from "~/utils/list-route.server";
import { apiListParams, type ListState } from "~/utils/list-state";
import { pageTitle } from "~/utils/page-title";
import { shellPageShouldRevalidate } from "~/utils/revalidate";
import { agencyFilter } from "./developer-requests-list.server";
import DeveloperRequestsListPage, { type DeveloperRequestsData } from "./developer-requests-list-page";
import { AGENCY_VIEW_PERMISSION, developerRequestList, newRegisteredOf, REQUEST_VIEW_PERMISSION } from "./request-lists";

type DeveloperFilters = NonNullable<(typeof developerRequestList)["filters"]>;

// Pending requests only: a decided one leaves the queue (rejected ones are in the rejection log).
function fetchDeveloperRequests(token: string, state: ListState<DeveloperFilters>) {
  const { status, ...params } = apiListParams(state);
  return listUserRequests(token, { ...params, user_type: 6, status: [1], new_registered: newRegisteredOf(status) });
}

export async function loader({ request }: LoaderFunctionArgs): Promise<DeveloperRequestsData> {
  const list = await loadList(request, { permission: REQUEST_VIEW_PERMISSION, config: developerRequestList, fetchPage: fetchDeveloperRequests });
  // The same request's user, read once (currentUserOnce): no second users/ call.
  const { api } = await requireAdmin(request, REQUEST_VIEW_PERMISSION);
  const filter = hasPermission(list.permissions, AGENCY_VIEW_PERMISSION) ? await agencyFilter(api, new URL(request.url), list.state.filters.agency, list.rows) : null;
  return { ...list, agencyFilter: filter };
}

export const meta = pageTitle("Developer Requests");
export const shouldRevalidate = shellPageShouldRevalidate;
export default DeveloperRequestsListPage;
export const ErrorBoundary = GeneralErrorBoundary;
