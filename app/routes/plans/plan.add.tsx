import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { messages } from "#contract/messages";
import { PLAN_USER_TYPES } from "#contract/constants";
import { requireAdmin } from "~/models/session.server";
import { createPlan, listCurrencies, listRecurring } from "~/models/subscription.server";
import { GeneralErrorBoundary } from "~/ui/error-boundary";
import { PageHeader } from "~/ui/page";
import { keepFormOnFailedSubmit, skipReloadAfterFailedSubmit } from "~/utils/keep-form-on-failed-submit";
import { PlanForm } from "./plan-form";
import { planCreateFormSchema } from "./plan-form-schema";
import { handleFormAction } from "~/utils/form-action.server";
import { PLAN_TYPE_NAMES, planTypeParam } from "./plan-config";
import { planListHref } from "./plan-config.server";

export const meta: MetaFunction = () => [{ title: "Add Plan | Backoffice" }];

export const shouldRevalidate = skipReloadAfterFailedSubmit;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { api } = await requireAdmin(request, "subscription.add_subscriptionplan");
  const type = planTypeParam(params);
  const [currencies, recurring] = await Promise.all([api(listCurrencies), api(listRecurring)]);
  return { type, currencies, recurring, backHref: planListHref(type, request.url) };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const type = planTypeParam(params);
  return handleFormAction(request, {
    permission: "subscription.add_subscriptionplan",
    schema: planCreateFormSchema(PLAN_USER_TYPES[type]),
    perform: (api, value) => api(createPlan, value),
    redirectTo: planListHref(type, request.url),
    success: messages.planCreated,
  });
}

export const clientAction = keepFormOnFailedSubmit;

export default function AddPlan() {
  const { type, currencies, recurring, backHref } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  return (
    <>
      <PageHeader title={`Add ${PLAN_TYPE_NAMES[type]} Plan`} description="Status, description and plan details can be changed later; the other fields cannot." />
      <PlanForm key={type} type={type} currencies={currencies} recurring={recurring} backHref={backHref} lastResult={lastResult} />
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
