import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import type { PermissionCode } from "#contract/permissions";
import { getRequestStats } from "~/models/request-stats.server";
import { requireAdmin } from "~/models/session.server";
import { ButtonLink } from "~/ui/button";
import { GeneralErrorBoundary } from "~/ui/error-boundary";
import { Card, PageHeader } from "~/ui/page";
import { displayName } from "~/utils/format";
import { shellPageShouldRevalidate } from "~/utils/revalidate";
import { settled } from "~/utils/settled.server";
import { ReviewQueue } from "./review-queue";

export const meta: MetaFunction = () => [{ title: "Dashboard | Backoffice" }];

export const shouldRevalidate = shellPageShouldRevalidate;

/** Spec §6: the request screens, and so their queue, need the user-request view code. */
const REQUEST_VIEW_PERMISSION = "user.view_userrequest" satisfies PermissionCode;

export async function loader({ request }: LoaderFunctionArgs) {
  const { api, user } = await requireAdmin(request, "main.view_dashboard");
  const name = user.first_name.trim() || displayName(user);
  if (!user.user_permissions.includes(REQUEST_VIEW_PERMISSION)) return { name, queue: null };
  // The welcome page stays usable when only the queue's figures fail.
  const answer = await api(settled(getRequestStats));
  if (!answer.ok) console.error("[dashboard] the review queue could not be loaded", answer.error);
  return { name, queue: answer.ok ? answer.value : ("failed" as const) };
}

export default function DashboardPage() {
  const { name, queue } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader title={`Welcome, ${name}`} description="This is the admin back-office of the marketplace." />
      <div className="grid gap-6 xl:grid-cols-3">
        <Card className="xl:self-start">
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
        {queue === "failed" ? (
          <Card className="xl:col-span-2">
            <h2 className="text-base font-semibold text-gray-900">Review queue</h2>
            <p className="mt-2 text-sm text-gray-700">The review queue could not be loaded. Please try again.</p>
          </Card>
        ) : queue ? (
          <ReviewQueue stats={queue} className="xl:col-span-2" />
        ) : null}
      </div>
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
