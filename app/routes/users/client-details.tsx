import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Outlet, useLoaderData } from "@remix-run/react";
import { marketplaceUserPermissions, type Branch, type Client } from "#contract/marketplace-user";
import { hasPermission } from "#contract/permissions";
import { getClient } from "~/models/client.server";
import { requireAdmin } from "~/models/session.server";
import { ButtonLink } from "~/ui/button";
import { CopyableLink } from "~/ui/copy-button";
import { DetailList } from "~/ui/detail-list";
import { GeneralErrorBoundary } from "~/ui/error-boundary";
import { Icon } from "~/ui/icons";
import { Card, PageHeader } from "~/ui/page";
import { StatusBadge } from "~/ui/status-badge";
import { shellPageShouldRevalidate } from "~/utils/revalidate";
import { routeId } from "~/utils/route-params";
import { ClientProfile, clientFullName } from "./client-profile";
import { FileView } from "./portfolio-header";
import { backQuery, usersBackHref } from "./users-list";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data ? clientTitle(data.client) : "Client"} | Backoffice` }];
export const shouldRevalidate = shellPageShouldRevalidate;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { api, user } = await requireAdmin(request, "user.can_view_client");
  const client = await api(getClient, routeId(params));
  const url = new URL(request.url);
  const canAssignAgency = hasPermission(user.user_permissions, marketplaceUserPermissions.client.change);
  return { client, backHref: usersBackHref(url), backQuery: backQuery(url), canAssignAgency };
}

export default function ClientDetailsPage() {
  const { client, backHref, backQuery, canAssignAgency } = useLoaderData<typeof loader>();
  const company = client.company;
  const headOffice = client.branches.find((branch) => branch.is_head_quarter);
  return (
    <>
      <PageHeader
        title={clientTitle(client)}
        description="Client details"
        actions={
          <>
            <ButtonLink to={backHref} variant="secondary">
              <Icon name="chevronLeft" className="size-4" />
              Back
            </ButtonLink>
            <ButtonLink to={`agency-log${backQuery}`} variant="secondary" preventScrollReset>
              Assigned Agency Log
            </ButtonLink>
            {canAssignAgency ? (
              <ButtonLink to={`assign-agency${backQuery}`} preventScrollReset>
                Assign New Agency
              </ButtonLink>
            ) : null}
          </>
        }
      />
      <Card className="mb-6">
        <ClientProfile client={client} />
      </Card>
      <Card className="mb-6">
        <h2 className="mb-4 text-base font-semibold text-gray-900">Company Details</h2>
        <DetailList
          columns={3}
          items={[
            { label: "Company Name", value: company?.name },
            { label: "Registration Number", value: company?.is_registered_company ? company.registration_number : null },
            { label: "Company Size", value: company?.size ?? 0 },
            { label: "Number of Branches", value: client.branches.length },
            { label: "Head Office Location", value: headOffice?.city.display_name },
            { label: "Status", value: <StatusBadge status={client.is_active ? "active" : "inactive"} /> },
            { label: "Website", value: company?.company_url ? <CopyableLink url={company.company_url} label="website" /> : null },
            { label: "ID Proof", value: company?.identity ? <FileView url={company.identity} name={company.file_name} label="ID proof" /> : null },
          ]}
        />
      </Card>
      <Card>
        <h2 className="mb-4 text-base font-semibold text-gray-900">Branches</h2>
        <Branches branches={client.branches} />
      </Card>
      <Outlet />
    </>
  );
}

function clientTitle(client: Client): string {
  return client.company?.name || clientFullName(client) || client.uid;
}

function Branches({ branches }: { branches: readonly Branch[] }) {
  if (branches.length === 0) return <p className="text-sm text-gray-700">No Records Found</p>;
  return (
    <ul className="divide-y divide-gray-100 text-sm">
      {branches.map((branch) => (
        <li key={branch.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
          <span className="[overflow-wrap:anywhere]">{branch.city.display_name}</span>
          {branch.is_head_quarter ? <span className="rounded-full bg-indigo-100 px-2 py-0.5 text-xs font-medium text-indigo-800">Head Office</span> : null}
        </li>
      ))}
    </ul>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
