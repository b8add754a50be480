import { Form, Link, useLocation } from "@remix-run/react";
import { useEffect, useRef, type ReactNode } from "react";
import { cx } from "~/utils/cx";

type MenuProps = {
  /** The summary's content: what the closed menu shows. */
  trigger: ReactNode;
  /** Accessible name of the trigger when its content is not enough (e.g. an avatar). */
  label?: string;
  align?: "left" | "right";
  triggerClassName?: string;
  children: ReactNode;
};

/**
 * A disclosure menu on `<details>`: it opens and closes without JavaScript. With JavaScript it
 * also closes on a click outside, on Escape (giving focus back to the trigger) and on navigation.
 */
export function Menu({ trigger, label, align = "right", triggerClassName, children }: MenuProps) {
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
    <details ref={ref} className="group relative">
      <summary
        aria-label={label}
        className={cx(
          "flex cursor-pointer list-none items-center gap-2 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 [&::-webkit-details-marker]:hidden",
          triggerClassName,
        )}
      >
        {trigger}
      </summary>
      <div
        className={cx(
          "absolute z-30 mt-2 min-w-48 rounded-xl border border-gray-200 bg-white p-1.5 shadow-lg",
          align === "right" ? "right-0" : "left-0",
        )}
      >
        <ul className="flex flex-col">{children}</ul>
      </div>
    </details>
  );
}

const itemClassName =
  "flex w-full min-h-9 items-center gap-2 rounded-lg px-3 py-2 text-left text-sm text-gray-800 hover:bg-gray-100 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-600";

export function MenuLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <li>
      <Link to={to} className={itemClassName}>
        {children}
      </Link>
    </li>
  );
}

/**
 * An entry the admin cannot use right now, with the reason in its text (not only in a tooltip),
 * so keyboard and screen-reader users learn it too.
 */
export function MenuDisabledItem({ children, reason }: { children: ReactNode; reason: string }) {
  return (
    <li>
      <span aria-disabled="true" className="flex w-full min-h-9 cursor-not-allowed flex-col rounded-lg px-3 py-2 text-left text-sm text-gray-500">
        <span>{children}</span>
        <span className="text-xs text-gray-600">{reason}</span>
      </span>
    </li>
  );
}

/** A menu entry that submits a POST form (e.g. Logout): a state change is never a link. */
export function MenuFormButton({ action, children }: { action: string; children: ReactNode }) {
  return (
    <li>
      <Form method="post" action={action}>
        <button type="submit" className={itemClassName}>
          {children}
        </button>
      </Form>
    </li>
  );
}
