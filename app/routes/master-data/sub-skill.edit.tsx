import { GeneralErrorBoundary } from "~/ui/error-boundary";
import { pageTitle } from "~/utils/page-title";
import { keepFormOnFailedSubmit, skipReloadAfterFailedSubmit } from "~/utils/keep-form-on-failed-submit";
import { subSkill } from "./areas";
import { editDialog } from "./dialogs";
import { subSkillDialogs } from "./dialogs.server";

export const meta = pageTitle("Edit Sub Skill");
export const shouldRevalidate = skipReloadAfterFailedSubmit;
export const loader = subSkillDialogs.edit.loader;
export const action = subSkillDialogs.edit.action;
export const clientAction = keepFormOnFailedSubmit;
export default editDialog(subSkill);
export const ErrorBoundary = GeneralErrorBoundary;
