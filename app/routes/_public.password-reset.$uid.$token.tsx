import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useParams } from "@remix-run/react";
import { redirectWithError, redirectWithSuccess } from "remix-toast";
import { passwordResetConfirmRequestSchema } from "#contract/account";
import { messages } from "#contract/messages";
import { checkLinkToken, confirmPasswordReset } from "~/models/account.server";
import { handleActionError, handleLoaderError } from "~/models/errors.server";
import { requireAnonymous } from "~/models/session.server";
import { Button } from "~/ui/button";
import { FormErrors } from "~/ui/field";
import { PasswordField } from "~/ui/password-field";
import { useIsPending } from "~/ui/use-pending";

const hideFields = ["new_password1", "new_password2"];

export const meta: MetaFunction = () => [{ title: "Reset Password | Backoffice" }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAnonymous(request);
  const valid = await checkLinkToken({ uid: params.uid ?? "", token: params.token ?? "", purpose: "reset" }).catch((error: unknown) =>
    handleLoaderError(error, request),
  );
  if (!valid) throw await redirectWithError("/login", messages.linkInvalid);
  return null;
}

export async function action({ request, params }: ActionFunctionArgs) {
  await requireAnonymous(request);
  const formData = await request.formData();
  // The link's uid and token come from the URL, whatever the form says.
  formData.set("uid", params.uid ?? "");
  formData.set("token", params.token ?? "");
  const submission = parseWithZod(formData, { schema: passwordResetConfirmRequestSchema });
  if (submission.status !== "success") return data(submission.reply({ hideFields }), { status: 400 });
  try {
    const { detail } = await confirmPasswordReset(submission.value);
    return redirectWithSuccess("/login", detail);
  } catch (error) {
    return handleActionError(error, request, submission, { hideFields });
  }
}

export default function PasswordResetPage() {
  const lastResult = useActionData<typeof action>();
  const { uid, token } = useParams();
  const pending = useIsPending();
  const [form, fields] = useForm({
    id: "password-reset",
    lastResult,
    constraint: getZodConstraint(passwordResetConfirmRequestSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: passwordResetConfirmRequestSchema }),
  });
  return (
    <>
      <h1 className="text-2xl font-semibold tracking-tight text-gray-900">Reset Password</h1>
      <p className="mt-1 mb-6 text-sm text-gray-700">Choose a new password for your account.</p>
      <Form method="post" {...getFormProps(form)} className="flex flex-col gap-1">
        <input type="hidden" name="uid" value={uid ?? ""} />
        <input type="hidden" name="token" value={token ?? ""} />
        <PasswordField
          label="New Password"
          inputProps={{ ...getInputProps(fields.new_password1, { type: "password", value: false }), autoComplete: "new-password" }}
          errors={fields.new_password1.errors}
          hint="At least 8 characters with a letter, a number and one of @$!%*#?&"
        />
        <PasswordField
          label="Confirm Password"
          inputProps={{ ...getInputProps(fields.new_password2, { type: "password", value: false }), autoComplete: "new-password" }}
          errors={fields.new_password2.errors}
        />
        <FormErrors id={form.errorId} errors={form.errors} />
        <Button type="submit" pending={pending} className="mt-2 w-full">
          Reset Password
        </Button>
      </Form>
    </>
  );
}
