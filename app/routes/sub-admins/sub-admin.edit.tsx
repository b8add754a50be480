import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { messages } from "#contract/messages";
import { listPermissionGroups, listRoleOptions } from "~/models/role.server";
import { requireAdmin } from "~/models/session.server";
import { getSubAdmin, updateSubAdmin } from "~/models/sub-admin.server";
import { GeneralErrorBoundary } from "~/ui/error-boundary";
import { keepFormOnFailedSubmit } from "~/utils/keep-form-on-failed-submit";
import { SubAdminFormPage } from "./sub-admin-form";
import { subAdminFormSchema, toSubAdminUpdate } from "./sub-admin-form-schema";
import { listStateSearch } from "~/utils/list-route.server";
import { handlePermissionFormAction } from "../roles/permission-form.server";
import { shellPageShouldRevalidate } from "~/utils/revalidate";
import { routeId } from "~/utils/route-params";
import { rolePermissionIntent } from "./sub-admin-form.server";
import { subAdminList } from "./sub-admin-list";

export const meta: MetaFunction = () => [{ title: "Edit Sub Admin | Backoffice" }];

export const shouldRevalidate = shellPageShouldRevalidate;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { api } = await requireAdmin(request, "user.can_change_sub_admin");
  const id = routeId(params);
  const [subAdmin, roles, groups] = await Promise.all([api(getSubAdmin, id), api(listRoleOptions), api(listPermissionGroups)]);
  return { subAdmin, roles, groups };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const id = routeId(params);
  return handlePermissionFormAction(request, {
    permission: "user.can_change_sub_admin",
    field: "user_permissions",
    // Which names may be left empty depends on what the sub admin already has.
    schema: async (api) => subAdminFormSchema(await api(getSubAdmin, id)),
    intentIds: rolePermissionIntent,
    perform: (api, value) => api(updateSubAdmin, id, toSubAdminUpdate(value)),
    redirectTo: `/sub-admin${listStateSearch(request, subAdminList)}`,
    success: messages.subAdminUpdated,
  });
}

export const clientAction = keepFormOnFailedSubmit;

export default function EditSubAdmin() {
  const { subAdmin, roles, groups } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { search } = useLocation();
  return (
    <SubAdminFormPage
      key={subAdmin.id}
      title="Edit Sub Admin"
      description={`Change the details, role, permissions or status of ${subAdmin.email}.`}
      submitLabel="Update"
      cancelHref={`/sub-admin${search}`}
      roles={roles}
      groups={groups}
      subAdmin={subAdmin}
      lastResult={lastResult}
    />
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
