// react-aria-components' CheckboxGroup, loaded after hydration by app/ui/checkbox-group.tsx
// (decision 044): import it from nowhere else.
import { Checkbox, CheckboxGroup, CheckboxGroupStateContext, Label } from "react-aria-components/CheckboxGroup";
import { cx } from "~/utils/cx";
import { Icon } from "./icons";
import { selectionAfter, type CheckboxGroupFieldProps } from "./checkbox-group";

/**
 * The same group as the server's checkboxes: react-aria's group and checkboxes, still native
 * inputs named `name` (Space toggles, the form posts the checked values as before), with a
 * tri-state "Select all" outside the group's value.
 */
export function AriaCheckboxGroupField({ label, labelClassName, name, options, selected, onChange, className }: CheckboxGroupFieldProps) {
  const values = options.map((option) => option.value);
  const count = values.filter((value) => selected.includes(value)).length;
  return (
    <CheckboxGroup name={name} value={selected.filter((value) => values.includes(value))} onChange={(next) => onChange(selectionAfter(selected.filter((value) => !values.includes(value)), next, true))} className={className}>
      <Label className={labelClassName}>{label}</Label>
      <div className="mb-2">
        {/* "Select all" is no option of the group: without the group's state it is a checkbox of its own. */}
        <CheckboxGroupStateContext.Provider value={null}>
          <AriaCheckbox
            isSelected={count === values.length}
            isIndeterminate={count > 0 && count < values.length}
            onChange={(checked) => onChange(selectionAfter(selected, values, checked))}
            className="font-medium text-indigo-800"
          >
            Select all
          </AriaCheckbox>
        </CheckboxGroupStateContext.Provider>
      </div>
      <ul className="grid gap-x-6 gap-y-1 sm:grid-cols-2">
        {options.map((option) => (
          <li key={option.value}>
            <AriaCheckbox value={option.value}>{option.label}</AriaCheckbox>
          </li>
        ))}
      </ul>
    </CheckboxGroup>
  );
}

type AriaCheckboxProps = {
  value?: string;
  isSelected?: boolean;
  isIndeterminate?: boolean;
  onChange?: (checked: boolean) => void;
  className?: string;
  children: string;
};

function AriaCheckbox({ className, children, ...props }: AriaCheckboxProps) {
  return (
    <Checkbox {...props} className={cx("group inline-flex min-h-8 cursor-pointer items-center gap-2 text-sm text-gray-800", className)}>
      {({ isSelected, isIndeterminate }) => (
        <>
          <span
            aria-hidden="true"
            className={cx(
              "flex size-4 shrink-0 items-center justify-center rounded border text-white",
              "group-data-focus-visible:outline-2 group-data-focus-visible:outline-offset-2 group-data-focus-visible:outline-indigo-600",
              // One or the other: cx does not resolve two classes of one property, the stylesheet's order does.
              isSelected || isIndeterminate ? "border-indigo-600 bg-indigo-600" : "border-gray-500 bg-white",
            )}
          >
            {isIndeterminate ? <span className="h-0.5 w-2 bg-white" /> : isSelected ? <Icon name="check" className="size-3" /> : null}
          </span>
          {children}
        </>
      )}
    </Checkbox>
  );
}
