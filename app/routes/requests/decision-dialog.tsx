// The Approve confirmation and the Reject dialog (spec §2 "Reject dialog"): dialogs over the
// request's detail page with JavaScript, the same forms as pages without it. Both send back the
// version the admin saw; "& next" goes on to the next pending request of the list.
// The forms are checked by the action (Conform + Zod, decision.server.ts) and not in the browser:
// zod and Conform's client are 40 KB gzip, which would put these dialogs over the form budget for
// one required field (decision 048).
import type { SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useEffect, useId, useState, type FormEvent, type ReactNode } from "react";
import { REJECTION_MESSAGE_MAX } from "#contract/constants";
import { messages } from "#contract/messages";
import { Button } from "~/ui/button";
import { Dialog, DialogCloseLink, DialogSurface } from "~/ui/dialog";
import { FormErrors, TextAreaField } from "~/ui/field";
import { useIsPending } from "~/ui/use-pending";

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

type Reply = SubmissionResult<string[]> | null | undefined;

/** A 409 (decided by another admin, changed since) or a hidden field's error: said on the form, not only in a toast. */
function formMessages(lastResult: Reply): string[] {
  return [...(lastResult?.error?.[""] ?? []), ...(lastResult?.error?.version ?? []), ...(lastResult?.error?.intent ?? [])];
}

/**
 * The answer's errors of one field, cleared once the field is edited (until the next answer), and
 * the errors the browser found before sending (`check`, the server's rule for the field, repeated).
 */
function useFieldErrors(lastResult: Reply, name: string, check: (value: string) => string | null) {
  const [edited, setEdited] = useState(false);
  const [local, setLocal] = useState<string | null>(null);
  useEffect(() => setEdited(false), [lastResult]);
  const errors = local ? [local] : edited ? undefined : (lastResult?.error?.[name] ?? undefined);
  return {
    errors,
    onInput: () => {
      setEdited(true);
      setLocal(null);
    },
    /** Keeps a form the server would refuse from being sent; the server checks it anyway. */
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      const field = event.currentTarget.elements.namedItem(name);
      const problem = field instanceof HTMLTextAreaElement ? check(field.value) : null;
      setLocal(problem);
      if (!problem) return;
      event.preventDefault();
      // As the other forms do: the keyboard and a screen reader land on the field that says why.
      (field as HTMLTextAreaElement).focus();
    },
  };
}

function rejectionMessageProblem(value: string): string | null {
  if (!value.trim()) return messages.required;
  return value.trim().length > REJECTION_MESSAGE_MAX ? messages.maxChars(REJECTION_MESSAGE_MAX) : null;
}

/** What was typed, from the answer: without JavaScript the page is rendered again from it. */
function submittedText(lastResult: Reply, name: string): string {
  const value = (lastResult?.initialValue as Record<string, unknown> | null | undefined)?.[name];
  return typeof value === "string" ? value : "";
}

/**
 * "Approve this request?": a confirmation (role alertdialog); Escape cancels, the backdrop does not.
 * `children` are extra fields of the approval (a client's agency), given by the route that offers them.
 */
export function ApproveDialog({ version, closeHref, lastResult, children }: DecisionDialogProps & { children?: ReactNode }) {
  const pending = useIsPending();
  const questionId = useId();
  return (
    <DialogSurface title="Approve" role="alertdialog" closeHref={closeHref} busy={pending} describedBy={questionId}>
      <Form method="post" id="approve-form" noValidate className="mt-2 flex flex-col gap-2">
        <input type="hidden" name="version" value={version} />
        <p id={questionId} className="text-sm text-gray-700">
          Approve this request? The requested profile becomes the user&apos;s live profile.
        </p>
        {children}
        <FormErrors id="approve-form-errors" errors={formMessages(lastResult)} />
        <DecisionButtons label="Approve" closeHref={closeHref} pending={pending} variant="primary" />
      </Form>
    </DialogSurface>
  );
}

/** Titled Reject; not closed by the backdrop or Escape (only Cancel), and locked while it submits. */
export function RejectDialog({ version, closeHref, lastResult }: DecisionDialogProps) {
  const pending = useIsPending();
  const message = useFieldErrors(lastResult, "rejection_message", rejectionMessageProblem);
  return (
    <DialogSurface title="Reject" busy={pending} width="lg" position="top">
      <Form method="post" id="reject-form" noValidate onSubmit={message.onSubmit} className="mt-4 flex flex-col gap-2">
        <input type="hidden" name="version" value={version} />
        <TextAreaField
          label="Rejection Message"
          // No maxLength: a longer message is refused with the server's message, not cut by the browser.
          textareaProps={{ id: "reject-form-rejection_message", name: "rejection_message", defaultValue: submittedText(lastResult, "rejection_message"), rows: 5, onInput: message.onInput }}
          errors={message.errors}
          hint={`At most ${REJECTION_MESSAGE_MAX.toLocaleString("en-US")} characters.`}
        />
        <FormErrors id="reject-form-errors" errors={formMessages(lastResult)} />
        <DecisionButtons label="Reject" closeHref={closeHref} pending={pending} variant="danger" />
      </Form>
    </DialogSurface>
  );
}

/** A dialog opened by its address on a request already decided: who decided it, and the way back. */
export function DecidedDialog({ title, message, closeHref }: { title: string; message: string; closeHref: string }) {
  return (
    <Dialog
      title={title}
      closeHref={closeHref}
      actions={
        <DialogCloseLink to={closeHref} variant="secondary">
          Back to the request
        </DialogCloseLink>
      }
    >
      {message}
    </Dialog>
  );
}
