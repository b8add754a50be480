import { useLocation } from "@remix-run/react";
import { useEffect, useRef, useSyncExternalStore, type MouseEvent } from "react";
import { isActivePath, type ShownNavItem } from "~/navigation";
import { cx } from "~/utils/cx";
import { Icon } from "../icons";
import { AppLink } from "../app-link";
import { ServerFragment } from "../server-fragment";
import { MAIN_CONTENT_ID } from "./use-focus-kept-on-navigation";

// One navigation for every width (decision 051): the 260 px sidebar of wide screens (spec §9) and,
// under `lg`, a panel the top bar's toggle opens. It was drawn twice (sidebar and phone menu), and
// rendering it was a large share of every signed-in page.
//
// Without JavaScript the toggle is a link to `#main-nav` and the panel shows while it is the
// document's target; following the link also moves the keyboard's starting point into the panel,
// so Tab goes from the toggle to the links, wherever the panel sits in the page. With JavaScript
// the toggle opens it by state, moves focus to the first link, and Escape, a click outside or a
// navigation closes it.

export const NAVIGATION_ID = "main-nav";

// The open state, shared by the toggle (in the top bar) and the panel: a tiny store, not a
// context, so that neither the layout nor the top bar's other parts re-render with it.
let open = false;
const listeners = new Set<() => void>();
function setOpen(next: boolean): void {
  if (open === next) return;
  open = next;
  for (const listener of listeners) listener();
}
function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
const useOpen = () =>
  useSyncExternalStore(
    subscribe,
    () => open,
    () => false,
  );

// Every entry's classes, written once here rather than inlined: they are most of the nav's markup.
const linkClass =
  "flex min-h-10 items-center gap-3 rounded-lg px-3 text-sm font-medium focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-600";

/**
 * The toggle of narrow screens, in the top bar: a link to the navigation, which with JavaScript
 * opens and closes it in place and says which it is.
 */
export function NavigationToggle() {
  const isOpen = useOpen();
  // Only with JavaScript does the toggle control an open state it can report.
  const hydrated = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    setOpen(!isOpen);
  };
  return (
    <a
      href={`#${NAVIGATION_ID}`}
      aria-expanded={hydrated ? isOpen : undefined}
      aria-controls={hydrated ? NAVIGATION_ID : undefined}
      onClick={onClick}
      className="flex size-10 shrink-0 items-center justify-center rounded-lg text-gray-700 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 lg:hidden"
    >
      <Icon name="menu" />
      <span className="sr-only">Navigation</span>
    </a>
  );
}

/** The navigation items the user may see, already filtered by the loader. */
export function Sidebar({ items }: { items: readonly ShownNavItem[] }) {
  const location = useLocation();
  // Route paths match without regard to case, as NavLink's active state does.
  const pathname = location.pathname.toLowerCase();
  const isOpen = useOpen();
  const ref = useRef<HTMLElement>(null);

  useEffect(() => {
    // The phone's panel closes on navigation, hiding the link that was followed: focus goes to the
    // new page's content, as it would have to fall back to the top of the page otherwise.
    if (open && ref.current?.contains(document.activeElement)) document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
    setOpen(false);
  }, [location.key]);

  useEffect(() => {
    const nav = ref.current;
    if (!isOpen || !nav) return;
    nav.querySelector("a")?.focus();
    const toggle = () => document.querySelector<HTMLElement>(`[aria-controls="${NAVIGATION_ID}"]`);
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !nav.contains(event.target) && !toggle()?.contains(event.target)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      toggle()?.focus();
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [isOpen]);

  return (
    <nav
      ref={ref}
      id={NAVIGATION_ID}
      aria-label="Main"
      data-open={isOpen || undefined}
      className={cx(
        "fixed overflow-y-auto bg-white",
        // Wide screens: the sidebar, always there.
        "lg:top-16 lg:bottom-0 lg:left-0 lg:w-[260px] lg:border-r lg:border-gray-200 lg:px-3 lg:py-5",
        // Narrow screens: a panel under the toggle, shown while targeted or opened.
        "max-lg:top-18 max-lg:left-2 max-lg:z-40 max-lg:hidden max-lg:max-h-[calc(100dvh-5rem)] max-lg:w-64 max-lg:rounded-xl max-lg:border max-lg:border-gray-200 max-lg:p-1.5 max-lg:shadow-lg max-lg:target:block max-lg:data-open:block",
      )}
    >
      <NavItems items={items} pathname={pathname} />
      {/* Without JavaScript, the way to close the panel: the target moves to the page's content. */}
      <a href="#main-content" onClick={() => setOpen(false)} className={cx(linkClass, "mt-1 text-gray-700 hover:bg-gray-100 lg:hidden")}>
        <Icon name="close" className="size-5 shrink-0" />
        Close navigation
      </a>
    </nav>
  );
}

/**
 * Plain links marked active from one location read (decision 038). The whole list is one
 * server fragment per permission set and active entry (decision 064).
 */
function NavItems({ items, pathname }: { items: readonly ShownNavItem[]; pathname: string }) {
  return (
    <ServerFragment as="ul" className={listClass} cacheKey={navigationKey(items, pathname)} render={() => <NavEntries items={items} pathname={pathname} />} />
  );
}

const listClass = "flex flex-col gap-1";

/** What the list's markup depends on: every entry, and which ones are active. */
function navigationKey(items: readonly ShownNavItem[], pathname: string): string {
  const parts: string[] = ["nav"];
  const visit = (list: readonly ShownNavItem[]) => {
    for (const item of list) {
      parts.push(item.label, item.path ?? "", item.icon ?? "", isActivePath(item.path, pathname) ? "active" : "");
      if (item.children?.length) {
        parts.push("[");
        visit(item.children);
        parts.push("]");
      }
    }
  };
  visit(items);
  return parts.join("\u0000");
}

function NavEntries({ items, pathname }: { items: readonly ShownNavItem[]; pathname: string }) {
  return items.map((item) => (
    <li key={item.path ?? item.label}>
      {item.path ? (
        <AppLink
          to={item.path}
          aria-current={isActivePath(item.path, pathname) ? "page" : undefined}
          className={cx(linkClass, isActivePath(item.path, pathname) ? "bg-indigo-50 text-indigo-800" : "text-gray-700 hover:bg-gray-100 hover:text-gray-900")}
        >
          {item.icon ? <Icon name={item.icon} className="size-5 shrink-0" /> : null}
          {item.label}
        </AppLink>
      ) : (
        <span className="flex min-h-10 items-center gap-3 px-3 text-xs font-semibold tracking-wide text-gray-600 uppercase">
          {item.icon ? <Icon name={item.icon} className="size-5 shrink-0" /> : null}
          {item.label}
        </span>
      )}
      {item.children?.length ? (
        <ul className={cx(listClass, "mt-1 ml-4 border-l border-gray-200 pl-3")}>
          <NavEntries items={item.children} pathname={pathname} />
        </ul>
      ) : null}
    </li>
  ));
}
