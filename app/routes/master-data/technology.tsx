import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Outlet, useLoaderData } from "@remix-run/react";
import { hasPermission } from "#contract/permissions";
import { listTechnologies } from "~/models/technology.server";
import { GeneralErrorBoundary } from "~/ui/error-boundary";
import { ListView } from "~/ui/list/list-view";
import { AddButton } from "~/ui/list/add-button";
import { masterDataColumns } from "./master-data-columns";
import { apiListParams, listSearch } from "~/utils/list-state";
import { loadList } from "~/utils/list-route.server";
import { technologyList } from "./lists";
import { shellPageShouldRevalidate } from "~/utils/revalidate";
import { exportHref } from "~/utils/list-export-link";

export const meta: MetaFunction = () => [{ title: "Technology | Backoffice" }];

export const shouldRevalidate = shellPageShouldRevalidate;

export async function loader({ request }: LoaderFunctionArgs) {
  return loadList(request, {
    permission: "common.view_technology",
    config: technologyList,
    fetchPage: (token, state) => listTechnologies(token, apiListParams(state)),
  });
}

export default function TechnologyList() {
  const list = useLoaderData<typeof loader>();
  const search = listSearch(list.state);
  return (
    <>
      <ListView
        config={technologyList}
        title="Technology"
        description="Technologies agencies, freelancers and developers can list on their profiles."
        basePath="/technology"
        list={list}
        rowKey={(row) => row.id}
        columns={masterDataColumns({
          held: list.permissions,
          permissions: { change: "common.change_technology", delete: "common.delete_technology" },
          state: list.state,
          basePath: "/technology",
        })}
        exportHref={exportHref("technology", search)}
        actions={hasPermission(list.permissions, "common.add_technology") ? <AddButton to={`/technology/add${search}`}>Add Technology</AddButton> : null}
      />
      <Outlet />
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
