// react-aria-components' Select, loaded after hydration by app/ui/select.tsx (decision 044): import
// it from nowhere else, or every page with a select ships react-aria's Select in its first load.
import { useEffect, useRef, useState } from "react";
import { Button, Label, ListBox, ListBoxItem, Popover, Select, SelectValue } from "react-aria-components/Select";
import { messages } from "#contract/messages";
import { cx } from "~/utils/cx";
import { FOCUS_VISIBLE_OPTION } from "./focus-ring";
import { inputClassName } from "./field";
import { Icon } from "./icons";
import { selectFieldIds, type SelectFieldProps } from "./select";

// The placeholder's item: react-aria keys cannot be empty, the posted value is.
const NO_CHOICE = "\u0000none";

/**
 * The same field as the server's `<select>`: a button showing the choice opens a listbox (Enter,
 * Space or the arrow keys; arrows move, Enter picks, Escape closes). The value posts from a hidden
 * input named `name`, so the form sends what it sent before.
 */
export function AriaSelectField({ label, name, id, form, options, placeholder, emptyText = messages.noOptions, defaultValue, value, onChange, disabled, required, errors, hint, className }: SelectFieldProps & { id: string }) {
  const ids = selectFieldIds(id, { hint, errors });
  const [ownValue, setOwnValue] = useState(defaultValue ?? "");
  const current = value ?? ownValue;
  const [pickedByUser, setPickedByUser] = useState(0);
  const hiddenInput = useRef<HTMLInputElement>(null);
  useEffect(() => {
    // A pick sets the hidden input without an input event; the form library revalidates on one.
    if (pickedByUser) hiddenInput.current?.dispatchEvent(new Event("input", { bubbles: true }));
  }, [pickedByUser]);
  const items = options.length > 0 && placeholder !== undefined ? [{ value: NO_CHOICE, label: placeholder }, ...options] : options;
  return (
    <div className={cx("flex flex-col gap-1.5", className)}>
      <Select
        value={current === "" ? null : current}
        onChange={(key) => {
          const next = key === null || key === NO_CHOICE ? "" : String(key);
          setOwnValue(next);
          onChange?.(next);
          setPickedByUser((count) => count + 1);
        }}
        placeholder={options.length === 0 ? emptyText : placeholder}
        isDisabled={disabled}
        isRequired={required}
        isInvalid={Boolean(ids.error)}
        allowsEmptyCollection
        className="flex flex-col gap-1.5"
      >
        <Label className="text-sm font-medium text-gray-800">{label}</Label>
        <Button
          id={id}
          aria-describedby={ids.describedBy}
          className={({ isDisabled }) =>
            cx(
              inputClassName,
              "flex items-center justify-between gap-2 text-left data-focus-visible:outline-2 data-focus-visible:outline-indigo-600/40",
              ids.error && "border-red-700",
              isDisabled && "cursor-not-allowed bg-gray-100 text-gray-700",
            )
          }
        >
          <SelectValue className="truncate data-placeholder:text-gray-600" />
          <Icon name="chevronDown" className="size-4 shrink-0 text-gray-600" aria-hidden="true" />
        </Button>
        <Popover className="w-(--trigger-width) rounded-lg border border-gray-300 bg-white shadow-lg">
          <ListBox
            items={items}
            className="max-h-64 overflow-auto p-1 text-sm outline-none"
            renderEmptyState={() => <p className="px-3 py-2 text-gray-600">{emptyText}</p>}
          >
            {(option) => (
              <ListBoxItem
                id={option.value}
                textValue={option.label}
                className={({ isFocused, isFocusVisible, isSelected }) =>
                  cx("cursor-default rounded-md px-3 py-2 outline-none", isFocused && "bg-indigo-50", isFocusVisible && FOCUS_VISIBLE_OPTION, isSelected && "font-semibold", option.value === NO_CHOICE ? "text-gray-600" : "text-gray-900")
                }
              >
                {option.label}
              </ListBoxItem>
            )}
          </ListBox>
        </Popover>
      </Select>
      <input ref={hiddenInput} type="hidden" name={name} form={form} value={current} disabled={disabled} />
      {hint ? (
        <p id={ids.hintId} className="text-xs text-gray-600">
          {hint}
        </p>
      ) : null}
      <p id={ids.errorId} className="min-h-5 text-sm leading-5 text-red-700">
        {ids.error}
      </p>
    </div>
  );
}
