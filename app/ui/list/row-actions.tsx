import type { ReactNode } from "react";
import { Icon } from "../icons";
import { Menu } from "../menu";

/**
 * A row's menu (Edit, Delete, ...): a disclosure of links, so it works without JavaScript.
 * `name` tells assistive technology which row the menu belongs to.
 */
export function RowActions({ name, children }: { name: string; children: ReactNode }) {
  return (
    <Menu
      label={`Actions for ${name}`}
      trigger={<Icon name="dots" className="size-5" />}
      triggerClassName="size-9 justify-center text-gray-700 hover:bg-gray-100"
    >
      {children}
    </Menu>
  );
}
