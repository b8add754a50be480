import { stringify } from "csv-stringify/sync";

export type CsvColumn<Row> = { header: string; value: (row: Row) => string | number | boolean | null | undefined };

// A cell starting with one of these would run as a formula in a spreadsheet (CSV injection).
const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return "";
  const text = String(value);
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/**
 * A CSV download streamed row by row as the API's pages arrive, never held in memory whole.
 * The first row is fetched before answering, so a refused or expired session still redirects
 * instead of producing a broken file.
 */
export async function csvResponse<Row>(filename: string, columns: readonly CsvColumn<Row>[], rows: AsyncIterator<Row>): Promise<Response> {
  const encoder = new TextEncoder();
  const first = await rows.next();
  const line = (row: Row) => encoder.encode(stringify([columns.map((column) => cell(column.value(row)))], { record_delimiter: "\r\n" }));
  let pending: IteratorResult<Row> | undefined = first;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      // The BOM lets spreadsheet programs read UTF-8 names correctly.
      controller.enqueue(encoder.encode(`\uFEFF${stringify([columns.map((column) => column.header)], { record_delimiter: "\r\n" })}`));
    },
    async pull(controller) {
      // Several rows per pull: one enqueue per row would cost more than the rows themselves.
      for (let i = 0; i < 100; i++) {
        const next = pending ?? (await rows.next());
        pending = undefined;
        if (next.done) {
          controller.close();
          return;
        }
        controller.enqueue(line(next.value));
      }
    },
    async cancel() {
      await rows.return?.();
    },
  });
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "no-store",
    },
  });
}

/** `technologies-2026-11-21.csv` */
export function csvFilename(resource: string, now = new Date()): string {
  return `${resource}-${now.toISOString().slice(0, 10)}.csv`;
}
