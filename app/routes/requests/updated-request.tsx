import { listUserRequests, type RequestUserType } from "~/models/user-request.server";
import { GeneralErrorBoundary } from "~/ui/error-boundary";
import { listPageLoader } from "~/utils/list-page.server";
import { apiListParams, type ListState } from "~/utils/list-state";
import { pageTitle } from "~/utils/page-title";
import { shellPageShouldRevalidate } from "~/utils/revalidate";
import { requestListPage } from "./request-list-page";
import { REQUEST_VIEW_PERMISSION, requestKindOfTab, requestUserTypes, updatedRequestList, updatedStatusesOf } from "./request-lists";

function fetchUpdatedRequests(token: string, state: ListState<NonNullable<(typeof updatedRequestList)["filters"]>>) {
  const userType = requestUserTypes[requestKindOfTab(state.tab)] as RequestUserType;
  return listUserRequests(token, { ...apiListParams(state), user_type: userType, new_registered: false, status: updatedStatusesOf(state.filters.status) });
}

export const meta = pageTitle("Updated Requests");
export const shouldRevalidate = shellPageShouldRevalidate;
export const loader = listPageLoader(REQUEST_VIEW_PERMISSION, updatedRequestList, fetchUpdatedRequests);
export default requestListPage("updated");
export const ErrorBoundary = GeneralErrorBoundary;
