import { Link } from "@remix-run/react";
import { cx } from "~/utils/cx";

export type TabItem = { id: string; label: string; to: string };

/**
 * Tabs as links driven by the URL (e.g. `?tab=password`): each tab is its own address, works
 * without JavaScript, and the current one carries `aria-current="page"`.
 */
export function Tabs({ label, items, current }: { label: string; items: readonly TabItem[]; current: string }) {
  return (
    <nav aria-label={label} className="border-b border-gray-200">
      <ul className="-mb-px flex gap-6">
        {items.map((item) => {
          const active = item.id === current;
          return (
            <li key={item.id}>
              <Link
                to={item.to}
                preventScrollReset
                aria-current={active ? "page" : undefined}
                className={cx(
                  "inline-flex min-h-10 items-center border-b-2 px-1 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600",
                  active ? "border-indigo-600 text-indigo-700" : "border-transparent text-gray-600 hover:border-gray-300 hover:text-gray-900",
                )}
              >
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
