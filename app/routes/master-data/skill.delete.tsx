import { GeneralErrorBoundary } from "~/ui/error-boundary";
import { confirmDeleteDialog } from "~/utils/dialog-route";
import { pageTitle } from "~/utils/page-title";
import { skill } from "./areas";
import { skillDialogs } from "./dialogs.server";

export const meta = pageTitle("Delete Skill");
export const loader = skillDialogs.delete.loader;
export const action = skillDialogs.delete.action;
export default confirmDeleteDialog(skill.deleteQuestion, skill.listPath);
export const ErrorBoundary = GeneralErrorBoundary;
