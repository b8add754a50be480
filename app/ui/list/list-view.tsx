import type { ReactNode } from "react";
import type { ListState } from "~/utils/list-state";
import { Icon } from "../icons";
import { PageHeader } from "../page";
import { DataTable, type Column } from "./data-table";
import { ExportLink } from "./export-link";
import { Pagination } from "./pagination";
import { SearchForm } from "./search-form";

/** `countCapped`: more rows match than the API lets a list reach; `count` is that reachable part. */
export type ListData<Row> = { state: ListState; count: number; countCapped?: boolean; rows: Row[]; loadError: string | null };

type ListViewProps<Row> = {
  title: string;
  description?: string;
  /** The list's path: search, sort and page links lead there. */
  basePath: string;
  list: ListData<Row>;
  columns: readonly Column<Row>[];
  rowKey: (row: Row) => string | number;
  /** Add button and the like, next to Export CSV. */
  actions?: ReactNode;
  exportHref?: string;
  /** Above the search: tabs, a back link. */
  header?: ReactNode;
  tabs?: readonly string[];
  searchLabel?: string;
  /** Replaces the page's h1 when the list is a section of a page. */
  headingLevel?: "h1" | "h2";
};

/** Every list screen: header with actions, search, the table, pagination. Screens only describe columns. */
export function ListView<Row>({
  title,
  description,
  basePath,
  list,
  columns,
  rowKey,
  actions,
  exportHref,
  header,
  tabs,
  searchLabel,
  headingLevel = "h1",
}: ListViewProps<Row>) {
  const toolbarActions = (
    <>
      {exportHref ? <ExportLink href={exportHref} /> : null}
      {actions}
    </>
  );
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
      <div className="my-4 flex flex-wrap items-center gap-3">
        <SearchForm action={basePath} state={list.state} defaultTab={tabs?.[0]} label={searchLabel ?? `Search ${title.toLowerCase()}`} />
      </div>
      {list.loadError ? (
        <p role="alert" className="mb-4 flex items-center gap-2 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          <Icon name="alert" className="size-4" />
          {list.loadError}
        </p>
      ) : null}
      <DataTable caption={title} columns={columns} rows={list.rows} rowKey={rowKey} basePath={basePath} state={list.state} tabs={tabs} />
      <Pagination basePath={basePath} state={list.state} count={list.count} countCapped={list.countCapped} tabs={tabs} label={`${title} pages`} />
    </section>
  );
}
