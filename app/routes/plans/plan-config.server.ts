import type { PlanUserTypeName } from "#contract/subscription";
import { listSearch } from "~/utils/list-state";
import { parseListState } from "~/utils/list-state.server";
import { PLAN_BASE_PATH, planList } from "./plan-config";

/** The list on the plan type's tab, in the list state the form was opened from. */
export function planListHref(type: PlanUserTypeName, url: string): string {
  const state = parseListState(new URL(url).searchParams, planList);
  return `${PLAN_BASE_PATH}${listSearch({ ...state, tab: type }, {}, planList)}`;
}
