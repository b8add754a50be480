import { GeneralErrorBoundary } from "~/ui/error-boundary";
import { confirmDeleteDialog } from "~/utils/dialog-route";
import { pageTitle } from "~/utils/page-title";
import { keepFormOnFailedSubmit, skipReloadAfterFailedSubmit } from "~/utils/keep-form-on-failed-submit";
import { subSkill } from "./areas";
import { subSkillDialogs } from "./dialogs.server";

export const meta = pageTitle("Delete Sub Skill");
export const shouldRevalidate = skipReloadAfterFailedSubmit;
export const loader = subSkillDialogs.delete.loader;
export const action = subSkillDialogs.delete.action;
export const clientAction = keepFormOnFailedSubmit;
export default confirmDeleteDialog(subSkill.deleteQuestion, subSkill.listPath);
export const ErrorBoundary = GeneralErrorBoundary;
