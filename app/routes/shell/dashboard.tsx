import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { requireAdmin } from "~/models/session.server";
import { ButtonLink } from "~/ui/button";
import { GeneralErrorBoundary } from "~/ui/error-boundary";
import { Card, PageHeader } from "~/ui/page";
import { displayName } from "~/utils/format";
import { shellPageShouldRevalidate } from "~/utils/revalidate";

export const meta: MetaFunction = () => [{ title: "Dashboard | Backoffice" }];

export const shouldRevalidate = shellPageShouldRevalidate;

export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await requireAdmin(request, "main.view_dashboard");
  return { name: user.first_name.trim() || displayName(user) };
}

export default function DashboardPage() {
  const { name } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader title={`Welcome, ${name}`} description="This is the admin back-office of the marketplace." />
      <Card>
        <h2 className="text-base font-semibold text-gray-900">Getting started</h2>
        <p className="mt-2 text-sm text-gray-700">
          Use the menu on the left to reach the areas you have access to. Notifications about registration and update requests appear under the
          bell at the top.
        </p>
        <div className="mt-5">
          <ButtonLink to="/user-profile" variant="secondary">
            Edit your profile
          </ButtonLink>
        </div>
      </Card>
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
