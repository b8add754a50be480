// The requests beside the one on screen, in the list the admin came from, found with ONE list call:
// a page of the list (number and size) chosen so that it holds the admin's page plus the row
// before and the row after it, so the neighbours of the first and last rows are in it too.
import { MAX_PAGE_SIZE } from "#contract/common";
import { REQUEST_STATUS } from "#contract/constants";

/** A page of the list (`page`, `page_size` for the API) and the position of its first row in the list. */
export type ListWindow = { page: number; page_size: number; offset: number };

/**
 * The smallest page that holds rows (page-1)·size−1 … page·size (0-based) of the list: page 1 of
 * 10 is page 1 of 11, page 5 of 10 is page 4 of 13 (rows 39–51). A page of MAX_PAGE_SIZE rows
 * cannot be widened: it is asked for as it is, and its edges have no neighbour.
 */
export function windowAround(page: number, pageSize: number): ListWindow {
  const first = Math.max(0, (page - 1) * pageSize - 1);
  const last = page * pageSize;
  for (let size = last - first + 1; size <= MAX_PAGE_SIZE; size++) {
    const index = Math.floor(first / size);
    if ((index + 1) * size > last) return { page: index + 1, page_size: size, offset: index * size };
  }
  return { page, page_size: pageSize, offset: (page - 1) * pageSize };
}

type Row = { id: number; status: number };

/** A row found for the admin, and the page of the admin's list it is on. */
export type Found<R> = { row: R; page: number };

const pageOf = (position: number, pageSize: number) => Math.floor(position / pageSize) + 1;

/** The row after (`next`) or before (`previous`) request `id` in the window; none when `id` is not in it or is at the list's edge. */
export function neighbourOf<R extends Row>(rows: readonly R[], window: ListWindow, pageSize: number, id: number, direction: "next" | "previous"): Found<R> | undefined {
  const index = rows.findIndex((row) => row.id === id);
  if (index === -1) return undefined;
  const target = direction === "next" ? index + 1 : index - 1;
  const row = rows[target];
  return row ? { row, page: pageOf(window.offset + target, pageSize) } : undefined;
}

/**
 * The first pending request after `id` ("Approve & next"), on the page of the list it will be on
 * once `id` is decided: when the decided request leaves the list, the rows after it move up one.
 */
export function nextPendingAfter<R extends Row>(rows: readonly R[], window: ListWindow, pageSize: number, id: number, decidedLeavesList: boolean): Found<R> | undefined {
  const index = rows.findIndex((row) => row.id === id);
  if (index === -1) return undefined;
  for (let target = index + 1; target < rows.length; target++) {
    const row = rows[target];
    if (row?.status === REQUEST_STATUS.pending) return { row, page: pageOf(window.offset + target - (decidedLeavesList ? 1 : 0), pageSize) };
  }
  return undefined;
}
