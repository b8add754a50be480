import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { messages } from "#contract/messages";
import { getRole, listPermissionGroups, updateRole } from "~/models/role.server";
import { requireAdmin } from "~/models/session.server";
import { GeneralErrorBoundary } from "~/ui/error-boundary";
import { keepFormOnFailedSubmit } from "~/utils/keep-form-on-failed-submit";
import { RoleFormPage } from "./role-form";
import { roleFormSchema } from "./role-form-schema";
import { listStateSearch } from "~/utils/list-route.server";
import { handlePermissionFormAction } from "./permission-form.server";
import { shellPageShouldRevalidate } from "~/utils/revalidate";
import { routeId } from "~/utils/route-params";
import { roleList } from "./role-list";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `Edit Role${data ? ` ${data.role.name}` : ""} | Backoffice` }];

export const shouldRevalidate = shellPageShouldRevalidate;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { api } = await requireAdmin(request, "auth.change_group");
  const id = routeId(params);
  const [role, groups] = await Promise.all([api(getRole, id), api(listPermissionGroups)]);
  return { role: { id: role.id, name: role.name, permissions: role.permissions }, groups };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const id = routeId(params);
  return handlePermissionFormAction(request, {
    permission: "auth.change_group",
    field: "permissions",
    schema: roleFormSchema,
    perform: (api, value) => api(updateRole, id, value),
    redirectTo: `/role${listStateSearch(request, roleList)}`,
    success: messages.roleUpdated,
  });
}

export const clientAction = keepFormOnFailedSubmit;

export default function EditRole() {
  const { role, groups } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { search } = useLocation();
  return (
    <RoleFormPage
      // Saved values change the key: the form starts again from what the API holds.
      key={`${role.id}|${role.name}|${role.permissions.join(",")}`}
      title="Edit Role"
      description={`Change the name or the permissions of the role "${role.name}".`}
      submitLabel="Update"
      cancelHref={`/role${search}`}
      groups={groups}
      defaultValue={role}
      lastResult={lastResult}
    />
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
