import { getFormProps } from "@conform-to/react";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useParams } from "@remix-run/react";
import { redirectWithSuccess } from "~/utils/toast.server";
import { passwordResetConfirmRequestSchema } from "#contract/account";
import { confirmPasswordReset } from "~/models/account.server";
import { handleActionError } from "~/models/errors.server";
import { getClientIp, requireAnonymous } from "~/models/session.server";
import { Button } from "~/ui/button";
import { FormErrors } from "~/ui/field";
import { NewPasswordFields } from "~/ui/new-password-fields";
import { useIsPending } from "~/ui/use-pending";
import { useZodForm } from "~/ui/use-zod-form";
import { parseLinkSubmission, requireValidLink } from "~/utils/link-page.server";
import { keepFormOnFailedSubmit, skipReloadAfterFailedSubmit } from "~/utils/keep-form-on-failed-submit";

const hideFields = ["new_password1", "new_password2"];

export const meta: MetaFunction = () => [{ title: "Reset Password | Backoffice" }];

export const shouldRevalidate = skipReloadAfterFailedSubmit;

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireValidLink(request, params, "reset");
  return null;
}

export async function action({ request, params }: ActionFunctionArgs) {
  await requireAnonymous(request);
  const submission = await parseLinkSubmission(request, params, passwordResetConfirmRequestSchema);
  if (submission.status !== "success") return data(submission.reply({ hideFields }), { status: 400 });
  try {
    const { detail } = await confirmPasswordReset(submission.value, { clientIp: getClientIp(request) });
    return redirectWithSuccess("/login", detail);
  } catch (error) {
    return handleActionError(error, request, submission, { hideFields });
  }
}

export const clientAction = keepFormOnFailedSubmit;

export default function PasswordResetPage() {
  const lastResult = useActionData<typeof action>();
  const { uid, token } = useParams();
  const pending = useIsPending();
  const [form, fields] = useZodForm("password-reset", passwordResetConfirmRequestSchema, { lastResult });
  return (
    <>
      <h1 className="text-2xl font-semibold tracking-tight text-gray-900">Reset Password</h1>
      <p className="mt-1 mb-6 text-sm text-gray-700">Choose a new password for your account.</p>
      <Form method="post" {...getFormProps(form)} className="flex flex-col gap-1">
        <input type="hidden" name="uid" value={uid ?? ""} />
        <input type="hidden" name="token" value={token ?? ""} />
        <NewPasswordFields password={fields.new_password1} confirmation={fields.new_password2} />
        <FormErrors id={form.errorId} errors={form.errors} />
        <Button type="submit" pending={pending} className="mt-2 w-full">
          Reset Password
        </Button>
      </Form>
    </>
  );
}
