import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useLocation } from "@remix-run/react";
import { messages } from "#contract/messages";
import { requireAdmin } from "~/models/session.server";
import { deleteSkill } from "~/models/skill.server";
import { GeneralErrorBoundary } from "~/ui/error-boundary";
import { ConfirmDeleteDialog } from "~/ui/form-dialog";
import { handleDeleteAction } from "~/utils/form-action.server";
import { listStateSearch } from "~/utils/list-route.server";
import { routeId } from "~/utils/route-params";
import { loadSkillRow } from "~/utils/skill-route.server";
import { subSkillList } from "~/utils/lists";

export const meta: MetaFunction = () => [{ title: "Delete Sub Skill | Backoffice" }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { token } = await requireAdmin(request, "common.delete_skill");
  const skillId = routeId(params);
  const subSkill = await loadSkillRow(request, token, routeId(params, "subId"), skillId);
  return { skillId, title: subSkill.title };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const skillId = routeId(params);
  const subSkillId = routeId(params, "subId");
  return handleDeleteAction(request, {
    permission: "common.delete_skill",
    perform: async (token) => {
      // Without this check a sub-skill URL could delete any skill by its id.
      await loadSkillRow(request, token, subSkillId, skillId);
      await deleteSkill(token, subSkillId);
    },
    redirectTo: `/skill/${skillId}${listStateSearch(request, subSkillList)}`,
    success: messages.subSkillDeleted,
  });
}

export default function DeleteSubSkill() {
  const { skillId, title } = useLoaderData<typeof loader>();
  const { search } = useLocation();
  return <ConfirmDeleteDialog question={`Are you sure you want to delete sub Skill "${title}"?`} closeHref={`/skill/${skillId}${search}`} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
