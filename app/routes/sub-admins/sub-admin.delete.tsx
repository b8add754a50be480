import { messages } from "#contract/messages";
import { deleteSubAdmin, getSubAdmin } from "~/models/sub-admin.server";
import { GeneralErrorBoundary } from "~/ui/error-boundary";
import { deleteRoute } from "~/utils/dialog-route.server";
import { confirmDeleteDialog } from "~/utils/dialog-route";
import { listStateSearch } from "~/utils/list-route.server";
import { pageTitle } from "~/utils/page-title";
import { routeId } from "~/utils/route-params";
import { keepFormOnFailedSubmit, skipReloadAfterFailedSubmit } from "~/utils/keep-form-on-failed-submit";
import { subAdminList } from "./sub-admin-list";

const route = deleteRoute({
  permission: "user.can_delete_sub_admin",
  load: async (api, { params }) => ({ name: (await api(getSubAdmin, routeId(params))).email }),
  perform: (api, { params }) => api(deleteSubAdmin, routeId(params)),
  redirectTo: ({ request }) => `/sub-admin${listStateSearch(request, subAdminList)}`,
  success: messages.subAdminDeleted,
});

export const meta = pageTitle("Delete Sub Admin");
export const shouldRevalidate = skipReloadAfterFailedSubmit;
export const loader = route.loader;
export const action = route.action;
export const clientAction = keepFormOnFailedSubmit;
export default confirmDeleteDialog((email) => `Are you sure you want to delete the sub admin "${email}"?`, () => "/sub-admin");
export const ErrorBoundary = GeneralErrorBoundary;
