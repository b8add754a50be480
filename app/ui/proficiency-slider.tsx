import { cx } from "~/utils/cx";

/**
 * Where a level sits on the read-only slider: 100 divided by the level's id (spec §9), so with the
 * seeded levels (3 Beginner, 2 Average, 1 Fluent) Fluent fills it, Average half, Beginner a third.
 * An id that is not a positive number shows an empty track rather than a made-up level.
 */
export function proficiencyPercent(levelId: number): number {
  if (!Number.isFinite(levelId) || levelId < 1) return 0;
  return Math.round(100 / levelId);
}

type ProficiencySliderProps = {
  /** The language (or skill) whose level this is: names the meter ("English proficiency"). */
  label: string;
  level: { id: number; title: string };
  className?: string;
};

/**
 * The spec's "disabled slider" for a language's proficiency, as what it is: a read-only measure
 * (`role="meter"`, the level's name as its value text) drawn as a slider track with a thumb, with
 * the level's name shown as text too. Nothing to operate, so no JavaScript and nothing focusable.
 * Use: `<ProficiencySlider label="English" level={{ id: 2, title: "Average" }} />`.
 */
export function ProficiencySlider({ label, level, className }: ProficiencySliderProps) {
  const percent = proficiencyPercent(level.id);
  return (
    <div className={cx("flex items-center gap-3", className)}>
      <div
        role="meter"
        aria-label={`${label} proficiency`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={level.title}
        className="relative h-1.5 w-32 shrink-0 rounded-full bg-gray-200"
      >
        <div className="h-full rounded-full bg-indigo-500" style={{ width: `${percent}%` }} />
        <div
          aria-hidden="true"
          className="absolute top-1/2 size-3.5 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-indigo-500 bg-white"
          style={{ left: `${percent}%` }}
        />
      </div>
      <span className="text-sm text-gray-700">{level.title}</span>
    </div>
  );
}
