// The phone of the client and agency edit forms (spec §5): typed without the dial code, which
// follows the chosen country. Plain code: the form's browser bundle carries no zod.

/** India's dial code, the field's until a country is chosen. */
export const DEFAULT_DIAL_CODE = "91";

/** The full international number: as typed when it starts with +, else behind the country's dial code. */
export function fullPhoneNumber(typed: string, dialCode: string | undefined): string {
  const number = typed.replace(/[\s-]/g, "");
  return number.startsWith("+") ? number : `+${dialCode || DEFAULT_DIAL_CODE}${number}`;
}

/** The number as the field shows it: without the country's dial code when it has that one. */
export function localPhoneNumber(stored: string | null, dialCode: string | undefined): string {
  if (!stored) return "";
  const prefix = `+${dialCode || DEFAULT_DIAL_CODE}`;
  return stored.startsWith(prefix) ? stored.slice(prefix.length) : stored;
}
