import type { LoaderFunctionArgs } from "@remix-run/node";
import { exportTechnologies } from "~/models/technology.server";
import { masterDataCsvColumns } from "~/utils/master-data-csv";
import { exportList } from "~/utils/list-export.server";
import { technologyList } from "~/utils/lists";

export async function loader({ request }: LoaderFunctionArgs) {
  return exportList(request, {
    permission: "common.view_technology",
    config: technologyList,
    resource: "technologies",
    columns: masterDataCsvColumns,
    rows: (token, state) => exportTechnologies(token, state),
  });
}
