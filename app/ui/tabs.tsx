import { useNavigation } from "@remix-run/react";
import type { KeyboardEvent, ReactNode } from "react";
import { cx } from "~/utils/cx";
import { ChangeMarker } from "./change-marker";
import { AppLink } from "./app-link";

export type TabItem = {
  id: string;
  label: string;
  to: string;
  /** Marks a tab whose content changed (an update request's changed sections), with text for screen readers. */
  changed?: boolean;
};

/** Where an arrow, Home or End key moves focus among `count` tabs from `index`; undefined for other keys. */
export function tabKeyTarget(key: string, index: number, count: number): number | undefined {
  if (key === "ArrowRight") return (index + 1) % count;
  if (key === "ArrowLeft") return (index - 1 + count) % count;
  if (key === "Home") return 0;
  if (key === "End") return count - 1;
  return undefined;
}

function moveFocus(event: KeyboardEvent<HTMLElement>) {
  const links = Array.from(event.currentTarget.querySelectorAll<HTMLAnchorElement>("a[href]"));
  const target = tabKeyTarget(event.key, links.indexOf(event.target as HTMLAnchorElement), links.length);
  if (target === undefined || links.length === 0) return;
  event.preventDefault();
  links[target]?.focus();
}

/**
 * Tabs as links driven by the URL (e.g. `?tab=password`): each tab is its own address, works
 * without JavaScript, and the current one carries `aria-current="page"`. With JavaScript the
 * arrow keys, Home and End move focus between them; Enter follows the focused one. They stay links
 * rather than react-aria-components' Tabs (decision 034): a link's role and its URL are the point.
 */
export function Tabs({ label, items, current }: { label: string; items: readonly TabItem[]; current: string }) {
  return (
    <nav aria-label={label} className="border-b border-gray-200">
      <ul className="-mb-px flex flex-wrap gap-x-6" onKeyDown={moveFocus}>
        {items.map((item) => {
          const active = item.id === current;
          return (
            <li key={item.id}>
              <AppLink
                to={item.to}
                preventScrollReset
                aria-current={active ? "page" : undefined}
                className={cx(
                  "inline-flex min-h-10 items-center gap-2 border-b-2 px-1 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600",
                  active ? "border-indigo-600 text-indigo-700" : "border-transparent text-gray-600 hover:border-gray-300 hover:text-gray-900",
                )}
              >
                {item.label}
                {item.changed ? <ChangeMarker /> : null}
              </AppLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** Whether the page is loading one of these tabs other than the current one (never on the server). */
export function useTabLoading(items: readonly TabItem[], current: string): boolean {
  const { state, location } = useNavigation();
  if (state !== "loading" || !location || typeof window === "undefined") return false;
  const target = `${location.pathname}${location.search}`;
  return items.some((item) => {
    if (item.id === current) return false;
    const url = new URL(item.to, window.location.href);
    return `${url.pathname}${url.search}` === target;
  });
}

/**
 * A tab's content, or skeleton rows while another tab's data is on its way (spec: content loading
 * is set when a tab changes and cleared when data returns; no hold once it has come).
 */
export function TabContent({ items, current, children }: { items: readonly TabItem[]; current: string; children: ReactNode }) {
  if (!useTabLoading(items, current)) return <>{children}</>;
  // Row-shaped bars rather than skeleton.tsx's list: importing that module split it out of the
  // shell's chunk, a file more on every signed-in page.
  return (
    <div role="status" className="flex flex-col gap-3 py-2">
      <span className="sr-only">Loading the tab</span>
      {[0, 1, 2, 3, 4].map((row) => (
        <div key={row} aria-hidden="true" className="h-9 animate-pulse rounded-md bg-gray-200" />
      ))}
    </div>
  );
}
