import type { getFormProps } from "@conform-to/react";
import { Form, useActionData } from "@remix-run/react";
import type { ReactNode } from "react";
import { Button } from "./button";
import { AlertDialog, DialogCloseLink, DialogSurface } from "./dialog";
import { FormErrors } from "./field";
import { useIsPending } from "./use-pending";

type FormDialogProps = {
  title: string;
  /** Where Cancel, the close button, Escape and the backdrop lead: the list state the user came from. */
  closeHref: string;
  /** Conform's getFormProps(form). */
  formProps: ReturnType<typeof getFormProps>;
  formErrors?: readonly string[] | null;
  submitLabel: string;
  wide?: boolean;
  children: ReactNode;
};

/**
 * An add or edit form in a modal, rendered by a nested route over its list: the URL opens it,
 * so it is linkable and works without JavaScript as a page of its own. While it submits it
 * cannot be closed and Submit does nothing, so the answer always lands in the dialog or the list.
 */
export function FormDialog({ title, closeHref, formProps, formErrors, submitLabel, wide, children }: FormDialogProps) {
  const pending = useIsPending();
  return (
    <DialogSurface title={title} closeHref={closeHref} busy={pending} width={wide ? "2xl" : "lg"} position="top">
      <Form method="post" {...formProps} className="mt-4 flex flex-col gap-2">
        {children}
        <FormErrors id={`${formProps.id}-errors`} errors={formErrors} />
        <div className="mt-2 flex justify-end gap-3">
          <DialogCloseLink to={closeHref} variant="secondary" busy={pending}>
            Cancel
          </DialogCloseLink>
          <Button type="submit" pending={pending}>
            {submitLabel}
          </Button>
        </div>
      </Form>
    </DialogSurface>
  );
}

/** "Are you sure...?", what deleting means when the spec says it, Cancel and a POST that performs the deletion. */
export function ConfirmDeleteDialog({ title = "Confirm delete", question, consequence, closeHref }: { title?: string; question: string; consequence?: string; closeHref: string }) {
  const pending = useIsPending({ formMethod: "POST" });
  // A refusal (e.g. the row is still in use) stays in the dialog as well as in the toast.
  const refusal = useActionData<{ error?: Record<string, string[]> }>()?.error?.[""];
  return (
    <AlertDialog
      title={title}
      closeHref={closeHref}
      busy={pending}
      actions={
        <>
          <DialogCloseLink to={closeHref} variant="secondary" busy={pending}>
            Cancel
          </DialogCloseLink>
          <Form method="post">
            <Button type="submit" variant="danger" pending={pending}>
              Delete
            </Button>
          </Form>
        </>
      }
    >
      <p>{question}</p>
      {consequence ? <p className="mt-2">{consequence}</p> : null}
      <FormErrors errors={refusal} />
    </AlertDialog>
  );
}

