import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLocation } from "@remix-run/react";
import { masterDataRequestSchema } from "#contract/master-data";
import { messages } from "#contract/messages";
import { requireAdmin } from "~/models/session.server";
import { createTechnology } from "~/models/technology.server";
import { GeneralErrorBoundary } from "~/ui/error-boundary";
import { MasterDataFormDialog } from "~/ui/master-data-form";
import { handleFormAction } from "~/utils/form-action.server";
import { listStateSearch } from "~/utils/list-route.server";
import { technologyList } from "~/utils/lists";

export const meta: MetaFunction = () => [{ title: "Add Technology | Backoffice" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request, "common.add_technology");
  return null;
}

export async function action({ request }: ActionFunctionArgs) {
  return handleFormAction(request, {
    permission: "common.add_technology",
    schema: masterDataRequestSchema,
    perform: (token, value) => createTechnology(token, value),
    redirectTo: `/technology${listStateSearch(request, technologyList)}`,
    success: messages.technologyCreated,
  });
}

export default function AddTechnology() {
  const lastResult = useActionData<typeof action>();
  const { search } = useLocation();
  return <MasterDataFormDialog title="Add Technology" submitLabel="Add" closeHref={`/technology${search}`} lastResult={lastResult} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
