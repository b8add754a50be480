import { Fragment, type MouseEvent, type ReactNode } from "react";
import { messages } from "#contract/messages";
import { cx } from "~/utils/cx";
import { listSearch, nextOrdering, sortDirection, type ListConfig, type ListState } from "~/utils/list-state";
import { Icon } from "../icons";
import { AppLink } from "../app-link";

export type Column<Row> = {
  /** Unique within the table. */
  id: string;
  header: string;
  /** The API's ordering field; absent for columns that do not sort. */
  sortField?: string;
  cell: (row: Row) => ReactNode;
  className?: string;
  /** Numbers and amounts: right-aligned in tabular figures, on one line. */
  numeric?: boolean;
  /** Short values (a status, a date) stay on one line; other cells wrap, even inside a long word. */
  nowrap?: boolean;
  /** The Action column: it sticks to the right edge when the table is wider than the screen; a card shows it last, unlabelled. */
  actions?: boolean;
  /** What a phone's card shows instead of `cell` (the Action column's buttons, say). */
  card?: (row: Row) => ReactNode;
};

type DataTableProps<Row> = {
  /** Names the table (and the phone's card list) for assistive technology. */
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
 * A list's rows, server-rendered twice from the same columns: from 768 px a plain `<table>` whose
 * sortable headers are links (ascending → descending → unsorted, marked by aria-sort), below it a
 * list of cards with a label beside each value. CSS shows one of them (`display: none` hides the
 * other from assistive technology too), so phones get cards without JavaScript (decision 033).
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  return (
    <>
      <Table {...props} />
      <Cards {...props} />
    </>
  );
}

function sortHref(props: Pick<DataTableProps<unknown>, "basePath" | "state" | "config">, field: string): string {
  return `${props.basePath}${listSearch(props.state, { ordering: nextOrdering(props.state.ordering, field), page: 1 }, props.config)}`;
}

const oneLine = <Row,>(column: Column<Row>) => column.numeric || column.nowrap || column.actions;

/**
 * From 1280 px every list fits (the layout test holds each to it): the table's box does not clip,
 * so headers stick under the top bar and a row menu without JavaScript is never cut off. Narrower,
 * a table of many columns may not fit (a text column keeps 8rem, so it never shrinks to one letter
 * per line): its box scrolls sideways, the Action column sticks to the box's right edge, and a
 * shadow on that column's edge shows there is more beneath it (`.table-scroll` in tailwind.css).
 * Cells keep 12 px each side: a text column's 8rem includes it, but a column sized by its header
 * or a badge is that plus the padding, and at 16 px the eight columns of /developer-requests (the
 * spec's) came to more than the 954 px a table has at 1280 px beside the sidebar.
 */
function Table<Row>({ caption, columns, rows, rowKey, basePath, state, config, empty = messages.noRecords }: DataTableProps<Row>) {
  return (
    <div className="table-scroll hidden rounded-xl border border-gray-200 bg-white shadow-sm md:block max-xl:overflow-x-auto">
      <table className="w-full border-separate border-spacing-0 text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => {
              const direction = column.sortField ? sortDirection(state.ordering, column.sortField) : undefined;
              return (
                <th
                  key={column.id}
                  scope="col"
                  aria-sort={column.sortField ? (direction ?? "none") : undefined}
                  className={cx(
                    // Headers stick under the 64 px top bar where the box does not scroll (from 1280 px).
                    "border-b border-gray-200 bg-gray-50 px-3 py-3 font-semibold text-gray-800 first:rounded-tl-xl last:rounded-tr-xl xl:sticky xl:top-16",
                    // Headers wrap between words ("Number Of Developers"): a table is as narrow as its values allow.
                    column.numeric || column.actions ? "text-right" : "text-left",
                    column.actions ? "table-action sticky right-0 z-20 w-px whitespace-nowrap" : "z-10",
                    column.className,
                  )}
                >
                  {column.sortField ? (
                    <AppLink
                      to={sortHref({ basePath, state, config }, column.sortField)}
                      preventScrollReset
                      className="inline-flex items-center gap-1 rounded hover:text-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
                    >
                      {column.header}
                      <SortIcon direction={direction} />
                    </AppLink>
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="px-4 py-10 text-center text-gray-700">
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)} onClick={followRowLink} className="group has-[[data-row-link]]:cursor-pointer">
                {columns.map((column) => (
                  <td
                    key={column.id}
                    className={cx(
                      "border-b border-gray-100 bg-white px-3 align-top text-gray-800 group-last:border-b-0 group-last:first:rounded-bl-xl group-last:last:rounded-br-xl group-hover:bg-gray-50",
                      oneLine(column) ? "whitespace-nowrap" : "min-w-32 wrap-anywhere",
                      column.numeric && "text-right tabular-nums",
                      // The menu button is 36 px high: its cell's padding keeps the row as high as a line of text.
                      column.actions ? "table-action sticky right-0 w-px py-1 text-right" : "py-3",
                      column.className,
                    )}
                  >
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

function SortIcon({ direction }: { direction: "ascending" | "descending" | undefined }) {
  return (
    <Icon
      name={direction === "ascending" ? "arrowUp" : direction === "descending" ? "arrowDown" : "sort"}
      className={cx("size-4 shrink-0", direction ? "text-indigo-700" : "text-gray-500")}
      aria-hidden="true"
    />
  );
}

/** Controls in a row keep their own click; text being selected is not a click on the row. */
const OWN_CLICK = "a, button, summary, details, input, select, textarea, label, [role='button'], [role='menuitem']";

/**
 * A click elsewhere in a row follows the row's main link (`data-row-link`, see RowMainLink), which
 * keyboard users and pages without JavaScript use directly.
 */
function followRowLink(event: MouseEvent<HTMLElement>) {
  const row = event.currentTarget;
  const target = event.target;
  // React passes on clicks from portals (an open menu's popover) that are not inside the row.
  if (!(target instanceof Element) || !row.contains(target) || target.closest(OWN_CLICK)) return;
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  if (!window.getSelection()?.isCollapsed) return;
  row.querySelector<HTMLAnchorElement>("a[data-row-link]")?.click();
}

/** Below 768 px: one card per row, each field as label and value, the actions as buttons at the end. */
function Cards<Row>({ caption, columns, rows, rowKey, basePath, state, config, empty = messages.noRecords }: DataTableProps<Row>) {
  const fields = columns.filter((column) => !column.actions);
  const actions = columns.find((column) => column.actions);
  const sortable = columns.filter((column) => column.sortField);
  return (
    <div className="md:hidden">
      {sortable.length > 0 && rows.length > 1 ? (
        <p className="mb-3 flex flex-wrap items-center gap-x-1 gap-y-1 text-sm text-gray-700">
          <span className="mr-1">Sort by:</span>
          {sortable.map((column) => {
            const direction = sortDirection(state.ordering, column.sortField ?? "");
            return (
              <AppLink
                key={column.id}
                to={sortHref({ basePath, state, config }, column.sortField ?? "")}
                preventScrollReset
                aria-label={`Sort by ${column.header}${direction ? `, sorted ${direction}` : ""}`}
                className={cx(
                  "inline-flex min-h-9 items-center gap-1 rounded-lg px-2 hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600",
                  direction ? "font-semibold text-indigo-700" : "text-indigo-700",
                )}
              >
                {column.header}
                <SortIcon direction={direction} />
              </AppLink>
            );
          })}
        </p>
      ) : null}
      {rows.length === 0 ? (
        <p className="rounded-xl border border-gray-200 bg-white px-4 py-10 text-center text-sm text-gray-700">{empty}</p>
      ) : (
        <ul aria-label={caption} className="flex flex-col gap-3">
          {rows.map((row) => (
            <li key={rowKey(row)} className="rounded-xl border border-gray-200 bg-white p-4 text-sm shadow-sm">
              <dl className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-x-4 gap-y-2">
                {fields.map((column) => (
                  <Fragment key={column.id}>
                    <dt className="font-medium text-gray-700">{column.header}</dt>
                    <dd className="wrap-anywhere text-gray-900">{(column.card ?? column.cell)(row)}</dd>
                  </Fragment>
                ))}
              </dl>
              {actions ? <div className="mt-3 border-t border-gray-100 pt-3">{(actions.card ?? actions.cell)(row)}</div> : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
