import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Outlet, useLoaderData } from "@remix-run/react";
import { hasPermission } from "#contract/permissions";
import type { SkillListItem } from "#contract/skill";
import { listSkills } from "~/models/skill.server";
import { GeneralErrorBoundary } from "~/ui/error-boundary";
import type { Column } from "~/ui/list/data-table";
import { ListView } from "~/ui/list/list-view";
import { AddButton } from "~/ui/list/add-button";
import { masterDataColumns } from "./master-data-columns";
import { apiListParams, listSearch, withBack } from "~/utils/list-state";
import { loadList } from "~/utils/list-route.server";
import { skillList } from "./lists";
import { shellPageShouldRevalidate } from "~/utils/revalidate";
import { exportHref } from "~/utils/list-export-link";

export const meta: MetaFunction = () => [{ title: "Skill | Backoffice" }];

export const shouldRevalidate = shellPageShouldRevalidate;

export async function loader({ request }: LoaderFunctionArgs) {
  return loadList(request, {
    permission: "common.view_skill",
    config: skillList,
    fetchPage: (token, state) => listSkills(token, apiListParams(state)),
  });
}

export default function SkillList() {
  const list = useLoaderData<typeof loader>();
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
  return (
    <>
      <ListView
        config={skillList}
        title="Skill"
        description="Skills and their sub skills that freelancers and developers can list on their profiles."
        basePath="/skill"
        list={list}
        rowKey={(row) => row.id}
        columns={columns}
        exportHref={exportHref("skill", search)}
        actions={hasPermission(list.permissions, "common.add_skill") ? <AddButton to={`/skill/add${search}`}>Add Skill</AddButton> : null}
      />
      <Outlet />
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
