import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect, useActionData, useLoaderData } from "@remix-run/react";
import { messages } from "#contract/messages";
import { PLAN_USER_TYPES } from "#contract/constants";
import { requireAdmin } from "~/models/session.server";
import { getPlan, updatePlan } from "~/models/subscription.server";
import { GeneralErrorBoundary } from "~/ui/error-boundary";
import { PageHeader } from "~/ui/page";
import { keepFormOnFailedSubmit, skipReloadAfterFailedSubmit } from "~/utils/keep-form-on-failed-submit";
import { PlanForm } from "./plan-form";
import { planEditFormSchema, toPlanUpdate } from "./plan-form-schema";
import { handleFormAction } from "~/utils/form-action.server";
import { PLAN_TYPE_NAMES, planTypeParam } from "./plan-config";
import { planListHref } from "./plan-config.server";
import { routeId } from "~/utils/route-params";
import { sanitizePlanDetails } from "~/utils/sanitize.server";

export const meta: MetaFunction = () => [{ title: "Edit Plan | Backoffice" }];

export const shouldRevalidate = skipReloadAfterFailedSubmit;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { api } = await requireAdmin(request, "subscription.change_subscriptionplan");
  const type = planTypeParam(params);
  const plan = await api(getPlan, routeId(params));
  // A plan is edited under its own type only.
  if (plan.user_type !== PLAN_USER_TYPES[type]) throw redirect("/notfound");
  return { type, plan: { ...plan, plan_details: sanitizePlanDetails(plan.plan_details) }, backHref: planListHref(type, request.url) };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const id = routeId(params);
  const type = planTypeParam(params);
  return handleFormAction(request, {
    permission: "subscription.change_subscriptionplan",
    schema: planEditFormSchema,
    perform: (api, value) => api(updatePlan, id, toPlanUpdate(value, PLAN_USER_TYPES[type])),
    redirectTo: planListHref(type, request.url),
    success: messages.planUpdated,
  });
}

export const clientAction = keepFormOnFailedSubmit;

export default function EditPlan() {
  const { type, plan, backHref } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  return (
    <>
      <PageHeader title={`Edit ${PLAN_TYPE_NAMES[type]} Plan`} description={`Plan ${plan.id}: only status, description and plan details can be changed.`} />
      <PlanForm key={plan.id} type={type} plan={plan} backHref={backHref} lastResult={lastResult} />
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
