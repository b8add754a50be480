import { cx } from "~/utils/cx";

/** A record's status on the lists; a request's (Pending, Rejected; New or Update for a developer's). */
export type Status = "active" | "inactive" | "invited" | "pending" | "rejected" | "new" | "update";

/** A master-data or plan status: 1 is Active, 0 In-active (spec §3). */
export const statusOfNumber = (status: number): Status => (status === 1 ? "active" : "inactive");

/** A sub admin is Invited until they accept the invitation, whatever `is_active` says. */
export const subAdminStatus = (subAdmin: { is_active: boolean; invitation_accepted: boolean }): Status =>
  !subAdmin.invitation_accepted ? "invited" : subAdmin.is_active ? "active" : "inactive";

// The word carries the meaning; colour and the marker's shape only repeat it.
const looks: Record<Status, { label: string; badge: string; marker: string }> = {
  active: { label: "Active", badge: "bg-green-100 text-green-800", marker: "size-1.5 rounded-full bg-green-700" },
  inactive: { label: "Inactive", badge: "bg-gray-200 text-gray-800", marker: "size-1.5 rounded-full border border-gray-700" },
  invited: { label: "Invited", badge: "bg-amber-100 text-amber-900 ring-1 ring-amber-700/40 ring-inset", marker: "size-1.5 rotate-45 bg-amber-700" },
  pending: { label: "Pending", badge: "bg-amber-100 text-amber-900 ring-1 ring-amber-700/40 ring-inset", marker: "size-1.5 rounded-full bg-amber-700" },
  rejected: { label: "Rejected", badge: "bg-red-100 text-red-800", marker: "size-1.5 rotate-45 bg-red-700" },
  new: { label: "New", badge: "bg-indigo-100 text-indigo-800", marker: "size-1.5 rounded-full bg-indigo-700" },
  update: { label: "Update", badge: "bg-sky-100 text-sky-900", marker: "size-1.5 rounded-full border border-sky-800" },
};

/** Active, Inactive or Invited, as the lists show a status (spec §2); a request's on the request lists (request-review spec §2, §4). */
export function StatusBadge({ status }: { status: Status }) {
  const look = looks[status];
  return (
    <span data-status={status} className={cx("inline-flex items-center gap-1.5 rounded-full px-2 py-0.5 text-xs font-medium", look.badge)}>
      <span aria-hidden="true" className={look.marker} />
      {look.label}
    </span>
  );
}
