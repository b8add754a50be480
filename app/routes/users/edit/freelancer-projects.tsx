import type { LoaderFunctionArgs } from "@remix-run/node";
import { Outlet, useLoaderData } from "@remix-run/react";
import { marketplaceUserPermissions, type Project } from "#contract/marketplace-user";
import { listFreelancerProjects } from "~/models/freelancer.server";
import { requireAdmin } from "~/models/session.server";
import { GeneralErrorBoundary } from "~/ui/error-boundary";
import { AddButton } from "~/ui/list/add-button";
import { DataTable, type Column } from "~/ui/list/data-table";
import { Pagination } from "~/ui/list/pagination";
import { actionColumn } from "~/ui/list/row-actions";
import { routeId } from "~/utils/route-params";
import { projectDuration } from "../portfolio-format";
import { loadEditPage, portfolioEditStateOf } from "./freelancer-project-page.server";
import { portfolioEditState, projectsHref, projectsPath } from "./freelancer-project-state";

// The freelancer edit page's Projects tab (spec §2 Edit forms): the paged table with Edit and
// Delete, "add New"; the Add / Edit Project dialogs and the delete confirmation are child routes.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { api } = await requireAdmin(request, marketplaceUserPermissions.freelancer.change);
  const id = routeId(params);
  const state = portfolioEditStateOf(request);
  const page = await loadEditPage(api, listFreelancerProjects, id, state, (last) => projectsHref(id, state, undefined, { page: last }));
  return { id, state, count: page.count, projects: page.results };
}

export default function FreelancerProjectsTab() {
  const { id, state, count, projects } = useLoaderData<typeof loader>();
  const columns: Column<Project>[] = [
    { id: "title", header: "Project Name", cell: (row) => row.title },
    { id: "duration", header: "Project Duration", nowrap: true, cell: (row) => projectDuration(row) },
    ...actionColumn<Project>((row) => row.title, [
      { label: "Edit", href: (row) => projectsHref(id, state, `${row.id}/edit`) },
      { label: "Delete", href: (row) => projectsHref(id, state, `${row.id}/delete`) },
    ]),
  ];
  return (
    <section aria-labelledby="projects-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="projects-heading" className="text-base font-semibold text-gray-900">
          Projects
        </h2>
        <AddButton to={projectsHref(id, state, "add")}>add New</AddButton>
      </div>
      <DataTable caption="Projects" columns={columns} rows={projects} rowKey={(row) => row.id} basePath={projectsPath(id)} state={state} />
      <Pagination basePath={projectsPath(id)} state={state} count={count} config={portfolioEditState} label="Projects pages" />
      <Outlet />
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
