// The subscription plan list page (its loader: one line in plans.tsx).
import { hasPermission } from "#contract/permissions";
import type { Plan, PlanUserTypeName } from "#contract/subscription";
import type { Column } from "~/ui/list/data-table";
import { actionColumn, RowMainLink } from "~/ui/list/row-actions";
import { listPage } from "~/utils/list-page";
import { listSearch, type ListState } from "~/utils/list-state";
import { currencyLabel, isPlanType, PLAN_BASE_PATH as BASE_PATH, planList } from "./plan-config";

/** The list state the add and edit pages carry (the tab is their `{type}`), so going back restores it. */
const formSearch = (state: ListState) => listSearch({ ...state, tab: "" });

function planColumns(tab: PlanUserTypeName, state: ListState, canChange: boolean): Column<Plan>[] {
  const editHref = (plan: Plan) => `${BASE_PATH}/${tab}/edit/${plan.id}${formSearch(state)}`;
  const columns: Column<Plan>[] = [
    { id: "id", header: "Plan Id", sortField: "id", cell: (plan) => plan.id, numeric: true },
    {
      id: "name",
      header: "Plan Name",
      sortField: "name",
      cell: (plan) => (canChange ? <RowMainLink to={editHref(plan)}>{plan.name}</RowMainLink> : <span className="font-medium">{plan.name}</span>),
    },
    { id: "recurring", header: "Recurring", sortField: "recurring", cell: (plan) => plan.recurring.name, nowrap: true },
    { id: "amount", header: "Amount", sortField: "amount", cell: (plan) => plan.amount, numeric: true },
    { id: "currency", header: "Currency", sortField: "currency", cell: (plan) => currencyLabel(plan.currency), nowrap: true },
  ];
  if (tab === "client") columns.push({ id: "jobs", header: "Number Of Jobs", cell: (plan) => plan.num_of_jobs ?? "-", numeric: true });
  if (tab === "agency") columns.push({ id: "developers", header: "Number Of Developers", cell: (plan) => plan.num_of_developers ?? "-", numeric: true });
  columns.push({ id: "description", header: "Description", cell: (plan) => plan.description || "-" });
  return [...columns, ...actionColumn<Plan>((plan) => plan.name, [canChange && { label: "Edit Plan", href: editHref }])];
}

const tabOf = (state: ListState): PlanUserTypeName => (isPlanType(state.tab) ? state.tab : "client");

export const planListPage = listPage<Plan>({
  config: planList,
  title: "Subscription Plans",
  description: "Plans clients, agencies and freelancers can subscribe to.",
  basePath: BASE_PATH,
  tabsLabel: "Plan types",
  exportName: "manage-subscription",
  columns: (list) => planColumns(tabOf(list.state), list.state, hasPermission(list.permissions, "subscription.change_subscriptionplan")),
  add: { permission: "subscription.add_subscriptionplan", label: "Add Plan", href: (list) => `${BASE_PATH}/${tabOf(list.state)}/add${formSearch(list.state)}` },
});
