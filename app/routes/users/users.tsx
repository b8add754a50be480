import { listAgencies } from "~/models/agency.server";
import { listClients } from "~/models/client.server";
import { listFreelancers } from "~/models/freelancer.server";
import { GeneralErrorBoundary } from "~/ui/error-boundary";
import { listPageLoader } from "~/utils/list-page.server";
import { apiListParams, type ListState } from "~/utils/list-state";
import { pageTitle } from "~/utils/page-title";
import { shellPageShouldRevalidate } from "~/utils/revalidate";
import { userKindOfTab, usersApiOrdering, usersList } from "./users-list";
import { usersListPage } from "./users-list-page";

const listCalls = { client: listClients, agency: listAgencies, freelancer: listFreelancers };

function fetchUsers(token: string, state: ListState) {
  const kind = userKindOfTab(state.tab);
  return listCalls[kind](token, { ...apiListParams(state), ordering: usersApiOrdering(kind, state.ordering) });
}

export const meta = pageTitle("Manage Users");
export const shouldRevalidate = shellPageShouldRevalidate;
// No code of its own: each tab needs its kind's view code, and an admin with none goes to /dashboard.
export const loader = listPageLoader(null, usersList, fetchUsers);
export default usersListPage;
export const ErrorBoundary = GeneralErrorBoundary;
