import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/ui/error-boundary";
import { keepFormOnFailedSubmit, skipReloadAfterFailedSubmit } from "~/utils/keep-form-on-failed-submit";
import { pageTitle } from "~/utils/page-title";
import { DecidedDialog, RejectDialog } from "./decision-dialog";
import { rejectAction, rejectLoader } from "./decision.server";

// Reject, a child route of the pending request detail routes: the Rejection Message form over the detail
// page, a page of its own without JavaScript. The guard is the first thing the loader and action do.
export const meta = pageTitle("Reject");
export const shouldRevalidate = skipReloadAfterFailedSubmit;
export const loader = (args: LoaderFunctionArgs) => rejectLoader(args);
export const action = (args: ActionFunctionArgs) => rejectAction(args);
export const clientAction = keepFormOnFailedSubmit;

export default function RejectRequest() {
  const { version, closeHref, decided } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  if (decided && !lastResult) return <DecidedDialog title="Reject" message={decided} closeHref={closeHref} />;
  return <RejectDialog version={version} closeHref={closeHref} lastResult={lastResult} />;
}

export const ErrorBoundary = GeneralErrorBoundary;
