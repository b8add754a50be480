import { useHref, useNavigate } from "@remix-run/react";
import { useEffect, type AnchorHTMLAttributes } from "react";

type AppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  to: string;
  /** Keeps the scroll position on arrival (a tab, a page of a list, a dialog over the page). */
  preventScrollReset?: boolean;
  /** A full page load, not a client-side navigation (the error page's way out). */
  reloadDocument?: boolean;
};

/**
 * A link to one of our pages: a plain `<a>`, made a client-side navigation by the one handler
 * `useAppLinkNavigation` adds to the window. Remix's `<Link>` resolves its path through the
 * router's hooks on every render, the largest app-side cost of a list's render (a list draws
 * dozens of links; decision 061). A relative path (`"."`, `assign-agency?…`) is resolved against
 * the route, not the address, as `<Link>` does. `data-discover` lets Remix's route discovery
 * fetch the target's route ahead.
 */
export function AppLink({ to, preventScrollReset, reloadDocument, ...props }: AppLinkProps) {
  if (reloadDocument) return <a href={to} {...props} />;
  if (!to.startsWith("/")) return <RelativeLink to={to} preventScrollReset={preventScrollReset} {...props} />;
  return <a href={to} data-app-link={preventScrollReset ? "keep-scroll" : ""} data-discover="true" {...props} />;
}

function RelativeLink({ to, ...props }: Omit<AppLinkProps, "reloadDocument">) {
  return <AppLink to={useHref(to)} {...props} />;
}

/**
 * Follows a click on an AppLink inside the app, as `<Link>` does: a plain left click on a link
 * of this origin; not one a handler already took (a busy dialog's close), nor one that asks for
 * a new tab, another frame or a download. Listens on the window so React's own click handlers run first.
 */
export function useAppLinkNavigation() {
  const navigate = useNavigate();
  useEffect(() => {
    function followAppLink(event: MouseEvent) {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      // A link with a target or a download attribute is the browser's.
      const anchor = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>("a[data-app-link]:not([target], [download])") : null;
      const { origin, href } = window.location;
      if (!anchor?.href.startsWith(`${origin}/`)) return;
      event.preventDefault();
      // As <Link>: a link to the page already shown replaces its history entry.
      void navigate(anchor.href.slice(origin.length), { preventScrollReset: anchor.dataset.appLink === "keep-scroll", replace: anchor.href === href });
    }
    window.addEventListener("click", followAppLink);
    return () => window.removeEventListener("click", followAppLink);
  }, [navigate]);
}
