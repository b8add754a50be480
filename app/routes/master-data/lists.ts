import { MASTER_DATA_ORDERING } from "#contract/constants";
import { defineList } from "~/utils/list-state";

// The master data lists' URL state: their routes, dialogs and exports import a list from here.

export const technologyList = defineList({ orderings: MASTER_DATA_ORDERING });
export const profileTypeList = defineList({ orderings: MASTER_DATA_ORDERING });
export const skillList = defineList({ orderings: MASTER_DATA_ORDERING });
/** The sub-skill list's state lives on the skill page's own URL, /skill/{id}, with `back=` to the skill list. */
export const subSkillList = defineList({ orderings: MASTER_DATA_ORDERING });
