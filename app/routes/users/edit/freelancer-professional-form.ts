// The Professional Details tab's form (spec §2 Edit forms, §5): the values it starts with and what
// a no-JavaScript answer needs, without zod (the browser validates nothing itself; the schema is in
// freelancer-professional-form-schema.ts). Field names are the API's, so a nested 400
// (`communication_language[1].proficiency`) lands on its row's field as it is.
import type { Portfolio } from "#contract/marketplace-user";
import { ENTER_SUBMIT } from "~/ui/enter-search";

/** Without JavaScript: answers the form again with the sub skills of the ticked skills. */
export const SHOW_SUB_SKILLS_INTENT = "show-sub-skills";
/** Without JavaScript: answers the form again with each language row's search matches. */
export const SEARCH_LANGUAGES_INTENT = "search-languages";
export const REFILL_INTENTS: readonly string[] = [SHOW_SUB_SKILLS_INTENT, SEARCH_LANGUAGES_INTENT];

export type ProfessionalFormStart = {
  profile_type: string;
  technologies: string[];
  skills: string[];
  sub_skills: string[];
  experience: string;
  availability: string;
  education_details: string;
  specialties: string;
  description: string;
  communication_language: { communication_language: string; proficiency: string }[];
};

const ids = (items: readonly { id: number }[]) => items.map((item) => String(item.id));

/** What the form starts with: the saved portfolio, or empty fields when there is none yet. */
export function professionalFormStart(portfolio: Portfolio | null): ProfessionalFormStart {
  return {
    profile_type: portfolio?.profile_type ? String(portfolio.profile_type.id) : "",
    technologies: ids(portfolio?.technologies ?? []),
    skills: ids(portfolio?.skills ?? []),
    sub_skills: ids(portfolio?.sub_skills ?? []),
    experience: portfolio?.experience != null ? String(portfolio.experience) : "",
    availability: portfolio?.availability === 1 || portfolio?.availability === 2 ? String(portfolio.availability) : "",
    education_details: portfolio?.education_details ?? "",
    specialties: portfolio?.specialties ?? "",
    description: portfolio?.description ?? "",
    communication_language: (portfolio?.communication_language ?? []).map((row) => ({
      communication_language: row.communication_language.key,
      proficiency: String(row.proficiency.id),
    })),
  };
}

/** The saved languages' names by code. */
export function savedLanguageNames(portfolio: Portfolio | null): Record<string, string> {
  return Object.fromEntries((portfolio?.communication_language ?? []).map((row) => [row.communication_language.key, row.communication_language.value]));
}

/** A list of values as Conform's payload holds it: absent, one string, or several. */
export function valueList(value: unknown): string[] {
  if (typeof value === "string") return value === "" ? [] : [value];
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === "string" && item !== "");
  return [];
}

/** The ticked skills of a sent form (FormData) as ids, for its sub-skill options. */
export function sentIds(values: readonly FormDataEntryValue[]): number[] {
  return [...new Set(values.filter((value): value is string => typeof value === "string" && /^[1-9]\d{0,9}$/.test(value)).map(Number))];
}

/** The rows' search texts of a sent form: `communication_language[2].communication_language_search` → its text. */
export function languageSearches(formData: FormData): Record<string, string> {
  const searches: Record<string, string> = {};
  for (const [name, value] of formData) {
    if (/^communication_language\[\d+\]\.communication_language_search$/.test(name) && typeof value === "string" && value.trim() !== "") {
      searches[name.replace(/_search$/, "")] = value.trim();
    }
  }
  return searches;
}

/** The sent form as Conform's `initialValue` for answering it again: without the file, the intent and the search texts. */
export function refillValues(payload: Record<string, unknown>): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(payload)) {
    if (key === "intent" || key === ENTER_SUBMIT.name || key === "document_file" || isSearchText(key) || value instanceof File) continue;
    values[key] = Array.isArray(value) ? value.map((item) => (isRecord(item) ? withoutSearch(item) : item)) : value;
  }
  return values;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !(value instanceof File);
const isSearchText = (key: string) => key.endsWith("_search") || key.endsWith("_searched");
const withoutSearch = (row: Record<string, unknown>) => Object.fromEntries(Object.entries(row).filter(([key]) => !isSearchText(key)));
