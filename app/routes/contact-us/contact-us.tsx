import { CONTACT_US_USER_TYPES } from "#contract/constants";
import { listContactUs } from "~/models/contact-us.server";
import { GeneralErrorBoundary } from "~/ui/error-boundary";
import { listPageLoader } from "~/utils/list-page.server";
import { apiListParams } from "~/utils/list-state";
import { pageTitle } from "~/utils/page-title";
import { shellPageShouldRevalidate } from "~/utils/revalidate";
import { contactUsList, contactUsTab } from "./contact-us-list";
import { contactUsListPage } from "./contact-us-list-page";

export const meta = pageTitle("Contact Us");
export const shouldRevalidate = shellPageShouldRevalidate;
export const loader = listPageLoader("common.view_contactus", contactUsList, (token, state) =>
  listContactUs(token, CONTACT_US_USER_TYPES[contactUsTab(state.tab)], apiListParams(state)),
);
export default contactUsListPage;
export const ErrorBoundary = GeneralErrorBoundary;
