import { ROLE_ORDERING } from "#contract/constants";
import { defineList } from "~/utils/list-state";

/** The role list's URL state, for its route, its dialogs and pages, and its export. */
export const roleList = defineList({ orderings: ROLE_ORDERING });
