// The Approve confirmation and the Reject dialog (spec §2 "Reject dialog"): dialogs over the
// request's detail page with JavaScript, the same forms as pages without it. Both send back the
// version the admin saw; "& next" goes on to the next pending request of the list.
import { getFormProps, getInputProps, getTextareaProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useId } from "react";
import { Button } from "~/ui/button";
import { DialogCloseLink, DialogSurface } from "~/ui/dialog";
import { FormErrors, TextAreaField } from "~/ui/field";
import { useIsPending } from "~/ui/use-pending";
import { useZodForm } from "~/ui/use-zod-form";
import { approveFormSchema, REJECTION_MESSAGE_MAX, rejectFormSchema } from "./decision-schema";

type DecisionDialogProps = { version: number; closeHref: string; lastResult?: SubmissionResult<string[]> | null };

/** Submit and "Submit & next": two buttons of one form, both pending while either is in flight. */
function DecisionButtons({ label, closeHref, pending, variant }: { label: string; closeHref: string; pending: boolean; variant: "primary" | "danger" }) {
  return (
    <div className="mt-2 flex flex-wrap justify-end gap-3">
      <DialogCloseLink to={closeHref} variant="secondary" busy={pending}>
        Cancel
      </DialogCloseLink>
      <Button type="submit" name="intent" value="next" variant="secondary" pending={pending}>
        {label} &amp; next
      </Button>
      <Button type="submit" variant={variant} pending={pending}>
        {label === "Approve" ? "Approve" : "Submit"}
      </Button>
    </div>
  );
}

/** A 409 (decided by another admin, changed since) or the version's own error: said on the form, not only in a toast. */
function formMessages(form: { errors?: string[] }, version: { errors?: string[] }): string[] {
  return [...(form.errors ?? []), ...(version.errors ?? [])];
}

/** "Approve this request?": a confirmation (role alertdialog); Escape cancels, the backdrop does not. */
export function ApproveDialog({ version, closeHref, lastResult }: DecisionDialogProps) {
  const pending = useIsPending();
  const questionId = useId();
  const [form, fields] = useZodForm("approve-form", approveFormSchema, { lastResult, defaultValue: { version: String(version) } });
  return (
    <DialogSurface title="Approve" role="alertdialog" closeHref={closeHref} busy={pending} describedBy={questionId}>
      <Form method="post" {...getFormProps(form)} className="mt-2 flex flex-col gap-2">
        <input {...getInputProps(fields.version, { type: "hidden" })} />
        <p id={questionId} className="text-sm text-gray-700">
          Approve this request? The requested profile becomes the user&apos;s live profile.
        </p>
        <FormErrors id={`${form.id}-errors`} errors={formMessages(form, fields.version)} />
        <DecisionButtons label="Approve" closeHref={closeHref} pending={pending} variant="primary" />
      </Form>
    </DialogSurface>
  );
}

/** Titled Reject; not closed by the backdrop or Escape (only Cancel), and locked while it submits. */
export function RejectDialog({ version, closeHref, lastResult }: DecisionDialogProps) {
  const pending = useIsPending();
  const [form, fields] = useZodForm("reject-form", rejectFormSchema, { lastResult, defaultValue: { version: String(version), rejection_message: "" } });
  return (
    <DialogSurface title="Reject" busy={pending} width="lg" position="top">
      <Form method="post" {...getFormProps(form)} className="mt-4 flex flex-col gap-2">
        <input {...getInputProps(fields.version, { type: "hidden" })} />
        <TextAreaField
          label="Rejection Message"
          // The bound is the server's: a longer message is refused with its message, not cut by the browser.
          textareaProps={{ ...getTextareaProps(fields.rejection_message), maxLength: undefined, rows: 5 }}
          errors={fields.rejection_message.errors}
          hint={`At most ${REJECTION_MESSAGE_MAX.toLocaleString("en-US")} characters.`}
        />
        <FormErrors id={`${form.id}-errors`} errors={formMessages(form, fields.version)} />
        <DecisionButtons label="Reject" closeHref={closeHref} pending={pending} variant="danger" />
      </Form>
    </DialogSurface>
  );
}
