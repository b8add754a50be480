import { GeneralErrorBoundary } from "~/ui/error-boundary";
import { confirmDeleteDialog } from "~/utils/dialog-route";
import { pageTitle } from "~/utils/page-title";
import { keepFormOnFailedSubmit, skipReloadAfterFailedSubmit } from "~/utils/keep-form-on-failed-submit";
import { profileType } from "./areas";
import { profileTypeDialogs } from "./dialogs.server";

export const meta = pageTitle("Delete Profile Type");
export const shouldRevalidate = skipReloadAfterFailedSubmit;
export const loader = profileTypeDialogs.delete.loader;
export const action = profileTypeDialogs.delete.action;
export const clientAction = keepFormOnFailedSubmit;
export default confirmDeleteDialog(profileType.deleteQuestion, profileType.listPath);
export const ErrorBoundary = GeneralErrorBoundary;
