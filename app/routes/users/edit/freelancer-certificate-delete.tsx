import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { replace } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { marketplaceUserPermissions } from "#contract/marketplace-user";
import { userEditMessages } from "#contract/user-edit";
import { listFreelancerCertifications } from "~/models/freelancer.server";
import { deleteFreelancerCertificate } from "~/models/user-edit.server";
import { GeneralErrorBoundary } from "~/ui/error-boundary";
import { ConfirmDeleteDialog } from "~/ui/form-dialog";
import { deleteRoute } from "~/utils/dialog-route.server";
import { keepFormOnFailedSubmit, skipReloadAfterFailedSubmit } from "~/utils/keep-form-on-failed-submit";
import { routeId } from "~/utils/route-params";
import { loadEditPage, portfolioEditStateOf } from "./freelancer-project-page.server";
import { DELETION_IS_FINAL, certificatesHref } from "./freelancer-project-state";

// Remove of a saved certificate in the freelancer edit page's Certificates tab: deleted on the
// server after this confirmation (spec §2, §4); the form then starts afresh from the server.
export const meta: MetaFunction = () => [{ title: "Delete Certificate | Backoffice" }];
export const shouldRevalidate = skipReloadAfterFailedSubmit;

const CERTIFICATE_DELETE_QUESTION = "Are you Sure you want to Delete this Certificate? Changes not yet saved in the other certificates are discarded.";

const certificateDelete = deleteRoute({
  permission: marketplaceUserPermissions.freelancer.change,
  load: async (api, { request, params }) => {
    const id = routeId(params);
    const certificateId = routeId(params, "certificateId");
    const state = portfolioEditStateOf(request);
    const page = await loadEditPage(api, listFreelancerCertifications, id, state, (last) => certificatesHref(id, state, undefined, { page: last }));
    if (!page.results.some((certificate) => certificate.id === certificateId)) throw replace(certificatesHref(id, state));
    return { closeHref: certificatesHref(id, state) };
  },
  perform: (api, { params }) => api(deleteFreelancerCertificate, routeId(params), routeId(params, "certificateId")),
  redirectTo: ({ request, params }) => certificatesHref(routeId(params), portfolioEditStateOf(request)),
  success: userEditMessages.certificateDeleted,
});

export const loader = (args: LoaderFunctionArgs) => certificateDelete.loader(args);
export const action = (args: ActionFunctionArgs) => certificateDelete.action(args);
export const clientAction = keepFormOnFailedSubmit;

export default function CertificateDeleteDialog() {
  const { closeHref } = useLoaderData<typeof loader>();
  return <ConfirmDeleteDialog question={CERTIFICATE_DELETE_QUESTION} consequence={DELETION_IS_FINAL} closeHref={closeHref} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
