// The component half of a list page (the loader is listPageLoader, list-page.server.ts): the
// list view with its export link, its Add button when the admin may add, and the dialogs over it.
import { Outlet, useLoaderData } from "@remix-run/react";
import { hasPermission, type PermissionCode } from "#contract/permissions";
import type { Column } from "~/ui/list/data-table";
import { AddButton } from "~/ui/list/add-button";
import { ListView } from "~/ui/list/list-view";
import { exportHref, type ExportableList } from "./list-export-link";
import type { LoadedList } from "./list-route.server";
import { listSearch, type ListConfig, type ListFilters } from "./list-state";

export type ListPageOptions<Row extends { id: number }, F extends ListFilters> = {
  config: ListConfig<F>;
  title: string;
  description: string;
  /** The list's path: search, sort, tab and page links lead there. */
  basePath: string;
  /** Its "Export CSV": /export/<name>.csv. */
  exportName: ExportableList;
  columns: (list: LoadedList<Row, F>) => readonly Column<Row>[];
  /** The Add button: shown to who holds `permission`; it leads to `<basePath>/add` in the list's state unless `href` says otherwise. */
  add?: { permission: PermissionCode; label: string; href?: (list: LoadedList<Row, F>) => string };
  tabsLabel?: string;
  searchLabel?: string;
};

export function listPage<Row extends { id: number }, F extends ListFilters = Record<never, never>>(options: ListPageOptions<Row, F>) {
  const { config, add } = options;
  return function ListPage() {
    // Single fetch hands the loader's LoadedList over as it is.
    const list = useLoaderData<LoadedList<Row, F>>();
    const search = listSearch(list.state, {}, config);
    return (
      <>
        <ListView
          config={config}
          title={options.title}
          description={options.description}
          basePath={options.basePath}
          tabsLabel={options.tabsLabel}
          searchLabel={options.searchLabel}
          list={list}
          rowKey={(row) => row.id}
          columns={options.columns(list)}
          exportHref={exportHref(options.exportName, search)}
          actions={
            add && hasPermission(list.permissions, add.permission) ? (
              <AddButton to={add.href ? add.href(list) : `${options.basePath}/add${search}`}>{add.label}</AddButton>
            ) : null
          }
        />
        <Outlet />
      </>
    );
  };
}
