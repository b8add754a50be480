import { cx } from "~/utils/cx";
import { ELLIPSIS_HTML, latin1Html } from "~/utils/html";
import { cappedCountNote, listSearch, pageCount, pageSizesOf, pageSummary, type ListConfig, type ListState } from "~/utils/list-state";
import { Icon } from "../icons";
import { AppLink } from "../app-link";

type PaginationProps = {
  basePath: string;
  state: ListState;
  /** Rows of the list, or with `countCapped` the rows it can reach (the API's result window). */
  count: number;
  countCapped?: boolean;
  /** The list's tabs, filters and rows-per-page choices. */
  config?: Pick<ListConfig, "tabs" | "filters" | "pageSizes">;
  /** Names the navigation landmark when a page has several lists. */
  label?: string;
};

/** The pages around the current one, with the first and last always reachable. */
function visiblePages(current: number, last: number): (number | "gap")[] {
  const pages = new Set([1, last, current - 1, current, current + 1].filter((page) => page >= 1 && page <= last));
  const sorted = [...pages].sort((a, b) => a - b);
  return sorted.flatMap((page, index) => (index > 0 && page - (sorted[index - 1] ?? page) > 1 ? ["gap" as const, page] : [page]));
}

const linkClass =
  "inline-flex min-h-9 min-w-9 items-center justify-center rounded-lg px-2 text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600";

/**
 * Page links and page-size choices: plain links, so paging works without JavaScript. A capped
 * count reads "of 1,000+", pages stop at the reachable ones, and a note says how to reach more.
 */
export function Pagination({ basePath, state, count, countCapped = false, config, label = "Pagination" }: PaginationProps) {
  const last = pageCount(count, state.page_size);
  const href = (changes: Partial<ListState>) => `${basePath}${listSearch(state, changes, config)}`;
  return (
    <nav aria-label={label} className="mt-4 flex flex-wrap items-center justify-between gap-4 text-sm text-gray-700">
      <p dangerouslySetInnerHTML={latin1Html(pageSummary(state, count, countCapped))} />
      <div className="flex items-center gap-1">
        <span className="mr-1">Rows per page:</span>
        {pageSizesOf(config).map((size) => (
          <AppLink
            key={size}
            to={href({ page_size: size, page: 1 })}
            preventScrollReset
            aria-current={size === state.page_size ? "true" : undefined}
            aria-label={`${size} rows per page`}
            className={cx(linkClass, size === state.page_size ? "bg-indigo-600 font-semibold text-white" : "text-indigo-700 hover:bg-indigo-50")}
          >
            {size}
          </AppLink>
        ))}
      </div>
      {last > 1 ? (
        <ul className="flex items-center gap-1">
          <li>
            {state.page > 1 ? (
              <AppLink to={href({ page: state.page - 1 })} preventScrollReset rel="prev" className={cx(linkClass, "text-indigo-700 hover:bg-indigo-50")}>
                <Icon name="chevronLeft" className="size-4" />
                <span className="sr-only">Previous page</span>
              </AppLink>
            ) : null}
          </li>
          {visiblePages(Math.min(state.page, last), last).map((page, index) =>
            page === "gap" ? (
              <li key={`gap-${index}`} aria-hidden="true" className="px-1" dangerouslySetInnerHTML={ELLIPSIS_HTML} />
            ) : (
              <li key={page}>
                <AppLink
                  to={href({ page })}
                  preventScrollReset
                  aria-current={page === state.page ? "page" : undefined}
                  aria-label={`Page ${page}`}
                  className={cx(linkClass, page === state.page ? "bg-indigo-600 font-semibold text-white" : "text-indigo-700 hover:bg-indigo-50")}
                >
                  {page}
                </AppLink>
              </li>
            ),
          )}
          <li>
            {state.page < last ? (
              <AppLink to={href({ page: state.page + 1 })} preventScrollReset rel="next" className={cx(linkClass, "text-indigo-700 hover:bg-indigo-50")}>
                <Icon name="chevronRight" className="size-4" />
                <span className="sr-only">Next page</span>
              </AppLink>
            ) : null}
          </li>
        </ul>
      ) : null}
      {countCapped ? (
        <p className="basis-full text-gray-600">{cappedCountNote(count)}</p>
      ) : null}
    </nav>
  );
}
