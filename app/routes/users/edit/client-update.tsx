import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { GeneralErrorBoundary } from "~/ui/error-boundary";
import { keepFormOnFailedSubmit, skipReloadAfterFailedSubmit } from "~/utils/keep-form-on-failed-submit";
import { CompanyUserEditPage } from "./company-edit-page";
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
  return <CompanyUserEditPage title="Edit Client" />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
