import { cx } from "~/utils/cx";

/** Chips shown before the "+N" toggle (spec §9: technology chips show 5, then +N). */
export const CHIPS_SHOWN = 5;

type ChipListProps = {
  /** The chips' texts, in order; kept in order. */
  items: readonly string[];
  /** Names the list for screen readers (e.g. "Technologies"). */
  label: string;
  /** How many show before "+N". */
  shown?: number;
  className?: string;
};

const chip = "items-center rounded-full bg-indigo-50 px-3 py-1 text-sm text-indigo-800 ring-1 ring-indigo-200 ring-inset [overflow-wrap:anywhere]";

/**
 * Chips with a "+N" that shows the rest. The toggle is a `<details>`, the same with and without
 * JavaScript (no script at all): its summary says "+N" ("N more" to screen readers) and "Show less"
 * when open, and the hidden chips are items of the same list, shown by CSS while it is open. The
 * toggle comes before them in reading order (the next thing a screen reader reads after expanding)
 * and sits at the end of the row on screen. Renders nothing when empty: the caller decides on '-'.
 * Use: `<ChipList label="Technologies" items={technologies.map((t) => t.title)} />`.
 */
export function ChipList({ items, label, shown = CHIPS_SHOWN, className }: ChipListProps) {
  if (items.length === 0) return null;
  const first = items.slice(0, shown);
  const rest = items.slice(shown);
  return (
    <ul aria-label={label} className={cx("group/chips flex flex-wrap gap-2", className)}>
      {first.map((item, index) => (
        <li key={index} className={cx(chip, "inline-flex")}>
          {item}
        </li>
      ))}
      {rest.length > 0 ? (
        <li className="order-last">
          <details className="group/toggle">
            <summary className="inline-flex min-h-8 cursor-pointer list-none items-center rounded-full px-3 py-1 text-sm font-medium text-indigo-700 ring-1 ring-indigo-300 ring-inset hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 [&::-webkit-details-marker]:hidden">
              <span className="group-open/toggle:hidden">
                <span aria-hidden="true">+{rest.length}</span>
                <span className="sr-only">{rest.length} more</span>
              </span>
              <span className="hidden group-open/toggle:inline">Show less</span>
            </summary>
          </details>
        </li>
      ) : null}
      {rest.map((item, index) => (
        <li key={`rest-${index}`} className={cx(chip, "hidden group-has-[details[open]]/chips:inline-flex")}>
          {item}
        </li>
      ))}
    </ul>
  );
}
