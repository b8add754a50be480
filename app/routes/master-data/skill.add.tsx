import { GeneralErrorBoundary } from "~/ui/error-boundary";
import { pageTitle } from "~/utils/page-title";
import { keepFormOnFailedSubmit, skipReloadAfterFailedSubmit } from "~/utils/keep-form-on-failed-submit";
import { skill } from "./areas";
import { addDialog } from "./dialogs";
import { skillDialogs } from "./dialogs.server";

export const meta = pageTitle("Add Skill");
export const shouldRevalidate = skipReloadAfterFailedSubmit;
export const loader = skillDialogs.add.loader;
export const action = skillDialogs.add.action;
export const clientAction = keepFormOnFailedSubmit;
export default addDialog(skill);
export const ErrorBoundary = GeneralErrorBoundary;
