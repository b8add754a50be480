import type { LoaderFunctionArgs } from "@remix-run/node";
import { Outlet, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { NOTIFICATION_PAGE_SIZE } from "#contract/constants";
import { listNewestNotifications } from "~/models/notification.server";
import { requireAdmin } from "~/models/session.server";
import { filterNavigation, navigation } from "~/navigation";
import { NotificationDrawer, type DrawerData } from "~/ui/shell/notification-drawer";
import { Sidebar } from "~/ui/shell/sidebar";
import { TopBar } from "~/ui/shell/top-bar";
import { MAIN_CONTENT_ID, useFocusKeptOnNavigation } from "~/ui/shell/use-focus-kept-on-navigation";
import { displayName, initials } from "~/utils/format";
import { toDrawerNotification } from "~/utils/notification-items.server";
import { MAX_DRAWER_PAGES, readDrawerState } from "~/utils/notifications";
import { skipReloadAfterFailedSubmit } from "~/utils/keep-form-on-failed-submit";
import { settled } from "~/utils/settled.server";

// The layout stays as it is when a form below it got no answer.
export const shouldRevalidate = skipReloadAfterFailedSubmit;

export async function loader({ request }: LoaderFunctionArgs) {
  const { api, user } = await requireAdmin(request);
  const drawer = readDrawerState(new URL(request.url).searchParams);
  // Closed drawer: one item is enough for the unread count. Open: every page shown so far.
  const shown = drawer.open ? NOTIFICATION_PAGE_SIZE * drawer.pages : 1;
  let unread = 0;
  let drawerData: DrawerData | null = null;
  // The shell stays usable when only the notifications fail; the session's end still leaves it.
  const answer = await api(settled(listNewestNotifications), shown);
  if (answer.ok) {
    const list = answer.value;
    unread = list.unread;
    if (drawer.open) {
      const now = Date.now();
      drawerData = {
        pages: drawer.pages,
        items: list.results.map((item) => toDrawerNotification(item, now)),
        // Past the cap a "Load more" link could not load more: there is none.
        hasMore: list.count > shown && drawer.pages < MAX_DRAWER_PAGES,
        unread: list.unread,
        failed: false,
      };
    }
  } else {
    console.error("[shell] notifications could not be loaded", answer.error);
    if (drawer.open) drawerData = { pages: drawer.pages, items: [], hasMore: false, unread: 0, failed: true };
  }
  return {
    user: {
      name: displayName(user),
      email: user.email,
      initials: initials(user.first_name, user.last_name, user.username),
      image: user.profile_image,
    },
    navigation: filterNavigation(navigation, user.user_permissions),
    unread,
    drawer: drawerData,
  };
}

export default function AdminLayout() {
  const { user, navigation: items, unread, drawer } = useLoaderData<typeof loader>();
  const location = useLocation();
  const pending = useNavigation();
  useFocusKeptOnNavigation();
  // While the bell's navigation loads, show the drawer with a skeleton rather than nothing.
  const opening =
    !drawer &&
    pending.state === "loading" &&
    !pending.formMethod &&
    pending.location.pathname === location.pathname &&
    readDrawerState(new URLSearchParams(pending.location.search)).open;
  return (
    <div className="min-h-full">
      <a
        href={`#${MAIN_CONTENT_ID}`}
        className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:text-sm focus:font-medium focus:text-indigo-700 focus:shadow-lg"
      >
        Skip to main content
      </a>
      <TopBar user={user} unread={unread} />
      <Sidebar items={items} />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="pt-16 focus:outline-none lg:pl-[260px]">
        {/* No width cap: lists use the width the screen has (issue 10). Forms cap their own width. */}
        <div className="px-4 py-8 sm:px-8">
          <Outlet />
        </div>
      </main>
      {drawer || opening ? <NotificationDrawer data={drawer} /> : null}
    </div>
  );
}
