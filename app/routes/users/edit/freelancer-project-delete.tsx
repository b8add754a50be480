import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { replace } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { marketplaceUserPermissions } from "#contract/marketplace-user";
import { userEditMessages } from "#contract/user-edit";
import { listFreelancerProjects } from "~/models/freelancer.server";
import { deleteFreelancerProject } from "~/models/user-edit.server";
import { GeneralErrorBoundary } from "~/ui/error-boundary";
import { ConfirmDeleteDialog } from "~/ui/form-dialog";
import { deleteRoute } from "~/utils/dialog-route.server";
import { keepFormOnFailedSubmit, skipReloadAfterFailedSubmit } from "~/utils/keep-form-on-failed-submit";
import { routeId } from "~/utils/route-params";
import { loadEditPage, portfolioEditStateOf } from "./freelancer-project-page.server";
import { DELETION_IS_FINAL, projectsHref } from "./freelancer-project-state";

// Delete of a project in the freelancer edit page's Projects tab: a confirmation over the table.
// The project must be on the table's page the dialog is over (the API has no call for one project).
export const meta: MetaFunction = () => [{ title: "Delete Project | Backoffice" }];
export const shouldRevalidate = skipReloadAfterFailedSubmit;

const projectDelete = deleteRoute({
  permission: marketplaceUserPermissions.freelancer.change,
  load: async (api, { request, params }) => {
    const id = routeId(params);
    const projectId = routeId(params, "projectId");
    const state = portfolioEditStateOf(request);
    const page = await loadEditPage(api, listFreelancerProjects, id, state, (last) => projectsHref(id, state, undefined, { page: last }));
    if (!page.results.some((project) => project.id === projectId)) throw replace(projectsHref(id, state));
    return { closeHref: projectsHref(id, state) };
  },
  perform: (api, { params }) => api(deleteFreelancerProject, routeId(params), routeId(params, "projectId")),
  // The table reloads on its page; one emptied by the deletion leads to the last page there is.
  redirectTo: ({ request, params }) => projectsHref(routeId(params), portfolioEditStateOf(request)),
  success: userEditMessages.projectDeleted,
});

export const loader = (args: LoaderFunctionArgs) => projectDelete.loader(args);
export const action = (args: ActionFunctionArgs) => projectDelete.action(args);
export const clientAction = keepFormOnFailedSubmit;

export default function ProjectDeleteDialog() {
  const { closeHref } = useLoaderData<typeof loader>();
  return <ConfirmDeleteDialog question="Are you Sure you want to Delete this Project?" consequence={DELETION_IS_FINAL} closeHref={closeHref} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
