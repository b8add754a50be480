import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLocation, useParams } from "@remix-run/react";
import { masterDataRequestSchema } from "#contract/master-data";
import { messages } from "#contract/messages";
import { requireAdmin } from "~/models/session.server";
import { createSkill } from "~/models/skill.server";
import { GeneralErrorBoundary } from "~/ui/error-boundary";
import { MasterDataFormDialog } from "~/ui/master-data-form";
import { handleFormAction } from "~/utils/form-action.server";
import { listStateSearch } from "~/utils/list-route.server";
import { routeId } from "~/utils/route-params";
import { subSkillList } from "~/utils/lists";

export const meta: MetaFunction = () => [{ title: "Add Sub Skill | Backoffice" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request, "common.add_skill");
  return null;
}

export async function action({ request, params }: ActionFunctionArgs) {
  const skillId = routeId(params);
  return handleFormAction(request, {
    permission: "common.add_skill",
    schema: masterDataRequestSchema,
    // The API refuses a parent that is not a skill (400) and an unknown one.
    perform: (token, value) => createSkill(token, { ...value, parent: skillId }),
    redirectTo: `/skill/${skillId}${listStateSearch(request, subSkillList)}`,
    success: messages.subSkillCreated,
  });
}

export default function AddSubSkill() {
  const lastResult = useActionData<typeof action>();
  const { search } = useLocation();
  const { id } = useParams();
  return <MasterDataFormDialog title="Add Sub Skill" submitLabel="Add" closeHref={`/skill/${id}${search}`} lastResult={lastResult} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
