import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { marketplaceUserPermissions } from "#contract/marketplace-user";
import { userEditMessages } from "#contract/user-edit";
import { requireAdmin } from "~/models/session.server";
import { assignAgencyToClient } from "~/models/user-edit.server";
import { Button } from "~/ui/button";
import { DialogCloseLink, DialogSurface } from "~/ui/dialog";
import { GeneralErrorBoundary } from "~/ui/error-boundary";
import { FormErrors } from "~/ui/field";
import { useIsPending } from "~/ui/use-pending";
import { handleSubmitError } from "~/utils/action-error.server";
import { unfinishedSubmissionReply } from "~/utils/form-action.server";
import { keepFormOnFailedSubmit, skipReloadAfterFailedSubmit } from "~/utils/keep-form-on-failed-submit";
import { pageTitle } from "~/utils/page-title";
import { routeId } from "~/utils/route-params";
import { redirectWithSuccess } from "~/utils/toast.server";
import { AgencyChooser, formMessages } from "./client-assign-agency-fields";
import { agencyChoice, assignAgencyFormSchema } from "./client-assign-agency.server";
import { backQuery } from "./users-list";

// Assign New Agency (spec §2's placeholder, made real; decision 056): a dialog over the client
// detail page with JavaScript, a page of its own without. Assigning appends to the client's
// Assigned Agency Log; the agency assigned now is refused by the API with its message.
export const meta = pageTitle("Assign New Agency");
export const shouldRevalidate = skipReloadAfterFailedSubmit;

const detailHref = (request: Request, id: number) => `/manage-user/client-details/${id}${backQuery(new URL(request.url))}`;

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request, marketplaceUserPermissions.client.change);
  const id = routeId(params);
  const url = new URL(request.url);
  return { closeHref: detailHref(request, id), back: url.searchParams.get("back"), choice: await agencyChoice(request, url, id) };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { api } = await requireAdmin(request, marketplaceUserPermissions.client.change);
  const id = routeId(params);
  const submission = parseWithZod(await request.formData(), { schema: assignAgencyFormSchema });
  if (submission.status !== "success") return unfinishedSubmissionReply(submission);
  try {
    await api(assignAgencyToClient, id, { agency: submission.value.agency });
  } catch (error) {
    return handleSubmitError(error, request, submission);
  }
  return redirectWithSuccess(detailHref(request, id), userEditMessages.agencyAssigned);
}

export const clientAction = keepFormOnFailedSubmit;

export default function AssignAgencyDialog() {
  const { closeHref, back, choice } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const pending = useIsPending();
  return (
    <DialogSurface title="Assign New Agency" closeHref={closeHref} busy={pending} width="lg" position="top">
      <Form method="post" id="assign-agency-form" noValidate className="mt-4 flex flex-col gap-2">
        {/* The no-JavaScript search submits this form as a GET: the return path goes with it. */}
        {back ? <input type="hidden" name="back" value={back} /> : null}
        {choice ? (
          <AgencyChooser choice={choice} lastResult={lastResult} required />
        ) : (
          <p className="text-sm text-gray-700">Choosing an agency needs the permission to view agencies.</p>
        )}
        <FormErrors id="assign-agency-form-errors" errors={formMessages(lastResult)} />
        <div className="mt-2 flex flex-wrap justify-end gap-3">
          <DialogCloseLink to={closeHref} variant="secondary" busy={pending}>
            Cancel
          </DialogCloseLink>
          {choice ? (
            <Button type="submit" pending={pending}>
              Assign
            </Button>
          ) : null}
        </div>
      </Form>
    </DialogSurface>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
