// The sub-admin list page (its loader: one line in sub-admins.tsx).
import { hasPermission } from "#contract/permissions";
import type { SubAdmin } from "#contract/sub-admin";
import type { Column } from "~/ui/list/data-table";
import { actionColumn, RowMainLink } from "~/ui/list/row-actions";
import { StatusBadge, subAdminStatus } from "~/ui/status-badge";
import { listPage } from "~/utils/list-page";
import { listSearch, type ListState } from "~/utils/list-state";
import { subAdminList } from "./sub-admin-list";

/** '-' stands for an empty value (spec §2). */
const orDash = (value: string | null) => value || "-";

function subAdminColumns(held: readonly string[], state: ListState): Column<SubAdmin>[] {
  const canChange = hasPermission(held, "user.can_change_sub_admin");
  const canDelete = hasPermission(held, "user.can_delete_sub_admin");
  const search = listSearch(state);
  const editHref = (row: SubAdmin) => `/sub-admin/edit/${row.id}${search}`;
  const columns: Column<SubAdmin>[] = [
    { id: "first_name", header: "First Name", sortField: "first_name", cell: (row) => orDash(row.first_name) },
    { id: "last_name", header: "Last Name", sortField: "last_name", cell: (row) => orDash(row.last_name) },
    { id: "email", header: "Email", sortField: "email", cell: (row) => (canChange ? <RowMainLink to={editHref(row)}>{row.email}</RowMainLink> : row.email) },
    { id: "role", header: "Role", cell: (row) => orDash(row.groups.map((role) => role.name).join(", ")) },
    { id: "status", header: "Status", sortField: "is_active", cell: (row) => <StatusBadge status={subAdminStatus(row)} />, nowrap: true },
  ];
  return [
    ...columns,
    ...actionColumn<SubAdmin>((row) => row.email, [
      canChange && { label: "Edit", href: editHref },
      canDelete && { label: "Delete", href: (row) => `/sub-admin/${row.id}/delete${search}` },
    ]),
  ];
}

export const subAdminListPage = listPage<SubAdmin>({
  config: subAdminList,
  title: "Sub Admin",
  description: "Staff who sign in with the role and permissions given here.",
  searchLabel: "Search sub admins",
  basePath: "/sub-admin",
  exportName: "sub-admin",
  columns: (list) => subAdminColumns(list.permissions, list.state),
  add: { permission: "user.can_add_sub_admin", label: "Add Sub Admin" },
});
