import type { ReactNode } from "react";
import { Icon } from "../icons";
import { Menu, MenuDisabledItem, MenuLink } from "../menu";
import type { Column } from "./data-table";

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

export type RowLink<Row> = {
  label: string;
  href: (row: Row) => string;
  /** Why the action is unavailable for this row (e.g. a pending request), or null when it is available. */
  disabledReason?: (row: Row) => string | null;
};

/**
 * The Action column with the links the admin may use; no column at all when there are none
 * (spec §2: hidden without the change and the delete permission). Spread it into the columns.
 */
export function actionColumn<Row>(name: (row: Row) => string, links: readonly (RowLink<Row> | false)[]): Column<Row>[] {
  const allowed = links.filter((link): link is RowLink<Row> => link !== false);
  if (allowed.length === 0) return [];
  return [
    {
      id: "action",
      header: "Action",
      className: "w-20 text-right",
      cell: (row) => (
        <RowActions name={name(row)}>
          {allowed.map((link) => {
            const reason = link.disabledReason?.(row) ?? null;
            return reason === null ? (
              <MenuLink key={link.label} to={link.href(row)}>
                {link.label}
              </MenuLink>
            ) : (
              <MenuDisabledItem key={link.label} reason={reason}>
                {link.label}
              </MenuDisabledItem>
            );
          })}
        </RowActions>
      ),
    },
  ];
}
