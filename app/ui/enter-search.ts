// Without JavaScript the browser sends a form with its first submit button when Enter is pressed
// in a field: the edit forms put an invisible Save there (DefaultSubmit). Enter in a combo box's
// search field is a search, though (decision 076): the default submit says it was Enter, each
// combo box sends the text its matches were found for, and the action tells a new search apart.

/** What the invisible default submit sends: the form was sent with Enter in a field. */
export const ENTER_SUBMIT = { name: "_enter", value: "1" } as const;

/** The no-JavaScript search text of a combo box: `country` → `country_search`. */
export const searchParamOf = (name: string) => `${name}_search`;

/** The text the shown matches were found for: `country` → `country_searched`. */
export const searchedParamOf = (name: string) => `${name}_searched`;

const SEARCH_SUFFIX = searchParamOf("");

/**
 * The combo box whose search text was changed and sent with Enter, or null. A text emptied, or
 * the one the matches are shown for, is no search: Enter then saves as in any other field.
 */
export function comboSearchSentWithEnter(formData: FormData | URLSearchParams): string | null {
  if (formData.get(ENTER_SUBMIT.name) !== ENTER_SUBMIT.value) return null;
  for (const [key, value] of formData) {
    if (!key.endsWith(SEARCH_SUFFIX) || typeof value !== "string") continue;
    const name = key.slice(0, -SEARCH_SUFFIX.length);
    const searched = formData.get(searchedParamOf(name));
    if (typeof searched !== "string") continue;
    const text = value.trim();
    if (text !== "" && text !== searched.trim()) return name;
  }
  return null;
}

/** A sent form as the query of its no-JavaScript GET search: text fields only, without the Enter mark. */
export function searchQueryOf(formData: FormData): URLSearchParams {
  const query = new URLSearchParams();
  for (const [key, value] of formData) if (typeof value === "string" && key !== ENTER_SUBMIT.name) query.append(key, value);
  return query;
}
