// A developer request's detail: the new, updated (one developer-requests address for both) and rejected views (decision 047).
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { userRequestPermissions } from "#contract/user-request";
import { requireAdmin } from "~/models/session.server";
import { GeneralErrorBoundary } from "~/ui/error-boundary";
import { RequestDetailPage, requestDetailTitle } from "./detail-page";
import { loadRequestDetail } from "./detail.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: requestDetailTitle(data, "agency-developer") }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { api } = await requireAdmin(request, userRequestPermissions.view);
  return loadRequestDetail(api, request, params, "agency-developer");
}

export default function DeveloperRequestDetail() {
  const data = useLoaderData<typeof loader>();
  return <RequestDetailPage data={data} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
