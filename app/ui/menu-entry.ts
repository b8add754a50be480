// What both menus share: the server-rendered one (menu.tsx) and the react-aria one (menu-popover.tsx).
import type { ReactNode } from "react";
import type { IconName } from "./icons";

/** One entry of a menu: a link, a POST form (a state change is never a link), or unavailable with its reason. */
export type MenuEntry =
  | { type: "link"; label: string; href: string; icon?: IconName }
  | { type: "post"; label: string; action: string; icon?: IconName }
  | { type: "disabled"; label: string; reason: string };

export type MenuProps = {
  /** The trigger's content: what the closed menu shows. */
  trigger: ReactNode;
  /** Accessible name of the trigger when its content is not enough (e.g. three dots). */
  label?: string;
  /** Which edge of the trigger the menu lines up with. */
  align?: "left" | "right";
  triggerClassName?: string;
  /** Shown above the entries (e.g. who is signed in); not an entry itself. */
  header?: ReactNode;
  items: readonly MenuEntry[];
};

export const menuItemClassName =
  "flex w-full min-h-9 items-center gap-2 rounded-lg px-3 py-2 text-left text-sm text-gray-800 hover:bg-gray-100 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-600";

