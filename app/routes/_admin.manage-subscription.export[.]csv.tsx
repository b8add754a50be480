import type { LoaderFunctionArgs } from "@remix-run/node";
import { PLAN_USER_TYPES } from "#contract/constants";
import type { Plan, PlanUserTypeName } from "#contract/subscription";
import { exportPlans } from "~/models/subscription.server";
import type { CsvColumn } from "~/utils/csv.server";
import { exportList } from "~/utils/list-export.server";
import { parseListState } from "~/utils/list-state.server";
import { planList } from "~/utils/plans";

/** The list's columns for the tab (jobs for clients, developers for agencies), plus tax and status. */
function planCsvColumns(tab: PlanUserTypeName): CsvColumn<Plan>[] {
  return [
    { header: "Plan Id", value: (plan) => plan.id },
    { header: "Plan Name", value: (plan) => plan.name },
    { header: "Recurring", value: (plan) => plan.recurring.name },
    { header: "Amount", value: (plan) => plan.amount },
    { header: "Currency", value: (plan) => plan.currency.code },
    ...(tab === "client" ? [{ header: "Number Of Jobs", value: (plan: Plan) => plan.num_of_jobs }] : []),
    ...(tab === "agency" ? [{ header: "Number Of Developers", value: (plan: Plan) => plan.num_of_developers }] : []),
    { header: "Tax Percentage", value: (plan) => plan.tax_percentage },
    { header: "Description", value: (plan) => plan.description },
    { header: "Status", value: (plan) => (plan.status === "1" ? "Active" : "In-active") },
  ];
}

export async function loader({ request }: LoaderFunctionArgs) {
  const tab = parseListState(new URL(request.url).searchParams, planList).tab as PlanUserTypeName;
  return exportList(request, {
    permission: "subscription.view_subscriptionplan",
    config: planList,
    resource: `subscription-plans-${tab}`,
    columns: planCsvColumns(tab),
    rows: (token, state) => exportPlans(token, PLAN_USER_TYPES[tab], state),
  });
}
