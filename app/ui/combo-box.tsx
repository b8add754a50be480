import { useState, type ReactNode } from "react";
import { cx } from "~/utils/cx";
import { Field, inputClassName } from "./field";
import { searchedParamOf, searchParamOf } from "./enter-search";
import { lazyWidget } from "./lazy-widget";
import { type ComboOption } from "./remote-search";

export type { ComboOption };

export const NO_OPTIONS_TEXT = "No Options found";

/** What the page's loader found for the no-JavaScript search (`comboSearchText` reads the text). */
export type ComboFallback = { query: string; options: readonly ComboOption[] };

export type ComboBoxProps = {
  label: string;
  /** The chosen option's id is posted under this name. */
  name: string;
  id?: string;
  /** The option chosen already (an edit form, or the URL of a no-JavaScript search). */
  selected?: ComboOption | null;
  /** The app's resource route for a search text (never the API: routes go through app/models). */
  searchUrl: (text: string) => string;
  /** Typed characters before a search (spec §9: 3 for country and city; the agency filter "more than 2"). */
  minChars?: number;
  /** Said when a search finds nothing: "No Options found", or "No Agency Found". */
  emptyText?: string;
  fallback?: ComboFallback;
  disabled?: boolean;
  required?: boolean;
  form?: string;
  errors?: readonly string[] | null;
  hint?: ReactNode;
  onSelect?: (option: ComboOption | null) => void;
  className?: string;
  /**
   * Without JavaScript the Search button submits the form as a GET by default; with this it posts
   * the form with this name and value instead, for forms whose action answers the matches (a long
   * form, or one with files or rows, would not survive a GET).
   */
  fallbackSubmit?: { name: string; value: string };
  /**
   * In a form whose Enter saves (an invisible Save first): without JavaScript, sends the text the
   * matches were found for, so the action can take Enter in the search field for a search
   * (`comboSearchSentWithEnter`).
   */
  searchOnEnter?: boolean;
};

export { searchParamOf };

// react-aria's ComboBox, ListBox and Popover cost about 30 KB gzip: they load after the page
// (decision 036); the server-rendered search and select stand in until then.
const useAriaComboBox = lazyWidget(() => import("./aria-combo-box").then((module) => module.AriaComboBox));

/** A label without its required mark, for the names of the field's own buttons ("Search City"). */
export const unmarkedLabel = (label: string) => label.replace(/\*$/, "");

/**
 * A combo box whose options come from a remote search. With JavaScript (react-aria): typing at
 * least `minChars` characters searches after a 1 s pause, the list shows the matches or
 * `emptyText`. Without JavaScript, and until that chunk has loaded: a search field and a Search
 * button that submits the page's form as a GET (every field goes into the URL, so the page comes
 * back as it was), and the page's loader answers the matches as a native `<select>`.
 */
export function ComboBox(props: ComboBoxProps) {
  const AriaComboBox = useAriaComboBox();
  const { label, id, errors, hint, className } = props;
  // The user's choice in the fallback carries over when the combo box replaces it.
  const [selected, setSelected] = useState(props.selected ?? null);
  const [fallbackFocused, setFallbackFocused] = useState(false);
  const select = (option: ComboOption | null) => {
    setSelected(option);
    props.onSelect?.(option);
  };
  return (
    <Field label={label} id={id ?? `${props.name}-field`} errors={errors} hint={hint} className={className}>
      {(control) =>
        AriaComboBox && !fallbackFocused ? (
          <AriaComboBox {...props} control={control} selected={selected} onSelect={select} emptyText={props.emptyText ?? NO_OPTIONS_TEXT} minChars={props.minChars ?? 3} />
        ) : (
          <SearchAndSelect
            {...props}
            control={control}
            selected={selected}
            onSelect={select}
            onFocusWithinChange={setFallbackFocused}
          />
        )
      }
    </Field>
  );
}

type Control = { id: string; "aria-invalid": true | undefined; "aria-describedby": string | undefined };

function SearchAndSelect({
  label,
  name,
  selected,
  fallback = { query: "", options: [] },
  minChars = 3,
  emptyText = NO_OPTIONS_TEXT,
  disabled,
  required,
  form,
  control,
  fallbackSubmit,
  searchOnEnter,
  onSelect,
  onFocusWithinChange,
}: ComboBoxProps & { control: Control; onSelect: (option: ComboOption | null) => void; onFocusWithinChange: (focused: boolean) => void }) {
  const options = selected && !fallback.options.some((option) => option.id === selected.id) ? [selected, ...fallback.options] : fallback.options;
  const searched = fallback.query.trim().length >= minChars;
  const placeholder = options.length > 0 ? "Select" : searched ? emptyText : `Search with at least ${minChars} characters`;
  return (
    <div
      className="flex flex-col gap-2"
      onFocus={() => onFocusWithinChange(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onFocusWithinChange(false);
      }}
    >
      <div className="flex gap-2">
        <input
          type="search"
          name={searchParamOf(name)}
          form={form}
          aria-label={`Search ${unmarkedLabel(label)}`}
          defaultValue={fallback.query}
          className={cx(inputClassName, "flex-1")}
        />
        {searchOnEnter ? <input type="hidden" name={searchedParamOf(name)} form={form} value={fallback.query} /> : null}
        <button
          type="submit"
          form={form}
          {...(fallbackSubmit ? { name: fallbackSubmit.name, value: fallbackSubmit.value } : { formMethod: "get" })}
          formNoValidate
          className="rounded-lg border border-gray-400 bg-white px-3 text-sm font-medium text-gray-800 hover:bg-gray-50"
        >
          Search<span className="sr-only"> {unmarkedLabel(label)}</span>
        </button>
      </div>
      <select
        {...control}
        name={name}
        form={form}
        required={required}
        disabled={disabled}
        value={selected?.id ?? ""}
        onChange={(event) => onSelect(options.find((option) => option.id === event.currentTarget.value) ?? null)}
        className={inputClassName}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
