import { Form } from "@remix-run/react";
import { useState, useSyncExternalStore, type ComponentProps, type ComponentType } from "react";
import { cx } from "~/utils/cx";
import { Disclosure } from "./disclosure";
import { Icon } from "./icons";
import { menuItemClassName, type MenuEntry, type MenuProps } from "./menu-entry";
import { AppLink } from "./app-link";

export type { MenuEntry, MenuProps };

/**
 * A menu of links and actions. The server renders a `<details>` of links and submit buttons, which
 * works without JavaScript; after hydration the react-aria menu (app/ui/menu-popover.tsx: a popover
 * that escapes any scroll box, arrow keys, typeahead, Escape) replaces it once its chunk has
 * loaded. That chunk loads after the page, not with it (decision 033): until then, or if it cannot
 * load, the `<details>` stays.
 */
export function Menu(props: MenuProps) {
  const PopoverMenu = usePopoverMenu();
  // A fallback menu the user opened, or holds focus in, stays until they close it or move on: the
  // swap must not snatch it away or drop keyboard focus to the page.
  const [fallbackOpen, setFallbackOpen] = useState(false);
  const [fallbackFocused, setFallbackFocused] = useState(false);
  if (PopoverMenu && !fallbackOpen && !fallbackFocused) return <PopoverMenu {...props} />;
  return <DetailsMenu {...props} onOpenChange={setFallbackOpen} onFocusWithinChange={setFallbackFocused} />;
}

type PopoverMenuComponent = ComponentType<MenuProps>;

let popoverMenu: PopoverMenuComponent | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  loading ??= import("./menu-popover")
    .then((module) => {
      popoverMenu = module.PopoverMenu;
      listeners.forEach((notify) => notify());
    })
    // Offline: the <details> menu keeps working; the next page tries again.
    .catch(() => {
      loading = null;
    });
  return () => listeners.delete(listener);
}

/** The react-aria menu once its chunk is loaded; null on the server, during hydration and before. */
function usePopoverMenu(): PopoverMenuComponent | null {
  return useSyncExternalStore(
    subscribe,
    () => popoverMenu,
    () => null,
  );
}

/** The server-rendered menu: links and submit buttons in a `<details>`, no JavaScript needed. */
export function DetailsMenu({
  trigger,
  label,
  align,
  triggerClassName,
  header,
  items,
  onOpenChange,
  onFocusWithinChange,
}: MenuProps & Pick<ComponentProps<typeof Disclosure>, "onOpenChange" | "onFocusWithinChange">) {
  return (
    <Disclosure
      trigger={trigger}
      label={label}
      align={align}
      triggerClassName={triggerClassName}
      onOpenChange={onOpenChange}
      onFocusWithinChange={onFocusWithinChange}
    >
      {header}
      <ul className="flex flex-col">
        {items.map((item) => (
          <li key={item.label}>
            <DetailsMenuEntry item={item} />
          </li>
        ))}
      </ul>
    </Disclosure>
  );
}

function DetailsMenuEntry({ item }: { item: MenuEntry }) {
  const icon = item.type !== "disabled" && item.icon ? <Icon name={item.icon} className="size-4 text-gray-600" /> : null;
  switch (item.type) {
    case "link":
      return (
        <AppLink to={item.href} className={menuItemClassName}>
          {icon}
          {item.label}
        </AppLink>
      );
    case "post":
      return (
        <Form method="post" action={item.action}>
          <button type="submit" className={menuItemClassName}>
            {icon}
            {item.label}
          </button>
        </Form>
      );
    case "disabled":
      // The reason is text, not a tooltip, so keyboard and screen-reader users learn it too.
      return (
        <span aria-disabled="true" className={cx(menuItemClassName, "cursor-not-allowed flex-col items-start gap-0 text-gray-500 hover:bg-transparent")}>
          <span>{item.label}</span>
          <span className="text-xs text-gray-600">{item.reason}</span>
        </span>
      );
  }
}
