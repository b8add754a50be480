import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Outlet, useLoaderData } from "@remix-run/react";
import { hasPermission } from "#contract/permissions";
import { listProfileTypes } from "~/models/profile-type.server";
import { GeneralErrorBoundary } from "~/ui/error-boundary";
import { ListView } from "~/ui/list/list-view";
import { AddButton } from "~/ui/list/add-button";
import { masterDataColumns } from "./master-data-columns";
import { apiListParams, listSearch } from "~/utils/list-state";
import { loadList } from "~/utils/list-route.server";
import { profileTypeList } from "./lists";
import { shellPageShouldRevalidate } from "~/utils/revalidate";
import { exportHref } from "~/utils/list-export-link";

export const meta: MetaFunction = () => [{ title: "Profile Type | Backoffice" }];

export const shouldRevalidate = shellPageShouldRevalidate;

export async function loader({ request }: LoaderFunctionArgs) {
  return loadList(request, {
    permission: "common.view_profiletype",
    config: profileTypeList,
    fetchPage: (token, state) => listProfileTypes(token, apiListParams(state)),
  });
}

export default function ProfileTypeList() {
  const list = useLoaderData<typeof loader>();
  const search = listSearch(list.state);
  return (
    <>
      <ListView
        config={profileTypeList}
        title="Profile Type"
        description="The kinds of profile freelancers and agency developers present themselves as."
        basePath="/profile-type"
        list={list}
        rowKey={(row) => row.id}
        columns={masterDataColumns({
          held: list.permissions,
          permissions: { change: "common.change_profiletype", delete: "common.delete_profiletype" },
          state: list.state,
          basePath: "/profile-type",
        })}
        exportHref={exportHref("profile-type", search)}
        actions={hasPermission(list.permissions, "common.add_profiletype") ? <AddButton to={`/profile-type/add${search}`}>Add Profile Type</AddButton> : null}
      />
      <Outlet />
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
