import { useLocation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { badgeCount, notificationsLabel } from "~/utils/format";
import { drawerHref } from "~/utils/notifications";
import { Avatar } from "../avatar";
import { Icon } from "../icons";
import { Logo } from "../logo";
import { Menu, type MenuEntry } from "../menu";
import { usePreloadAriaModalWhenIdle } from "../modal-layer";
import { NavigationToggle } from "./sidebar";
import { AppLink } from "../app-link";

const accountMenu = [
  { type: "link", label: "Profile", href: "/user-profile", icon: "user" },
  { type: "post", label: "Logout", action: "/logout", icon: "logout" },
] as const satisfies readonly MenuEntry[];

export type ShellUser = { name: string; email: string; initials: string; image: string | null };

/** The banner: the navigation toggle of narrow screens, logo, the bell and the profile menu. */
export function TopBar({ user, unread: loaded }: { user: ShellUser; unread: number }) {
  const location = useLocation();
  const unread = useLiveUnread(loaded);
  // Every signed-in page can open a dialog or the notification drawer.
  usePreloadAriaModalWhenIdle();
  return (
    <header className="fixed inset-x-0 top-0 z-30 flex h-16 items-center gap-3 border-b border-gray-200 bg-white px-4 lg:px-0">
      <NavigationToggle />
      {/* Under 360 px the name would squeeze the menu button: the mark alone shows, the name is read. */}
      <div className="min-w-0 max-[359px]:[&_span]:sr-only lg:w-[260px] lg:px-5">
        <Logo />
      </div>
      <div className="ml-auto flex items-center gap-2 lg:pr-6">
        <AppLink
          to={drawerHref(location.pathname, location.search, 1)}
          preventScrollReset
          aria-label={notificationsLabel(unread)}
          className="relative flex size-10 items-center justify-center rounded-lg text-gray-700 hover:bg-gray-100 hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-indigo-600"
        >
          <Icon name="bell" className="size-6" />
          {unread > 0 ? (
            <span
              aria-hidden="true"
              className="absolute top-1 right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-700 px-1 text-xs leading-none font-semibold text-white ring-2 ring-white"
            >
              {badgeCount(unread)}
            </span>
          ) : null}
        </AppLink>
        <Menu
          triggerClassName="min-h-10 px-1.5 text-sm font-medium text-gray-800 hover:bg-gray-100"
          trigger={
            <>
              <Avatar src={user.image} initials={user.initials} className="size-8 text-xs" />
              <span className="sr-only">Account menu: </span>
              <span className="hidden max-w-40 truncate sm:inline">{user.name}</span>
              <Icon name="chevronDown" className="size-4 text-gray-600" />
            </>
          }
          header={
            <div className="border-b border-gray-100 px-3 pt-1.5 pb-2.5">
              <p className="max-w-64 truncate text-sm font-medium text-gray-900">{user.name}</p>
              <p className="max-w-64 truncate text-xs text-gray-600">{user.email}</p>
            </div>
          }
          items={accountMenu}
        />
      </div>
    </header>
  );
}

/** The stream the badge listens to (app/routes/shell/notification-stream.tsx, decision 049). */
const UNREAD_STREAM_PATH = "/notifications/stream";

/**
 * The unread count, live: one EventSource per tab, opened after hydration and closed with the
 * shell; the browser reconnects it by itself. Whichever came last wins: the count a page load
 * brought, or the stream's. Without JavaScript the count is the page load's.
 */
function useLiveUnread(loaded: number): number {
  const [live, setLive] = useState({ loaded, unread: loaded });
  if (live.loaded !== loaded) setLive({ loaded, unread: loaded });
  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    const source = new EventSource(UNREAD_STREAM_PATH);
    source.addEventListener("unread", (event) => {
      const count = Number.parseInt(event.data, 10);
      if (Number.isFinite(count)) setLive((previous) => ({ ...previous, unread: count }));
    });
    return () => source.close();
  }, []);
  return live.loaded === loaded ? live.unread : loaded;
}
