import { messages } from "#contract/messages";
import { deleteRole, getRole } from "~/models/role.server";
import { GeneralErrorBoundary } from "~/ui/error-boundary";
import { deleteRoute } from "~/utils/dialog-route.server";
import { confirmDeleteDialog } from "~/utils/dialog-route";
import { listStateSearch } from "~/utils/list-route.server";
import { pageTitle } from "~/utils/page-title";
import { routeId } from "~/utils/route-params";
import { keepFormOnFailedSubmit, skipReloadAfterFailedSubmit } from "~/utils/keep-form-on-failed-submit";
import { roleList } from "./role-list";

const route = deleteRoute({
  permission: "auth.delete_group",
  load: async (api, { params }) => ({ name: (await api(getRole, routeId(params))).name }),
  // A role sub admins still hold is refused with a 400: its detail shows in the dialog and the toast.
  perform: (api, { params }) => api(deleteRole, routeId(params)),
  redirectTo: ({ request }) => `/role${listStateSearch(request, roleList)}`,
  success: messages.roleDeleted,
});

export const meta = pageTitle("Delete Role");
export const shouldRevalidate = skipReloadAfterFailedSubmit;
export const loader = route.loader;
export const action = route.action;
export const clientAction = keepFormOnFailedSubmit;
export default confirmDeleteDialog((name) => `Are you sure you want to delete the role "${name}"?`, () => "/role");
export const ErrorBoundary = GeneralErrorBoundary;
