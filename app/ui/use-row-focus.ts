import { useEffect, useRef } from "react";

const FOCUSABLE = "input:not([type=hidden]):not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), [tabindex]:not([tabindex='-1'])";

/**
 * Focus for repeating rows (`<fieldset>`s, direct children of the container) that JavaScript adds
 * and removes at once: the Remove pressed goes with its row and focus would fall to the page.
 * `focusRowAt(index)` before the change; once the count changed, focus goes to the first control
 * of the row now at `index` (or the last row), else to `fallback` (the add button).
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
    (row?.querySelector<HTMLElement>(FOCUSABLE) ?? container.current?.querySelector<HTMLElement>(fallback))?.focus();
  }, [rowCount, fallback]);
  return { container, focusRowAt: (index: number) => void (wanted.current = index) };
}
