import type { LoaderFunctionArgs } from "@remix-run/node";
import { exportSubSkills } from "~/models/skill.server";
import { exportList } from "~/utils/list-export.server";
import { masterDataCsvColumns } from "~/utils/master-data-csv";
import { routeId } from "~/utils/route-params";
import { subSkillList } from "~/utils/lists";

export async function loader({ request, params }: LoaderFunctionArgs) {
  return exportList(request, {
    permission: "common.view_skill",
    config: subSkillList,
    resource: `skill-${params.id}-sub-skills`,
    columns: masterDataCsvColumns,
    // An unknown skill, or a sub skill's id, answers 404: /notfound.
    rows: (token, state) => exportSubSkills(token, routeId(params), state),
  });
}
