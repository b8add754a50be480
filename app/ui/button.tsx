import type { ButtonHTMLAttributes, ComponentProps, MouseEvent } from "react";
import { cx } from "~/utils/cx";
import { AppLink } from "./app-link";

export type ButtonVariant = "primary" | "secondary" | "danger" | "ghost";
export type ButtonSize = "md" | "sm";

const base =
  "inline-flex items-center justify-center gap-2 rounded-lg font-medium transition-colors select-none " +
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 " +
  "disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-progress";

const variants: Record<ButtonVariant, string> = {
  primary: "bg-indigo-600 text-white shadow-sm hover:bg-indigo-700",
  secondary: "border border-gray-300 bg-white text-gray-800 shadow-sm hover:bg-gray-50",
  danger: "bg-red-700 text-white shadow-sm hover:bg-red-800 focus-visible:outline-red-700",
  ghost: "text-gray-700 hover:bg-gray-100",
};

const sizes: Record<ButtonSize, string> = {
  md: "min-h-10 px-4 py-2 text-sm",
  sm: "min-h-8 px-3 py-1.5 text-sm",
};

/** Classes of a button, for links and summaries that should look like one. */
export function buttonClassName(variant: ButtonVariant = "primary", size: ButtonSize = "md", className?: string) {
  return cx(base, variants[variant], sizes[size], className);
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** While a submission is in flight: shows a spinner and ignores further clicks. */
  pending?: boolean;
};

export function Button({ variant = "primary", size = "md", pending = false, className, children, onClick, type = "button", ...props }: ButtonProps) {
  // aria-disabled rather than disabled keeps focus on the button while it is pending.
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (pending) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      type={type}
      className={buttonClassName(variant, size, className)}
      aria-disabled={pending || undefined}
      onClick={handleClick}
      {...props}
    >
      {pending ? <Spinner /> : null}
      {children}
    </button>
  );
}

export function ButtonLink({ variant = "primary", size = "md", className, ...props }: ComponentProps<typeof AppLink> & { variant?: ButtonVariant; size?: ButtonSize }) {
  return <AppLink className={buttonClassName(variant, size, className)} {...props} />;
}

export function Spinner({ className = "size-4" }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false" className={cx("animate-spin", className)}>
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
