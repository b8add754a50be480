/**
 * The dot beside something an update request changed (a tab, a field's label), with "(changed)"
 * for screen readers: one look and one wording wherever a change is shown.
 */
export function ChangeMarker() {
  return (
    <span className="inline-flex items-center">
      <span aria-hidden="true" className="size-2 rounded-full bg-amber-500" />
      <span className="sr-only">(changed)</span>
    </span>
  );
}
