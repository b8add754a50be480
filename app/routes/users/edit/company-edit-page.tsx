// The client and agency edit pages: one page, named for the type its route edits.
import { useActionData, useLoaderData } from "@remix-run/react";
import { ButtonLink } from "~/ui/button";
import { Icon } from "~/ui/icons";
import { Card, PageHeader } from "~/ui/page";
import { CompanyUserForm } from "./company-form";
import type { companyUserAction, companyUserLoader } from "./company-form.server";

export function CompanyUserEditPage({ title }: { title: string }) {
  const data = useLoaderData<typeof companyUserLoader>();
  const lastResult = useActionData<typeof companyUserAction>();
  return (
    <>
      <PageHeader
        title={title}
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
