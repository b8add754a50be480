import type { LoaderFunctionArgs } from "@remix-run/node";
import type { SkillListItem } from "#contract/skill";
import { exportSkills } from "~/models/skill.server";
import type { CsvColumn } from "~/utils/csv.server";
import { exportList } from "~/utils/list-export.server";
import { masterDataCsvColumns } from "~/utils/master-data-csv";
import { skillList } from "~/utils/lists";

const skillCsvColumns: readonly CsvColumn<SkillListItem>[] = [...masterDataCsvColumns, { header: "Sub Skills", value: (row) => row.sub_skill_count }];

export async function loader({ request }: LoaderFunctionArgs) {
  return exportList(request, {
    permission: "common.view_skill",
    config: skillList,
    resource: "skills",
    columns: skillCsvColumns,
    rows: (token, state) => exportSkills(token, state),
  });
}
