// Loaded on its own by date-picker.tsx (decision 036): import it from nowhere else, or every page
// that has a date ships the calendar in its first load.
import { getLocalTimeZone, parseDate, today, type CalendarDate } from "@internationalized/date";
import { useState } from "react";
import { Button } from "react-aria-components/Button";
import { Calendar, CalendarCell, CalendarGrid, Heading } from "react-aria-components/Calendar";
import { Dialog, DialogTrigger } from "react-aria-components/Dialog";
import { I18nProvider } from "react-aria-components/I18nProvider";
import { Popover } from "react-aria-components/Popover";
import { cx } from "~/utils/cx";
import { dateParts, formatDate, isoDate } from "~/utils/dates";
import { inputClassName, type InputProps } from "./field";
import { Icon } from "./icons";
import { SvgIcon } from "./svg-icon";

const CALENDAR_PATH = "M8 3v3m8-3v3M4 9h16M5 5h14a1 1 0 0 1 1 1v13a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1Z";

type Control = { id: string; "aria-invalid": true | undefined; "aria-describedby": string | undefined };

export type AriaDatePickerProps = Omit<InputProps, "value" | "onChange" | "defaultValue" | "min" | "max"> & {
  name: string;
  control: Control;
  /** YYYY-MM-DD or "". */
  value: string;
  onChange: (value: string) => void;
  min?: string;
  max?: string;
};

const toCalendarDate = (value: string | undefined): CalendarDate | null => (value && dateParts(value) ? parseDate(value) : null);

/**
 * The field shows the date DD/MM/YYYY, read-only: a click on it or on the calendar button opens a
 * calendar (arrow keys move, Enter picks, Escape closes and focus returns). A hidden input posts
 * YYYY-MM-DD under the field's name.
 */
export function AriaDatePicker({ name, control, value, onChange, min, max, form, required, disabled, className }: AriaDatePickerProps) {
  const [open, setOpen] = useState(false);
  const selected = toCalendarDate(value);
  const pick = (date: CalendarDate) => {
    onChange(isoDate({ year: date.year, month: date.month, day: date.day }));
    setOpen(false);
  };
  return (
    <I18nProvider locale="en-GB">
      <div className="flex max-w-56 items-stretch gap-2">
        <input
          {...control}
          type="text"
          readOnly
          required={required}
          disabled={disabled}
          placeholder="DD/MM/YYYY"
          value={formatDate(value)}
          onClick={() => !disabled && setOpen(true)}
          onKeyDown={(event) => {
            // The field cannot be typed in: the arrow down opens the calendar, as in a combo box.
            if (event.key === "ArrowDown" && !disabled) {
              event.preventDefault();
              setOpen(true);
            }
          }}
          // Read-only styling marks fields that cannot change; this one changes through the calendar.
          className={cx(inputClassName, "cursor-pointer read-only:bg-white read-only:text-gray-900 read-only:shadow-sm", className)}
        />
        <input type="hidden" name={name} form={form} value={value} />
        <DialogTrigger isOpen={open} onOpenChange={setOpen}>
          <Button
            isDisabled={disabled}
            aria-label="Choose date"
            className="inline-flex items-center rounded-lg border border-gray-400 bg-white px-2.5 text-gray-700 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-indigo-600"
          >
            <SvgIcon path={CALENDAR_PATH} className="size-5" />
          </Button>
          <Popover placement="bottom end" className="rounded-lg border border-gray-300 bg-white p-3 shadow-lg">
            <Dialog aria-label="Choose date" className="outline-none">
              <Calendar
                aria-label="Calendar"
                // Focus lands on the chosen day (or today), where the arrow keys move; not on the dialog.
                autoFocus
                value={selected}
                onChange={pick}
                minValue={toCalendarDate(min)}
                maxValue={toCalendarDate(max)}
                defaultFocusedValue={selected ?? today(getLocalTimeZone())}
              >
                <header className="mb-2 flex items-center justify-between gap-2">
                  <Button slot="previous" aria-label="Previous month" className="rounded-md px-2 py-1 text-gray-700 hover:bg-gray-100">
                    <Icon name="chevronLeft" className="size-4" />
                  </Button>
                  <Heading className="text-sm font-semibold text-gray-900" />
                  <Button slot="next" aria-label="Next month" className="rounded-md px-2 py-1 text-gray-700 hover:bg-gray-100">
                    <Icon name="chevronRight" className="size-4" />
                  </Button>
                </header>
                <CalendarGrid className="text-center text-sm">
                  {(date) => (
                    <CalendarCell
                      date={date}
                      className={({ isSelected, isOutsideMonth, isDisabled, isFocusVisible }) =>
                        cx(
                          "flex size-8 items-center justify-center rounded-full",
                          isSelected ? "bg-indigo-700 text-white" : cx("hover:bg-gray-100", isDisabled ? "text-gray-300" : isOutsideMonth && "text-gray-400"),
                          isFocusVisible && "outline-2 outline-offset-1 outline-indigo-600",
                        )
                      }
                    />
                  )}
                </CalendarGrid>
              </Calendar>
            </Dialog>
          </Popover>
        </DialogTrigger>
      </div>
    </I18nProvider>
  );
}
