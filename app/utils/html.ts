const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** `text` safe inside HTML markup and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

/**
 * `text` as HTML (for `dangerouslySetInnerHTML`) in which every character past Latin-1 is a
 * numeric character reference, so the browser shows the same text. One such character in a page
 * (our "–" or "…") makes V8 hold the page's whole HTML at two bytes a character (decision 067).
 * Built a character at a time: `replace` on a two-byte text answers a two-byte string even when
 * every character it holds is Latin-1.
 */
export function latin1Html(text: string): { __html: string } {
  let html = "";
  for (const character of text) html += HTML_ESCAPES[character] ?? (character <= "\xff" ? character : `&#${character.codePointAt(0)};`);
  return { __html: html };
}

/** "…" for `dangerouslySetInnerHTML`: the cut of a long text, the gap between page links. */
export const ELLIPSIS_HTML = latin1Html("…");
