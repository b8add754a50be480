// Many rows in one statement: `INSERT ... SELECT FROM unnest($1::int4[], ...)`, one parameter per
// column whatever the row count, the same SQL on PGlite and PostgreSQL (decision 039). Serves the
// submissions (one or a batch of thousands, decision 050) and the demo seed's own rows.
import { param, sql } from "drizzle-orm";
import type { Db } from "../db/client";

type Column = readonly [name: string, type: string];

/** The rows of one table, column by column, inserted in one statement. */
export class Rows {
  readonly values: unknown[][];
  constructor(
    readonly table: string,
    readonly columns: readonly Column[],
  ) {
    this.values = columns.map(() => []);
  }
  add(...row: unknown[]) {
    row.forEach((value, i) => this.values[i]!.push(value));
  }
  get size() {
    return this.values[0]?.length ?? 0;
  }
  async insert(db: Db) {
    if (this.size === 0) return;
    // text[] values travel as array literals: unnest would flatten a two-dimensional array.
    const names = this.columns.map(([name]) => `"${name}"`).join(", ");
    const selected = this.columns.map(([name, type]) => (type === "text[]" ? `"${name}"::text[]` : `"${name}"`)).join(", ");
    const params = this.columns.map(([, type], i) => sql`${param(this.values[i])}::${sql.raw(type === "text[]" ? "text" : type)}[]`);
    await db.execute(sql`insert into ${sql.raw(`"${this.table}"`)} (${sql.raw(names)}) select ${sql.raw(selected)} from unnest(${sql.join(params, sql`, `)}) as u(${sql.raw(names)})`);
  }
}

/** A PostgreSQL array literal of texts (for text[] columns, see Rows.insert). */
export const arrayLiteral = (items: readonly string[]) => `{${items.map((item) => `"${item.replace(/["\\]/g, "\\$&")}"`).join(",")}}`;

/** `count` ids taken from the table's sequence, so children can name their parent before it is written. */
export async function reserveIds(db: Db, table: string, count: number): Promise<number[]> {
  if (count === 0) return [];
  const result = await db.execute(sql`select nextval(pg_get_serial_sequence(${`"${table}"`}, 'id'))::int as id from generate_series(1, ${count}::int)`);
  return (result as unknown as { rows: { id: number }[] }).rows.map((row) => Number(row.id));
}
