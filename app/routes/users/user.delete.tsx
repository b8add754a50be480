import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData, useLocation } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/ui/error-boundary";
import { ConfirmDeleteDialog } from "~/ui/form-dialog";
import { keepFormOnFailedSubmit, skipReloadAfterFailedSubmit } from "~/utils/keep-form-on-failed-submit";
import { pageTitle } from "~/utils/page-title";
import { userDeleteRoute, type UserDeleteData } from "./user.delete.server";
import { USERS_PATH, userKindTexts } from "./users-list";

// Delete User of the three kinds: one module, listed under each kind's URL in app/routes.ts; the
// guard (the kind's delete code) is the first thing the loader and action of the factory do.
export const meta = pageTitle("Delete User");
export const shouldRevalidate = skipReloadAfterFailedSubmit;
export const loader = (args: LoaderFunctionArgs) => userDeleteRoute(args.request).loader(args);
export const action = (args: ActionFunctionArgs) => userDeleteRoute(args.request).action(args);
export const clientAction = keepFormOnFailedSubmit;

export default function UserDeleteDialog() {
  const { kind } = useLoaderData<UserDeleteData>();
  const { search } = useLocation();
  return <ConfirmDeleteDialog question={userKindTexts[kind].deleteQuestion} closeHref={`${USERS_PATH}${search}`} />;
}

export const ErrorBoundary = GeneralErrorBoundary;
