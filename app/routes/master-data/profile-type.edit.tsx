import { GeneralErrorBoundary } from "~/ui/error-boundary";
import { pageTitle } from "~/utils/page-title";
import { profileType } from "./areas";
import { editDialog } from "./dialogs";
import { profileTypeDialogs } from "./dialogs.server";

export const meta = pageTitle("Edit Profile Type");
export const loader = profileTypeDialogs.edit.loader;
export const action = profileTypeDialogs.edit.action;
export default editDialog(profileType);
export const ErrorBoundary = GeneralErrorBoundary;
