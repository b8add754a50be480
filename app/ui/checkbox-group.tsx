import { useEffect, useRef, useState, type ReactNode } from "react";
import { cx } from "~/utils/cx";
import { lazyWidget } from "./lazy-widget";
import { useHydrated } from "./use-hydrated";

export type CheckboxOption = { value: string; label: string };

export type CheckboxGroupFieldProps = {
  /** The group's name, its legend. */
  label: string;
  labelClassName?: string;
  /** The form field every checked value posts as. */
  name: string;
  options: readonly CheckboxOption[];
  selected: readonly string[];
  onChange: (selected: string[]) => void;
  /** Without JavaScript, what stands for "Select all" (a submit the action answers); with it, a tri-state checkbox. */
  selectAllFallback?: ReactNode;
  className?: string;
};

// react-aria's CheckboxGroup is a chunk of its own, fetched after hydration (decision 044).
const useAriaCheckboxGroup = lazyWidget(() => import("./aria-checkbox-group").then((module) => module.AriaCheckboxGroupField));

export const checkboxClassName = "size-4 rounded border-gray-400 text-indigo-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600";

/** The selection once `values` are checked (or unchecked). */
export function selectionAfter(selected: readonly string[], values: readonly string[], checked: boolean): string[] {
  const next = new Set(selected);
  for (const value of values) {
    if (checked) next.add(value);
    else next.delete(value);
  }
  return [...next];
}

/**
 * Checkboxes in a named group. The server renders native checkboxes in a fieldset, which work
 * without JavaScript (Space toggles); after hydration react-aria's CheckboxGroup takes over once
 * its chunk is here and focus is not inside the group (the swap would take it away).
 */
export function CheckboxGroupField(props: CheckboxGroupFieldProps) {
  const AriaCheckboxGroupField = useAriaCheckboxGroup();
  const hydrated = useHydrated();
  const [focused, setFocused] = useState(false);
  if (AriaCheckboxGroupField && !focused) return <AriaCheckboxGroupField {...props} />;
  return <NativeCheckboxGroup {...props} hydrated={hydrated} onFocusWithinChange={setFocused} />;
}

function NativeCheckboxGroup({
  label,
  labelClassName,
  name,
  options,
  selected,
  onChange,
  selectAllFallback,
  className,
  hydrated,
  onFocusWithinChange,
}: CheckboxGroupFieldProps & { hydrated: boolean; onFocusWithinChange: (focused: boolean) => void }) {
  const chosen = new Set(selected);
  const values = options.map((option) => option.value);
  const count = values.filter((value) => chosen.has(value)).length;
  return (
    <fieldset
      className={className}
      onFocus={hydrated ? () => onFocusWithinChange(true) : undefined}
      onBlur={hydrated ? (event) => event.currentTarget.contains(event.relatedTarget) || onFocusWithinChange(false) : undefined}
    >
      <legend className={labelClassName}>{label}</legend>
      {selectAllFallback !== undefined || hydrated ? (
        <div className="mb-2">
          {hydrated ? (
            <NativeSelectAll all={count === values.length} some={count > 0} onChange={(checked) => onChange(selectionAfter(selected, values, checked))} />
          ) : (
            selectAllFallback
          )}
        </div>
      ) : null}
      <ul className="grid gap-x-6 gap-y-1 sm:grid-cols-2">
        {options.map((option) => (
          <li key={option.value}>
            <label className="flex min-h-8 cursor-pointer items-center gap-2 text-sm text-gray-800">
              <input
                type="checkbox"
                name={name}
                value={option.value}
                checked={chosen.has(option.value)}
                onChange={(event) => onChange(selectionAfter(selected, [option.value], event.currentTarget.checked))}
                className={checkboxClassName}
              />
              {option.label}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

/** Checked when the whole group is, mixed when part of it is; not sent with the form (no name). */
function NativeSelectAll({ all, some, onChange }: { all: boolean; some: boolean; onChange: (checked: boolean) => void }) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = some && !all;
  }, [all, some]);
  return (
    <label className={cx("inline-flex min-h-8 cursor-pointer items-center gap-2 text-sm font-medium text-indigo-800")}>
      <input ref={ref} type="checkbox" checked={all} onChange={(event) => onChange(event.currentTarget.checked)} className={checkboxClassName} />
      Select all
    </label>
  );
}
