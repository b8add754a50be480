import { GeneralErrorBoundary } from "~/ui/error-boundary";
import { pageTitle } from "~/utils/page-title";
import { keepFormOnFailedSubmit, skipReloadAfterFailedSubmit } from "~/utils/keep-form-on-failed-submit";
import { profileType } from "./areas";
import { addDialog } from "./dialogs";
import { profileTypeDialogs } from "./dialogs.server";

export const meta = pageTitle("Add Profile Type");
export const shouldRevalidate = skipReloadAfterFailedSubmit;
export const loader = profileTypeDialogs.add.loader;
export const action = profileTypeDialogs.add.action;
export const clientAction = keepFormOnFailedSubmit;
export default addDialog(profileType);
export const ErrorBoundary = GeneralErrorBoundary;
