import { GeneralErrorBoundary } from "~/ui/error-boundary";
import { pageTitle } from "~/utils/page-title";
import { keepFormOnFailedSubmit, skipReloadAfterFailedSubmit } from "~/utils/keep-form-on-failed-submit";
import { profileType } from "./areas";
import { editDialog } from "./dialogs";
import { profileTypeDialogs } from "./dialogs.server";

export const meta = pageTitle("Edit Profile Type");
export const shouldRevalidate = skipReloadAfterFailedSubmit;
export const loader = profileTypeDialogs.edit.loader;
export const action = profileTypeDialogs.edit.action;
export const clientAction = keepFormOnFailedSubmit;
export default editDialog(profileType);
export const ErrorBoundary = GeneralErrorBoundary;
