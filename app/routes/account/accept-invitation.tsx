import { getFormProps, getInputProps } from "@conform-to/react";
import { useActionData } from "@remix-run/react";
import { acceptInvitationRequestSchema } from "#contract/account";
import { acceptInvitation } from "~/models/account.server";
import { TextField } from "~/ui/field";
import { NewPasswordFields } from "~/ui/new-password-fields";
import { useZodForm } from "~/ui/use-zod-form";
import { pageTitle } from "~/utils/page-title";
import { linkPage } from "~/utils/link-page.server";
import { keepFormOnFailedSubmit, skipReloadAfterFailedSubmit } from "~/utils/keep-form-on-failed-submit";
import { LinkPageForm } from "./link-page-form";

const page = linkPage({ purpose: "invitation", schema: acceptInvitationRequestSchema, submit: acceptInvitation });

export const meta = pageTitle("Accept Invitation");
export const shouldRevalidate = skipReloadAfterFailedSubmit;
export const loader = page.loader;
export const action = page.action;
export const clientAction = keepFormOnFailedSubmit;

export default function AcceptInvitationPage() {
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useZodForm("accept-invitation", acceptInvitationRequestSchema, { lastResult });
  return (
    <LinkPageForm
      title="Accept Invitation"
      description="Tell us your name and choose a password to activate your account."
      formProps={getFormProps(form)}
      formErrors={{ id: form.errorId, errors: form.errors }}
    >
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
    </LinkPageForm>
  );
}
