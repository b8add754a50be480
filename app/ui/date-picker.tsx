import { useState, type ReactNode } from "react";
import { cx } from "~/utils/cx";
import { Field, inputClassName, type InputProps } from "./field";
import { lazyWidget } from "./lazy-widget";

export type DatePickerProps = {
  label: ReactNode;
  /** Conform's input props (name, id, key, form, defaultValue YYYY-MM-DD, required). */
  inputProps: InputProps & { name: string };
  errors?: readonly string[] | null;
  hint?: ReactNode;
  /** Earliest and latest dates that can be picked, YYYY-MM-DD. */
  min?: string;
  max?: string;
  className?: string;
};

// The calendar (react-aria's Calendar, Popover, Dialog) is about 30 KB gzip: it loads after the
// page (decision 036), and the native date input stands in until then.
const useAriaDatePicker = lazyWidget(() => import("./aria-date-picker").then((module) => module.AriaDatePicker));

/**
 * A date field (certification date, spec §5): picked from a calendar, never typed; shown DD/MM/YYYY
 * and posted as YYYY-MM-DD. Without JavaScript, and until the calendar's chunk has loaded, it is a
 * native `<input type="date">`, which posts YYYY-MM-DD too. A native input the user is in stays
 * until they leave it, so the swap never takes their focus away.
 */
export function DatePicker({ label, inputProps, errors, hint, min, max, className }: DatePickerProps) {
  const AriaDatePicker = useAriaDatePicker();
  const { key, defaultValue, className: inputClass, ...rest } = inputProps;
  const [value, setValue] = useState(typeof defaultValue === "string" ? defaultValue : "");
  const [nativeFocused, setNativeFocused] = useState(false);
  return (
    <Field label={label} id={inputProps.id} errors={errors} hint={hint} className={className}>
      {(control) =>
        AriaDatePicker && !nativeFocused ? (
          <AriaDatePicker key={key} {...rest} control={control} value={value} onChange={setValue} min={min} max={max} />
        ) : (
          <input
            key={key}
            {...rest}
            {...control}
            type="date"
            min={min}
            max={max}
            // Typed before hydration, the DOM holds a value React has not seen: it goes on as is.
            defaultValue={value}
            ref={(input) => {
              if (input && input.value !== value) setValue(input.value);
            }}
            onChange={(event) => setValue(event.currentTarget.value)}
            onFocus={() => setNativeFocused(true)}
            onBlur={() => setNativeFocused(false)}
            className={cx(inputClassName, "max-w-48", inputClass)}
          />
        )
      }
    </Field>
  );
}
