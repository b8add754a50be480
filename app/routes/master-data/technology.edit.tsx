import { GeneralErrorBoundary } from "~/ui/error-boundary";
import { pageTitle } from "~/utils/page-title";
import { technology } from "./areas";
import { editDialog } from "./dialogs";
import { technologyDialogs } from "./dialogs.server";

export const meta = pageTitle("Edit Technology");
export const loader = technologyDialogs.edit.loader;
export const action = technologyDialogs.edit.action;
export default editDialog(technology);
export const ErrorBoundary = GeneralErrorBoundary;
