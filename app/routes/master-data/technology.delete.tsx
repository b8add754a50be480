import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useLocation } from "@remix-run/react";
import { messages } from "#contract/messages";
import { handleLoaderError } from "~/models/errors.server";
import { requireAdmin } from "~/models/session.server";
import { deleteTechnology, getTechnology } from "~/models/technology.server";
import { GeneralErrorBoundary } from "~/ui/error-boundary";
import { ConfirmDeleteDialog } from "~/ui/form-dialog";
import { handleDeleteAction } from "~/utils/form-action.server";
import { listStateSearch } from "~/utils/list-route.server";
import { routeId } from "~/utils/route-params";
import { technologyList } from "~/utils/lists";

export const meta: MetaFunction = () => [{ title: "Delete Technology | Backoffice" }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { token } = await requireAdmin(request, "common.delete_technology");
  const technology = await getTechnology(token, routeId(params)).catch((error: unknown) => handleLoaderError(error, request));
  return { title: technology.title };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const id = routeId(params);
  return handleDeleteAction(request, {
    permission: "common.delete_technology",
    perform: (token) => deleteTechnology(token, id),
    redirectTo: `/technology${listStateSearch(request, technologyList)}`,
    success: messages.technologyDeleted,
  });
}

export default function DeleteTechnology() {
  const { title } = useLoaderData<typeof loader>();
  const { search } = useLocation();
  return <ConfirmDeleteDialog question={`Are you sure you want to delete the technology "${title}"?`} closeHref={`/technology${search}`} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
