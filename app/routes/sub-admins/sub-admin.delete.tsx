import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useLocation } from "@remix-run/react";
import { messages } from "#contract/messages";
import { handleLoaderError } from "~/models/errors.server";
import { requireAdmin } from "~/models/session.server";
import { deleteSubAdmin, getSubAdmin } from "~/models/sub-admin.server";
import { GeneralErrorBoundary } from "~/ui/error-boundary";
import { ConfirmDeleteDialog } from "~/ui/form-dialog";
import { handleDeleteAction } from "~/utils/form-action.server";
import { listStateSearch } from "~/utils/list-route.server";
import { routeId } from "~/utils/route-params";
import { subAdminList } from "~/utils/lists";

export const meta: MetaFunction = () => [{ title: "Delete Sub Admin | Backoffice" }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { token } = await requireAdmin(request, "user.can_delete_sub_admin");
  const subAdmin = await getSubAdmin(token, routeId(params)).catch((error: unknown) => handleLoaderError(error, request));
  return { email: subAdmin.email };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const id = routeId(params);
  return handleDeleteAction(request, {
    permission: "user.can_delete_sub_admin",
    perform: (token) => deleteSubAdmin(token, id),
    redirectTo: `/sub-admin${listStateSearch(request, subAdminList)}`,
    success: messages.subAdminDeleted,
  });
}

export default function DeleteSubAdmin() {
  const { email } = useLoaderData<typeof loader>();
  const { search } = useLocation();
  return <ConfirmDeleteDialog question={`Are you sure you want to delete the sub admin "${email}"?`} closeHref={`/sub-admin${search}`} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
