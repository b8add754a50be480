import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useLocation } from "@remix-run/react";
import { messages } from "#contract/messages";
import { handleLoaderError } from "~/models/errors.server";
import { deleteRole, getRole } from "~/models/role.server";
import { requireAdmin } from "~/models/session.server";
import { GeneralErrorBoundary } from "~/ui/error-boundary";
import { ConfirmDeleteDialog } from "~/ui/form-dialog";
import { handleDeleteAction } from "~/utils/form-action.server";
import { listStateSearch } from "~/utils/list-route.server";
import { routeId } from "~/utils/route-params";
import { roleList } from "~/utils/lists";

export const meta: MetaFunction = () => [{ title: "Delete Role | Backoffice" }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { token } = await requireAdmin(request, "auth.delete_group");
  const role = await getRole(token, routeId(params)).catch((error: unknown) => handleLoaderError(error, request));
  return { name: role.name };
}

// A role sub admins still hold is refused with a 400: its detail shows in the dialog and the toast.
export async function action({ request, params }: ActionFunctionArgs) {
  const id = routeId(params);
  return handleDeleteAction(request, {
    permission: "auth.delete_group",
    perform: (token) => deleteRole(token, id),
    redirectTo: `/role${listStateSearch(request, roleList)}`,
    success: messages.roleDeleted,
  });
}

export default function DeleteRole() {
  const { name } = useLoaderData<typeof loader>();
  const { search } = useLocation();
  return <ConfirmDeleteDialog question={`Are you sure you want to delete the role "${name}"?`} closeHref={`/role${search}`} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
