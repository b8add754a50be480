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
import { skillList } from "~/utils/lists";

export const meta: MetaFunction = () => [{ title: "Delete Skill | Backoffice" }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { token } = await requireAdmin(request, "common.delete_skill");
  const skill = await loadSkillRow(request, token, routeId(params));
  return { title: skill.title };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const id = routeId(params);
  return handleDeleteAction(request, {
    permission: "common.delete_skill",
    perform: async (token) => {
      await loadSkillRow(request, token, id);
      await deleteSkill(token, id);
    },
    redirectTo: `/skill${listStateSearch(request, skillList)}`,
    success: messages.skillDeleted,
  });
}

export default function DeleteSkill() {
  const { title } = useLoaderData<typeof loader>();
  const { search } = useLocation();
  return <ConfirmDeleteDialog question={`Are you sure you want to delete Skill "${title}"? Its sub skills are deleted with it.`} closeHref={`/skill${search}`} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
