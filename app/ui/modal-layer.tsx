import { Link, useNavigate } from "@remix-run/react";
import { useEffect, useRef, type ReactNode } from "react";

const focusableSelector = [
  "a[href]",
  "button:not([disabled])",
  "input:not([disabled]):not([type=hidden])",
  "select:not([disabled])",
  "textarea:not([disabled])",
  "summary",
  "[tabindex]:not([tabindex='-1'])",
].join(",");

function focusables(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(focusableSelector)).filter(
    (element) => !element.closest("[hidden],[inert]") && element.getClientRects().length > 0,
  );
}

/**
 * Focus handling of a modal surface once JavaScript runs: moves focus in, keeps Tab inside,
 * closes on Escape, and gives focus back to where it was on close. Without JavaScript the
 * surface is a plain server-rendered overlay whose close control is a link.
 */
function useModalFocus(closeHref: string | undefined) {
  const ref = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();

  useEffect(() => {
    const container = ref.current;
    if (!container) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!container.contains(document.activeElement)) (focusables(container)[0] ?? container).focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape" && closeHref) {
        event.preventDefault();
        navigate(closeHref, { preventScrollReset: true });
        return;
      }
      if (event.key !== "Tab") return;
      const items = focusables(container);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      if (event.shiftKey && (document.activeElement === first || !container.contains(document.activeElement))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (document.activeElement === last || !container.contains(document.activeElement))) {
        event.preventDefault();
        first.focus();
      }
    };
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof Node && !container.contains(event.target)) (focusables(container)[0] ?? container).focus();
    };
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("focusin", onFocusIn);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("focusin", onFocusIn);
      if (previous?.isConnected) previous.focus({ preventScroll: true });
    };
  }, [closeHref, navigate]);

  return ref;
}

type ModalLayerProps = {
  /** Where closing leads (Escape, a click on the backdrop); without it the layer cannot be dismissed. */
  closeHref?: string;
  labelledBy: string;
  describedBy?: string;
  /** Classes of the positioning wrapper (centre for a dialog, right edge for a drawer). */
  placement: string;
  panelClassName: string;
  children: ReactNode;
};

/** The backdrop and the `role="dialog"` panel shared by Dialog and Drawer. */
export function ModalLayer({ closeHref, labelledBy, describedBy, placement, panelClassName, children }: ModalLayerProps) {
  const ref = useModalFocus(closeHref);
  return (
    <div className={`fixed inset-0 z-40 flex ${placement}`}>
      {closeHref ? (
        <Link to={closeHref} preventScrollReset aria-hidden="true" tabIndex={-1} className="absolute inset-0 bg-gray-900/50" />
      ) : (
        <div aria-hidden="true" className="absolute inset-0 bg-gray-900/50" />
      )}
      <div
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        tabIndex={-1}
        className={`relative focus:outline-none ${panelClassName}`}
      >
        {children}
      </div>
    </div>
  );
}
