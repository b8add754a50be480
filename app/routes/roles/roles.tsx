import { listRoles } from "~/models/role.server";
import { GeneralErrorBoundary } from "~/ui/error-boundary";
import { listPageLoader } from "~/utils/list-page.server";
import { apiListParams } from "~/utils/list-state";
import { pageTitle } from "~/utils/page-title";
import { shellPageShouldRevalidate } from "~/utils/revalidate";
import { roleList } from "./role-list";
import { roleListPage } from "./role-list-page";

export const meta = pageTitle("Roles");
export const shouldRevalidate = shellPageShouldRevalidate;
export const loader = listPageLoader("auth.view_group", roleList, (token, state) => listRoles(token, apiListParams(state)));
export default roleListPage;
export const ErrorBoundary = GeneralErrorBoundary;
