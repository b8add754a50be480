// The answer of every list endpoint: a page as JSON, or with `format=csv` the whole list as one
// streamed CSV file (decision 020). Same guard, search, filters and ordering either way.
import type { Context } from "hono";
import { CSV_CONTENT_TYPE, csvFilename, csvHeader, csvLines, type CsvColumn } from "#contract/csv";
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

/**
 * Batches are read as the client reads the body (pull), one batch ahead at most, so memory stays
 * flat whatever the list's size. The first batch is read before answering: a failing query is
 * still a proper error status instead of a truncated file.
 */
async function csvAnswer<Row>(db: Db, list: ListDefinition<Row>, { columns, resource }: ListExport<Row>): Promise<Response> {
  const encoder = new TextEncoder();
  const batches = listBatches(db, list);
  let pending: IteratorResult<Row[]> | undefined = await batches.next();
  const body = new ReadableStream<Uint8Array>(
    {
      start(controller) {
        controller.enqueue(encoder.encode(csvHeader(columns)));
      },
      async pull(controller) {
        const next = pending ?? (await batches.next());
        pending = undefined;
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(csvLines(columns, next.value)));
      },
      async cancel() {
        await batches.return(undefined);
      },
    },
    // One chunk queued: the next batch is read only once the client has taken the previous one.
    { highWaterMark: 1 },
  );
  return new Response(body, {
    headers: {
      "Content-Type": CSV_CONTENT_TYPE,
      "Content-Disposition": `attachment; filename="${csvFilename(resource)}"`,
      "Cache-Control": "no-store",
    },
  });
}
