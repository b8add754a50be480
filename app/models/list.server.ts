import { MAX_PAGE_SIZE, type Paged } from "#contract/common";

/** What every list call of app/models takes (react-admin's getList, in DRF's words). */
export type ListParams = { page?: number; page_size?: number; search?: string; ordering?: string };

/** The list call's query: absent and empty values are left out. */
export function listQuery(params: ListParams): Record<string, string | number | undefined> {
  return { page: params.page ?? 1, page_size: params.page_size, search: params.search || undefined, ordering: params.ordering || undefined };
}

/**
 * Every row matching `params`, fetched a page of MAX_PAGE_SIZE at a time and yielded as it
 * arrives, so an export streams instead of holding the whole list in memory. Stops at the
 * count of the first page: a DRF backend answers 404 past the last page.
 */
export async function* allPages<T>(fetchPage: (params: ListParams) => Promise<Paged<T>>, params: Omit<ListParams, "page" | "page_size">): AsyncGenerator<T> {
  const first = await fetchPage({ ...params, page: 1, page_size: MAX_PAGE_SIZE });
  yield* first.results;
  const pages = Math.ceil(first.count / MAX_PAGE_SIZE);
  for (let page = 2; page <= pages; page++) {
    const next = await fetchPage({ ...params, page, page_size: MAX_PAGE_SIZE });
    yield* next.results;
    if (next.results.length === 0) break;
  }
}
