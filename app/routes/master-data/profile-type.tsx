import { listProfileTypes } from "~/models/profile-type.server";
import { GeneralErrorBoundary } from "~/ui/error-boundary";
import { listPageLoader } from "~/utils/list-page.server";
import { apiListParams } from "~/utils/list-state";
import { pageTitle } from "~/utils/page-title";
import { shellPageShouldRevalidate } from "~/utils/revalidate";
import { profileTypeListPage } from "./list-pages";
import { profileTypeList } from "./lists";

export const meta = pageTitle("Profile Type");
export const shouldRevalidate = shellPageShouldRevalidate;
export const loader = listPageLoader("common.view_profiletype", profileTypeList, (token, state) => listProfileTypes(token, apiListParams(state)));
export default profileTypeListPage;
export const ErrorBoundary = GeneralErrorBoundary;
