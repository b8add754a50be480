import { cx } from "~/utils/cx";
import { ELLIPSIS_HTML } from "~/utils/html";

/** Where long texts are cut (spec §9): About, Specialties and rejection reasons at 100 characters. */
export const READ_MORE_LONG_TEXT_AT = 100;
/** Everywhere else the spec does not name a cut. */
export const READ_MORE_DEFAULT_AT = 150;

// What joins the character before it: combining marks, ZWJ and what follows it, variation
// selectors, skin tones, emoji tags. Regular expressions rather than Intl.Segmenter, whose
// clusters differ between the server's ICU and older browsers (decision 077).
const JOINS_PREVIOUS = /^(?:\p{M}|\u200D|[\uFE00-\uFE0F]|\p{Emoji_Modifier}|[\u{E0020}-\u{E007F}])$/u;
const REGIONAL_INDICATOR = /^\p{Regional_Indicator}$/u;

/** `limit`, moved past the rest of the cluster it falls in: a flag, an accent, a family emoji stay whole. */
export function clusterEnd(characters: readonly string[], limit: number): number {
  let cut = limit;
  let regionalBefore = 0;
  while (regionalBefore < cut && REGIONAL_INDICATOR.test(characters[cut - 1 - regionalBefore] ?? "")) regionalBefore += 1;
  // Flags are pairs of regional indicators, counted from the run's start.
  if (regionalBefore % 2 === 1 && REGIONAL_INDICATOR.test(characters[cut] ?? "")) cut += 1;
  while (cut < characters.length && (JOINS_PREVIOUS.test(characters[cut] ?? "") || characters[cut - 1] === "\u200D")) cut += 1;
  return cut;
}

/**
 * A long text cut after `limit` characters with a Read More / Read Less toggle. The toggle is a
 * `<details>` (a native disclosure button with its expanded state, no JavaScript needed); the
 * rest of the text sits before it, in reading order, and shows while it is open.
 */
export function ReadMore({ text, limit = READ_MORE_DEFAULT_AT, className: extraClassName }: { text: string; limit?: number; className?: string }) {
  // A word longer than the line (a pasted URL, a key) breaks rather than widening the page.
  const className = cx("[overflow-wrap:anywhere]", extraClassName);
  // Array.from: a cut never splits an emoji or another astral character in two.
  const characters = Array.from(text);
  if (characters.length <= limit) return <span className={className}>{text}</span>;
  const cut = clusterEnd(characters, limit);
  if (cut >= characters.length) return <span className={className}>{text}</span>;
  const head = characters.slice(0, cut).join("");
  const rest = characters.slice(cut).join("");
  return (
    <div className={cx("group/read-more", className)}>
      <span>{head}</span>
      <span className="hidden group-has-[details[open]]/read-more:inline">{rest}</span>
      <span aria-hidden="true" className="group-has-[details[open]]/read-more:hidden" dangerouslySetInnerHTML={ELLIPSIS_HTML} />{" "}
      <details className="group/toggle inline">
        <summary className="inline cursor-pointer list-none rounded font-medium text-indigo-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 [&::-webkit-details-marker]:hidden">
          <span className="group-open/toggle:hidden">Read More</span>
          <span className="hidden group-open/toggle:inline">Read Less</span>
        </summary>
      </details>
    </div>
  );
}
