/** Longer search texts are cut: no name the lookups search is longer. */
const SEARCH_MAX_CHARS = 100;

/**
 * The search text of a lookup (a combo box's options), trimmed and capped; "" below the minimum,
 * or with a NUL character: no name holds one and the API refuses it with a 400 (contract/common.ts),
 * so such a text matches nothing rather than failing the page.
 */
export function lookupSearchText(raw: string | null | undefined, minChars: number): string {
  const text = (raw ?? "").trim().slice(0, SEARCH_MAX_CHARS);
  return text.length >= minChars && !text.includes("\u0000") ? text : "";
}
