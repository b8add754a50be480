import { GeneralErrorBoundary } from "~/ui/error-boundary";
import { pageTitle } from "~/utils/page-title";
import { keepFormOnFailedSubmit, skipReloadAfterFailedSubmit } from "~/utils/keep-form-on-failed-submit";
import { technology } from "./areas";
import { addDialog } from "./dialogs";
import { technologyDialogs } from "./dialogs.server";

export const meta = pageTitle("Add Technology");
export const shouldRevalidate = skipReloadAfterFailedSubmit;
export const loader = technologyDialogs.add.loader;
export const action = technologyDialogs.add.action;
export const clientAction = keepFormOnFailedSubmit;
export default addDialog(technology);
export const ErrorBoundary = GeneralErrorBoundary;
