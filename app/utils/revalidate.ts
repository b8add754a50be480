import type { ShouldRevalidateFunction } from "@remix-run/react";
import { isFailedSubmit } from "./keep-form-on-failed-submit";
import { DRAWER_PAGES_PARAM, DRAWER_PARAM } from "./notifications";

/** Whether two URLs differ only in the notification drawer's parameters. */
export function onlyDrawerChanged(currentUrl: URL, nextUrl: URL): boolean {
  if (currentUrl.pathname !== nextUrl.pathname) return false;
  const strip = (url: URL) => {
    const params = new URLSearchParams(url.search);
    params.delete(DRAWER_PARAM);
    params.delete(DRAWER_PAGES_PARAM);
    params.sort();
    return params.toString();
  };
  return strip(currentUrl) === strip(nextUrl);
}

/**
 * For pages under the shell: opening, paging or closing the notification drawer reloads the
 * shell's data only, not the page's. A submit that got no answer reloads nothing over the
 * connection that just failed.
 */
export const shellPageShouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, actionResult, defaultShouldRevalidate }) => {
  if (!formMethod && onlyDrawerChanged(currentUrl, nextUrl)) return false;
  if (isFailedSubmit(actionResult)) return false;
  return defaultShouldRevalidate;
};
