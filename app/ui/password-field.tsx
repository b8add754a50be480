import { useState } from "react";
import { cx } from "~/utils/cx";
import { Field, inputClassName, type InputProps } from "./field";
import { SvgIcon } from "./svg-icon";
import { useHydrated } from "./use-hydrated";

const EYE = "M15 12a3 3 0 1 1-6 0 3 3 0 0 1 6 0Zm-12.5 0C3.8 7.9 7.6 5 12 5s8.2 2.9 9.5 7c-1.3 4.1-5.1 7-9.5 7s-8.2-2.9-9.5-7Z";
const EYE_OFF =
  "M3 3l18 18M10.6 10.6a2 2 0 0 0 2.8 2.8M9.9 5.2A9.6 9.6 0 0 1 12 5c4.4 0 8.2 2.9 9.5 7a9.9 9.9 0 0 1-2.7 4.2M6.6 6.6A9.9 9.9 0 0 0 2.5 12c1.3 4.1 5.1 7 9.5 7 1.6 0 3.1-.4 4.4-1";

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
              <SvgIcon path={visible ? EYE_OFF : EYE} />
            </button>
          ) : null}
        </div>
      )}
    </Field>
  );
}
