import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { masterDataRequestSchema } from "#contract/master-data";
import { messages } from "#contract/messages";
import { handleLoaderError } from "~/models/errors.server";
import { requireAdmin } from "~/models/session.server";
import { getTechnology, updateTechnology } from "~/models/technology.server";
import { GeneralErrorBoundary } from "~/ui/error-boundary";
import { MasterDataFormDialog } from "~/ui/master-data-form";
import { handleFormAction } from "~/utils/form-action.server";
import { listStateSearch } from "~/utils/list-route.server";
import { routeId } from "~/utils/route-params";
import { technologyList } from "~/utils/lists";

export const meta: MetaFunction = () => [{ title: "Edit Technology | Backoffice" }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { token } = await requireAdmin(request, "common.change_technology");
  const technology = await getTechnology(token, routeId(params)).catch((error: unknown) => handleLoaderError(error, request));
  return { technology };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const id = routeId(params);
  return handleFormAction(request, {
    permission: "common.change_technology",
    schema: masterDataRequestSchema,
    perform: (token, value) => updateTechnology(token, id, value),
    redirectTo: `/technology${listStateSearch(request, technologyList)}`,
    success: messages.technologyUpdated,
  });
}

export default function EditTechnology() {
  const { technology } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { search } = useLocation();
  return (
    <MasterDataFormDialog
      title="Edit Technology"
      submitLabel="Update"
      closeHref={`/technology${search}`}
      lastResult={lastResult}
      defaultValue={{ title: technology.title, description: technology.description, status: String(technology.status) }}
    />
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
