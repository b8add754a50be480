import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { lazy, Suspense } from "react";
import { GeneralErrorBoundary } from "~/ui/error-boundary";
import { keepFormOnFailedSubmit, skipReloadAfterFailedSubmit } from "~/utils/keep-form-on-failed-submit";
import { pageTitle } from "~/utils/page-title";
import { agencyChoice } from "../users/client-assign-agency.server";
import { ApproveDialog, DecidedDialog } from "./decision-dialog";
import { approveAction, approveLoader } from "./decision.server";

// Approve, a child route of the pending request detail routes: a confirmation over the detail
// page, a page of its own without JavaScript. The guard is the first thing the loader and action do.
export const meta = pageTitle("Approve");
export const shouldRevalidate = skipReloadAfterFailedSubmit;

// Only a client's registration offers an agency: the chooser (ComboBox, its search, the lookup's
// URL) is a chunk of its own, so the other approvals do not load it (decision 056). The server
// renders it whole (pages are written after every boundary is ready), and hydration waits for it.
const AgencyChooser = lazy(() => import("../users/client-assign-agency-fields").then((module) => ({ default: module.AgencyChooser })));

/** Spec §4: "the client screen may send an agency"; offered when a client registers (decision 056). */
const offersAgency = (url: URL) => /^\/new-requests\/client-view\/\d+\/approve\/?$/.test(url.pathname.toLowerCase());

export async function loader(args: LoaderFunctionArgs) {
  const dialog = await approveLoader(args);
  const url = new URL(args.request.url);
  const choice = offersAgency(url) ? await agencyChoice(args.request, url) : null;
  return { ...dialog, agencyChoice: choice, back: url.searchParams.get("back") };
}

export const action = (args: ActionFunctionArgs) => approveAction(args);
export const clientAction = keepFormOnFailedSubmit;

export default function ApproveRequest() {
  const { version, closeHref, decided, agencyChoice: choice, back } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  if (decided && !lastResult) return <DecidedDialog title="Approve" message={decided} closeHref={closeHref} />;
  return (
    <ApproveDialog version={version} closeHref={closeHref} lastResult={lastResult}>
      {choice ? (
        <>
          {/* The no-JavaScript agency search submits this form as a GET: the return path goes with it. */}
          {back ? <input type="hidden" name="back" value={back} /> : null}
          <Suspense fallback={null}>
            <AgencyChooser choice={choice} lastResult={lastResult} hint="Optional: the agency to assign to this client." />
          </Suspense>
        </>
      ) : null}
    </ApproveDialog>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
