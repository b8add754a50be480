import { NavLink } from "@remix-run/react";
import type { NavItem } from "~/navigation";
import { cx } from "~/utils/cx";
import { Icon } from "../icons";

/** The navigation items the user may see, already filtered by the loader. */
export function NavList({ items, nested = false }: { items: readonly NavItem[]; nested?: boolean }) {
  return (
    <ul className={cx("flex flex-col gap-1", nested && "mt-1 ml-4 border-l border-gray-200 pl-3")}>
      {items.map((item) => (
        <li key={item.path ?? item.label}>
          {item.path ? (
            <NavLink
              to={item.path}
              className={({ isActive }) =>
                cx(
                  "flex min-h-10 items-center gap-3 rounded-lg px-3 text-sm font-medium focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-600",
                  isActive ? "bg-indigo-50 text-indigo-800" : "text-gray-700 hover:bg-gray-100 hover:text-gray-900",
                )
              }
            >
              {item.icon ? <Icon name={item.icon} className="size-5 shrink-0" /> : null}
              {item.label}
            </NavLink>
          ) : (
            <span className="flex min-h-10 items-center gap-3 px-3 text-xs font-semibold tracking-wide text-gray-600 uppercase">
              {item.icon ? <Icon name={item.icon} className="size-5 shrink-0" /> : null}
              {item.label}
            </span>
          )}
          {item.children?.length ? <NavList items={item.children} nested /> : null}
        </li>
      ))}
    </ul>
  );
}

/** The 260 px sidebar of wide screens (spec §9). */
export function Sidebar({ items }: { items: readonly NavItem[] }) {
  return (
    <nav aria-label="Main" className="fixed top-16 bottom-0 left-0 hidden w-[260px] overflow-y-auto border-r border-gray-200 bg-white px-3 py-5 lg:block">
      <NavList items={items} />
    </nav>
  );
}
