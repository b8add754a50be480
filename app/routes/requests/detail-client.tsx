// A client request's detail: the new, updated and rejected views (decision 047).
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Outlet, useLoaderData } from "@remix-run/react";
import { userRequestPermissions } from "#contract/user-request";
import { requireAdmin } from "~/models/session.server";
import { GeneralErrorBoundary } from "~/ui/error-boundary";
import { RequestDetailPage, requestDetailTitle } from "./detail-page";
import { loadRequestDetail } from "./detail.server";
import { DecisionBar } from "./decision-bar";
import { decisionBarData } from "./decision.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: requestDetailTitle(data, "client") }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { api, user } = await requireAdmin(request, userRequestPermissions.view);
  const data = await loadRequestDetail(api, request, params, "client");
  return { ...data, decision: decisionBarData(user.user_permissions, data.request, new URL(request.url)) };
}

export default function ClientRequestDetail() {
  const data = useLoaderData<typeof loader>();
  return (
    <RequestDetailPage data={data} actions={<DecisionBar decision={data.decision} />}>
      <Outlet />
    </RequestDetailPage>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
