import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import type { ReactNode } from "react";
import { getToast } from "~/utils/toast.server";
import { useAppLinkNavigation } from "~/ui/app-link";
import { clientLazy } from "~/ui/client-lazy";
import { ProgressBar } from "~/ui/progress-bar";
import { ActionToastData, ToastProvider, useActionToast } from "~/ui/toast";
import { isFailedSubmit } from "~/utils/keep-form-on-failed-submit";
import { useNonce } from "~/utils/nonce-provider";
// The logo mark, as a hashed asset: a link to it also spares browsers a 404 for /favicon.ico.
import favicon from "~/favicon.svg?url&no-inline";
import stylesheet from "~/tailwind.css?url";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: favicon, type: "image/svg+xml" },
];

export const meta: MetaFunction = () => [{ title: "Backoffice" }];

export async function loader({ request }: LoaderFunctionArgs) {
  // The flash toast set by a redirect or an action; reading it clears the cookie.
  const { toast, headers } = await getToast(request);
  // Only a shown toast needs its cookie cleared; other responses stay free of Set-Cookie.
  return data({ toast }, toast ? { headers } : undefined);
}

// The root loader only reads the toast cookie: run it on every navigation so a toast set by a
// loader's redirect shows on the page it leads to; not after a submit that got no answer.
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionResult }) => !isFailedSubmit(actionResult);

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const rootData = useRouteLoaderData<typeof loader>("root");
  const actionToast = useActionToast();
  useAppLinkNavigation();
  return (
    <html lang="en" className="h-full">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light" />
        <Meta />
        <Links />
      </head>
      <body className="h-full font-sans">
        <ProgressBar />
        <ToastProvider toast={rootData?.toast} actionToast={actionToast}>{children}</ToastProvider>
        {actionToast ? <ActionToastData toast={actionToast} /> : null}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

// The error page's code (and the messages it shows) loads only when the root shows it.
const GeneralErrorBoundary = clientLazy("GeneralErrorBoundary", () => import("~/ui/error-boundary").then((module) => module.GeneralErrorBoundary));

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  return (
    <main className="px-4">
      <GeneralErrorBoundary />
    </main>
  );
}
