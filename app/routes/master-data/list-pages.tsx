// The technology, profile type and skill list pages (their loaders: one line in each route).
import type { MasterData } from "#contract/master-data";
import type { PermissionCode } from "#contract/permissions";
import type { SkillListItem } from "#contract/skill";
import type { Column } from "~/ui/list/data-table";
import { listPage } from "~/utils/list-page";
import { listSearch, withBack, type ListConfig } from "~/utils/list-state";
import { masterDataColumns } from "./master-data-columns";
import { profileTypeList, skillList, technologyList } from "./lists";

type RowPermissions = { add: PermissionCode; change: PermissionCode; delete: PermissionCode };

/** Technology and profile type: title, description, status, and the dialogs over the list. */
function masterDataListPage(page: { config: ListConfig; title: string; description: string; exportName: "technology" | "profile-type"; permissions: RowPermissions }) {
  const basePath = `/${page.exportName}`;
  return listPage<MasterData>({
    ...page,
    basePath,
    columns: (list) => masterDataColumns({ held: list.permissions, permissions: page.permissions, state: list.state, basePath }),
    add: { permission: page.permissions.add, label: `Add ${page.title}` },
  });
}

export const technologyListPage = masterDataListPage({
  config: technologyList,
  title: "Technology",
  description: "Technologies agencies, freelancers and developers can list on their profiles.",
  exportName: "technology",
  permissions: { add: "common.add_technology", change: "common.change_technology", delete: "common.delete_technology" },
});

export const profileTypeListPage = masterDataListPage({
  config: profileTypeList,
  title: "Profile Type",
  description: "The kinds of profile freelancers and agency developers present themselves as.",
  exportName: "profile-type",
  permissions: { add: "common.add_profiletype", change: "common.change_profiletype", delete: "common.delete_profiletype" },
});

export const skillListPage = listPage<SkillListItem>({
  config: skillList,
  title: "Skill",
  description: "Skills and their sub skills that freelancers and developers can list on their profiles.",
  basePath: "/skill",
  exportName: "skill",
  columns: (list) => {
    const search = listSearch(list.state);
    const columns: Column<SkillListItem>[] = masterDataColumns({
      held: list.permissions,
      permissions: { change: "common.change_skill", delete: "common.delete_skill" },
      state: list.state,
      basePath: "/skill",
      editLabel: "Edit Skill",
      deleteLabel: "Delete Skill",
      // The skill page needs only the view permission; its form is for those who may change.
      // Its "Back to list" returns to this list as it is now.
      editHref: (row) => withBack(`/skill/${row.id}`, `/skill${search}`),
      titleHref: (row) => withBack(`/skill/${row.id}`, `/skill${search}`),
    });
    const subSkillCount: Column<SkillListItem> = { id: "sub_skills", header: "Sub Skills", cell: (row) => row.sub_skill_count, className: "w-28 text-right tabular-nums" };
    const actionIndex = columns.findIndex((column) => column.id === "action");
    columns.splice(actionIndex === -1 ? columns.length : actionIndex, 0, subSkillCount);
    return columns;
  },
  add: { permission: "common.add_skill", label: "Add Skill" },
});
