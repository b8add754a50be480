import { useEffect, useState, type ReactNode } from "react";
import { isSafeLink } from "#contract/shared-values";
import { cx } from "~/utils/cx";
import { Icon } from "./icons";
import { SvgIcon } from "./svg-icon";
import { useHydrated } from "./use-hydrated";

/** How long the check mark stands in for the copy icon (spec §9: the copy icon resets after 1 second). */
export const COPIED_FOR_MS = 1000;

const copyPath = "M8 8V5a2 2 0 0 1 2-2h9a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2h-3M5 8h9a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-9a2 2 0 0 1 2-2Z";

type CopyButtonProps = {
  /** The text put on the clipboard. */
  value: string;
  /** What the value is, for the button's name: "Copy {label}" (e.g. "website"). */
  label: string;
  /** How the value shows (e.g. a link to it); the value as text by default. */
  children?: ReactNode;
  className?: string;
};

// An object per copy, so a second copy within the second restarts the timer.
type CopyState = { result: "idle" | "copied" | "failed" };
const idle: CopyState = { result: "idle" };

/**
 * A value with a button that copies it: the icon swaps to a check mark for 1 second and a live
 * region says "Copied". The server renders the value as selectable text and no button; the button
 * appears after hydration, and only where the browser offers the Clipboard API (not on a page
 * served over plain HTTP to another machine), so it is never a button that does nothing.
 * Use: `<CopyButton value={user.website} label="website"><a href={user.website}>{user.website}</a></CopyButton>`.
 */
export function CopyButton({ value, label, children, className }: CopyButtonProps) {
  const hydrated = useHydrated();
  const [state, setState] = useState<CopyState>(idle);

  useEffect(() => {
    if (state.result === "idle") return;
    const timer = setTimeout(() => setState(idle), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [state]);

  const canCopy = hydrated && typeof navigator !== "undefined" && typeof navigator.clipboard?.writeText === "function";
  const copy = () => {
    navigator.clipboard.writeText(value).then(
      () => setState({ result: "copied" }),
      () => setState({ result: "failed" }),
    );
  };

  return (
    <span className={cx("inline-flex max-w-full items-center gap-1.5", className)}>
      <span className="min-w-0 select-all [overflow-wrap:anywhere]">{children ?? value}</span>
      {canCopy ? (
        <button
          type="button"
          onClick={copy}
          aria-label={`Copy ${label}`}
          className="flex size-8 shrink-0 items-center justify-center rounded-lg text-gray-600 hover:bg-gray-100 hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-indigo-600"
        >
          {state.result === "copied" ? <Icon name="check" className="size-4 text-green-700" /> : <SvgIcon path={copyPath} className="size-4" />}
        </button>
      ) : null}
      {/* Rendered from the start: a live region announces changes, not its own arrival. */}
      <span role="status" className="sr-only">
        {state.result === "copied" ? "Copied" : state.result === "failed" ? "Could not copy, select the text instead" : ""}
      </span>
    </span>
  );
}

/** A link with its copy button (a website, a project's link): only a safe link is followed; anything else shows as text. */
export function CopyableLink({ url, label }: { url: string; label: string }) {
  return (
    <CopyButton value={url} label={label}>
      {isSafeLink(url) ? (
        <a href={url} target="_blank" rel="noreferrer noopener" className="text-indigo-700 hover:underline">
          {url}
        </a>
      ) : (
        url
      )}
    </CopyButton>
  );
}
