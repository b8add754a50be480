import { Form, useSubmit } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { MAX_SEARCH, searchFormHiddenFields, SEARCH_DEBOUNCE_MS, type ListConfig, type ListState } from "~/utils/list-state";
import { Button } from "../button";
import { inputClassName } from "../field";
import { Icon } from "../icons";

type SearchFormProps = {
  /** The list's path: the form GETs it. */
  action: string;
  state: ListState;
  /** The list's tabs and filters: what the hidden fields carry. */
  config?: Pick<ListConfig, "tabs" | "filters">;
  label?: string;
  placeholder?: string;
};

/**
 * A GET form: Enter submits it without JavaScript; with JavaScript typing submits it after a
 * 1-second pause. Everything else of the list's state (tab, sorting, page size, filters, `back`)
 * rides along as hidden fields; the page starts again at 1.
 */
export function SearchForm({ action, state, config, label = "Search", placeholder = "Search" }: SearchFormProps) {
  const submit = useSubmit();
  const inputRef = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>();

  useEffect(() => () => clearTimeout(timer.current), []);
  // The URL can change under the field (a tab, the back button); typing must not be overwritten.
  useEffect(() => {
    const input = inputRef.current;
    if (input && document.activeElement !== input) input.value = state.search;
  }, [state.search]);

  return (
    <Form method="get" action={action} role="search" preventScrollReset className="flex max-w-md flex-1 items-center gap-2">
      {searchFormHiddenFields(state, config).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className="relative flex-1">
        <Icon name="search" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-gray-500" />
        <input
          ref={inputRef}
          type="search"
          name="search"
          aria-label={label}
          placeholder={placeholder}
          defaultValue={state.search}
          maxLength={MAX_SEARCH}
          className={`${inputClassName} pl-9`}
          onChange={(event) => {
            const form = event.currentTarget.form;
            clearTimeout(timer.current);
            timer.current = setTimeout(() => {
              if (form) submit(form, { replace: true, preventScrollReset: true });
            }, SEARCH_DEBOUNCE_MS);
          }}
        />
      </div>
      <Button type="submit" variant="secondary">
        Search
      </Button>
    </Form>
  );
}
