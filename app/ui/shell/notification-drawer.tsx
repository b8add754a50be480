import { Form, useFetcher, useLocation } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState, type ReactNode, type UIEvent } from "react";
import { appendUnique, drawerHref, type DrawerNotification, type DrawerPage } from "~/utils/notifications";
import { Avatar } from "../avatar";
import { Button } from "../button";
import { Drawer } from "../drawer";
import { Icon } from "../icons";
import { SkeletonList } from "../skeleton";
import { AppLink } from "../app-link";

/** Spec §9: the next page loads when the list is scrolled within 70 px of its bottom. */
const LOAD_MORE_MARGIN_PX = 70;

/** The drawer's data from the shell loader: `pages` pages of 10 loaded at once. */
export type DrawerData = { pages: number; items: DrawerNotification[]; hasMore: boolean; unread: number; failed: boolean };

type Appended = { base: DrawerData; pages: number; items: DrawerNotification[]; hasMore: boolean };

/**
 * The notification drawer. `data` is null while the shell's loader is still fetching it (the
 * drawer then shows a skeleton). Further pages come from `/notifications?page=N` through a
 * fetcher; without JavaScript the "Load more" link reloads the page with one page more.
 */
export function NotificationDrawer({ data }: { data: DrawerData | null }) {
  const location = useLocation();
  const closeHref = drawerHref(location.pathname, location.search, 0);
  return (
    <Drawer title="Notifications" closeHref={closeHref} headerActions={data && data.unread > 0 ? <MarkAllRead data={data} /> : null}>
      {data ? <NotificationList key={location.pathname} data={data} /> : <SkeletonList rows={5} label="Loading notifications" />}
    </Drawer>
  );
}

function MarkAllRead({ data }: { data: DrawerData }) {
  const location = useLocation();
  const hereHref = drawerHref(location.pathname, location.search, data.pages);
  return (
    <Form method="post" action="/notifications/read-all" preventScrollReset>
      <input type="hidden" name="redirectTo" value={hereHref} />
      <Button type="submit" variant="ghost" size="sm" className="text-indigo-700">
        Mark all as read
      </Button>
    </Form>
  );
}

function NotificationList({ data }: { data: DrawerData }) {
  const fetcher = useFetcher<DrawerPage>();
  const scrollRef = useRef<HTMLDivElement>(null);
  const [appended, setAppended] = useState<Appended>({ base: data, pages: 0, items: [], hasMore: data.hasMore });
  // New shell data (after an action or navigation) replaces what was appended to the old one.
  const current = appended.base === data ? appended : { base: data, pages: 0, items: [], hasMore: data.hasMore };
  const loadedPages = data.pages + current.pages;
  const items = appendUnique(data.items, current.items);
  const loading = fetcher.state !== "idle";
  const location = useLocation();
  const hereHref = drawerHref(location.pathname, location.search, loadedPages);

  useEffect(() => {
    const page = fetcher.data;
    if (!page) return;
    setAppended((previous) => {
      const base = previous.base === data ? previous : { base: data, pages: 0, items: [], hasMore: data.hasMore };
      if (page.page !== data.pages + base.pages + 1) return base;
      return { base: data, pages: base.pages + 1, items: [...base.items, ...page.items], hasMore: page.hasMore };
    });
  }, [fetcher.data, data]);

  const loadMore = useCallback(() => {
    if (!current.hasMore || fetcher.state !== "idle") return;
    fetcher.load(`/notifications?page=${loadedPages + 1}`);
  }, [current.hasMore, fetcher, loadedPages]);

  const nearBottom = (element: HTMLElement) => element.scrollHeight - element.scrollTop - element.clientHeight <= LOAD_MORE_MARGIN_PX;

  // A list too short to scroll is already "at the bottom".
  useEffect(() => {
    if (scrollRef.current && nearBottom(scrollRef.current)) loadMore();
  }, [loadMore]);

  if (data.failed) {
    return <p className="p-5 text-sm text-gray-700">Notifications could not be loaded. Please try again.</p>;
  }
  if (items.length === 0) {
    return <p className="p-5 text-center text-sm text-gray-700">No Records Found</p>;
  }
  return (
    <div
      ref={scrollRef}
      onScroll={(event: UIEvent<HTMLDivElement>) => nearBottom(event.currentTarget) && loadMore()}
      role="region"
      aria-label="Notification list"
      aria-busy={loading || undefined}
      tabIndex={0}
      className="min-h-0 flex-1 overflow-y-auto focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-600"
    >
      <ul className="divide-y divide-gray-100">
        {items.map((item) => (
          <li key={item.id}>
            <NotificationItem item={item} hereHref={hereHref} />
          </li>
        ))}
      </ul>
      {loading ? <SkeletonList rows={3} label="Loading more notifications" /> : null}
      {current.hasMore && !loading ? (
        <div className="p-4 text-center">
          <AppLink
            to={drawerHref(location.pathname, location.search, loadedPages + 1)}
            preventScrollReset
            onClick={(event) => {
              event.preventDefault();
              loadMore();
            }}
            className="inline-flex min-h-9 items-center rounded-lg px-3 text-sm font-medium text-indigo-700 hover:bg-indigo-50"
          >
            Load more
            <span className="sr-only"> notifications ({items.length} shown)</span>
          </AppLink>
        </div>
      ) : null}
    </div>
  );
}

function NotificationItem({ item, hereHref }: { item: DrawerNotification; hereHref: string }) {
  const itemClass = "flex w-full items-start gap-3 px-5 py-3.5 text-left focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-600";
  const body: ReactNode = (
    <>
      {item.image ? (
        <Avatar src={item.image} initials="" className="size-9" />
      ) : (
        <span aria-hidden="true" className="flex size-9 shrink-0 items-center justify-center rounded-full bg-gray-100 text-gray-600">
          <Icon name="bell" className="size-5" />
        </span>
      )}
      <span className="block min-w-0 flex-1">
        <span className="block text-sm break-words text-gray-800 [&_b]:font-semibold [&_strong]:font-semibold" dangerouslySetInnerHTML={{ __html: item.verbHtml }} />
        <span className="mt-1 block text-xs text-gray-600">
          <time dateTime={item.timestamp} title={item.absoluteTime}>
            {item.relativeTime}
          </time>
        </span>
      </span>
      {item.unread ? (
        <span className="mt-1.5 flex shrink-0 items-center">
          <span aria-hidden="true" className="size-2.5 rounded-full bg-indigo-600" />
          <span className="sr-only">, unread</span>
        </span>
      ) : null}
    </>
  );
  if (item.unread) {
    // Marking read changes state, so it is a POST; it then goes to the request or back here.
    return (
      <Form method="post" action={`/notifications/${item.id}/read`} preventScrollReset>
        <input type="hidden" name="redirectTo" value={item.target ?? hereHref} />
        <button type="submit" className={`${itemClass} bg-indigo-50/60 hover:bg-indigo-50`}>
          <span className="sr-only">{item.target ? "Open and mark as read: " : "Mark as read: "}</span>
          {body}
        </button>
      </Form>
    );
  }
  if (item.target) {
    return (
      <AppLink to={item.target} className={`${itemClass} hover:bg-gray-50`}>
        {body}
      </AppLink>
    );
  }
  return <div className={itemClass}>{body}</div>;
}
