import type { LoaderFunctionArgs } from "@remix-run/node";
import { exportProfileTypes } from "~/models/profile-type.server";
import { masterDataCsvColumns } from "~/utils/master-data-csv";
import { exportList } from "~/utils/list-export.server";
import { profileTypeList } from "~/utils/lists";

export async function loader({ request }: LoaderFunctionArgs) {
  return exportList(request, {
    permission: "common.view_profiletype",
    config: profileTypeList,
    resource: "profile-types",
    columns: masterDataCsvColumns,
    rows: (token, state) => exportProfileTypes(token, state),
  });
}
