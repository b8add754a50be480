// Every list's count and page (decision 012): the cost of a call stays flat whatever the table's
// size. The count stops at the result window; the page is found by ids with a query the indexes
// serve, then the list loads those rows its own way.
import { and, asc, count, type Column, desc, sql, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { MAX_RESULT_WINDOW } from "#contract/common";
import { messages } from "#contract/messages";
import type { Db } from "./db/client";
import { ApiError } from "./http";

/**
 * A list's order: keys in one direction, the last one the id, every key NOT NULL. One direction
 * lets one index serve both and lets an export resume after a row with a row comparison.
 */
export type ListOrder = { keys: (Column | SQL)[]; descending: boolean };

export function orderBySql(order: ListOrder): SQL[] {
  return order.keys.map((key) => (order.descending ? desc(key) : asc(key)));
}

/** What a list pages over: one table, its conditions and its order. */
export type ListSource = {
  table: PgTable;
  /** The primary key, the last ORDER BY key: pages never overlap. */
  id: Column;
  /** Conditions other than the search (tab, parent, recipient), served by the order's indexes. */
  scope?: SQL;
  /** The search condition, served by trigram indexes. */
  search?: SQL;
  /** The whole order, ending with the id; its expressions are those of the table's indexes. */
  order: ListOrder;
};

/**
 * A list as the API answers it: where its ids come from, and how a batch of ids becomes the
 * contract's rows (joins, permissions), in any order.
 */
export type ListDefinition<Row> = {
  source: ListSource;
  rows: (ids: number[]) => Promise<Row[]>;
  idOf: (row: Row) => number;
};

export type PageRequest = { page: number; page_size: number };

/** A page of a list: `count` exact up to the window, `capped` when more rows match. */
export type ListPage<Row> = { count: number; capped: boolean; results: Row[] };

/**
 * How many rows of the requested order a capped, searched page may walk before it gives up on
 * the order's index: enough for a term matching one row in ten anywhere in the window.
 */
const ORDER_WALK_LIMIT = 10 * MAX_RESULT_WINDOW;

/** Rows matching `where`, counted up to MAX_RESULT_WINDOW + 1 and no further. */
export async function cappedCount(db: Db, table: PgTable, where: SQL | undefined): Promise<{ count: number; capped: boolean }> {
  const matches = db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(MAX_RESULT_WINDOW + 1)
    .as("matches");
  const [row] = await db.select({ total: count() }).from(matches);
  const total = row?.total ?? 0;
  return { count: Math.min(total, MAX_RESULT_WINDOW), capped: total > MAX_RESULT_WINDOW };
}

type EarlyPage = { ids: number[]; counted?: { count: number; capped: boolean } };

/** An unsearched page's ids and, computed once beside them, the capped count of its scope. */
async function pageIdsWithCount(db: Db, { table, id, scope, order }: ListSource, offset: number, limit: number): Promise<EarlyPage> {
  const where = scope ?? sql`true`;
  const total = sql`(select count(*) from (select 1 from ${table} where ${where} limit ${MAX_RESULT_WINDOW + 1}) as matches)`;
  return countedIds(db, sql`select ${id} as id, ${total} as total from ${table} where ${where} order by ${sql.join(orderBySql(order), sql`, `)} limit ${limit} offset ${offset}`);
}

/**
 * A searched page's ids and its capped count from one scan of the matches (the trigram index):
 * the window function counts the matches before the page is cut from them. The ids hold only
 * when every match was read (not capped); past the window the order's walk finds them. The
 * matches carry only the id and the order's keys: whole rows made the scan read and copy every
 * column of up to 1,001 rows (decision 051).
 */
async function searchedPageIdsWithCount(db: Db, { table, id, scope, search, order }: ListSource, offset: number, limit: number): Promise<EarlyPage> {
  const keys = orderKeyColumns(order);
  const matches = sql`(select ${id} as id, ${keys.select} from ${table} where ${and(scope, search)} limit ${MAX_RESULT_WINDOW + 1}) as matches`;
  const page = await countedIds(db, sql`select id, count(*) over () as total from ${matches} order by ${keys.orderBy} limit ${limit} offset ${offset}`);
  return page.counted?.capped ? { ids: [], counted: page.counted } : page;
}

/**
 * The order's keys as columns of a subquery (`page_key_0`, ...) and an ORDER BY naming them: the
 * outer query sorts what the inner one computed, and the planner sees an order it can keep.
 */
function orderKeyColumns(order: ListOrder): { select: SQL; orderBy: SQL } {
  const name = (index: number) => sql.identifier(`page_key_${index}`);
  return {
    select: sql.join(order.keys.map((key, index) => sql`${key} as ${name(index)}`), sql`, `),
    orderBy: sql.join(order.keys.map((_, index) => sql`${name(index)} ${order.descending ? sql`desc` : sql`asc`}`), sql`, `),
  };
}

async function countedIds(db: Db, query: SQL): Promise<EarlyPage> {
  const result = (await db.execute(query)) as unknown as { rows: { id: number; total: number | string }[] };
  const first = result.rows[0];
  if (!first) return { ids: [] };
  const matched = Number(first.total);
  return { ids: result.rows.map((row) => Number(row.id)), counted: { count: Math.min(matched, MAX_RESULT_WINDOW), capped: matched > MAX_RESULT_WINDOW } };
}

async function idsOf(db: Db, query: SQL): Promise<number[]> {
  const result = (await db.execute(query)) as unknown as { rows: { id: number }[] };
  return result.rows.map((row) => Number(row.id));
}

/**
 * The ids of one page. In the nested queries the inner rows take the table's own name, so the
 * conditions and ORDER BY written for the table apply to them unchanged.
 */
async function pageIds(db: Db, source: ListSource, capped: boolean, offset: number, limit: number): Promise<number[]> {
  const { table, id, scope, search } = source;
  const order = sql.join(orderBySql(source.order), sql`, `);
  const where = and(scope, search) ?? sql`true`;
  // No search: the order's index (behind the scope) gives the page directly.
  if (!search) return idsOf(db, sql`select ${id} as id from ${table} where ${where} order by ${order} limit ${limit} offset ${offset}`);
  // Every match, sorted: OFFSET 0 keeps the planner from walking the order's index instead of
  // the trigram one. Cheap when few rows match; otherwise the fallback of the walk below.
  const sortedMatches = () =>
    idsOf(db, sql`select ${id} as id from (select * from ${table} where ${where} offset 0) as ${table} order by ${order} limit ${limit} offset ${offset}`);
  if (!capped) return sortedMatches();
  // Many matches: walk the order's index for a bounded number of rows. Matches that sit late in
  // that order (searching the very column sorted by) end the walk early; then sort every match.
  // The keys go out as columns and the outer ORDER BY names them: ordered by the expressions
  // again, the planner could not see the walk's order, sorted all of it and so always walked
  // the whole limit (decision 045).
  const keys = orderKeyColumns(source.order);
  const walked = await idsOf(
    db,
    sql`select ${id} as id from (select *, ${keys.select} from ${table} where ${scope ?? sql`true`} order by ${order} limit ${ORDER_WALK_LIMIT}) as ${table}
        where ${search} order by ${keys.orderBy} limit ${limit} offset ${offset}`,
  );
  return walked.length === limit ? walked : sortedMatches();
}

/**
 * One page of a list: the count up to the window, DRF's 404 "Invalid page." past the last page
 * of the window (page 1 always exists), and the page's rows in order, loaded by `rowsOf`.
 */
export async function listPage<Row>(db: Db, { source, rows: rowsOf, idOf }: ListDefinition<Row>, request: PageRequest): Promise<ListPage<Row>> {
  const offset = (request.page - 1) * request.page_size;
  // The page's ids and the count in one query (each query is a round trip that costs more than
  // the work on PGlite), unless the page is past the window (then the 404 below needs no page
  // query, however deep it asks) or empty: then the count alone.
  const early = offset >= MAX_RESULT_WINDOW ? undefined : await (source.search ? searchedPageIdsWithCount : pageIdsWithCount)(db, source, offset, request.page_size);
  const { count: total, capped } = early?.counted ?? (await cappedCount(db, source.table, and(source.scope, source.search)));
  const lastPage = Math.max(1, Math.ceil(total / request.page_size));
  if (request.page > lastPage) throw new ApiError(404, { detail: messages.invalidPage });
  // The window ends the last page: a page size that does not divide it gets a shorter last page.
  const limit = Math.min(request.page_size, total - offset);
  if (limit <= 0) return { count: total, capped, results: [] };
  const ids = early?.ids.length ? early.ids.slice(0, limit) : await pageIds(db, source, capped, offset, limit);
  const rows = ids.length === 0 ? [] : await rowsOf(ids);
  return { count: total, capped, results: inOrderOf(ids, rows, idOf) };
}

function inOrderOf<Row>(ids: number[], rows: Row[], idOf: (row: Row) => number): Row[] {
  const byId = new Map(rows.map((row) => [idOf(row), row]));
  return ids.flatMap((rowId) => byId.get(rowId) ?? []);
}

/** Rows an export reads per query: a few hundred kilobytes of CSV at most. */
export const EXPORT_BATCH_SIZE = 1000;

/**
 * Every row of a list in its order, a batch at a time, with no result window: keyset batches,
 * each query resuming after the last row of the one before (`(keys) > (last keys)`, which the
 * order's index serves), so no batch rereads what an earlier one returned, nothing holds a
 * connection or a transaction between batches, and memory holds one batch.
 */
export async function* listBatches<Row>(db: Db, { source, rows: rowsOf, idOf }: ListDefinition<Row>, batchSize = EXPORT_BATCH_SIZE): AsyncGenerator<Row[]> {
  const { table, id, scope, search, order } = source;
  const keys = sql.join(order.keys.map((key) => sql`${key}`), sql`, `);
  // The keys travel as text and come back as untyped parameters: PostgreSQL reads each as its
  // key's type, exactly (a timestamp keeps its microseconds, which a JavaScript Date would lose).
  const keyColumns = sql.join(order.keys.map((key, index) => sql`(${key})::text as ${sql.identifier(`key${index}`)}`), sql`, `);
  const orderBy = sql.join(orderBySql(order), sql`, `);
  let after: string[] | undefined;
  for (;;) {
    const resume = after ? sql`(${keys}) ${order.descending ? sql`<` : sql`>`} (${sql.join(after.map((value) => sql`${value}`), sql`, `)})` : undefined;
    const result = (await db.execute(
      sql`select ${id} as id, ${keyColumns} from ${table} where ${and(scope, search, resume) ?? sql`true`} order by ${orderBy} limit ${batchSize}`,
    )) as unknown as { rows: Record<string, unknown>[] };
    const last = result.rows.at(-1);
    if (!last) return;
    const ids = result.rows.map((row) => Number(row.id));
    yield inOrderOf(ids, await rowsOf(ids), idOf);
    if (result.rows.length < batchSize) return;
    after = order.keys.map((_, index) => {
      const value = last[`key${index}`];
      if (typeof value !== "string") throw new Error(`Export order key ${index} of ${String(last.id)} is null: list keys must be NOT NULL`);
      return value;
    });
  }
}
