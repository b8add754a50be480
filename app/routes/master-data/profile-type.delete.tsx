import { GeneralErrorBoundary } from "~/ui/error-boundary";
import { confirmDeleteDialog } from "~/utils/dialog-route";
import { pageTitle } from "~/utils/page-title";
import { profileType } from "./areas";
import { profileTypeDialogs } from "./dialogs.server";

export const meta = pageTitle("Delete Profile Type");
export const loader = profileTypeDialogs.delete.loader;
export const action = profileTypeDialogs.delete.action;
export default confirmDeleteDialog(profileType.deleteQuestion, profileType.listPath);
export const ErrorBoundary = GeneralErrorBoundary;
