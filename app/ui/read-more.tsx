import { cx } from "~/utils/cx";
import { ELLIPSIS_HTML } from "~/utils/html";

/** Where long texts are cut (spec §9): About, Specialties and rejection reasons at 100 characters. */
export const READ_MORE_LONG_TEXT_AT = 100;
/** Everywhere else the spec does not name a cut. */
export const READ_MORE_DEFAULT_AT = 150;

/**
 * A long text cut after `limit` characters with a Read More / Read Less toggle. The toggle is a
 * `<details>` (a native disclosure button with its expanded state, no JavaScript needed); the
 * rest of the text sits before it, in reading order, and shows while it is open.
 */
export function ReadMore({ text, limit = READ_MORE_DEFAULT_AT, className }: { text: string; limit?: number; className?: string }) {
  // Array.from: a cut never splits an emoji or another astral character in two.
  const characters = Array.from(text);
  if (characters.length <= limit) return <span className={className}>{text}</span>;
  const head = characters.slice(0, limit).join("");
  const rest = characters.slice(limit).join("");
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
