import { GeneralErrorBoundary } from "~/ui/error-boundary";
import { pageTitle } from "~/utils/page-title";
import { keepFormOnFailedSubmit, skipReloadAfterFailedSubmit } from "~/utils/keep-form-on-failed-submit";
import { subSkill } from "./areas";
import { addDialog } from "./dialogs";
import { subSkillDialogs } from "./dialogs.server";

export const meta = pageTitle("Add Sub Skill");
export const shouldRevalidate = skipReloadAfterFailedSubmit;
export const loader = subSkillDialogs.add.loader;
export const action = subSkillDialogs.add.action;
export const clientAction = keepFormOnFailedSubmit;
export default addDialog(subSkill);
export const ErrorBoundary = GeneralErrorBoundary;
