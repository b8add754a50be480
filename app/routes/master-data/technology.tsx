import { listTechnologies } from "~/models/technology.server";
import { GeneralErrorBoundary } from "~/ui/error-boundary";
import { listPageLoader } from "~/utils/list-page.server";
import { apiListParams } from "~/utils/list-state";
import { pageTitle } from "~/utils/page-title";
import { shellPageShouldRevalidate } from "~/utils/revalidate";
import { technologyListPage } from "./list-pages";
import { technologyList } from "./lists";

export const meta = pageTitle("Technology");
export const shouldRevalidate = shellPageShouldRevalidate;
export const loader = listPageLoader("common.view_technology", technologyList, (token, state) => listTechnologies(token, apiListParams(state)));
export default technologyListPage;
export const ErrorBoundary = GeneralErrorBoundary;
