import type { ReactNode } from "react";
import { cx } from "~/utils/cx";
import { ChangeMarker } from "./change-marker";

export type DetailItem = {
  label: string;
  /** Shown as is; null, undefined, false, blank text or an empty array show '-'. 0 is a value. */
  value: ReactNode;
  /** The field is in the request's `requested_changes_keys`: a change marker beside its label. */
  changed?: boolean;
};

/** True for what a detail page shows as '-': nothing, blank text or an empty list. */
export function isEmptyDetail(value: ReactNode): boolean {
  if (value === null || value === undefined || value === false) return true;
  if (typeof value === "string") return value.trim() === "";
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

const columnClasses = { 1: "", 2: "sm:grid-cols-2", 3: "sm:grid-cols-2 lg:grid-cols-3" } as const;

/**
 * Label and value pairs of a detail page as a `<dl>`: '-' for empty values, a change marker beside
 * the label of a changed field. Pure markup, no JavaScript.
 * Use: `<DetailList items={[{ label: "Email", value: user.email, changed: keys.has("email") }]} columns={2} />`.
 */
export function DetailList({ items, columns = 1, className }: { items: readonly DetailItem[]; columns?: 1 | 2 | 3; className?: string }) {
  return (
    <dl className={cx("grid gap-x-6 gap-y-4", columnClasses[columns], className)}>
      {items.map((item) => (
        <div key={item.label} className="min-w-0">
          <dt className="flex items-center gap-1.5 text-sm text-gray-500">
            {item.label}
            {item.changed ? <ChangeMarker /> : null}
          </dt>
          <dd className="mt-1 text-sm text-gray-900 [overflow-wrap:anywhere]">{isEmptyDetail(item.value) ? "-" : item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
