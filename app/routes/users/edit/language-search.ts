/** Language names are short ("Ewe"): a search starts at the first typed character. */
export const LANGUAGE_SEARCH_MIN_CHARS = 1;

export const languageSearchUrl = (text: string) => `/lookups/languages?${new URLSearchParams({ search: text })}`;
