import { GeneralErrorBoundary } from "~/ui/error-boundary";
import { confirmDeleteDialog } from "~/utils/dialog-route";
import { pageTitle } from "~/utils/page-title";
import { keepFormOnFailedSubmit, skipReloadAfterFailedSubmit } from "~/utils/keep-form-on-failed-submit";
import { skill } from "./areas";
import { skillDialogs } from "./dialogs.server";

export const meta = pageTitle("Delete Skill");
export const shouldRevalidate = skipReloadAfterFailedSubmit;
export const loader = skillDialogs.delete.loader;
export const action = skillDialogs.delete.action;
export const clientAction = keepFormOnFailedSubmit;
export default confirmDeleteDialog(skill.deleteQuestion, skill.listPath);
export const ErrorBoundary = GeneralErrorBoundary;
