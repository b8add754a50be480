import { cx } from "~/utils/cx";

export type RequestBadgeStatus = "pending" | "rejected" | "new" | "update";

// A sibling of StatusBadge (status-badge.tsx): the word carries the meaning; colour and the
// marker's shape only repeat it.
const looks: Record<RequestBadgeStatus, { label: string; badge: string; marker: string }> = {
  pending: { label: "Pending", badge: "bg-amber-100 text-amber-900 ring-1 ring-amber-700/40 ring-inset", marker: "size-1.5 rounded-full bg-amber-700" },
  rejected: { label: "Rejected", badge: "bg-red-100 text-red-800", marker: "size-1.5 rotate-45 bg-red-700" },
  new: { label: "New", badge: "bg-indigo-100 text-indigo-800", marker: "size-1.5 rounded-full bg-indigo-700" },
  update: { label: "Update", badge: "bg-sky-100 text-sky-900", marker: "size-1.5 rounded-full border border-sky-800" },
};

/** Pending / Rejected on the request lists, New / Update on the developer requests (request-review spec §2, §4). */
export function RequestStatusBadge({ status }: { status: RequestBadgeStatus }) {
  const look = looks[status];
  return (
    <span data-status={status} className={cx("inline-flex items-center gap-1.5 rounded-full px-2 py-0.5 text-xs font-medium", look.badge)}>
      <span aria-hidden="true" className={look.marker} />
      {look.label}
    </span>
  );
}
