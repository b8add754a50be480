import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData, useLocation, useParams } from "@remix-run/react";
import { getClient } from "~/models/client.server";
import { requireAdmin } from "~/models/session.server";
import { DialogSurface } from "~/ui/dialog";
import { GeneralErrorBoundary } from "~/ui/error-boundary";
import { pageTitle } from "~/utils/page-title";
import { routeId } from "~/utils/route-params";
import { formatDateTimeUtc } from "~/utils/time";
import { ClientProfile } from "./client-profile";

// The Assigned Agency Log over the client detail page (spec §2): a route, so it opens without
// JavaScript and its URL can be shared; closing returns to the page as it was.
export const meta = pageTitle("Assigned Agency Log");

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { api } = await requireAdmin(request, "user.can_view_client");
  const client = await api(getClient, routeId(params));
  // Dates are written here: the time library stays out of the page's JavaScript.
  return {
    client,
    assigned: client.assigned_agencies_log.map((entry) => ({ id: entry.id, agency: entry.agency, assigned: formatDateTimeUtc(entry.created) })),
    requested: client.pending_agency_request.map((entry) => ({ id: entry.id, requested: formatDateTimeUtc(entry.created) })),
  };
}

export default function AssignedAgencyLogDialog() {
  const { client, assigned, requested } = useLoaderData<typeof loader>();
  const { search } = useLocation();
  const { id } = useParams();
  return (
    <DialogSurface title="Assigned Agency Log" closeHref={`/manage-user/client-details/${id}${search}`} width="2xl">
      <div className="mt-4 space-y-6 text-sm">
        <ClientProfile client={client} headingLevel="h3" />
        <section aria-labelledby="assigned-agencies">
          <h3 id="assigned-agencies" className="mb-2 font-semibold text-gray-900">
            Assigned Agencies
          </h3>
          {assigned.length === 0 && requested.length === 0 ? (
            <p className="text-gray-700">No Records Found</p>
          ) : (
            <ul className="divide-y divide-gray-100">
              {requested.map((entry) => (
                <li key={`request-${entry.id}`} className="flex flex-wrap items-center justify-between gap-2 py-2">
                  <span>Agency request of {entry.requested}</span>
                  <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">Requested</span>
                </li>
              ))}
              {assigned.map((entry) => (
                <li key={`assigned-${entry.id}`} className="flex flex-wrap items-center justify-between gap-2 py-2">
                  <span className="min-w-0 [overflow-wrap:anywhere]">
                    <span className="font-medium text-gray-900">{entry.agency.name}</span> <span className="text-gray-600">({entry.agency.uid})</span>
                  </span>
                  <span className="text-gray-700">Assigned {entry.assigned}</span>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </DialogSurface>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
