import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { masterDataRequestSchema } from "#contract/master-data";
import { messages } from "#contract/messages";
import { handleLoaderError } from "~/models/errors.server";
import { requireAdmin } from "~/models/session.server";
import { getProfileType, updateProfileType } from "~/models/profile-type.server";
import { GeneralErrorBoundary } from "~/ui/error-boundary";
import { MasterDataFormDialog } from "~/ui/master-data-form";
import { handleFormAction } from "~/utils/form-action.server";
import { listStateSearch } from "~/utils/list-route.server";
import { routeId } from "~/utils/route-params";
import { profileTypeList } from "~/utils/lists";

export const meta: MetaFunction = () => [{ title: "Edit Profile Type | Backoffice" }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { token } = await requireAdmin(request, "common.change_profiletype");
  const profileType = await getProfileType(token, routeId(params)).catch((error: unknown) => handleLoaderError(error, request));
  return { profileType };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const id = routeId(params);
  return handleFormAction(request, {
    permission: "common.change_profiletype",
    schema: masterDataRequestSchema,
    perform: (token, value) => updateProfileType(token, id, value),
    redirectTo: `/profile-type${listStateSearch(request, profileTypeList)}`,
    success: messages.profileTypeUpdated,
  });
}

export default function EditProfileType() {
  const { profileType } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { search } = useLocation();
  return (
    <MasterDataFormDialog
      title="Edit Profile Type"
      submitLabel="Update"
      closeHref={`/profile-type${search}`}
      lastResult={lastResult}
      defaultValue={{ title: profileType.title, description: profileType.description, status: String(profileType.status) }}
    />
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
