import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from "react";
import { cx } from "~/utils/cx";

export type InputProps = InputHTMLAttributes<HTMLInputElement> & { key?: string };

export const inputClassName =
  "block w-full rounded-lg border border-gray-400 bg-white px-3 py-2 text-sm text-gray-900 shadow-sm " +
  "placeholder:text-gray-500 focus:border-indigo-600 focus:outline-2 focus:outline-offset-0 focus:outline-indigo-600/40 " +
  "aria-[invalid=true]:border-red-700 read-only:bg-gray-100 read-only:text-gray-700 read-only:shadow-none";

type ControlProps = { id: string; "aria-invalid": true | undefined; "aria-describedby": string | undefined };

type FieldProps = {
  label: ReactNode;
  /** The control's id; generated when absent. */
  id?: string;
  /** Validation messages; the first is shown. */
  errors?: readonly string[] | null;
  hint?: ReactNode;
  className?: string;
  children: (control: ControlProps) => ReactNode;
};

/**
 * A label, a control, an optional hint and the error text. The error line always takes its
 * height, so a message appearing does not push the form down.
 */
export function Field({ label, id, errors, hint, className, children }: FieldProps) {
  const fallbackId = useId();
  const controlId = id ?? fallbackId;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = `${controlId}-error`;
  const error = errors?.[0];
  const describedBy = [hintId, error ? errorId : undefined].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cx("flex flex-col gap-1.5", className)}>
      <label htmlFor={controlId} className="text-sm font-medium text-gray-800">
        {label}
      </label>
      {children({ id: controlId, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy })}
      {hint ? (
        <p id={hintId} className="text-xs text-gray-600">
          {hint}
        </p>
      ) : null}
      <p id={errorId} className="min-h-5 text-sm leading-5 text-red-700">
        {error}
      </p>
    </div>
  );
}

type TextFieldProps = {
  label: ReactNode;
  inputProps: InputProps;
  errors?: readonly string[] | null;
  hint?: ReactNode;
  className?: string;
};

export function TextField({ label, inputProps, errors, hint, className }: TextFieldProps) {
  const { key, className: inputClass, ...rest } = inputProps;
  return (
    <Field label={label} id={inputProps.id} errors={errors} hint={hint} className={className}>
      {(control) => <input key={key} type="text" {...rest} {...control} className={cx(inputClassName, inputClass)} />}
    </Field>
  );
}

/** Form-level errors (non_field_errors, throttling), announced when they appear. */
export function FormErrors({ id, errors }: { id?: string; errors?: readonly string[] | null }) {
  return (
    <div id={id} role="alert" className="min-h-5 text-sm leading-5 text-red-700">
      {errors?.length ? errors.map((error) => <p key={error}>{error}</p>) : null}
    </div>
  );
}

type TextAreaFieldProps = {
  label: ReactNode;
  textareaProps: TextareaHTMLAttributes<HTMLTextAreaElement> & { key?: string };
  errors?: readonly string[] | null;
  hint?: ReactNode;
  className?: string;
};

export function TextAreaField({ label, textareaProps, errors, hint, className }: TextAreaFieldProps) {
  const { key, className: textareaClass, ...rest } = textareaProps;
  return (
    <Field label={label} id={textareaProps.id} errors={errors} hint={hint} className={className}>
      {(control) => <textarea key={key} rows={4} {...rest} {...control} className={cx(inputClassName, textareaClass)} />}
    </Field>
  );
}

type SelectFieldProps = {
  label: ReactNode;
  selectProps: SelectHTMLAttributes<HTMLSelectElement> & { key?: string };
  options: readonly { value: string | number; label: string }[];
  /** A first, empty choice ("Select ..."); a required select then starts unanswered. */
  placeholder?: string;
  errors?: readonly string[] | null;
  hint?: ReactNode;
  className?: string;
};

/** A native `<select>`, for forms with no first-load room for `SelectField` (~/ui/select, decision 044). */
export function NativeSelectField({ label, selectProps, options, placeholder, errors, hint, className }: SelectFieldProps) {
  const { key, className: selectClass, ...rest } = selectProps;
  return (
    <Field label={label} id={selectProps.id} errors={errors} hint={hint} className={className}>
      {(control) => (
        <select key={key} {...rest} {...control} className={cx(inputClassName, "read-only:bg-white read-only:text-gray-900 read-only:shadow-sm", selectClass)}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
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
