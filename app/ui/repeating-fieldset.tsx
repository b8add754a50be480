// Repeating rows of a form (branches, languages, certificates) on Conform's list intents. Each
// control is a submit button: with JavaScript Conform changes the rows in the browser; without,
// the action answers the form again with the row added, removed or moved (handleFormAction).
import type { DefaultValue, FieldMetadata, FormMetadata } from "@conform-to/react";
import type { ReactNode } from "react";
import { cx } from "~/utils/cx";
import { Button } from "./button";
import { focusableRow, useRowFocus } from "./use-row-focus";

type RepeatingFieldsetProps<Row, FormSchema extends Record<string, unknown>> = {
  /** The form whose intents the buttons carry. */
  form: Pick<FormMetadata<FormSchema>, "insert" | "remove" | "reorder">;
  /** The list field (`fields.branches`). */
  field: FieldMetadata<Row[], FormSchema>;
  legend: ReactNode;
  /** One row, lower case ("branch"): buttons read "Add branch", "Remove branch 2". */
  itemLabel: string;
  /** The values of an added row. */
  newRow?: DefaultValue<Row>;
  /** Fewer rows than this hide no row but disable Remove; at `max` rows Add is disabled. */
  min?: number;
  max?: number;
  /** Rows that may not be removed (a head office) get no Remove control; all may by default. */
  removable?: (index: number) => boolean;
  children: (row: FieldMetadata<Row, FormSchema>, index: number) => ReactNode;
};

/**
 * A fieldset of rows with Add, Remove, Move up and Move down. Its buttons submit the form, so
 * the form must start with a default submit button (DefaultSubmit): Enter in a field would
 * otherwise press the first Remove.
 */
export function RepeatingFieldset<Row, FormSchema extends Record<string, unknown>>({
  form,
  field,
  legend,
  itemLabel,
  newRow,
  min = 0,
  max = Number.POSITIVE_INFINITY,
  removable = () => true,
  children,
}: RepeatingFieldsetProps<Row, FormSchema>) {
  const rows = field.getFieldList();
  const name = field.name;
  const { container, focusRowAt } = useRowFocus<HTMLFieldSetElement>(rows.length, ":scope > div:last-child button");
  return (
    <fieldset ref={container} className="flex flex-col gap-4" aria-describedby={field.errors ? field.errorId : undefined}>
      <legend className="mb-2 text-sm font-semibold text-gray-900">{legend}</legend>
      {rows.map((row, index) => {
        const position = `${itemLabel} ${index + 1}`;
        return (
          <fieldset key={row.key} tabIndex={focusableRow.tabIndex} className={cx("rounded-lg border border-gray-200 p-4", focusableRow.className)}>
            <legend className="px-1 text-sm font-medium text-gray-800 first-letter:uppercase">{position}</legend>
            {children(row, index)}
            <div className="mt-2 flex flex-wrap justify-end gap-2">
              <Button type="submit" variant="ghost" size="sm" disabled={index === 0} {...form.reorder.getButtonProps({ name, from: index, to: index - 1 })}>
                Move up<span className="sr-only"> {position}</span>
              </Button>
              <Button type="submit" variant="ghost" size="sm" disabled={index === rows.length - 1} {...form.reorder.getButtonProps({ name, from: index, to: index + 1 })}>
                Move down<span className="sr-only"> {position}</span>
              </Button>
              {removable(index) ? (
                <Button
                  type="submit"
                  variant="secondary"
                  size="sm"
                  disabled={rows.length <= min}
                  {...form.remove.getButtonProps({ name, index })}
                  onClick={() => focusRowAt(index)}
                >
                  Remove<span className="sr-only"> {position}</span>
                </Button>
              ) : null}
            </div>
          </fieldset>
        );
      })}
      <p id={field.errorId} className="min-h-5 text-sm leading-5 text-red-700">
        {field.errors?.[0]}
      </p>
      <div>
        <Button
          type="submit"
          variant="secondary"
          size="sm"
          disabled={rows.length >= max}
          {...form.insert.getButtonProps({ name, defaultValue: newRow })}
          onClick={() => focusRowAt(rows.length)}
        >
          Add {itemLabel}
        </Button>
      </div>
    </fieldset>
  );
}
