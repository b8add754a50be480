import type { LoaderFunctionArgs } from "@remix-run/node";
import type { SubAdmin } from "#contract/sub-admin";
import { exportSubAdmins } from "~/models/sub-admin.server";
import type { CsvColumn } from "~/utils/csv.server";
import { exportList } from "~/utils/list-export.server";
import { subAdminList } from "~/utils/lists";

const subAdminCsvColumns: readonly CsvColumn<SubAdmin>[] = [
  { header: "ID", value: (row) => row.id },
  { header: "First Name", value: (row) => row.first_name },
  { header: "Last Name", value: (row) => row.last_name },
  { header: "Email", value: (row) => row.email },
  { header: "Phone", value: (row) => row.contact_number },
  { header: "Role", value: (row) => row.groups.map((role) => role.name).join("; ") },
  { header: "Status", value: (row) => (row.is_active ? "Active" : "Inactive") },
];

export async function loader({ request }: LoaderFunctionArgs) {
  return exportList(request, {
    permission: "user.can_view_sub_admin",
    config: subAdminList,
    resource: "sub-admins",
    columns: subAdminCsvColumns,
    rows: (token, state) => exportSubAdmins(token, state),
  });
}
