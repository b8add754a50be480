import { isRouteErrorResponse, useRouteError } from "@remix-run/react";
import { messages } from "#contract/messages";
import { ButtonLink } from "./button";

export const NOT_FOUND_TEXT = "Oops, Sorry we can't find that page";

/** The 404 page body: used by /notfound, the catch-all route and error boundaries. */
export function NotFound() {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-4 py-16 text-center">
      <p className="text-5xl font-bold text-indigo-700">404</p>
      <h1 className="text-2xl font-semibold text-gray-900">{NOT_FOUND_TEXT}</h1>
      <p className="text-gray-700">The page you are looking for does not exist or has moved.</p>
      <ButtonLink to="/">Go to home</ButtonLink>
    </div>
  );
}

/** What a route shows when its loader, action or component fails. */
export function GeneralErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  if (typeof document !== "undefined") console.error(error);
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-4 py-16 text-center">
      <h1 className="text-2xl font-semibold text-gray-900">{messages.somethingWrong}</h1>
      <ButtonLink to="." reloadDocument variant="secondary">
        Reload the page
      </ButtonLink>
    </div>
  );
}
