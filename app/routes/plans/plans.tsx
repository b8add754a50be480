import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { hasPermission } from "#contract/permissions";
import { PLAN_USER_TYPES } from "#contract/constants";
import type { Plan, PlanUserTypeName } from "#contract/subscription";
import { listPlans } from "~/models/subscription.server";
import { GeneralErrorBoundary } from "~/ui/error-boundary";
import type { Column } from "~/ui/list/data-table";
import { ListView } from "~/ui/list/list-view";
import { actionColumn } from "~/ui/list/row-actions";
import { AddButton } from "~/ui/list/add-button";
import { apiListParams, listSearch, type ListState } from "~/utils/list-state";
import { loadList } from "~/utils/list-route.server";
import { currencyLabel, isPlanType, PLAN_BASE_PATH as BASE_PATH, planList } from "./plan-config";
import { shellPageShouldRevalidate } from "~/utils/revalidate";
import { exportHref } from "~/utils/list-export-link";

/** The list state the add and edit pages carry (the tab is their `{type}`), so going back restores it. */
const formSearch = (state: ListState) => listSearch({ ...state, tab: "" });

function planColumns(tab: PlanUserTypeName, state: ListState, canChange: boolean): Column<Plan>[] {
  const columns: Column<Plan>[] = [
    { id: "id", header: "Plan Id", sortField: "id", cell: (plan) => plan.id },
    { id: "name", header: "Plan Name", sortField: "name", cell: (plan) => <span className="font-medium">{plan.name}</span> },
    { id: "recurring", header: "Recurring", sortField: "recurring", cell: (plan) => plan.recurring.name },
    { id: "amount", header: "Amount", sortField: "amount", cell: (plan) => plan.amount, className: "tabular-nums" },
    { id: "currency", header: "Currency", sortField: "currency", cell: (plan) => currencyLabel(plan.currency) },
  ];
  if (tab === "client") columns.push({ id: "jobs", header: "Number Of Jobs", cell: (plan) => plan.num_of_jobs ?? "-", className: "tabular-nums" });
  if (tab === "agency") columns.push({ id: "developers", header: "Number Of Developers", cell: (plan) => plan.num_of_developers ?? "-", className: "tabular-nums" });
  columns.push({ id: "description", header: "Description", cell: (plan) => plan.description || "-", className: "max-w-md break-words" });
  return [...columns, ...actionColumn<Plan>((plan) => plan.name, [canChange && { label: "Edit Plan", href: (plan) => `${BASE_PATH}/${tab}/edit/${plan.id}${formSearch(state)}` }])];
}

export const meta: MetaFunction = () => [{ title: "Subscription Plans | Backoffice" }];

export const shouldRevalidate = shellPageShouldRevalidate;

export async function loader({ request }: LoaderFunctionArgs) {
  return loadList(request, {
    permission: "subscription.view_subscriptionplan",
    config: planList,
    fetchPage: (token, state) => listPlans(token, PLAN_USER_TYPES[isPlanType(state.tab) ? state.tab : "client"], apiListParams(state)),
  });
}

export default function SubscriptionPlanList() {
  const list = useLoaderData<typeof loader>();
  const tab = isPlanType(list.state.tab) ? list.state.tab : "client";
  return (
    <ListView
      title="Subscription Plans"
      description="Plans clients, agencies and freelancers can subscribe to."
      basePath={BASE_PATH}
      list={list}
      config={planList}
      tabsLabel="Plan types"
      rowKey={(plan) => plan.id}
      columns={planColumns(tab, list.state, hasPermission(list.permissions, "subscription.change_subscriptionplan"))}
      exportHref={exportHref("manage-subscription", listSearch(list.state, {}, planList))}
      actions={
        hasPermission(list.permissions, "subscription.add_subscriptionplan") ? (
          <AddButton to={`${BASE_PATH}/${tab}/add${formSearch(list.state)}`}>Add Plan</AddButton>
        ) : null
      }
    />
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
