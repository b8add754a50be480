import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { messages } from "#contract/messages";
import { cx } from "~/utils/cx";
import { listSearch, nextOrdering, sortDirection, type ListConfig, type ListState } from "~/utils/list-state";
import { Icon } from "../icons";

export type Column<Row> = {
  /** Unique within the table. */
  id: string;
  header: string;
  /** The API's ordering field; absent for columns that do not sort. */
  sortField?: string;
  cell: (row: Row) => ReactNode;
  className?: string;
};

type DataTableProps<Row> = {
  /** Names the table for assistive technology. */
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** Where sort links lead (the list's path) and the state they change. */
  basePath: string;
  state: ListState;
  config?: Pick<ListConfig, "tabs" | "filters">;
  empty?: string;
};

/**
 * A plain `<table>`: it renders fast on the server and sorts without JavaScript, each sortable
 * header being a link through the ascending → descending → unsorted cycle, marked by aria-sort.
 */
export function DataTable<Row>({ caption, columns, rows, rowKey, basePath, state, config, empty = messages.noRecords }: DataTableProps<Row>) {
  return (
    <div className="overflow-x-auto rounded-xl border border-gray-200 bg-white shadow-sm">
      <table className="min-w-full divide-y divide-gray-200 text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-gray-50">
          <tr>
            {columns.map((column) => {
              const direction = column.sortField ? sortDirection(state.ordering, column.sortField) : undefined;
              return (
                <th
                  key={column.id}
                  scope="col"
                  aria-sort={column.sortField ? (direction ?? "none") : undefined}
                  className={cx("px-4 py-3 text-left font-semibold whitespace-nowrap text-gray-800", column.className)}
                >
                  {column.sortField ? (
                    <Link
                      to={`${basePath}${listSearch(state, { ordering: nextOrdering(state.ordering, column.sortField), page: 1 }, config)}`}
                      preventScrollReset
                      className="inline-flex items-center gap-1 rounded hover:text-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
                    >
                      {column.header}
                      <Icon
                        name={direction === "ascending" ? "arrowUp" : direction === "descending" ? "arrowDown" : "sort"}
                        className={cx("size-4", direction ? "text-indigo-700" : "text-gray-500")}
                        aria-hidden="true"
                      />
                    </Link>
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="px-4 py-10 text-center text-gray-700">
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)} className="hover:bg-gray-50">
                {columns.map((column) => (
                  <td key={column.id} className={cx("px-4 py-3 align-top text-gray-800", column.className)}>
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
