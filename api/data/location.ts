// Countries and cities: public lookups for the address fields.
import { and, asc, count, desc, eq, ilike, or, type SQL } from "drizzle-orm";
import type { City, Country } from "#contract/location";
import type { Db } from "../db/client";
import * as tables from "../db/schema";

export type Page = { offset: number; limit: number };

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

export async function listCountries(
  db: Db,
  query: { name?: string; search?: string; ordering?: string },
  page: Page,
): Promise<{ count: number; results: Country[] }> {
  const conditions: SQL[] = [];
  if (query.name) conditions.push(ilike(tables.country.name, `${likeEscape(query.name)}%`));
  if (query.search) {
    const pattern = `%${likeEscape(query.search)}%`;
    conditions.push(or(ilike(tables.country.name, pattern), ilike(tables.country.code2, pattern)) as SQL);
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const ordering = parseOrdering(query.ordering, Object.keys(countryColumns));
  const column = countryColumns[(ordering?.field ?? "name") as keyof typeof countryColumns];
  const [[total], results] = await Promise.all([
    db.select({ n: count() }).from(tables.country).where(where),
    db
      .select(countryColumns)
      .from(tables.country)
      .where(where)
      .orderBy(ordering?.descending ? desc(column) : asc(column), asc(tables.country.id))
      .offset(page.offset)
      .limit(page.limit),
  ]);
  return { count: total?.n ?? 0, results };
}

const cityColumns = {
  id: tables.city.id,
  name: tables.city.name,
  display_name: tables.city.displayName,
  country: tables.city.countryId,
};

export async function listCities(
  db: Db,
  query: { country?: number; search?: string; ordering?: string },
  page: Page,
): Promise<{ count: number; results: City[] }> {
  const conditions: SQL[] = [];
  if (query.country !== undefined) conditions.push(eq(tables.city.countryId, query.country));
  if (query.search) {
    const pattern = `%${likeEscape(query.search)}%`;
    conditions.push(or(ilike(tables.city.name, pattern), ilike(tables.city.displayName, pattern)) as SQL);
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const ordering = parseOrdering(query.ordering, Object.keys(cityColumns));
  const column = cityColumns[(ordering?.field ?? "name") as keyof typeof cityColumns];
  const [[total], results] = await Promise.all([
    db.select({ n: count() }).from(tables.city).where(where),
    db
      .select(cityColumns)
      .from(tables.city)
      .where(where)
      .orderBy(ordering?.descending ? desc(column) : asc(column), asc(tables.city.id))
      .offset(page.offset)
      .limit(page.limit),
  ]);
  return { count: total?.n ?? 0, results };
}
