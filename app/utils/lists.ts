import { CONTACT_US_ORDERING, MASTER_DATA_ORDERING, ROLE_ORDERING, SUB_ADMIN_ORDERING } from "#contract/constants";
import { defineList } from "./list-state";

// Every list's URL state in one place: routes, their dialogs and their exports import a list
// from here, never from another route module.

export const technologyList = defineList({ orderings: MASTER_DATA_ORDERING });
export const profileTypeList = defineList({ orderings: MASTER_DATA_ORDERING });
export const skillList = defineList({ orderings: MASTER_DATA_ORDERING });
/** The sub-skill list's state lives on the skill page's own URL, /skill/{id}, with `back=` to the skill list. */
export const subSkillList = defineList({ orderings: MASTER_DATA_ORDERING });
export const roleList = defineList({ orderings: ROLE_ORDERING });
export const subAdminList = defineList({ orderings: SUB_ADMIN_ORDERING });

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
