import { listRejections, type RequestUserType } from "~/models/user-request.server";
import { GeneralErrorBoundary } from "~/ui/error-boundary";
import { listPageLoader } from "~/utils/list-page.server";
import { apiListParams, type ListState } from "~/utils/list-state";
import { pageTitle } from "~/utils/page-title";
import { shellPageShouldRevalidate } from "~/utils/revalidate";
import RejectedLogsListPage from "./rejected-logs-list-page";
import { REQUEST_VIEW_PERMISSION, rejectedLogList, requestKindOfTab, requestUserTypes } from "./request-lists";

function fetchRejections(token: string, state: ListState) {
  return listRejections(token, { ...apiListParams(state), user_type: requestUserTypes[requestKindOfTab(state.tab)] as RequestUserType });
}

export const meta = pageTitle("Rejected Logs");
export const shouldRevalidate = shellPageShouldRevalidate;
export const loader = listPageLoader(REQUEST_VIEW_PERMISSION, rejectedLogList, fetchRejections);
export default RejectedLogsListPage;
export const ErrorBoundary = GeneralErrorBoundary;
