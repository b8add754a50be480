// Countries and cities: public lookups for the address fields.
import { and, type Column, eq, ilike, inArray, or, type SQL } from "drizzle-orm";
import type { City, Country } from "#contract/location";
import type { Db } from "../db/client";
import * as tables from "../db/schema";
import { orderingClause } from "../http";
import { type ListOrder, type ListPage, listPage, type PageRequest } from "../paging";

/** LIKE pattern for user text: its own % and _ match literally. */
export function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

const countryColumns = { id: tables.country.id, name: tables.country.name, code2: tables.country.code2, phone: tables.country.phone };

/** By name unless ordered otherwise (the contract has refused unknown fields). */
function orderBy(ordering: string | undefined, columns: Record<string, Column>, name: Column, id: Column): ListOrder {
  return orderingClause(ordering, columns, { keys: [name, id], descending: false }, id);
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
  const source = { table: country, id: country.id, search: conditions.length ? and(...conditions) : undefined, order: orderBy(query.ordering, countryColumns, country.name, country.id) };
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
    order: orderBy(query.ordering, cityColumns, city.name, city.id),
  };
  return listPage(db, { source, rows: (ids) => db.select(cityColumns).from(city).where(inArray(city.id, ids)), idOf: (row) => row.id }, query);
}
