import { getFormProps } from "@conform-to/react";
import { useActionData } from "@remix-run/react";
import { passwordResetConfirmRequestSchema } from "#contract/account";
import { confirmPasswordReset } from "~/models/account.server";
import { NewPasswordFields } from "~/ui/new-password-fields";
import { useZodForm } from "~/ui/use-zod-form";
import { pageTitle } from "~/utils/page-title";
import { linkPage } from "~/utils/link-page.server";
import { keepFormOnFailedSubmit, skipReloadAfterFailedSubmit } from "~/utils/keep-form-on-failed-submit";
import { LinkPageForm } from "./link-page-form";

const page = linkPage({ purpose: "reset", schema: passwordResetConfirmRequestSchema, submit: confirmPasswordReset });

export const meta = pageTitle("Reset Password");
export const shouldRevalidate = skipReloadAfterFailedSubmit;
export const loader = page.loader;
export const action = page.action;
export const clientAction = keepFormOnFailedSubmit;

export default function PasswordResetPage() {
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useZodForm("password-reset", passwordResetConfirmRequestSchema, { lastResult });
  return (
    <LinkPageForm title="Reset Password" description="Choose a new password for your account." formProps={getFormProps(form)} formErrors={{ id: form.errorId, errors: form.errors }}>
      <NewPasswordFields password={fields.new_password1} confirmation={fields.new_password2} />
    </LinkPageForm>
  );
}
