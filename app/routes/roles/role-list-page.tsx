// The role list page (its loader: one line in roles.tsx).
import { hasPermission } from "#contract/permissions";
import type { Role } from "#contract/role";
import type { Column } from "~/ui/list/data-table";
import { actionColumn, RowMainLink } from "~/ui/list/row-actions";
import { listPage } from "~/utils/list-page";
import { listSearch, type ListState } from "~/utils/list-state";
import { roleList } from "./role-list";

/** How many permission names a row shows before "+N more". */
const SHOWN_PERMISSIONS = 3;

function roleColumns(held: readonly string[], state: ListState): Column<Role>[] {
  const canChange = hasPermission(held, "auth.change_group");
  const canDelete = hasPermission(held, "auth.delete_group");
  const search = listSearch(state);
  const editHref = (row: Role) => `/role/edit/${row.id}${search}`;
  const columns: Column<Role>[] = [
    {
      id: "name",
      header: "Name",
      sortField: "name",
      cell: (row) => (canChange ? <RowMainLink to={editHref(row)}>{row.name}</RowMainLink> : <span className="font-medium">{row.name}</span>),
    },
    {
      id: "permissions",
      header: "Permissions",
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
      canChange && { label: "Edit", href: editHref },
      canDelete && { label: "Delete", href: (row) => `/role/${row.id}/delete${search}` },
    ]),
  ];
}

export const roleListPage = listPage<Role>({
  config: roleList,
  title: "Roles",
  description: "Roles are named sets of permissions given to sub admins.",
  basePath: "/role",
  exportName: "role",
  columns: (list) => roleColumns(list.permissions, list.state),
  add: { permission: "auth.add_group", label: "Add Role" },
});
