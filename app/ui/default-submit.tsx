/**
 * A form's other submit buttons (Select all, Load role permissions, a search) may come before its
 * own in the markup; this invisible copy of it comes first, so Enter in a field still submits.
 */
export function DefaultSubmit({ label }: { label: string }) {
  return (
    <button type="submit" tabIndex={-1} aria-hidden="true" className="sr-only">
      {label}
    </button>
  );
}
