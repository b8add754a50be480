import { getFormProps, getInputProps } from "@conform-to/react";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useParams } from "@remix-run/react";
import { redirectWithSuccess } from "~/utils/toast.server";
import { acceptInvitationRequestSchema } from "#contract/account";
import { acceptInvitation } from "~/models/account.server";
import { handleActionError } from "~/models/errors.server";
import { getClientIp, requireAnonymous } from "~/models/session.server";
import { Button } from "~/ui/button";
import { FormErrors, TextField } from "~/ui/field";
import { NewPasswordFields } from "~/ui/new-password-fields";
import { useIsPending } from "~/ui/use-pending";
import { useZodForm } from "~/ui/use-zod-form";
import { parseLinkSubmission, requireValidLink } from "~/utils/link-page.server";
import { keepFormOnFailedSubmit, skipReloadAfterFailedSubmit } from "~/utils/keep-form-on-failed-submit";

const hideFields = ["new_password1", "new_password2"];

export const meta: MetaFunction = () => [{ title: "Accept Invitation | Backoffice" }];

export const shouldRevalidate = skipReloadAfterFailedSubmit;

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireValidLink(request, params, "invitation");
  return null;
}

export async function action({ request, params }: ActionFunctionArgs) {
  await requireAnonymous(request);
  const submission = await parseLinkSubmission(request, params, acceptInvitationRequestSchema);
  if (submission.status !== "success") return data(submission.reply({ hideFields }), { status: 400 });
  try {
    const { detail } = await acceptInvitation(submission.value, { clientIp: getClientIp(request) });
    return redirectWithSuccess("/login", detail);
  } catch (error) {
    return handleActionError(error, request, submission, { hideFields });
  }
}

export const clientAction = keepFormOnFailedSubmit;

export default function AcceptInvitationPage() {
  const lastResult = useActionData<typeof action>();
  const { uid, token } = useParams();
  const pending = useIsPending();
  const [form, fields] = useZodForm("accept-invitation", acceptInvitationRequestSchema, { lastResult });
  return (
    <>
      <h1 className="text-2xl font-semibold tracking-tight text-gray-900">Accept Invitation</h1>
      <p className="mt-1 mb-6 text-sm text-gray-700">Tell us your name and choose a password to activate your account.</p>
      <Form method="post" {...getFormProps(form)} className="flex flex-col gap-1">
        <input type="hidden" name="uid" value={uid ?? ""} />
        <input type="hidden" name="token" value={token ?? ""} />
        <div className="grid gap-x-4 sm:grid-cols-2">
          <TextField
            label="First Name"
            inputProps={{ ...getInputProps(fields.first_name, { type: "text" }), autoComplete: "given-name" }}
            errors={fields.first_name.errors}
          />
          <TextField
            label="Last Name"
            inputProps={{ ...getInputProps(fields.last_name, { type: "text" }), autoComplete: "family-name" }}
            errors={fields.last_name.errors}
          />
        </div>
        <NewPasswordFields password={fields.new_password1} confirmation={fields.new_password2} passwordLabel="Password" />
        <FormErrors id={form.errorId} errors={form.errors} />
        <Button type="submit" pending={pending} className="mt-2 w-full">
          Accept Invitation
        </Button>
      </Form>
    </>
  );
}
