import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Outlet, useLoaderData } from "@remix-run/react";
import { hasPermission } from "#contract/permissions";
import type { Role } from "#contract/role";
import { listRoles } from "~/models/role.server";
import { GeneralErrorBoundary } from "~/ui/error-boundary";
import type { Column } from "~/ui/list/data-table";
import { ListView } from "~/ui/list/list-view";
import { actionColumn } from "~/ui/list/row-actions";
import { AddButton } from "~/ui/list/add-button";
import { apiListParams, listSearch, type ListState } from "~/utils/list-state";
import { loadList } from "~/utils/list-route.server";
import { roleList } from "./role-list";
import { shellPageShouldRevalidate } from "~/utils/revalidate";
import { exportHref } from "~/utils/list-export-link";

/** How many permission names a row shows before "+N more". */
const SHOWN_PERMISSIONS = 3;

export const meta: MetaFunction = () => [{ title: "Roles | Backoffice" }];

export const shouldRevalidate = shellPageShouldRevalidate;

export async function loader({ request }: LoaderFunctionArgs) {
  return loadList(request, {
    permission: "auth.view_group",
    config: roleList,
    fetchPage: (token, state) => listRoles(token, apiListParams(state)),
  });
}

function roleColumns(held: readonly string[], state: ListState): Column<Role>[] {
  const canChange = hasPermission(held, "auth.change_group");
  const canDelete = hasPermission(held, "auth.delete_group");
  const search = listSearch(state);
  const columns: Column<Role>[] = [
    { id: "name", header: "Name", sortField: "name", cell: (row) => <span className="font-medium">{row.name}</span>, className: "break-words" },
    {
      id: "permissions",
      header: "Permissions",
      className: "max-w-md",
      cell: (row) => {
        const names = row.group_permissions.map((item) => item.name);
        const more = names.length - SHOWN_PERMISSIONS;
        return (
          <>
            <span className="font-medium">
              {names.length} permission{names.length === 1 ? "" : "s"}
            </span>
            {names.length > 0 ? (
              <span className="block text-gray-700">
                {names.slice(0, SHOWN_PERMISSIONS).join(", ")}
                {more > 0 ? `, +${more} more` : ""}
              </span>
            ) : null}
          </>
        );
      },
    },
  ];
  return [
    ...columns,
    ...actionColumn<Role>((row) => row.name, [
      canChange && { label: "Edit", href: (row) => `/role/edit/${row.id}${search}` },
      canDelete && { label: "Delete", href: (row) => `/role/${row.id}/delete${search}` },
    ]),
  ];
}

export default function RoleList() {
  const list = useLoaderData<typeof loader>();
  const search = listSearch(list.state);
  return (
    <>
      <ListView
        config={roleList}
        title="Roles"
        description="Roles are named sets of permissions given to sub admins."
        basePath="/role"
        list={list}
        rowKey={(row) => row.id}
        columns={roleColumns(list.permissions, list.state)}
        exportHref={exportHref("role", search)}
        actions={hasPermission(list.permissions, "auth.add_group") ? <AddButton to={`/role/add${search}`}>Add Role</AddButton> : null}
      />
      <Outlet />
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
