// Technologies and profile types: one shape (id, title, description, status), one store each.
// Skills reuse the row mapping, the list query and the database error checks.
import { and, eq, inArray, ne, sql, type SQL } from "drizzle-orm";
import type { MasterData } from "#contract/master-data";
import type { Db } from "../db/client";
import { answeringViolations } from "../db-errors";
import type * as tables from "../db/schema";
import { ApiError, fieldError, lowercaseSearchCondition, notFound, orderingClause } from "../http";
import { type ListDefinition, type ListSource } from "../paging";

type MasterDataTable = typeof tables.technology | typeof tables.profileType | typeof tables.skill;
type MasterDataRow = { id: number; title: string; description: string; status: number };

export type MasterDataListQuery = { search?: string; ordering?: string };
export type MasterDataInput = { title: string; description: string; status: number };

export function toMasterData(row: MasterDataRow): MasterData {
  return { id: row.id, title: row.title, description: row.description, status: row.status };
}

/**
 * The list over `table` within `scope`: search over title and description, titles sorted
 * whatever their case (the expressions of the tables' indexes, api/db/schema/master-data.ts).
 */
export function listSource(table: MasterDataTable, query: MasterDataListQuery, scope?: SQL): ListSource {
  return {
    table,
    id: table.id,
    scope,
    search: lowercaseSearchCondition(query.search, table.searchText),
    order: orderingClause(
      query.ordering,
      { id: table.id, title: sql`lower(${table.title})`, description: sql`lower(${table.description})`, status: table.status },
      { keys: [table.id], descending: true },
      table.id,
    ),
  };
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** The 400 of deleting master data that `users` profiles (or portfolios) still refer to. */
export function inUseError(what: string, users: number, by: string): ApiError {
  return new ApiError(400, { detail: `This ${what} is used by ${plural(users, by)} and cannot be deleted.` });
}

type StoreOptions = {
  table: typeof tables.technology | typeof tables.profileType;
  /** Lower case, as DRF names the model in its messages: "technology", "profile type". */
  label: string;
  /** How many profiles (or portfolios) use the row, and what they are called. */
  usage(db: Db, id: number): Promise<number>;
  usedBy: string;
};

/** List, get, create, update and delete of one master data table with its rules. */
export function masterDataStore({ table, label, usage, usedBy }: StoreOptions) {
  // Both tables have the same columns; drizzle's types only need to see one of them.
  const t = table as typeof tables.technology;
  const duplicateTitle = () => fieldError("title", `${label} with this title already exists.`);

  async function titleTaken(db: Db, title: string, exceptId?: number): Promise<boolean> {
    const same = eq(sql`lower(${t.title})`, title.toLowerCase());
    const [row] = await db
      .select({ id: t.id })
      .from(t)
      .where(exceptId === undefined ? same : and(same, ne(t.id, exceptId)))
      .limit(1);
    return row !== undefined;
  }

  /** The pre-check gives the message; the unique index still decides when two requests race. */
  const writeUnique = <T>(write: () => Promise<T>) => answeringViolations(write, { unique: duplicateTitle });

  return {
    /** The list as a definition, for a page or an export. */
    definition(db: Db, query: MasterDataListQuery): ListDefinition<MasterData> {
      return { source: listSource(t, query), rows: async (ids) => (await db.select().from(t).where(inArray(t.id, ids))).map(toMasterData), idOf: (row) => row.id };
    },


    async get(db: Db, id: number): Promise<MasterData> {
      const [row] = await db.select().from(t).where(eq(t.id, id));
      if (!row) throw notFound();
      return toMasterData(row);
    },

    async create(db: Db, input: MasterDataInput): Promise<MasterData> {
      if (await titleTaken(db, input.title)) throw duplicateTitle();
      const [row] = await writeUnique(() => db.insert(t).values(input).returning());
      if (!row) throw new Error(`insert into ${label} returned no row`);
      return toMasterData(row);
    },

    async update(db: Db, id: number, changes: Partial<MasterDataInput>): Promise<MasterData> {
      const [current] = await db.select().from(t).where(eq(t.id, id));
      if (!current) throw notFound();
      if (changes.title !== undefined && (await titleTaken(db, changes.title, id))) throw duplicateTitle();
      if (Object.keys(changes).length === 0) return toMasterData(current);
      const [row] = await writeUnique(() => db.update(t).set(changes).where(eq(t.id, id)).returning());
      if (!row) throw notFound();
      return toMasterData(row);
    },

    async remove(db: Db, id: number): Promise<void> {
      await answeringViolations(
        () =>
          db.transaction(async (tx) => {
            // Locks the row: no profile can start using it between the check and the delete.
            const [row] = await tx.select({ id: t.id }).from(t).where(eq(t.id, id)).for("update");
            if (!row) throw notFound();
            const users = await usage(tx, id);
            if (users > 0) throw inUseError(label, users, usedBy);
            await tx.delete(t).where(eq(t.id, id));
          }),
        { foreignKey: async () => inUseError(label, await usage(db, id), usedBy) },
      );
    },
  };
}
