import type { Portfolio } from "#contract/marketplace-user";
import type { TitledOption } from "#contract/option-list";
import { listProficiencies, listProfileTypeOptions, listSkillOptions, listTechnologyOptions } from "~/models/option-list.server";
import type { SessionApi } from "~/models/session.server";
import type { ComboFallback } from "~/ui/combo-box";
import { languageSearches, sentIds } from "./freelancer-professional-form";
import { languageComboOptions, languageNames } from "./language-options.server";

export type ChoiceOption = { value: string; label: string };

const choices = (items: readonly TitledOption[]): ChoiceOption[] => items.map((item) => ({ value: String(item.id), label: item.title }));

/**
 * The active options, and the saved ones that are no longer active (the lists answer active ones
 * only): dropping them silently would change the portfolio; shown, the API's refusal names them.
 */
function withSaved(options: readonly TitledOption[], saved: readonly TitledOption[]): ChoiceOption[] {
  const missing = saved.filter((item) => !options.some((option) => option.id === item.id));
  return choices([...options, ...missing]);
}

/** The sub skills of the ticked skills (none without a skill). */
export async function subSkillChoices(api: SessionApi, skills: readonly number[]): Promise<ChoiceOption[]> {
  if (skills.length === 0) return [];
  return choices(await api(listSkillOptions, { parents: skills }));
}

/** The form's option lists, with the saved portfolio's choices among them. */
export async function professionalOptions(api: SessionApi, portfolio: Portfolio | null) {
  const saved = { technologies: portfolio?.technologies ?? [], skills: portfolio?.skills ?? [], sub_skills: portfolio?.sub_skills ?? [] };
  const [profileTypes, technologies, skills, proficiencies, subSkills] = await Promise.all([
    api(listProfileTypeOptions),
    api(listTechnologyOptions),
    api(listSkillOptions),
    api(listProficiencies),
    subSkillChoices(
      api,
      saved.skills.map((skill) => skill.id),
    ),
  ]);
  return {
    profileTypes: withSaved(profileTypes, portfolio?.profile_type ? [portfolio.profile_type] : []),
    technologies: withSaved(technologies, saved.technologies),
    skills: withSaved(skills, saved.skills),
    proficiencies: choices(proficiencies),
    subSkills: withSaved(
      subSkills.map((option) => ({ id: Number(option.value), title: option.label })),
      saved.sub_skills,
    ),
  };
}

/**
 * What a form sent back without a save needs beyond its values: the sub skills of the skills it
 * ticked, the names of the languages it chose, and each language row's search matches.
 */
export async function sentFormOptions(api: SessionApi, formData: FormData) {
  const searches = Object.entries(languageSearches(formData));
  const codes = [...formData.entries()]
    .filter(([name]) => /^communication_language\[\d+\]\.communication_language$/.test(name))
    .map(([, value]) => (typeof value === "string" ? value : ""));
  const [subSkills, names, matches] = await Promise.all([
    subSkillChoices(api, sentIds(formData.getAll("skills"))),
    languageNames(api, codes),
    Promise.all(searches.map(([, text]) => languageComboOptions(api, text))),
  ]);
  const languageFallbacks: Record<string, ComboFallback> = {};
  searches.forEach(([name, text], index) => (languageFallbacks[name] = { query: text, options: matches[index] ?? [] }));
  return { subSkills, languageNames: names, languageFallbacks };
}
export type SentFormOptions = Awaited<ReturnType<typeof sentFormOptions>>;
