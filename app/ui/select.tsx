import { useId, useState, type ReactNode } from "react";
import { messages } from "#contract/messages";
import { cx } from "~/utils/cx";
import { Field, inputClassName } from "./field";
import { lazyWidget } from "./lazy-widget";
import { useHydrated } from "./use-hydrated";

export type SelectOption = { value: string; label: string };

export type SelectFieldProps = {
  label: ReactNode;
  /** The form field the chosen value posts as. */
  name: string;
  /** The control's id; generated when absent. Hint and error ids derive from it. */
  id?: string;
  form?: string;
  options: readonly SelectOption[];
  /** The first, empty choice ("Select role"); choosing it clears the field. */
  placeholder?: string;
  /** What an empty list says ("No Options found", "No Roles"). */
  emptyText?: string;
  /** Uncontrolled: the value the field starts with. */
  defaultValue?: string;
  /** Controlled: the value, with `onChange` telling the new one. */
  value?: string;
  onChange?: (value: string) => void;
  disabled?: boolean;
  required?: boolean;
  errors?: readonly string[] | null;
  hint?: ReactNode;
  className?: string;
};

/** The ids the field's parts are described by, the same in both renderings. */
export function selectFieldIds(id: string, props: Pick<SelectFieldProps, "hint" | "errors">) {
  const hintId = props.hint ? `${id}-hint` : undefined;
  const errorId = `${id}-error`;
  const error = props.errors?.[0];
  return { hintId, errorId, error, describedBy: [hintId, error ? errorId : undefined].filter(Boolean).join(" ") || undefined };
}

// react-aria's Select with its listbox popover is a chunk of its own, fetched after hydration:
// the forms have no first-load room for it (decision 044).
const useAriaSelect = lazyWidget(() => import("./aria-select").then((module) => module.AriaSelectField));

/**
 * A single choice from a short list. The server renders a native `<select>`, which works without
 * JavaScript; after hydration react-aria's Select (a button opening a listbox) takes over once its
 * chunk is here, unless the user already changed the native one or is in it: a swap then would
 * take their focus. The react-aria field posts the same value under the same name.
 */
export function SelectField(props: SelectFieldProps) {
  const fallbackId = useId();
  const id = props.id ?? fallbackId;
  const AriaSelectField = useAriaSelect();
  const hydrated = useHydrated();
  const [changed, setChanged] = useState(false);
  const [focused, setFocused] = useState(false);
  if (AriaSelectField && !changed && !focused) return <AriaSelectField {...props} id={id} />;
  return <NativeSelect {...props} id={id} hydrated={hydrated} onUserChange={() => setChanged(true)} onFocusChange={setFocused} />;
}

type NativeSelectProps = SelectFieldProps & {
  id: string;
  hydrated: boolean;
  onUserChange: () => void;
  onFocusChange: (focused: boolean) => void;
};

function NativeSelect({ label, name, id, form, options, placeholder, emptyText = messages.noOptions, defaultValue, value, onChange, disabled, required, errors, hint, className, hydrated, onUserChange, onFocusChange }: NativeSelectProps) {
  const ids = selectFieldIds(id, { hint, errors });
  // With no options the empty choice says so, as react-aria's empty list does.
  const firstChoice = options.length === 0 ? emptyText : placeholder;
  return (
    <Field label={label} id={id} errors={errors} hint={hint} className={className}>
      {(control) => (
        <select
          {...control}
          aria-describedby={ids.describedBy}
          name={name}
          form={form}
          disabled={disabled}
          required={required}
          {...(value !== undefined ? { value } : { defaultValue })}
          onChange={(event) => {
            onUserChange();
            onChange?.(event.currentTarget.value);
          }}
          onFocus={hydrated ? () => onFocusChange(true) : undefined}
          onBlur={hydrated ? () => onFocusChange(false) : undefined}
          className={cx(inputClassName, "read-only:bg-white read-only:text-gray-900 read-only:shadow-sm")}
        >
          {firstChoice !== undefined ? <option value="">{firstChoice}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
