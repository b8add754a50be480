// The technology, profile type and skill list pages (their loaders: one line in each route).
import type { MasterData } from "#contract/master-data";
import type { SkillListItem } from "#contract/skill";
import type { Column } from "~/ui/list/data-table";
import { listPage } from "~/utils/list-page";
import { linksBackTo, listSearch } from "~/utils/list-state";
import { profileType, skill, technology, type MasterDataArea } from "./areas";
import { masterDataColumns } from "./master-data-columns";
import { skillList } from "./lists";

/** Technology and profile type: title, description, status, and the dialogs over the list. */
function masterDataListPage(area: MasterDataArea, exportName: "technology" | "profile-type", description: string) {
  const basePath = area.listPath({});
  return listPage<MasterData>({
    config: area.list,
    title: area.name,
    description,
    basePath,
    exportName,
    columns: (list) => masterDataColumns({ held: list.permissions, permissions: area.permissions, state: list.state, basePath }),
    add: { permission: area.permissions.add, label: `Add ${area.name}` },
  });
}

export const technologyListPage = masterDataListPage(technology, "technology", "Technologies agencies, freelancers and developers can list on their profiles.");
export const profileTypeListPage = masterDataListPage(profileType, "profile-type", "The kinds of profile freelancers and agency developers present themselves as.");

export const skillListPage = listPage<SkillListItem>({
  config: skillList,
  title: "Skill",
  description: "Skills and their sub skills that freelancers and developers can list on their profiles.",
  basePath: "/skill",
  exportName: "skill",
  columns: (list) => {
    const backTo = linksBackTo(`/skill${listSearch(list.state)}`);
    const columns: Column<SkillListItem>[] = masterDataColumns({
      held: list.permissions,
      permissions: skill.permissions,
      state: list.state,
      basePath: "/skill",
      editLabel: "Edit Skill",
      deleteLabel: "Delete Skill",
      // The skill page needs only the view permission; its form is for those who may change.
      // Its "Back to list" returns to this list as it is now.
      editHref: (row) => backTo(`/skill/${row.id}`),
      titleHref: (row) => backTo(`/skill/${row.id}`),
    });
    const subSkillCount: Column<SkillListItem> = { id: "sub_skills", header: "Sub Skills", cell: (row) => row.sub_skill_count, numeric: true };
    const actionIndex = columns.findIndex((column) => column.id === "action");
    columns.splice(actionIndex === -1 ? columns.length : actionIndex, 0, subSkillCount);
    return columns;
  },
  add: { permission: skill.permissions.add, label: "Add Skill" },
});
