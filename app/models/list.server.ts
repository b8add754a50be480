import { MAX_PAGE_SIZE, type Paged } from "#contract/common";
import { csvStream, type CsvColumn } from "#contract/csv";
import type { EndpointName } from "#contract/endpoints";
import { type AnswerOf, apiRequest, callAnswer, type QueryValue } from "./api.server";
import { ApiError } from "./errors";

/** What every list call of app/models takes (react-admin's getList, in DRF's words). */
export type ListParams = { page?: number; page_size?: number; search?: string; ordering?: string };

/** What an export takes: the list's search and ordering, every page. */
/** What an export keeps of its list: search, ordering and the list's typed filters (`agency`, `status`). */
export type ExportParams = Pick<ListParams, "search" | "ordering"> & { filters?: Record<string, QueryValue> };

/** The list call's query: absent and empty values are left out. */
export function listQuery(params: ListParams): Record<string, string | number | undefined> {
  return { page: params.page ?? 1, page_size: params.page_size, search: params.search || undefined, ordering: params.ordering || undefined };
}

/**
 * Every row matching `params`, fetched a page of MAX_PAGE_SIZE at a time and yielded as it
 * arrives, so an export streams instead of holding the whole list in memory. Stops at the
 * count of the first page: a DRF backend answers 404 past the last page.
 */
export async function* allPages<T>(fetchPage: (params: ListParams) => Promise<Paged<T>>, params: Omit<ListParams, "page" | "page_size">): AsyncGenerator<T[]> {
  const first = await fetchPage({ ...params, page: 1, page_size: MAX_PAGE_SIZE });
  yield first.results;
  const pages = Math.ceil(first.count / MAX_PAGE_SIZE);
  for (let page = 2; page <= pages; page++) {
    const next = await fetchPage({ ...params, page, page_size: MAX_PAGE_SIZE });
    if (next.results.length === 0) break;
    yield next.results;
  }
}

/** The endpoints that answer a page of a list. */
export type ListEndpointName = { [N in EndpointName]: AnswerOf<N> extends Paged<unknown> ? N : never }[EndpointName];

export type CsvExportCall<Row> = {
  token: string;
  /** The list endpoint: `format=csv` on it, else its JSON pages (checked with its answer schema). */
  endpoint: ListEndpointName;
  params?: Record<string, string | number>;
  /** The list's filters (tab, user type), beside search and ordering. */
  filters?: Record<string, QueryValue>;
  search: ExportParams;
  /** The file's columns, also for a backend without `format=csv`. */
  columns: readonly CsvColumn<Row>[];
};

/** Answers to `format=csv` that mean "this backend has no CSV export": DRF's 404 for an unknown format, 400, 406. */
const NO_CSV_STATUSES = new Set([400, 404, 406]);

/**
 * The list as a CSV file's bytes: the provider's own stream (`format=csv`, one query, no result
 * window), passed through untouched; from a backend that answers it with JSON or an error
 * (no CSV export there), the JSON list paged through and written with the same columns.
 * Errors of the first call or page are thrown before any byte, so a loader can still redirect.
 */
export async function exportCsv<Row>(call: CsvExportCall<Row>): Promise<ReadableStream<Uint8Array>> {
  const query = { ...call.search.filters, ...call.filters, search: call.search.search || undefined, ordering: call.search.ordering || undefined };
  try {
    const response = await apiRequest(call.endpoint, {
      token: call.token,
      params: call.params,
      query: { ...query, format: "csv" },
      accept: `text/csv, application/json;q=0.9`,
      streamed: true,
    });
    if (response.body && response.headers.get("content-type")?.toLowerCase().startsWith("text/csv")) return response.body;
    // A backend that ignored `format` answered a page of JSON: read it to free the connection.
    await response.arrayBuffer();
  } catch (error) {
    if (!(error instanceof ApiError && NO_CSV_STATUSES.has(error.status))) throw error;
  }
  const fetchPage = async (page: ListParams) =>
    (await callAnswer(call.endpoint, { token: call.token, params: call.params, query: { ...query, ...listQuery(page) } })) as Paged<Row>;
  const pages = allPages(fetchPage, { search: call.search.search, ordering: call.search.ordering });
  return csvStream(call.columns, pages);
}

