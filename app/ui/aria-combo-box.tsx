// Loaded on its own by combo-box.tsx (decision 036): import it from nowhere else, or every page
// with a combo box ships react-aria's ComboBox in its first load.
import { useContext, useEffect, useMemo, useRef, useState, type ContextType, type MutableRefObject } from "react";
import { Button } from "react-aria-components/Button";
import { ComboBox, ComboBoxStateContext } from "react-aria-components/ComboBox";
import { Input } from "react-aria-components/Input";
import { ListBox, ListBoxItem } from "react-aria-components/ListBox";
import { Popover } from "react-aria-components/Popover";
import { cx } from "~/utils/cx";
import { FOCUS_VISIBLE_OPTION } from "./focus-ring";
import { inputClassName } from "./field";
import { Icon } from "./icons";
import { unmarkedLabel, type ComboBoxProps } from "./combo-box";
import { fetchLookupOptions } from "~/utils/lookup-options";
import { createRemoteSearch, type ComboOption, type RemoteSearchState } from "./remote-search";

type Control = { id: string; "aria-invalid": true | undefined; "aria-describedby": string | undefined };

export type AriaComboBoxProps = ComboBoxProps & {
  control: Control;
  selected: ComboOption | null;
  onSelect: (option: ComboOption | null) => void;
  emptyText: string;
  minChars: number;
};

/** What the open list says when it has no options to show. */
function emptyMessage(state: RemoteSearchState, minChars: number, emptyText: string): string {
  if (state.status === "idle") return `Type at least ${minChars} characters`;
  if (state.status === "failed") return "The search failed. Try again.";
  if (state.status === "done") return emptyText;
  return "Searching…";
}

type ComboBoxState = NonNullable<ContextType<typeof ComboBoxStateContext>>;

/** Hands react-aria's combo box state to the component around it, which opens the list itself. */
function StateInto({ into }: { into: MutableRefObject<ComboBoxState | null> }) {
  into.current = useContext(ComboBoxStateContext);
  return null;
}

export function AriaComboBox({ label, name, selected, searchUrl, minChars, emptyText, disabled, required, form, control, onSelect }: AriaComboBoxProps) {
  const [text, setText] = useState(selected?.label ?? "");
  const [state, setState] = useState<RemoteSearchState>({ status: "idle" });
  const searchUrlRef = useRef(searchUrl);
  searchUrlRef.current = searchUrl;
  const search = useMemo(
    () => createRemoteSearch({ minChars, load: (query, signal) => fetchLookupOptions(searchUrlRef.current(query), signal), onChange: setState }),
    [minChars],
  );
  useEffect(() => search.stop, [search]);

  // The chosen option of an edit form is the only one until a search answers.
  const items: readonly ComboOption[] = state.status === "done" ? state.options : selected ? [selected] : [];
  // Read in the input event that follows a pick, before the render with the new choice.
  const chosen = useRef(selected);
  chosen.current = selected;
  const comboState = useRef<ComboBoxState | null>(null);

  return (
    <ComboBox
      aria-label={label}
      name={name}
      form={form}
      formValue="key"
      isRequired={required}
      isDisabled={disabled}
      isInvalid={control["aria-invalid"]}
      items={items}
      inputValue={text}
      // react-aria opens the list on any change of the text while the field has focus, also when
      // Escape or Enter puts the chosen name back: the list opens here, on typing only.
      menuTrigger="manual"
      onInputChange={(value) => {
        setText(value);
        comboState.current?.open(null, "input");
        // The chosen option's own name needs no search.
        if (value === chosen.current?.label) return;
        // Emptying the field drops the choice. Editing its text searches again but keeps it until
        // another is picked: one Backspace in a filter must not clear the filter.
        if (value === "" && chosen.current) {
          chosen.current = null;
          onSelect(null);
        }
        search.input(value);
      }}
      selectedKey={selected?.id ?? null}
      // Called for a pick, and for react-aria's commits (focus leaving the field, Enter, Escape,
      // a scroll) when the text differs from the choice's: the field then shows the choice again,
      // or nothing, as it posts only an option picked from the list.
      onSelectionChange={(key) => {
        // A scroll under the open list commits too (its position would be stale): what was typed
        // stays, and the list opens again where the field is now, once react-aria has closed it.
        if (window.event?.type === "scroll") {
          queueMicrotask(() => comboState.current?.open(null, "input"));
          return;
        }
        // react-aria knows only the options of the last answer: a commit whose answer lacks the
        // chosen option sends no key, and the choice stays.
        const option = items.find((item) => item.id === key) ?? chosen.current;
        if (option?.id !== chosen.current?.id) {
          chosen.current = option;
          onSelect(option);
        }
        setText(option?.label ?? "");
        // An answer still to come is for text no longer in the field.
        search.stop();
        setState({ status: "idle" });
      }}
      // The server filters; the list shows what it answered.
      defaultFilter={() => true}
      allowsEmptyCollection
      className="flex flex-col"
    >
      <StateInto into={comboState} />
      <div className="relative">
        <Input id={control.id} aria-describedby={control["aria-describedby"]} className={cx(inputClassName, "pr-10")} />
        <Button aria-label={`Show ${unmarkedLabel(label)} options`} className="absolute inset-y-0 right-0 flex items-center px-2 text-gray-600">
          <Icon name="chevronDown" className="size-4" />
        </Button>
      </div>
      <Popover className="w-(--trigger-width) rounded-lg border border-gray-300 bg-white shadow-lg">
        <ListBox<ComboOption>
          className="max-h-64 overflow-auto p-1 text-sm outline-none"
          renderEmptyState={() => <p className="px-3 py-2 text-gray-600">{emptyMessage(state, minChars, emptyText)}</p>}
        >
          {(option) => (
            <ListBoxItem
              id={option.id}
              textValue={option.label}
              className={({ isFocused, isFocusVisible, isSelected }) =>
                cx("cursor-default rounded-md px-3 py-2 outline-none", isFocused && "bg-indigo-50", isFocusVisible && FOCUS_VISIBLE_OPTION, isSelected && "font-semibold")
              }
            >
              {option.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
