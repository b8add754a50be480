import { listLanguageOptions } from "~/models/option-list.server";
import type { SessionApi } from "~/models/session.server";
import type { ComboOption } from "~/ui/combo-box";
import { lookupSearchText } from "~/utils/lookup-search";
import { LANGUAGE_SEARCH_MIN_CHARS } from "./language-search";

/** Languages matching the text as combo box options (the ISO code posts, the name shows); none below the minimum. */
export async function languageComboOptions(api: SessionApi, raw: string | null | undefined): Promise<ComboOption[]> {
  const text = lookupSearchText(raw, LANGUAGE_SEARCH_MIN_CHARS);
  if (!text) return [];
  return (await api(listLanguageOptions, text)).map((language) => ({ id: language.key, label: language.value }));
}

/** The names of language codes (a form sent back without JavaScript carries codes only). */
export async function languageNames(api: SessionApi, keys: readonly string[]): Promise<Record<string, string>> {
  const distinct = [...new Set(keys.filter((key) => key !== ""))];
  const found = await Promise.all(distinct.map((key) => api(listLanguageOptions, key)));
  const names: Record<string, string> = {};
  distinct.forEach((key, index) => {
    const match = found[index]?.find((language) => language.key === key);
    if (match) names[key] = match.value;
  });
  return names;
}
