import type { ReactNode } from "react";
import { listSearch, type ListConfig, type ListState, type ListTab } from "~/utils/list-state";
import { Icon } from "../icons";
import { PageHeader } from "../page";
import { TabContent, Tabs } from "../tabs";
import { DataTable, type Column } from "./data-table";
import { ExportLink } from "./export-link";
import { Pagination } from "./pagination";
import { SearchForm } from "./search-form";

/** `countCapped`: more rows match than the API lets a list reach; `count` is that reachable part. */
export type ListData<Row> = {
  state: ListState;
  /** The tabs this admin may see (from the loader: per-tab permissions are checked there). */
  tabs?: readonly Pick<ListTab, "id" | "label">[];
  count: number;
  countCapped?: boolean;
  rows: Row[];
  loadError: string | null;
};

type ListViewProps<Row> = {
  title: string;
  description?: string;
  /** The list's path: search, sort, tab and page links lead there. */
  basePath: string;
  list: ListData<Row>;
  /** The list's definition (`defineList`, in its area folder): tabs, filters, rows-per-page choices. */
  config?: ListConfig;
  /** Names the tab navigation; tabs show when the list has any. */
  tabsLabel?: string;
  /** A table of these columns, unless `body` replaces it (cards, say). */
  columns?: readonly Column<Row>[];
  /** The rows drawn some other way than a table; it gets the rows and must show `empty` itself. */
  body?: (rows: readonly Row[]) => ReactNode;
  rowKey: (row: Row) => string | number;
  /** Add button and the like, next to Export CSV. */
  actions?: ReactNode;
  exportHref?: string;
  /** Above the tabs and search: a back link, filters. */
  header?: ReactNode;
  searchLabel?: string;
  /** Beside the search: filters of the current tab. */
  filters?: ReactNode;
  /** What an empty list says; the spec's "No Records Found" unless a screen says otherwise. */
  empty?: string;
  /** Replaces the page's h1 when the list is a section of a page. */
  headingLevel?: "h1" | "h2";
};

/** Every list screen: header with actions, tabs, search, the rows (a table or a body), pagination. */
export function ListView<Row>({
  title,
  description,
  basePath,
  list,
  config,
  tabsLabel,
  columns = [],
  body,
  rowKey,
  actions,
  exportHref,
  header,
  searchLabel,
  filters,
  empty,
  headingLevel = "h1",
}: ListViewProps<Row>) {
  const toolbarActions = (
    <>
      {exportHref ? <ExportLink href={exportHref} /> : null}
      {actions}
    </>
  );
  const tabs = list.tabs ?? [];
  const tabItems = tabs.map(({ id, label }) => ({ id, label, to: `${basePath}${listSearch(list.state, { tab: id }, config)}` }));
  return (
    <section aria-label={headingLevel === "h2" ? title : undefined}>
      {headingLevel === "h1" ? (
        <PageHeader title={title} description={description} actions={toolbarActions} />
      ) : (
        <div className="mb-4 flex flex-wrap items-end justify-between gap-4">
          <h2 className="text-lg font-semibold text-gray-900">{title}</h2>
          <div className="flex gap-3">{toolbarActions}</div>
        </div>
      )}
      {header}
      {tabs.length > 0 ? (
        <Tabs label={tabsLabel ?? `${title} tabs`} current={list.state.tab} items={tabItems} />
      ) : null}
      <div className="my-4 flex flex-wrap items-center gap-3">
        <SearchForm action={basePath} state={list.state} config={config} label={searchLabel ?? `Search ${title.toLowerCase()}`} />
        {filters}
      </div>
      {list.loadError ? (
        <p role="alert" className="mb-4 flex items-center gap-2 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          <Icon name="alert" className="size-4" />
          {list.loadError}
        </p>
      ) : null}
      <TabContent items={tabItems} current={list.state.tab}>
        {body ? (
          body(list.rows)
        ) : (
          <DataTable caption={title} columns={columns} rows={list.rows} rowKey={rowKey} basePath={basePath} state={list.state} config={config} empty={empty} />
        )}
      </TabContent>
      <Pagination basePath={basePath} state={list.state} count={list.count} countCapped={list.countCapped} config={config} label={`${title} pages`} />
    </section>
  );
}
