import { useEffect, useRef } from "react";

/**
 * Focus for repeating rows (`<fieldset tabIndex={-1}>`s, direct children of the container) that
 * JavaScript adds and removes at once: the Remove pressed goes with its row and focus would fall
 * to the page. `focusRowAt(index)` before the change; once the count changed, focus goes to the
 * row now at `index` (or the last row), which a screen reader names ("Branch 2, group"), else to
 * `fallback` (the add button). The row, not its first control: that may be a combo box still
 * waiting for its script, which a focused fallback would keep from loading.
 */
export function useRowFocus<Container extends HTMLElement>(rowCount: number, fallback: string) {
  const container = useRef<Container>(null);
  const wanted = useRef<number | null>(null);
  useEffect(() => {
    const index = wanted.current;
    if (index === null) return;
    wanted.current = null;
    const rows = container.current?.querySelectorAll<HTMLFieldSetElement>(":scope > fieldset") ?? [];
    const row = rows[Math.min(index, rows.length - 1)];
    (row ?? container.current?.querySelector<HTMLElement>(fallback))?.focus();
  }, [rowCount, fallback]);
  return { container, focusRowAt: (index: number) => void (wanted.current = index) };
}

/** The classes and tab index of a row `useRowFocus` may focus: a ring when the keyboard put it there. */
export const focusableRow = { tabIndex: -1, className: "focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600" } as const;
