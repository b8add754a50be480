import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { masterDataRequestSchema } from "#contract/master-data";
import { messages } from "#contract/messages";
import { requireAdmin } from "~/models/session.server";
import { updateSkill } from "~/models/skill.server";
import { GeneralErrorBoundary } from "~/ui/error-boundary";
import { MasterDataFormDialog } from "~/ui/master-data-form";
import { handleFormAction } from "~/utils/form-action.server";
import { listStateSearch } from "~/utils/list-route.server";
import { routeId } from "~/utils/route-params";
import { loadSkillRow } from "~/utils/skill-route.server";
import { subSkillList } from "~/utils/lists";

export const meta: MetaFunction = () => [{ title: "Edit Sub Skill | Backoffice" }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { token } = await requireAdmin(request, "common.change_skill");
  const skillId = routeId(params);
  const subSkill = await loadSkillRow(request, token, routeId(params, "subId"), skillId);
  return { skillId, subSkill };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const skillId = routeId(params);
  const subSkillId = routeId(params, "subId");
  return handleFormAction(request, {
    permission: "common.change_skill",
    // The whole form is sent every time: a cleared description must be saved as "".
    schema: masterDataRequestSchema,
    perform: async (token, value) => {
      await loadSkillRow(request, token, subSkillId, skillId);
      await updateSkill(token, subSkillId, value);
    },
    redirectTo: `/skill/${skillId}${listStateSearch(request, subSkillList)}`,
    success: messages.subSkillUpdated,
  });
}

export default function EditSubSkill() {
  const { skillId, subSkill } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { search } = useLocation();
  return (
    <MasterDataFormDialog
      title="Edit Sub Skill"
      submitLabel="Update"
      closeHref={`/skill/${skillId}${search}`}
      lastResult={lastResult}
      defaultValue={{ title: subSkill.title, description: subSkill.description, status: String(subSkill.status) }}
    />
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
