import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { GeneralErrorBoundary } from "~/ui/error-boundary";
import { keepFormOnFailedSubmit, skipReloadAfterFailedSubmit } from "~/utils/keep-form-on-failed-submit";
import { MasterDataDialog, masterDataDialogTitle } from "./dialogs";
import { masterDataDialogRoute } from "./dialogs.server";

// The add, edit and delete dialogs of technology, profile type, skill and sub skill: one module,
// listed under each of their URLs in app/routes.ts; the URL says which area and which dialog.
export const meta: MetaFunction = ({ location }) => [{ title: `${masterDataDialogTitle(location.pathname)} | Backoffice` }];
export const shouldRevalidate = skipReloadAfterFailedSubmit;
export const loader = (args: LoaderFunctionArgs) => masterDataDialogRoute(args.request).loader(args);
export const action = (args: ActionFunctionArgs) => masterDataDialogRoute(args.request).action(args);
export const clientAction = keepFormOnFailedSubmit;
export default MasterDataDialog;
export const ErrorBoundary = GeneralErrorBoundary;
