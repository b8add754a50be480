// How the detail pages write a portfolio's values (spec §2, §3).
import { leadingCharacters } from "~/utils/format";

/** Spec §3 employment types; a freelancer's availability is one of these names. */
export const AVAILABILITY_NAMES: Readonly<Record<number, string>> = { 1: "Part Time", 2: "Full Time" };

/**
 * Spec §2: a developer's availability 1 is Part Time, anything else Full Time; a freelancer's is
 * looked up in the fixed list, and an id it does not hold shows as missing rather than guessed.
 */
export function availabilityLabel(availability: number | null, kind: "developer" | "freelancer"): string | null {
  if (availability === null) return null;
  if (kind === "developer") return availability === 1 ? "Part Time" : "Full Time";
  return AVAILABILITY_NAMES[availability] ?? null;
}

/** "12 Months", "3 Months - Ongoing" (spec §2, as the marketplace writes it). */
export function projectDuration(project: { duration: number; is_on_going: boolean }): string {
  return `${project.duration} Months${project.is_on_going ? " - Ongoing" : ""}`;
}

/** Two uppercase letters for a project's card: the first letters of its first two words, or its first two letters. */
export function titleInitials(title: string): string {
  const words = title.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? `${leadingCharacters(words[0] ?? "")}${leadingCharacters(words[1] ?? "")}` : leadingCharacters(words[0] ?? "", 2);
  return (letters || "?").toUpperCase();
}

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;

/** `2024-03-15` → `15/03/2024` (the certificates table). */
export function shortDate(date: string): string {
  const match = isoDate.exec(date);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : date;
}

/** `2024-03-15` → `March 15, 2024` (the certificate's dialog); the date as given when it is not one. */
export function longDate(date: string): string {
  if (!isoDate.test(date)) return date;
  return new Date(`${date}T00:00:00Z`).toLocaleDateString("en-US", { dateStyle: "long", timeZone: "UTC" });
}

/** "25.00 / Hourly": the amount and the period it is per. */
export function price(amount: string | null, salaryType: { name: string } | null): string | null {
  if (amount === null || amount === "") return null;
  return salaryType ? `${amount} / ${salaryType.name}` : amount;
}

export const fullName = (person: { first_name: string; last_name: string }) => `${person.first_name} ${person.last_name}`.trim();

/** A stored file the browser can show as an image (spec §5: certificates may also be PDFs). */
export function isImageUrl(url: string): boolean {
  return /\.(png|jpe?g)$/i.test(new URL(url, "http://local.invalid").pathname);
}
