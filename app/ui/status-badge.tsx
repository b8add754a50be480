/** Active or Inactive, as every list shows a status (spec §2). */
export function StatusBadge({ status }: { status: number }) {
  const active = status === 1;
  return (
    <span className={active ? "rounded-full bg-green-100 px-2 py-0.5 text-xs font-medium text-green-800" : "rounded-full bg-gray-200 px-2 py-0.5 text-xs font-medium text-gray-800"}>
      {active ? "Active" : "Inactive"}
    </span>
  );
}
