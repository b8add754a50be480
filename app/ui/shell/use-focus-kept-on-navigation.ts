import { useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";

export const MAIN_CONTENT_ID = "main-content";

/**
 * After a client-side navigation, focus left on nothing (the row menu or the page that held the
 * control is gone: a delete, a decision) goes to the main content, as a page load's skip link
 * would take it, so the keyboard carries on from the page rather than from its top. Checked after
 * react-aria has given focus back to a dialog's trigger, when the trigger still exists.
 */
export function useFocusKeptOnNavigation() {
  const { key } = useLocation();
  // A page load starts at the top (the skip link first): only a change of location counts. Not the
  // first location's key itself, which Back to that entry brings again ("default").
  const shownKey = useRef(key);
  useEffect(() => {
    if (key === shownKey.current) return;
    shownKey.current = key;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        if (document.activeElement === null || document.activeElement === document.body) {
          document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
        }
      }, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [key]);
}
