import { CONTACT_US_ORDERING } from "#contract/constants";
import { defineList } from "~/utils/list-state";

/** Company (index 0) and Resources (index 1): the API's user_type is the tab index plus 1. */
export const contactUsList = defineList({
  orderings: CONTACT_US_ORDERING,
  tabs: [
    { id: "company", label: "Company" },
    { id: "resources", label: "Resources" },
  ],
});
export type ContactUsTab = "company" | "resources";
export const contactUsTab = (tab: string): ContactUsTab => (tab === "resources" ? "resources" : "company");
