import { z } from "#contract/zod";
import { MAX_DB_ID } from "#contract/common";
import { DEFAULT_PAGE_SIZE } from "#contract/constants";
import { safeRedirect } from "./safe-redirect";
import { MAX_SEARCH, pageSizesOf, visibleTabs, type ListConfig, type ListFilters, type ListFilterValues, type ListState } from "./list-state";

const MAX_PAGE = 1_000_000;
const NOT_A_PATH = "";

/** Digits only: `1e3`, `0x10`, ` 12` and `2.5` are not page numbers. */
const wholeNumber = (max: number) =>
  z
    .string()
    .regex(/^\d{1,7}$/)
    .transform(Number)
    .pipe(z.number().int().min(1).max(max));

/** A `page` parameter: a whole number up to a million, else page 1. */
const pageSchema = wholeNumber(MAX_PAGE).catch(1);

/** A `page` parameter as the lists read it (the drawer's pages too). */
export const pageParam = (raw: string | null): number => pageSchema.parse(raw ?? "");

/** A database id: up to PostgreSQL's integer, as the API's `dbId()`. */
const dbIdFilter = z
  .string()
  .regex(/^\d{1,10}$/)
  .transform(Number)
  .pipe(z.number().int().min(1).max(MAX_DB_ID));

function filterSchema(kind: ListFilters[string]) {
  return kind === "id" ? dbIdFilter.optional().catch(undefined) : z.enum(kind as [string, ...string[]]).optional().catch(undefined);
}

/**
 * One zod schema per list, every field with a `.catch` default: a bad value falls back to its
 * default, never to an error. The tab is left to `parseListState`, which knows the admin.
 */
function buildListStateSchema(config: ListConfig) {
  const pageSizes = pageSizesOf(config);
  const filters = Object.fromEntries(Object.entries(config.filters ?? {}).map(([name, kind]) => [name, filterSchema(kind)]));
  return z.object({
    page: pageSchema,
    page_size: wholeNumber(Math.max(...pageSizes))
      .refine((size) => pageSizes.includes(size))
      .catch(DEFAULT_PAGE_SIZE),
    search: z
      .string()
      .transform((search) => search.trim().slice(0, MAX_SEARCH))
      .catch(""),
    ordering: z
      .string()
      .transform((ordering) => ordering.trim())
      .refine((ordering) => config.orderings.includes(ordering.startsWith("-") ? ordering.slice(1) : ordering))
      .catch(""),
    tab: z.string().catch(""),
    back: z
      .string()
      .transform((path) => safeRedirect(path, NOT_A_PATH))
      .catch(NOT_A_PATH),
    filters: z.object(filters).catch({}),
  });
}

const schemas = new WeakMap<ListConfig, ReturnType<typeof buildListStateSchema>>();

export function listStateSchema(config: ListConfig) {
  let schema = schemas.get(config);
  if (!schema) {
    schema = buildListStateSchema(config);
    schemas.set(config, schema);
  }
  return schema;
}

/**
 * A list's state from its URL. `held`: the admin's permission codes, which decide the tabs
 * they see; an unknown or hidden tab falls back to the first visible one ("" when none is).
 */
export function parseListState<F extends ListFilters>(params: URLSearchParams, config: ListConfig<F>, held?: readonly string[]): ListState<F> {
  const filterNames = Object.keys(config.filters ?? {});
  const raw = {
    page: params.get("page") ?? undefined,
    page_size: params.get("page_size") ?? undefined,
    search: params.get("search") ?? undefined,
    ordering: params.get("ordering") ?? undefined,
    tab: params.get("tab") ?? undefined,
    back: params.get("back") ?? undefined,
    filters: Object.fromEntries(filterNames.map((name) => [name, params.get(name) ?? undefined])),
  };
  const parsed = listStateSchema(config as ListConfig).parse(raw);
  const tabs = held === undefined ? (config.tabs ?? []) : visibleTabs(config, held);
  const tab = tabs.some((candidate) => candidate.id === parsed.tab) ? parsed.tab : (tabs[0]?.id ?? "");
  return { ...parsed, tab, filters: parsed.filters as ListFilterValues<F> };
}
