import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ButtonLink } from "~/ui/button";
import { GeneralErrorBoundary } from "~/ui/error-boundary";
import { Icon } from "~/ui/icons";
import { Card, PageHeader } from "~/ui/page";
import { keepFormOnFailedSubmit, skipReloadAfterFailedSubmit } from "~/utils/keep-form-on-failed-submit";
import { CompanyUserForm } from "./company-form";
import { companyUserAction, companyUserLoader } from "./company-form.server";

export const meta: MetaFunction = () => [{ title: "Edit Client | Backoffice" }];

export const shouldRevalidate = skipReloadAfterFailedSubmit;

export async function loader(args: LoaderFunctionArgs) {
  return companyUserLoader("client", args);
}

export async function action(args: ActionFunctionArgs) {
  return companyUserAction("client", args);
}

export const clientAction = keepFormOnFailedSubmit;

export default function EditClient() {
  const data = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  return (
    <>
      <PageHeader
        title="Edit Client"
        description={`${data.user.companyName || data.user.name} (${data.user.uid})`}
        actions={
          <ButtonLink to={data.backHref} variant="secondary">
            <Icon name="chevronLeft" className="size-4" />
            Back
          </ButtonLink>
        }
      />
      {data.pendingMessage ? (
        <Card className="mb-6 border-amber-300 bg-amber-50">
          <p role="status" className="text-sm text-amber-950">
            {data.pendingMessage}
          </p>
        </Card>
      ) : null}
      <CompanyUserForm key={data.user.id} data={data} lastResult={lastResult} />
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
