import { getFormProps, getInputProps, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useState } from "react";
import { jsonWithError, redirectWithSuccess } from "~/utils/toast.server";
import { messages } from "#contract/messages";
import { changePasswordRequestSchema } from "#contract/user";
import { isApiError } from "~/models/errors";
import { handleSubmitError } from "~/utils/action-error.server";
import { fieldFiles, uploadFiles } from "~/models/file.server";
import { requireAdmin } from "~/models/session.server";
import { changePassword, updateProfile } from "~/models/user.server";
import { Avatar } from "~/ui/avatar";
import { Button } from "~/ui/button";
import { Dialog, DialogCloseLink } from "~/ui/dialog";
import { GeneralErrorBoundary } from "~/ui/error-boundary";
import { FormErrors, TextField } from "~/ui/field";
import { FileTrigger } from "~/ui/file-trigger";
import { Card, PageHeader } from "~/ui/page";
import { NewPasswordFields } from "~/ui/new-password-fields";
import { PasswordField } from "~/ui/password-field";
import { Tabs } from "~/ui/tabs";
import { useIsPending } from "~/ui/use-pending";
import { useZodForm } from "~/ui/use-zod-form";
import { initials } from "~/utils/format";
import { shellPageShouldRevalidate } from "~/utils/revalidate";
import { keepFormOnFailedSubmit } from "~/utils/keep-form-on-failed-submit";
import { profileFormSchema, toProfileUpdate } from "./profile-form-schema";

const passwordFields = ["old_password", "new_password1", "new_password2"];
const PASSWORD_CHANGED_URL = "/user-profile?tab=password&changed=1";

export const meta: MetaFunction = () => [{ title: "My Profile | Backoffice" }];

export const shouldRevalidate = shellPageShouldRevalidate;

export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await requireAdmin(request, "main.view_userProfile");
  const url = new URL(request.url);
  const tab = url.searchParams.get("tab") === "password" ? "password" : "profile";
  return {
    user: {
      first_name: user.first_name,
      last_name: user.last_name,
      username: user.username,
      email: user.email,
      profile_image: user.profile_image,
    },
    tab,
    passwordChanged: tab === "password" && url.searchParams.get("changed") === "1",
  } as const;
}

export async function action({ request }: ActionFunctionArgs) {
  const { api, user } = await requireAdmin(request, "main.view_userProfile");
  const formData = await request.formData();
  if (formData.get("intent") === "password") {
    const submission = parseWithZod(formData, { schema: changePasswordRequestSchema });
    if (submission.status !== "success") return data(submission.reply({ hideFields: passwordFields }), { status: 400 });
    try {
      const { detail } = await api(changePassword, submission.value);
      return redirectWithSuccess(PASSWORD_CHANGED_URL, detail);
    } catch (error) {
      return handleSubmitError(error, request, submission, { hideFields: passwordFields });
    }
  }

  const submission = parseWithZod(formData, { schema: profileFormSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  let uploadedImage: string | undefined;
  try {
    const [stored] = await api(uploadFiles, fieldFiles("profile_image", submission.value.profile_image), { fileType: "image", checkDimension: false });
    uploadedImage = stored?.file;
  } catch (error) {
    return handleSubmitError(error, request, submission);
  }
  try {
    await api(updateProfile, user.id, toProfileUpdate(submission.value, uploadedImage));
  } catch (error) {
    // The session ending (401) or the profile gone (404) come as api()'s responses.
    if (error instanceof Response || (isApiError(error) && error.status < 500)) return handleSubmitError(error, request, submission);
    // Spec §8: a failed profile update says "Please try again".
    console.error("[profile] update failed", error);
    return jsonWithError(submission.reply({ formErrors: [messages.tryAgain] }), messages.tryAgain, { status: 500 });
  }
  return redirectWithSuccess("/user-profile", messages.profileUpdated);
}

export const clientAction = keepFormOnFailedSubmit;

export default function UserProfilePage() {
  const { user, tab, passwordChanged } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  return (
    <>
      <PageHeader title="My Profile" description="Your name and picture as other admins see them, and your password." />
      <Tabs
        label="Profile sections"
        current={tab}
        items={[
          { id: "profile", label: "Profile", to: "/user-profile" },
          { id: "password", label: "Change Password", to: "/user-profile?tab=password" },
        ]}
      />
      <div className="mt-6">
        {tab === "password" ? (
          <ChangePasswordForm key={String(passwordChanged)} lastResult={lastResult} />
        ) : (
          // Saved values change the key: the form starts afresh (and drops the chosen file).
          <ProfileForm key={`${user.first_name}|${user.last_name}|${user.profile_image}`} user={user} lastResult={lastResult} />
        )}
      </div>
      {passwordChanged ? (
        <Dialog
          title="Password changed"
          closeHref="/user-profile"
          actions={
            <>
              <Form method="post" action="/logout">
                <Button type="submit" variant="secondary">
                  Logout
                </Button>
              </Form>
              <DialogCloseLink to="/user-profile">Continue</DialogCloseLink>
            </>
          }
        >
          Your new password is saved. Do you want to log out, or continue with this session?
        </Dialog>
      ) : null}
    </>
  );
}

type ProfileUser = { first_name: string; last_name: string; username: string; email: string; profile_image: string | null };

function ProfileForm({ user, lastResult }: { user: ProfileUser; lastResult: SubmissionResult<string[]> | undefined }) {
  const pending = useIsPending();
  const [preview, setPreview] = useState<string | null>(null);
  const [form, fields] = useZodForm("profile", profileFormSchema, { lastResult, defaultValue: { first_name: user.first_name, last_name: user.last_name } });

  return (
    <Card>
      <h2 className="mb-5 text-base font-semibold text-gray-900">Personal details</h2>
      <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="flex flex-col gap-1">
        <input type="hidden" name="intent" value="profile" />
        <div className="mb-4 flex flex-col gap-5 sm:flex-row sm:items-start">
          <Avatar src={preview ?? user.profile_image} initials={initials(user.first_name, user.last_name, user.username)} className="size-20 text-xl" />
          <FileTrigger
            label="Profile image (optional)"
            kind="image"
            inputProps={getInputProps(fields.profile_image, { type: "file" })}
            errors={fields.profile_image.errors}
            // The avatar beside the field is the preview.
            showPreview={false}
            onSelect={(files) => setPreview(files[0]?.previewUrl ?? null)}
            className="flex-1"
          />
        </div>
        <div className="grid gap-x-5 sm:grid-cols-2">
          <TextField label="First Name" inputProps={{ ...getInputProps(fields.first_name, { type: "text" }), autoComplete: "given-name" }} errors={fields.first_name.errors} />
          <TextField label="Last Name" inputProps={{ ...getInputProps(fields.last_name, { type: "text" }), autoComplete: "family-name" }} errors={fields.last_name.errors} />
          <TextField label="Username" inputProps={{ id: "profile-username", defaultValue: user.username, readOnly: true }} />
          <TextField label="Email" inputProps={{ id: "profile-email", type: "email", defaultValue: user.email, readOnly: true }} />
        </div>
        <FormErrors id={form.errorId} errors={form.errors} />
        <div className="mt-2 flex justify-end">
          <Button type="submit" pending={pending}>
            Save changes
          </Button>
        </div>
      </Form>
    </Card>
  );
}

function ChangePasswordForm({ lastResult }: { lastResult: SubmissionResult<string[]> | undefined }) {
  const pending = useIsPending();
  const [form, fields] = useZodForm("change-password", changePasswordRequestSchema, { lastResult });
  return (
    <Card className="max-w-xl">
      <h2 className="mb-5 text-base font-semibold text-gray-900">Change Password</h2>
      <Form method="post" {...getFormProps(form)} className="flex flex-col gap-1">
        <input type="hidden" name="intent" value="password" />
        <PasswordField
          label="Old Password"
          inputProps={{ ...getInputProps(fields.old_password, { type: "password", value: false }), autoComplete: "current-password" }}
          errors={fields.old_password.errors}
        />
        <NewPasswordFields password={fields.new_password1} confirmation={fields.new_password2} />
        <FormErrors id={form.errorId} errors={form.errors} />
        <div className="mt-2 flex justify-end">
          <Button type="submit" pending={pending}>
            Change Password
          </Button>
        </div>
      </Form>
    </Card>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
