import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { messages } from "#contract/messages";
import { createRole, listPermissionGroups } from "~/models/role.server";
import { requireAdmin } from "~/models/session.server";
import { GeneralErrorBoundary } from "~/ui/error-boundary";
import { keepFormOnFailedSubmit } from "~/utils/keep-form-on-failed-submit";
import { RoleFormPage } from "./role-form";
import { roleFormSchema } from "./role-form-schema";
import { listStateSearch } from "~/utils/list-route.server";
import { handlePermissionFormAction } from "./permission-form.server";
import { shellPageShouldRevalidate } from "~/utils/revalidate";
import { roleList } from "./role-list";

export const meta: MetaFunction = () => [{ title: "Add Role | Backoffice" }];

export const shouldRevalidate = shellPageShouldRevalidate;

export async function loader({ request }: LoaderFunctionArgs) {
  const { api } = await requireAdmin(request, "auth.add_group");
  const groups = await api(listPermissionGroups);
  return { groups };
}

export async function action({ request }: ActionFunctionArgs) {
  return handlePermissionFormAction(request, {
    permission: "auth.add_group",
    field: "permissions",
    schema: roleFormSchema,
    perform: (api, value) => api(createRole, value),
    redirectTo: `/role${listStateSearch(request, roleList)}`,
    success: messages.roleCreated,
  });
}

export const clientAction = keepFormOnFailedSubmit;

export default function AddRole() {
  const { groups } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { search } = useLocation();
  return (
    <RoleFormPage
      title="Add Role"
      description="Name the role and choose the permissions it grants."
      submitLabel="Add"
      cancelHref={`/role${search}`}
      groups={groups}
      lastResult={lastResult}
    />
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
