import { useLocation } from "@remix-run/react";
import { useEffect, useRef, type ReactNode } from "react";
import { cx } from "~/utils/cx";

type DisclosureProps = {
  /** The summary's content: what the closed disclosure shows. */
  trigger: ReactNode;
  /** Accessible name of the trigger when its content is not enough (e.g. an icon). */
  label?: string;
  /** Which edge of the trigger the panel lines up with. */
  align?: "left" | "right";
  triggerClassName?: string;
  onOpenChange?: (open: boolean) => void;
  /** Focus entered (true) or left (false) the disclosure, trigger and panel together. */
  onFocusWithinChange?: (focused: boolean) => void;
  children: ReactNode;
};

/**
 * A `<details>` whose panel floats over the page: it opens and closes without JavaScript. The
 * panel is anchored to its trigger by CSS (`.floating-disclosure` in tailwind.css), so no scroll
 * box clips it and it opens upward when there is no room below. With JavaScript it also closes on a
 * click outside, on Escape (giving focus back to the trigger) and on navigation.
 */
export function Disclosure({ trigger, label, align = "right", triggerClassName, onOpenChange, onFocusWithinChange, children }: DisclosureProps) {
  const ref = useRef<HTMLDetailsElement>(null);
  const location = useLocation();

  useEffect(() => {
    if (ref.current) ref.current.open = false;
  }, [location.key]);

  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    const onPointerDown = (event: PointerEvent) => {
      if (details.open && event.target instanceof Node && !details.contains(event.target)) details.open = false;
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape" && details.open) {
        details.open = false;
        details.querySelector("summary")?.focus();
      }
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, []);

  return (
    <details
      ref={ref}
      className="floating-disclosure group relative"
      data-align={align}
      onToggle={onOpenChange ? (event) => onOpenChange(event.currentTarget.open) : undefined}
      onFocus={onFocusWithinChange ? () => onFocusWithinChange(true) : undefined}
      onBlur={
        onFocusWithinChange
          ? (event) => {
              if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) onFocusWithinChange(false);
            }
          : undefined
      }
    >
      <summary
        aria-label={label}
        className={cx(
          "flex cursor-pointer list-none items-center gap-2 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 [&::-webkit-details-marker]:hidden",
          triggerClassName,
        )}
      >
        {trigger}
      </summary>
      <div className="floating-disclosure-panel z-30 min-w-48 rounded-xl border border-gray-200 bg-white p-1.5 shadow-lg">{children}</div>
    </details>
  );
}
