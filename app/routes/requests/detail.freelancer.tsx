// A freelancer request's detail: the new, updated and rejected views (decision 047).
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { userRequestPermissions } from "#contract/user-request";
import { requireAdmin } from "~/models/session.server";
import { GeneralErrorBoundary } from "~/ui/error-boundary";
import { RequestDetailPage, requestDetailTitle } from "./detail-page";
import { loadRequestDetail } from "./detail.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: requestDetailTitle(data, "freelancer") }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { api } = await requireAdmin(request, userRequestPermissions.view);
  return loadRequestDetail(api, request, params, "freelancer");
}

export default function FreelancerRequestDetail() {
  const data = useLoaderData<typeof loader>();
  return <RequestDetailPage data={data} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
