// A request's detail, every kind (client, agency, freelancer, developer) in its new, updated and
// rejected views (decision 047): the kind is in the address, which app/routes.ts maps here.
import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Outlet, useLoaderData } from "@remix-run/react";
import { USER_REQUEST_PERMISSIONS } from "#contract/constants";
import { requireAdmin } from "~/models/session.server";
import { GeneralErrorBoundary } from "~/ui/error-boundary";
import { RequestDetailPage, requestDetailTitle } from "./detail-page";
import { kindOfPath } from "./detail-paths";
import { loadRequestDetail } from "./detail.server";
import { DecisionBar } from "./decision-bar";
import { decisionBarData } from "./decision.server";

export const meta: MetaFunction<typeof loader> = ({ data, location }) => [{ title: requestDetailTitle(data, kindOfPath(location.pathname) ?? "client") }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { api, user } = await requireAdmin(request, USER_REQUEST_PERMISSIONS.view);
  // Only app/routes.ts's detail paths lead here, each naming its kind.
  const kind = kindOfPath(new URL(request.url).pathname);
  if (!kind) throw redirect("/notfound");
  const data = await loadRequestDetail(api, request, params, kind, user.user_permissions);
  return { ...data, decision: decisionBarData(user.user_permissions, data.request, new URL(request.url)) };
}

export default function RequestDetail() {
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
