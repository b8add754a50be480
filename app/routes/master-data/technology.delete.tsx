import { GeneralErrorBoundary } from "~/ui/error-boundary";
import { confirmDeleteDialog } from "~/utils/dialog-route";
import { pageTitle } from "~/utils/page-title";
import { keepFormOnFailedSubmit, skipReloadAfterFailedSubmit } from "~/utils/keep-form-on-failed-submit";
import { technology } from "./areas";
import { technologyDialogs } from "./dialogs.server";

export const meta = pageTitle("Delete Technology");
export const shouldRevalidate = skipReloadAfterFailedSubmit;
export const loader = technologyDialogs.delete.loader;
export const action = technologyDialogs.delete.action;
export const clientAction = keepFormOnFailedSubmit;
export default confirmDeleteDialog(technology.deleteQuestion, technology.listPath);
export const ErrorBoundary = GeneralErrorBoundary;
