import type { LanguageOption, SkillOption, TitledOption } from "#contract/option-list";
import { callEndpoint } from "./api.server";

// The option lists of the user forms: at most OPTION_LIST_LIMIT each, narrowed by `search`.

export function listTechnologyOptions(token: string, search?: string): Promise<TitledOption[]> {
  return callEndpoint("technologyOptions", { token, query: { search: search || undefined } });
}

/** Top-level skills, or with `parents` the sub skills of those skills. */
export function listSkillOptions(token: string, options: { parents?: readonly number[]; search?: string } = {}): Promise<SkillOption[]> {
  const parent = options.parents?.length ? options.parents.join(",") : undefined;
  return callEndpoint("skillOptions", { token, query: { search: options.search || undefined, ...(parent ? { parent } : { depth: "1" }) } });
}

export function listProfileTypeOptions(token: string, search?: string): Promise<TitledOption[]> {
  return callEndpoint("profileTypeOptions", { token, query: { search: search || undefined } });
}

export function listProficiencies(token: string): Promise<TitledOption[]> {
  return callEndpoint("proficiencyOptions", { token });
}

export function listLanguageOptions(token: string, search?: string): Promise<LanguageOption[]> {
  return callEndpoint("languageOptions", { token, query: { search: search || undefined } });
}
