import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Outlet, useLoaderData } from "@remix-run/react";
import { hasPermission } from "#contract/permissions";
import type { SubAdmin } from "#contract/sub-admin";
import { listSubAdmins } from "~/models/sub-admin.server";
import { GeneralErrorBoundary } from "~/ui/error-boundary";
import type { Column } from "~/ui/list/data-table";
import { ListView } from "~/ui/list/list-view";
import { actionColumn } from "~/ui/list/row-actions";
import { AddButton } from "~/ui/list/add-button";
import { StatusBadge } from "~/ui/status-badge";
import { apiListParams, listSearch, type ListState } from "~/utils/list-state";
import { loadList } from "~/utils/list-route.server";
import { subAdminList } from "./sub-admin-list";
import { shellPageShouldRevalidate } from "~/utils/revalidate";
import { exportHref } from "~/utils/list-export-link";

export const meta: MetaFunction = () => [{ title: "Sub Admin | Backoffice" }];

export const shouldRevalidate = shellPageShouldRevalidate;

export async function loader({ request }: LoaderFunctionArgs) {
  return loadList(request, {
    permission: "user.can_view_sub_admin",
    config: subAdminList,
    fetchPage: (token, state) => listSubAdmins(token, apiListParams(state)),
  });
}

/** '-' stands for an empty value (spec §2). */
const orDash = (value: string | null) => value || "-";

function subAdminColumns(held: readonly string[], state: ListState): Column<SubAdmin>[] {
  const canChange = hasPermission(held, "user.can_change_sub_admin");
  const canDelete = hasPermission(held, "user.can_delete_sub_admin");
  const search = listSearch(state);
  const columns: Column<SubAdmin>[] = [
    { id: "first_name", header: "First Name", sortField: "first_name", cell: (row) => orDash(row.first_name) },
    { id: "last_name", header: "Last Name", sortField: "last_name", cell: (row) => orDash(row.last_name) },
    { id: "email", header: "Email", sortField: "email", cell: (row) => <span className="break-all">{row.email}</span> },
    { id: "role", header: "Role", cell: (row) => orDash(row.groups.map((role) => role.name).join(", ")) },
    { id: "status", header: "Status", sortField: "is_active", cell: (row) => <StatusBadge status={row.is_active ? 1 : 0} /> },
  ];
  return [
    ...columns,
    ...actionColumn<SubAdmin>((row) => row.email, [
      canChange && { label: "Edit", href: (row) => `/sub-admin/edit/${row.id}${search}` },
      canDelete && { label: "Delete", href: (row) => `/sub-admin/${row.id}/delete${search}` },
    ]),
  ];
}

export default function SubAdminList() {
  const list = useLoaderData<typeof loader>();
  const search = listSearch(list.state);
  return (
    <>
      <ListView
        config={subAdminList}
        title="Sub Admin"
        description="Staff who sign in with the role and permissions given here."
        searchLabel="Search sub admins"
        basePath="/sub-admin"
        list={list}
        rowKey={(row) => row.id}
        columns={subAdminColumns(list.permissions, list.state)}
        exportHref={exportHref("sub-admin", search)}
        actions={hasPermission(list.permissions, "user.can_add_sub_admin") ? <AddButton to={`/sub-admin/add${search}`}>Add Sub Admin</AddButton> : null}
      />
      <Outlet />
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
