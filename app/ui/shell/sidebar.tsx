import { Link, useLocation } from "@remix-run/react";
import { isActivePath, type NavItem } from "~/navigation";
import { cx } from "~/utils/cx";
import { Icon } from "../icons";

/** The navigation items the user may see, already filtered by the loader. */
export function NavList({ items }: { items: readonly NavItem[] }) {
  // Route paths match without regard to case, as NavLink's active state does.
  const pathname = useLocation().pathname.toLowerCase();
  return <NavItems items={items} pathname={pathname} />;
}

/**
 * Plain links marked active from one location read: a NavLink per item resolved and matched its
 * path and read the router's state on its own, twice a page (sidebar and phone menu; decision 038).
 */
function NavItems({ items, pathname, nested = false }: { items: readonly NavItem[]; pathname: string; nested?: boolean }) {
  return (
    <ul className={cx("flex flex-col gap-1", nested && "mt-1 ml-4 border-l border-gray-200 pl-3")}>
      {items.map((item) => (
        <li key={item.path ?? item.label}>
          {item.path ? (
            <NavLinkItem item={item} path={item.path} active={isActivePath(item.path, pathname)} />
          ) : (
            <span className="flex min-h-10 items-center gap-3 px-3 text-xs font-semibold tracking-wide text-gray-600 uppercase">
              {item.icon ? <Icon name={item.icon} className="size-5 shrink-0" /> : null}
              {item.label}
            </span>
          )}
          {item.children?.length ? <NavItems items={item.children} pathname={pathname} nested /> : null}
        </li>
      ))}
    </ul>
  );
}

function NavLinkItem({ item, path, active }: { item: NavItem; path: string; active: boolean }) {
  return (
    <Link
      to={path}
      aria-current={active ? "page" : undefined}
      className={cx(
        "flex min-h-10 items-center gap-3 rounded-lg px-3 text-sm font-medium focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-600",
        active ? "bg-indigo-50 text-indigo-800" : "text-gray-700 hover:bg-gray-100 hover:text-gray-900",
      )}
    >
      {item.icon ? <Icon name={item.icon} className="size-5 shrink-0" /> : null}
      {item.label}
    </Link>
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
