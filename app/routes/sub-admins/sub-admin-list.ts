import { SUB_ADMIN_ORDERING } from "#contract/constants";
import { defineList } from "~/utils/list-state";

/** The sub-admin list's URL state, for its route, its dialogs and pages, and its export. */
export const subAdminList = defineList({ orderings: SUB_ADMIN_ORDERING });
