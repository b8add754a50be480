import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useLocation } from "@remix-run/react";
import { messages } from "#contract/messages";
import { handleLoaderError } from "~/models/errors.server";
import { requireAdmin } from "~/models/session.server";
import { deleteProfileType, getProfileType } from "~/models/profile-type.server";
import { GeneralErrorBoundary } from "~/ui/error-boundary";
import { ConfirmDeleteDialog } from "~/ui/form-dialog";
import { handleDeleteAction } from "~/utils/form-action.server";
import { listStateSearch } from "~/utils/list-route.server";
import { routeId } from "~/utils/route-params";
import { profileTypeList } from "~/utils/lists";

export const meta: MetaFunction = () => [{ title: "Delete Profile Type | Backoffice" }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { token } = await requireAdmin(request, "common.delete_profiletype");
  const profileType = await getProfileType(token, routeId(params)).catch((error: unknown) => handleLoaderError(error, request));
  return { title: profileType.title };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const id = routeId(params);
  return handleDeleteAction(request, {
    permission: "common.delete_profiletype",
    perform: (token) => deleteProfileType(token, id),
    redirectTo: `/profile-type${listStateSearch(request, profileTypeList)}`,
    success: messages.profileTypeDeleted,
  });
}

export default function DeleteProfileType() {
  const { title } = useLoaderData<typeof loader>();
  const { search } = useLocation();
  return <ConfirmDeleteDialog question={`Are you sure you want to delete the profile type "${title}"?`} closeHref={`/profile-type${search}`} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
