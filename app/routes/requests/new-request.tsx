import { listUserRequests, type RequestUserType } from "~/models/user-request.server";
import { GeneralErrorBoundary } from "~/ui/error-boundary";
import { listPageLoader } from "~/utils/list-page.server";
import { apiListParams, type ListState } from "~/utils/list-state";
import { pageTitle } from "~/utils/page-title";
import { shellPageShouldRevalidate } from "~/utils/revalidate";
import { requestListPage } from "./request-list-page";
import { newListStatuses, newRequestList, REQUEST_VIEW_PERMISSION, requestKindOfTab, requestUserTypes } from "./request-lists";

function fetchNewRequests(token: string, state: ListState) {
  const userType = requestUserTypes[requestKindOfTab(state.tab)] as RequestUserType;
  return listUserRequests(token, { ...apiListParams(state), user_type: userType, new_registered: true, status: newListStatuses });
}

export const meta = pageTitle("New Requests");
export const shouldRevalidate = shellPageShouldRevalidate;
export const loader = listPageLoader(REQUEST_VIEW_PERMISSION, newRequestList, fetchNewRequests);
export default requestListPage("new");
export const ErrorBoundary = GeneralErrorBoundary;
