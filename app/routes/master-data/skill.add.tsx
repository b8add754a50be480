import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLocation } from "@remix-run/react";
import { masterDataRequestSchema } from "#contract/master-data";
import { messages } from "#contract/messages";
import { requireAdmin } from "~/models/session.server";
import { createSkill } from "~/models/skill.server";
import { GeneralErrorBoundary } from "~/ui/error-boundary";
import { MasterDataFormDialog } from "~/ui/master-data-form";
import { handleFormAction } from "~/utils/form-action.server";
import { listStateSearch } from "~/utils/list-route.server";
import { skillList } from "~/utils/lists";

export const meta: MetaFunction = () => [{ title: "Add Skill | Backoffice" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request, "common.add_skill");
  return null;
}

export async function action({ request }: ActionFunctionArgs) {
  return handleFormAction(request, {
    permission: "common.add_skill",
    // The skill form has no parent: sub skills are added on the skill's page.
    schema: masterDataRequestSchema,
    perform: (token, value) => createSkill(token, value),
    redirectTo: `/skill${listStateSearch(request, skillList)}`,
    success: messages.skillCreated,
  });
}

export default function AddSkill() {
  const lastResult = useActionData<typeof action>();
  const { search } = useLocation();
  return <MasterDataFormDialog title="Add Skill" submitLabel="Add" closeHref={`/skill${search}`} lastResult={lastResult} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
