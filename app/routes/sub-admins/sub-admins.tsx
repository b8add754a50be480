import { listSubAdmins } from "~/models/sub-admin.server";
import { GeneralErrorBoundary } from "~/ui/error-boundary";
import { listPageLoader } from "~/utils/list-page.server";
import { apiListParams } from "~/utils/list-state";
import { pageTitle } from "~/utils/page-title";
import { shellPageShouldRevalidate } from "~/utils/revalidate";
import { subAdminList } from "./sub-admin-list";
import { subAdminListPage } from "./sub-admin-list-page";

export const meta = pageTitle("Sub Admin");
export const shouldRevalidate = shellPageShouldRevalidate;
export const loader = listPageLoader("user.can_view_sub_admin", subAdminList, (token, state) => listSubAdmins(token, apiListParams(state)));
export default subAdminListPage;
export const ErrorBoundary = GeneralErrorBoundary;
