// The answer of every list endpoint: a page as JSON, or with `format=csv` the whole list as one
// streamed CSV file (decision 020). Same guard, search, filters and ordering either way.
import type { Context } from "hono";
import { csvDownloadHeaders, csvStream, type CsvColumn } from "#contract/csv";
import type { Db } from "./db/client";
import { type AppEnv, paged } from "./http";
import { type ListDefinition, listBatches, listPage, type PageRequest } from "./paging";

export type ListExport<Row> = {
  columns: readonly CsvColumn<Row>[];
  /** The file's name: `${resource}-YYYY-MM-DD.csv`. */
  resource: string;
};

export async function listAnswer<Row>(
  c: Context<AppEnv>,
  db: Db,
  query: PageRequest & { format?: "csv" },
  list: ListDefinition<Row>,
  csv: ListExport<Row>,
): Promise<Response> {
  if (query.format === "csv") return csvAnswer(db, list, csv);
  return c.json(paged(c, query, await listPage(db, list, query)));
}

/** The whole list, keyset batch by batch as the client reads it (csvStream: memory stays flat). */
async function csvAnswer<Row>(db: Db, list: ListDefinition<Row>, { columns, resource }: ListExport<Row>): Promise<Response> {
  return new Response(await csvStream(columns, listBatches(db, list)), { headers: csvDownloadHeaders(resource) });
}
