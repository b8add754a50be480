import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";

/**
 * renderToString builds one string; the streaming renderer encodes every small piece of markup
 * into bytes as it goes, the largest single cost of a page in the profile (decision 061). It cannot
 * wait: a component that suspends (a lazy one whose code is not loaded yet, the first time) leaves
 * its Suspense boundary to the browser (`<!--$!-->`), which without JavaScript would show nothing.
 * Null then, or on an error: the streaming renderer waits, or reports the error as before.
 */
export function renderWhole(page: ReactElement): string | null {
  try {
    const html = renderToString(page);
    if (html.includes("<!--$!-->")) return null;
    // The streaming renderer writes the doctype before <html>; renderToString does not, and
    // without it the browser lays the page out in quirks mode.
    return html.startsWith("<html") ? `<!DOCTYPE html>${html}` : html;
  } catch {
    return null;
  }
}
