import { parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useSearchParams } from "@remix-run/react";
import { loginRequestSchema } from "#contract/account";
import { handleSubmitError } from "~/utils/action-error.server";
import { authenticator, createUserSession, LOGIN_STRATEGY, requireAnonymous } from "~/models/session.server";
import { Button } from "~/ui/button";
import { FormErrors, TextField } from "~/ui/field";
import { PasswordField } from "~/ui/password-field";
import { useSubmissionErrors } from "~/ui/server-validated-form";
import { useIsPending } from "~/ui/use-pending";
import { safeRedirect } from "~/utils/safe-redirect";
import { keepFormOnFailedSubmit } from "~/utils/keep-form-on-failed-submit";
import { AppLink } from "~/ui/app-link";

const hideFields = ["password"];
const FORM_ERRORS_ID = "login-form-errors";

export const meta: MetaFunction = () => [{ title: "Login | Backoffice" }];

export async function action({ request, context }: ActionFunctionArgs) {
  await requireAnonymous(request);
  // The strategy reads the body itself, so validation reads a clone.
  const formData = await request.clone().formData();
  const submission = parseWithZod(formData, { schema: loginRequestSchema });
  if (submission.status !== "success") return data(submission.reply({ hideFields }), { status: 400 });
  try {
    const { token, expiry } = await authenticator.authenticate(LOGIN_STRATEGY, request);
    // A download's or a data route's URL is no place to land: the browser would show it raw.
    const landing = safeRedirect(formData.get("redirectTo"));
    return await createUserSession({ request, token, expiry, redirectTo: context.isPagePath?.(landing) === false ? null : landing });
  } catch (error) {
    return handleSubmitError(error, request, submission, { hideFields });
  }
}

export const clientAction = keepFormOnFailedSubmit;

export default function LoginPage() {
  const lastResult = useActionData<typeof action>();
  const [searchParams] = useSearchParams();
  const pending = useIsPending();
  // Validated by the server only: the first page most visitors load ships no zod and no Conform.
  // noValidate lets the server's texts (spec §5) show rather than the browser's own.
  const errors = useSubmissionErrors(lastResult);
  return (
    <>
      <h1 className="text-2xl font-semibold tracking-tight text-gray-900">Login</h1>
      <p className="mt-1 mb-6 text-sm text-gray-700">Sign in to the admin back-office.</p>
      <Form method="post" id="login" noValidate onInput={errors.onInput} aria-describedby={errors.form ? FORM_ERRORS_ID : undefined} className="flex flex-col gap-1">
        <input type="hidden" name="redirectTo" value={searchParams.get("redirectTo") ?? ""} />
        <TextField
          label="Username"
          inputProps={{
            id: "login-username",
            name: "username",
            required: true,
            defaultValue: errors.value("username"),
            autoComplete: "username",
            autoCapitalize: "none",
            spellCheck: false,
          }}
          errors={errors.field("username")}
        />
        <PasswordField
          label="Password"
          inputProps={{ id: "login-password", name: "password", required: true, autoComplete: "current-password" }}
          errors={errors.field("password")}
        />
        <div className="-mt-2 mb-3 flex justify-end">
          <AppLink to="/forgot-password" className="inline-flex min-h-6 items-center rounded text-sm font-medium text-indigo-700 hover:text-indigo-800 hover:underline">
            Forgot Password?
          </AppLink>
        </div>
        <FormErrors id={FORM_ERRORS_ID} errors={errors.form} />
        <Button type="submit" pending={pending} className="mt-2 w-full">
          Login
        </Button>
      </Form>
    </>
  );
}
