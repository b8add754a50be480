// react-aria-components' RadioGroup, loaded after hydration by app/ui/radio-group.tsx.
import { useEffect, useRef, useState } from "react";
import { Label, Radio, RadioGroup } from "react-aria-components/RadioGroup";
import { cx } from "~/utils/cx";
import { radioGroupIds, type RadioGroupFieldProps } from "./radio-group";

/**
 * The same field as the server's radios, with react-aria's keyboard model (one Tab stop, arrow
 * keys choose) and its focus ring. The radios stay native inputs named `name`, so the form posts
 * the value as before.
 */
export function AriaRadioGroupField({ label, name, id, options, defaultValue, errors, hint, className }: RadioGroupFieldProps & { id: string }) {
  const ids = radioGroupIds(id, { hint, errors });
  const ref = useRef<HTMLDivElement>(null);
  const [value, setValue] = useState(defaultValue ?? null);
  const [chosenByUser, setChosenByUser] = useState(false);
  useEffect(() => {
    // Arrow keys change the choice without an input event; the form library revalidates on one.
    if (chosenByUser) ref.current?.querySelector("input:checked")?.dispatchEvent(new Event("input", { bubbles: true }));
  }, [value, chosenByUser]);
  return (
    <RadioGroup
      ref={ref}
      id={id}
      name={name}
      value={value}
      onChange={(next) => {
        setValue(next);
        setChosenByUser(true);
      }}
      orientation="horizontal"
      isInvalid={Boolean(ids.error)}
      aria-describedby={ids.describedBy}
      className={cx("flex flex-col gap-1.5", className)}
    >
      <Label className="mb-1.5 text-sm font-medium text-gray-800">{label}</Label>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {options.map((option) => (
          <div key={option.value} className="flex flex-col">
            <Radio
              value={option.value}
              isDisabled={Boolean(option.disabledReason)}
              aria-describedby={ids.reasonId(option)}
              className={({ isDisabled }) => cx("group inline-flex min-h-8 items-center gap-2 text-sm", isDisabled ? "cursor-not-allowed text-gray-500" : "cursor-pointer text-gray-800")}
            >
              <span
                aria-hidden="true"
                className={cx(
                  "flex size-4 items-center justify-center rounded-full border border-gray-500 bg-white",
                  "group-data-selected:border-indigo-600 group-data-focus-visible:outline-2 group-data-focus-visible:outline-offset-2 group-data-focus-visible:outline-indigo-600",
                  "group-data-invalid:border-red-700 group-data-disabled:border-gray-300 group-data-disabled:bg-gray-100",
                )}
              >
                <span className="size-2 rounded-full bg-indigo-600 opacity-0 group-data-selected:opacity-100" />
              </span>
              {option.label}
            </Radio>
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
    </RadioGroup>
  );
}
