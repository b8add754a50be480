import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLocation } from "@remix-run/react";
import { masterDataRequestSchema } from "#contract/master-data";
import { messages } from "#contract/messages";
import { requireAdmin } from "~/models/session.server";
import { createProfileType } from "~/models/profile-type.server";
import { GeneralErrorBoundary } from "~/ui/error-boundary";
import { MasterDataFormDialog } from "~/ui/master-data-form";
import { handleFormAction } from "~/utils/form-action.server";
import { listStateSearch } from "~/utils/list-route.server";
import { profileTypeList } from "~/utils/lists";

export const meta: MetaFunction = () => [{ title: "Add Profile Type | Backoffice" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request, "common.add_profiletype");
  return null;
}

export async function action({ request }: ActionFunctionArgs) {
  return handleFormAction(request, {
    permission: "common.add_profiletype",
    schema: masterDataRequestSchema,
    perform: (token, value) => createProfileType(token, value),
    redirectTo: `/profile-type${listStateSearch(request, profileTypeList)}`,
    success: messages.profileTypeCreated,
  });
}

export default function AddProfileType() {
  const lastResult = useActionData<typeof action>();
  const { search } = useLocation();
  return <MasterDataFormDialog title="Add Profile Type" submitLabel="Add" closeHref={`/profile-type${search}`} lastResult={lastResult} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
