import type { LoaderFunctionArgs } from "@remix-run/node";
import type { Role } from "#contract/role";
import { exportRoles } from "~/models/role.server";
import type { CsvColumn } from "~/utils/csv.server";
import { exportList } from "~/utils/list-export.server";
import { roleList } from "~/utils/lists";

const roleCsvColumns: readonly CsvColumn<Role>[] = [
  { header: "ID", value: (row) => row.id },
  { header: "Name", value: (row) => row.name },
  { header: "Permissions", value: (row) => row.group_permissions.map((item) => item.name).join("; ") },
];

export async function loader({ request }: LoaderFunctionArgs) {
  return exportList(request, {
    permission: "auth.view_group",
    config: roleList,
    resource: "roles",
    columns: roleCsvColumns,
    rows: (token, state) => exportRoles(token, state),
  });
}
