import { listSkills } from "~/models/skill.server";
import { GeneralErrorBoundary } from "~/ui/error-boundary";
import { listPageLoader } from "~/utils/list-page.server";
import { apiListParams } from "~/utils/list-state";
import { pageTitle } from "~/utils/page-title";
import { shellPageShouldRevalidate } from "~/utils/revalidate";
import { skillListPage } from "./list-pages";
import { skillList } from "./lists";

export const meta = pageTitle("Skill");
export const shouldRevalidate = shellPageShouldRevalidate;
export const loader = listPageLoader("common.view_skill", skillList, (token, state) => listSkills(token, apiListParams(state)));
export default skillListPage;
export const ErrorBoundary = GeneralErrorBoundary;
