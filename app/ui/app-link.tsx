import { Link, useNavigate } from "@remix-run/react";
import { useEffect, type AnchorHTMLAttributes } from "react";

type AppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  to: string;
  /** Keeps the scroll position on arrival (a tab, a page of a list, a dialog over the page). */
  preventScrollReset?: boolean;
  /** A full page load, not a client-side navigation (the error page's way out). */
  reloadDocument?: boolean;
};

/**
 * A link to one of our pages. An absolute path renders a plain `<a>`, made a client-side
 * navigation by the one handler `useAppLinkNavigation` adds to the window: Remix's `<Link>`
 * resolves its path through the router's hooks on every render, the largest app-side cost of a
 * list's render (a list draws dozens of links; decision 061). A relative path keeps `<Link>`,
 * which resolves it against the route, not the address. `data-discover` lets Remix's route
 * discovery fetch the target's route ahead, as it does for `<Link>`.
 */
export function AppLink({ to, preventScrollReset, reloadDocument, ...props }: AppLinkProps) {
  if (reloadDocument) return <a href={to} {...props} />;
  if (!to.startsWith("/")) return <Link to={to} preventScrollReset={preventScrollReset} {...props} />;
  return <a href={to} data-app-link={preventScrollReset ? "keep-scroll" : ""} data-discover="true" {...props} />;
}

/**
 * Follows a click on an AppLink inside the app, as `<Link>` does: a plain left click on a link
 * of this origin; not one a handler already took (a busy dialog's close), nor one that asks for
 * a new tab or a download. Listens on the window so React's own click handlers run first.
 */
export function useAppLinkNavigation() {
  const navigate = useNavigate();
  useEffect(() => {
    function followAppLink(event: MouseEvent) {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>("a[data-app-link]") : null;
      if (!anchor || (anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download")) return;
      const url = new URL(anchor.href);
      if (url.origin !== window.location.origin) return;
      event.preventDefault();
      const to = `${url.pathname}${url.search}${url.hash}`;
      const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
      // As <Link>: a link to the page already shown replaces its history entry.
      void navigate(to, { preventScrollReset: anchor.dataset.appLink === "keep-scroll", replace: to === here });
    }
    window.addEventListener("click", followAppLink);
    return () => window.removeEventListener("click", followAppLink);
  }, [navigate]);
}
