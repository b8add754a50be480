import { getFormProps, getInputProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData } from "@remix-run/react";
import { jsonWithSuccess } from "~/utils/toast.server";
import { resetPasswordRequestSchema } from "#contract/account";
import { requestPasswordReset } from "~/models/account.server";
import { handleSubmitError } from "~/utils/action-error.server";
import { getClientIp, requireAnonymous } from "~/models/session.server";
import { Button } from "~/ui/button";
import { FormErrors, TextField } from "~/ui/field";
import { Icon } from "~/ui/icons";
import { useIsPending } from "~/ui/use-pending";
import { useZodForm } from "~/ui/use-zod-form";
import { keepFormOnFailedSubmit } from "~/utils/keep-form-on-failed-submit";
import { AppLink } from "~/ui/app-link";

export const meta: MetaFunction = () => [{ title: "Forgot Password | Backoffice" }];

export async function action({ request }: ActionFunctionArgs) {
  await requireAnonymous(request);
  const submission = parseWithZod(await request.formData(), { schema: resetPasswordRequestSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  try {
    const { detail } = await requestPasswordReset(submission.value, { clientIp: getClientIp(request) });
    return jsonWithSuccess({ sent: detail }, detail);
  } catch (error) {
    return handleSubmitError(error, request, submission);
  }
}

export const clientAction = keepFormOnFailedSubmit;

export default function ForgotPasswordPage() {
  const actionData = useActionData<typeof action>();
  const sent = actionData && "sent" in actionData ? actionData.sent : undefined;
  const lastResult = actionData && !("sent" in actionData) ? actionData : undefined;
  const pending = useIsPending();
  const [form, fields] = useZodForm("forgot-password", resetPasswordRequestSchema, { lastResult });
  return (
    <>
      <h1 className="text-2xl font-semibold tracking-tight text-gray-900">Forgot Password</h1>
      {sent ? (
        <div role="status" className="mt-6 flex items-start gap-3 rounded-lg border border-green-200 bg-green-50 p-4 text-sm text-green-900">
          <Icon name="check" className="mt-0.5 size-5 shrink-0 text-green-700" />
          <p>
            {sent} Check your inbox and follow the link to choose a new password.
          </p>
        </div>
      ) : (
        <>
          <p className="mt-1 mb-6 text-sm text-gray-700">Enter the email address of your account and we will send you a link to reset your password.</p>
          <Form method="post" {...getFormProps(form)} className="flex flex-col gap-1">
            <TextField label="Email" inputProps={{ ...getInputProps(fields.email, { type: "email" }), autoComplete: "email" }} errors={fields.email.errors} />
            <FormErrors id={form.errorId} errors={form.errors} />
            <Button type="submit" pending={pending} className="mt-2 w-full">
              Send reset link
            </Button>
          </Form>
        </>
      )}
      <p className="mt-6 text-center text-sm">
        <AppLink to="/login" className="inline-flex min-h-6 items-center font-medium text-indigo-700 hover:text-indigo-800 hover:underline">
          Back to login
        </AppLink>
      </p>
    </>
  );
}
