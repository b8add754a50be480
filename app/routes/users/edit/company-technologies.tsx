import { useId, useState } from "react";
import { messages } from "#contract/messages";
import { CheckboxGroupField, type CheckboxOption } from "~/ui/checkbox-group";
import { inputClassName } from "~/ui/field";
import { useHydrated } from "~/ui/use-hydrated";

type TechnologyPickerProps = {
  name: string;
  options: readonly CheckboxOption[];
  defaultSelected: readonly string[];
  errors?: readonly string[];
};

/**
 * An agency's technologies (spec §5: required): checkboxes, and with JavaScript a filter over them.
 * Checked technologies the filter hides are still sent, as hidden fields.
 */
export function TechnologyPicker({ name, options, defaultSelected, errors }: TechnologyPickerProps) {
  const id = useId();
  const hydrated = useHydrated();
  const [selected, setSelected] = useState<readonly string[]>(defaultSelected);
  const [filter, setFilter] = useState("");
  const needle = filter.trim().toLowerCase();
  const shown = needle ? options.filter((option) => option.label.toLowerCase().includes(needle) || selected.includes(option.value)) : options;
  const hidden = selected.filter((value) => !shown.some((option) => option.value === value));
  const error = errors?.[0];
  return (
    <div className="flex flex-col gap-2" aria-describedby={error ? `${id}-error` : undefined}>
      {hydrated ? (
        <label className="flex flex-col gap-1.5 text-sm font-medium text-gray-800">
          Search technologies
          <input
            type="search"
            value={filter}
            onChange={(event) => setFilter(event.currentTarget.value)}
            // The list filters as one types: Enter would otherwise save the whole form.
            onKeyDown={(event) => event.key === "Enter" && event.preventDefault()}
            className={inputClassName}
          />
        </label>
      ) : null}
      <div className="max-h-64 overflow-y-auto rounded-lg border border-gray-300 bg-white px-4 py-3">
        {shown.length === 0 ? (
          <p className="text-sm text-gray-700">{messages.noOptions}</p>
        ) : (
          <CheckboxGroupField label="Technologies" labelClassName="mb-1.5 text-sm font-medium text-gray-800" name={name} options={shown} selected={selected} onChange={setSelected} />
        )}
        {hidden.map((value) => (
          <input key={value} type="hidden" name={name} value={value} />
        ))}
      </div>
      <p id={`${id}-error`} className="min-h-5 text-sm leading-5 text-red-700">
        {error}
      </p>
    </div>
  );
}
