import type { PermissionCode } from "#contract/permissions";
import { handleLoaderError } from "~/models/errors.server";
import { requireAdmin } from "~/models/session.server";
import { csvFilename, csvResponse, type CsvColumn } from "./csv.server";
import type { ListConfig, ListState } from "./list-state";
import { parseListState } from "./list-state.server";

type ExportOptions<Row> = {
  /** The list's own view permission: whoever sees the list may export it. */
  permission: PermissionCode;
  config: ListConfig;
  /** The file's name: `${resource}-YYYY-MM-DD.csv`. */
  resource: string;
  columns: readonly CsvColumn<Row>[];
  /** Every row matching the list's search and ordering (and tab). */
  rows: (token: string, state: { search?: string; ordering?: string; tab: string }) => AsyncGenerator<Row>;
};

/** The loader of a list's "Export CSV": all rows of the current search and ordering, streamed. */
export async function exportList<Row>(request: Request, options: ExportOptions<Row>): Promise<Response> {
  const { token } = await requireAdmin(request, options.permission);
  const state: ListState = parseListState(new URL(request.url).searchParams, options.config);
  const rows = options.rows(token, { search: state.search || undefined, ordering: state.ordering || undefined, tab: state.tab });
  try {
    return await csvResponse(csvFilename(options.resource), options.columns, rows);
  } catch (error) {
    return handleLoaderError(error, request);
  }
}
