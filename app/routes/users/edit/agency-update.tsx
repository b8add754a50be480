import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { GeneralErrorBoundary } from "~/ui/error-boundary";
import { keepFormOnFailedSubmit, skipReloadAfterFailedSubmit } from "~/utils/keep-form-on-failed-submit";
import { CompanyUserEditPage } from "./company-edit-page";
import { companyUserAction, companyUserLoader } from "./company-form.server";

export const meta: MetaFunction = () => [{ title: "Edit Agency | Backoffice" }];

export const shouldRevalidate = skipReloadAfterFailedSubmit;

export async function loader(args: LoaderFunctionArgs) {
  return companyUserLoader("agency", args);
}

export async function action(args: ActionFunctionArgs) {
  return companyUserAction("agency", args);
}

export const clientAction = keepFormOnFailedSubmit;

export default function EditAgency() {
  return <CompanyUserEditPage title="Edit Agency" />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
