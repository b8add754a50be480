// Countries and cities: public lookups for the address fields.
import { and, type Column, eq, ilike, inArray, or, type SQL } from "drizzle-orm";
import type { City, Country } from "#contract/location";
import type { Db } from "../db/client";
import * as tables from "../db/schema";
import { type ListOrder, type ListPage, listPage, type PageRequest } from "../paging";

/** LIKE pattern for user text: its own % and _ match literally. */
export function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

type Ordering = { field: string; descending: boolean } | undefined;

/** DRF `ordering=field` or `-field`; unknown fields fall back to the default, as DRF ignores them. */
export function parseOrdering(ordering: string | undefined, allowed: readonly string[]): Ordering {
  const first = ordering?.split(",")[0]?.trim();
  if (!first) return undefined;
  const descending = first.startsWith("-");
  const field = descending ? first.slice(1) : first;
  return allowed.includes(field) ? { field, descending } : undefined;
}

const countryColumns = { id: tables.country.id, name: tables.country.name, code2: tables.country.code2, phone: tables.country.phone };

function orderBy(ordering: string | undefined, columns: Record<string, Column>, id: Column): ListOrder {
  const parsed = parseOrdering(ordering, Object.keys(columns));
  const column = columns[parsed?.field ?? "name"] ?? id;
  return { keys: column === id ? [id] : [column, id], descending: parsed?.descending ?? false };
}

export async function listCountries(
  db: Db,
  query: PageRequest & { name?: string; search?: string; ordering?: string },
): Promise<ListPage<Country>> {
  const { country } = tables;
  const conditions: SQL[] = [];
  if (query.name) conditions.push(ilike(country.name, `${likeEscape(query.name)}%`));
  if (query.search) {
    const pattern = `%${likeEscape(query.search)}%`;
    conditions.push(or(ilike(country.name, pattern), ilike(country.code2, pattern)) as SQL);
  }
  const source = { table: country, id: country.id, search: conditions.length ? and(...conditions) : undefined, order: orderBy(query.ordering, countryColumns, country.id) };
  return listPage(db, { source, rows: (ids) => db.select(countryColumns).from(country).where(inArray(country.id, ids)), idOf: (row) => row.id }, query);
}

const cityColumns = {
  id: tables.city.id,
  name: tables.city.name,
  display_name: tables.city.displayName,
  country: tables.city.countryId,
};

export async function listCities(db: Db, query: PageRequest & { country?: number; search?: string; ordering?: string }): Promise<ListPage<City>> {
  const { city } = tables;
  const search = query.search ? `%${likeEscape(query.search)}%` : undefined;
  const source = {
    table: city,
    id: city.id,
    scope: query.country === undefined ? undefined : eq(city.countryId, query.country),
    search: search ? or(ilike(city.name, search), ilike(city.displayName, search)) : undefined,
    order: orderBy(query.ordering, cityColumns, city.id),
  };
  return listPage(db, { source, rows: (ids) => db.select(cityColumns).from(city).where(inArray(city.id, ids)), idOf: (row) => row.id }, query);
}
