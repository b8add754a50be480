import { PLAN_USER_TYPES } from "#contract/constants";
import { listPlans } from "~/models/subscription.server";
import { GeneralErrorBoundary } from "~/ui/error-boundary";
import { listPageLoader } from "~/utils/list-page.server";
import { apiListParams } from "~/utils/list-state";
import { pageTitle } from "~/utils/page-title";
import { shellPageShouldRevalidate } from "~/utils/revalidate";
import { isPlanType, planList } from "./plan-config";
import { planListPage } from "./plan-list-page";

export const meta = pageTitle("Subscription Plans");
export const shouldRevalidate = shellPageShouldRevalidate;
export const loader = listPageLoader("subscription.view_subscriptionplan", planList, (token, state) =>
  listPlans(token, PLAN_USER_TYPES[isPlanType(state.tab) ? state.tab : "client"], apiListParams(state)),
);
export default planListPage;
export const ErrorBoundary = GeneralErrorBoundary;
