// Dates as the spec shows them (§2: Certification Date DD/MM/YYYY, the certificate dialog's long
// format) from the API's YYYY-MM-DD or an ISO timestamp. The default time zone is UTC (§9), so a
// timestamp is read in UTC; a plain date has no zone and is never shifted.

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

export type DateParts = { year: number; month: number; day: number };

/** The calendar date of YYYY-MM-DD (or of an ISO timestamp, in UTC); null when it is no real date. */
export function dateParts(value: string | null | undefined): DateParts | null {
  if (!value) return null;
  const plain = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (plain) {
    const [year, month, day] = plain.slice(1).map(Number) as [number, number, number];
    const check = new Date(Date.UTC(year, month - 1, day));
    // 2024-02-30 rolls over to March: not a date.
    return check.getUTCFullYear() === year && check.getUTCMonth() === month - 1 && check.getUTCDate() === day ? { year, month, day } : null;
  }
  if (!/^\d{4}-\d{2}-\d{2}T/.test(value)) return null;
  const time = new Date(value);
  if (Number.isNaN(time.getTime())) return null;
  return { year: time.getUTCFullYear(), month: time.getUTCMonth() + 1, day: time.getUTCDate() };
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** "12/03/2024"; "" when the value is no date. */
export function formatDate(value: string | null | undefined): string {
  const parts = dateParts(value);
  return parts ? `${pad(parts.day)}/${pad(parts.month)}/${pad(parts.year, 4)}` : "";
}

/** "12 March 2024"; "" when the value is no date. */
export function formatLongDate(value: string | null | undefined): string {
  const parts = dateParts(value);
  return parts ? `${parts.day} ${MONTHS[parts.month - 1]} ${parts.year}` : "";
}

/** The value a form posts: YYYY-MM-DD; "" when the value is no date. */
export function isoDate(parts: DateParts | null): string {
  return parts ? `${pad(parts.year, 4)}-${pad(parts.month)}-${pad(parts.day)}` : "";
}
