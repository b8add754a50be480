import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/ui/error-boundary";
import { keepFormOnFailedSubmit, skipReloadAfterFailedSubmit } from "~/utils/keep-form-on-failed-submit";
import { pageTitle } from "~/utils/page-title";
import { ApproveDialog } from "./decision-dialog";
import { approveAction, approveLoader } from "./decision.server";

// Approve, a child route of the pending request detail routes: a confirmation over the detail
// page, a page of its own without JavaScript. The guard is the first thing the loader and action do.
export const meta = pageTitle("Approve");
export const shouldRevalidate = skipReloadAfterFailedSubmit;
export const loader = (args: LoaderFunctionArgs) => approveLoader(args);
export const action = (args: ActionFunctionArgs) => approveAction(args);
export const clientAction = keepFormOnFailedSubmit;

export default function ApproveRequest() {
  const { version, closeHref } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  return <ApproveDialog version={version} closeHref={closeHref} lastResult={lastResult} />;
}

export const ErrorBoundary = GeneralErrorBoundary;
