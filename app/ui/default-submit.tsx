import { ENTER_SUBMIT } from "./enter-search";

/**
 * A form's other submit buttons (Select all, Load role permissions, a search) may come before its
 * own in the markup; this invisible copy of it comes first, so Enter in a field still submits. It
 * says so (ENTER_SUBMIT): Enter in a combo box's no-JavaScript search field is a search.
 */
export function DefaultSubmit({ label }: { label: string }) {
  return (
    <button type="submit" name={ENTER_SUBMIT.name} value={ENTER_SUBMIT.value} tabIndex={-1} aria-hidden="true" className="sr-only">
      {label}
    </button>
  );
}
