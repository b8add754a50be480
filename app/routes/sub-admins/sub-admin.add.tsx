import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { messages } from "#contract/messages";
import { listPermissionGroups, listRoleOptions } from "~/models/role.server";
import { requireAdmin } from "~/models/session.server";
import { createSubAdmin } from "~/models/sub-admin.server";
import { GeneralErrorBoundary } from "~/ui/error-boundary";
import { keepFormOnFailedSubmit } from "~/utils/keep-form-on-failed-submit";
import { SubAdminFormPage } from "./sub-admin-form";
import { subAdminFormSchema, toInvitation } from "./sub-admin-form-schema";
import { listStateSearch } from "~/utils/list-route.server";
import { handlePermissionFormAction } from "../roles/permission-form.server";
import { shellPageShouldRevalidate } from "~/utils/revalidate";
import { rolePermissionIntent } from "./sub-admin-form.server";
import { subAdminList } from "./sub-admin-list";

export const meta: MetaFunction = () => [{ title: "Add Sub Admin | Backoffice" }];

export const shouldRevalidate = shellPageShouldRevalidate;

export async function loader({ request }: LoaderFunctionArgs) {
  const { api } = await requireAdmin(request, "user.can_add_sub_admin");
  const [roles, groups] = await Promise.all([api(listRoleOptions), api(listPermissionGroups)]);
  return { roles, groups };
}

// Creating sends the invitation mail (the API does it; a mail failure is its 400).
export async function action({ request }: ActionFunctionArgs) {
  return handlePermissionFormAction(request, {
    permission: "user.can_add_sub_admin",
    field: "user_permissions",
    schema: subAdminFormSchema(),
    intentIds: rolePermissionIntent,
    perform: (api, value) => api(createSubAdmin, toInvitation(value)),
    redirectTo: `/sub-admin${listStateSearch(request, subAdminList)}`,
    success: messages.subAdminCreated,
  });
}

export const clientAction = keepFormOnFailedSubmit;

export default function AddSubAdmin() {
  const { roles, groups } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { search } = useLocation();
  return (
    <SubAdminFormPage
      title="Add Sub Admin"
      description="Invite a sub admin by email with a role and permissions."
      submitLabel="Add"
      cancelHref={`/sub-admin${search}`}
      roles={roles}
      groups={groups}
      lastResult={lastResult}
    />
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
