import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { buttonClassName } from "../button";
import { Icon } from "../icons";
import { Menu, type MenuEntry } from "../menu";
import type { Column } from "./data-table";
import { AppLink } from "../app-link";

/**
 * A row's menu (Edit, Delete, ...): a `<details>` of links without JavaScript, react-aria's menu
 * with it (app/ui/menu.tsx). `name` tells assistive technology which row the menu belongs to.
 */
export function RowActions({ name, items }: { name: string; items: readonly MenuEntry[] }) {
  return <Menu label={actionsLabel(name)} trigger={<Icon name="dots" className="size-5" />} triggerClassName="size-9 justify-center text-gray-700 hover:bg-gray-100" items={items} />;
}

export const actionsLabel = (name: string) => `Actions for ${name}`;

/** On a phone's card the same actions are buttons in a row: no menu to open, nothing to clip. */
export function RowActionButtons({ name, items }: { name: string; items: readonly MenuEntry[] }) {
  return (
    <ul aria-label={actionsLabel(name)} className="flex flex-wrap gap-2">
      {items.map((item) => (
        <li key={item.label}>
          {item.type === "link" ? (
            <AppLink to={item.href} className={buttonClassName("secondary", "sm")}>
              {item.label}
            </AppLink>
          ) : item.type === "post" ? (
            <Form method="post" action={item.action}>
              <button type="submit" className={buttonClassName("secondary", "sm")}>
                {item.label}
              </button>
            </Form>
          ) : (
            <span aria-disabled="true" className="flex flex-col text-sm text-gray-500">
              <span>{item.label}</span>
              <span className="text-xs text-gray-600">{item.reason}</span>
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}

export type RowLink<Row> = {
  label: string;
  href: (row: Row) => string;
  /** Why the action is unavailable for this row (e.g. a pending request), or null when it is available. */
  disabledReason?: (row: Row) => string | null;
};

function rowEntries<Row>(row: Row, links: readonly RowLink<Row>[]): MenuEntry[] {
  return links.map((link) => {
    const reason = link.disabledReason?.(row) ?? null;
    return reason === null ? { type: "link", label: link.label, href: link.href(row) } : { type: "disabled", label: link.label, reason };
  });
}

/**
 * The Action column with the links the admin may use; no column at all when there are none
 * (spec §2: hidden without the change and the delete permission). Spread it into the columns.
 * In the table it is a menu, on a phone's card a row of buttons.
 */
export function actionColumn<Row>(name: (row: Row) => string, links: readonly (RowLink<Row> | false)[]): Column<Row>[] {
  const allowed = links.filter((link): link is RowLink<Row> => link !== false);
  if (allowed.length === 0) return [];
  return [
    {
      id: "action",
      header: "Action",
      actions: true,
      cell: (row) => <RowActions name={name(row)} items={rowEntries(row, allowed)} />,
      card: (row) => <RowActionButtons name={name(row)} items={rowEntries(row, allowed)} />,
    },
  ];
}

/**
 * A row's main action (View Details, Edit) as a link in its first cell: the table follows it when
 * the row is clicked elsewhere (data-table.tsx), and without JavaScript the link itself works.
 */
export function RowMainLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <AppLink to={to} data-row-link="" className="font-medium text-indigo-700 hover:underline">
      {children}
    </AppLink>
  );
}
