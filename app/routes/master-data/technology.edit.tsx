import { GeneralErrorBoundary } from "~/ui/error-boundary";
import { pageTitle } from "~/utils/page-title";
import { keepFormOnFailedSubmit, skipReloadAfterFailedSubmit } from "~/utils/keep-form-on-failed-submit";
import { technology } from "./areas";
import { editDialog } from "./dialogs";
import { technologyDialogs } from "./dialogs.server";

export const meta = pageTitle("Edit Technology");
export const shouldRevalidate = skipReloadAfterFailedSubmit;
export const loader = technologyDialogs.edit.loader;
export const action = technologyDialogs.edit.action;
export const clientAction = keepFormOnFailedSubmit;
export default editDialog(technology);
export const ErrorBoundary = GeneralErrorBoundary;
