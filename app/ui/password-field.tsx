import { useState } from "react";
import { cx } from "~/utils/cx";
import { Field, inputClassName, type InputProps } from "./field";
import { Icon } from "./icons";
import { useHydrated } from "./use-hydrated";

type PasswordFieldProps = {
  label: string;
  inputProps: InputProps;
  errors?: readonly string[] | null;
  hint?: string;
  className?: string;
};

/**
 * A password input. Once hydrated it gets a show/hide toggle; without JavaScript it is a plain
 * password field. The typed value is never rendered back into the page (no defaultValue).
 */
export function PasswordField({ label, inputProps, errors, hint, className }: PasswordFieldProps) {
  const hydrated = useHydrated();
  const [visible, setVisible] = useState(false);
  const { key, className: inputClass, defaultValue: _dropped, value: _droppedValue, ...rest } = inputProps;
  return (
    <Field label={label} id={inputProps.id} errors={errors} hint={hint} className={className}>
      {(control) => (
        <div className="relative">
          <input
            key={key}
            {...rest}
            {...control}
            type={hydrated && visible ? "text" : "password"}
            className={cx(inputClassName, hydrated && "pr-11", inputClass)}
          />
          {hydrated ? (
            <button
              type="button"
              onClick={() => setVisible((shown) => !shown)}
              aria-label={`Show ${label.toLowerCase()}`}
              aria-pressed={visible}
              aria-controls={control.id}
              className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-lg text-gray-600 hover:text-gray-900 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-600"
            >
              <Icon name={visible ? "eyeOff" : "eye"} />
            </button>
          ) : null}
        </div>
      )}
    </Field>
  );
}
