import { useId, useState, type ReactNode } from "react";
import { cx } from "~/utils/cx";
import { lazyWidget } from "./lazy-widget";
import { useHydrated } from "./use-hydrated";

export type RadioOption = {
  value: string;
  label: string;
  /** Why the option cannot be chosen; shown beside it as text. Absent: the option can be chosen. */
  disabledReason?: string;
};

export type RadioGroupFieldProps = {
  label: ReactNode;
  /** The form field the chosen value posts as. */
  name: string;
  /** The group's id; generated when absent. Option and message ids derive from it. */
  id?: string;
  options: readonly RadioOption[];
  defaultValue?: string;
  errors?: readonly string[] | null;
  hint?: ReactNode;
  className?: string;
};

/** The ids a group's parts are described by, the same in both renderings. */
export function radioGroupIds(id: string, props: Pick<RadioGroupFieldProps, "hint" | "errors">) {
  const hintId = props.hint ? `${id}-hint` : undefined;
  const errorId = `${id}-error`;
  const error = props.errors?.[0];
  return {
    hintId,
    errorId,
    error,
    describedBy: [hintId, error ? errorId : undefined].filter(Boolean).join(" ") || undefined,
    reasonId: (option: RadioOption) => (option.disabledReason ? `${id}-${option.value}-reason` : undefined),
  };
}

// react-aria's RadioGroup (app/ui/aria-radio-group.tsx) is a chunk of its own: the forms have no
// first-load room for it (decision 035).
const useAriaRadioGroup = lazyWidget(() => import("./aria-radio-group").then((module) => module.AriaRadioGroupField));

/**
 * A status-style choice. The server renders native radios in a fieldset with a legend, which work
 * without JavaScript (and move with the arrow keys in every browser); after hydration react-aria's
 * RadioGroup takes over once its chunk is here, unless the user already changed or is in the
 * native group: a swap then would drop their focus.
 */
export function RadioGroupField(props: RadioGroupFieldProps) {
  const fallbackId = useId();
  const id = props.id ?? fallbackId;
  const AriaRadioGroupField = useAriaRadioGroup();
  const hydrated = useHydrated();
  const [changed, setChanged] = useState(false);
  const [focused, setFocused] = useState(false);
  if (AriaRadioGroupField && !changed && !focused) return <AriaRadioGroupField {...props} id={id} />;
  return (
    <NativeRadioGroupField
      {...props}
      id={id}
      onChange={hydrated ? () => setChanged(true) : undefined}
      onFocusWithinChange={hydrated ? setFocused : undefined}
    />
  );
}

const radioClassName = "size-4 accent-indigo-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600";

function NativeRadioGroupField({
  label,
  name,
  id,
  options,
  defaultValue,
  errors,
  hint,
  className,
  onChange,
  onFocusWithinChange,
}: RadioGroupFieldProps & { id: string; onChange?: () => void; onFocusWithinChange?: (focused: boolean) => void }) {
  const ids = radioGroupIds(id, { hint, errors });
  return (
    <fieldset
      id={id}
      aria-describedby={ids.describedBy}
      className={cx("flex flex-col gap-1.5", className)}
      onChange={onChange}
      onFocus={onFocusWithinChange ? () => onFocusWithinChange(true) : undefined}
      onBlur={onFocusWithinChange ? (event) => event.currentTarget.contains(event.relatedTarget) || onFocusWithinChange(false) : undefined}
    >
      <legend className="mb-1.5 text-sm font-medium text-gray-800">{label}</legend>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {options.map((option) => (
          <div key={option.value} className="flex flex-col">
            <label className={cx("inline-flex min-h-8 items-center gap-2 text-sm", option.disabledReason ? "cursor-not-allowed text-gray-500" : "cursor-pointer text-gray-800")}>
              <input
                type="radio"
                name={name}
                value={option.value}
                defaultChecked={option.value === defaultValue}
                disabled={Boolean(option.disabledReason)}
                aria-invalid={ids.error ? true : undefined}
                aria-describedby={ids.reasonId(option)}
                className={radioClassName}
              />
              {option.label}
            </label>
            {option.disabledReason ? (
              <span id={ids.reasonId(option)} className="text-xs text-gray-600">
                {option.disabledReason}
              </span>
            ) : null}
          </div>
        ))}
      </div>
      {hint ? (
        <p id={ids.hintId} className="text-xs text-gray-600">
          {hint}
        </p>
      ) : null}
      <p id={ids.errorId} className="min-h-5 text-sm leading-5 text-red-700">
        {ids.error}
      </p>
    </fieldset>
  );
}
