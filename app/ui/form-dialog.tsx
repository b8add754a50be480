import type { getFormProps } from "@conform-to/react";
import { Form, useActionData } from "@remix-run/react";
import { useId, type ReactNode } from "react";
import { cx } from "~/utils/cx";
import { Button, ButtonLink } from "./button";
import { Dialog } from "./dialog";
import { FormErrors } from "./field";
import { ModalLayer } from "./modal-layer";
import { useIsPending } from "./use-pending";

type FormDialogProps = {
  title: string;
  /** Where Cancel, Escape and the backdrop lead: the list state the user came from. */
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
 * so it is linkable and works without JavaScript as a page of its own.
 */
export function FormDialog({ title, closeHref, formProps, formErrors, submitLabel, wide, children }: FormDialogProps) {
  const titleId = useId();
  const pending = useIsPending();
  return (
    <ModalLayer
      closeHref={closeHref}
      labelledBy={titleId}
      placement="items-start justify-center overflow-y-auto p-4 sm:pt-16"
      panelClassName={cx("w-full rounded-xl bg-white p-6 shadow-xl", wide ? "max-w-2xl" : "max-w-lg")}
    >
      <h2 id={titleId} className="text-lg font-semibold text-gray-900">
        {title}
      </h2>
      <Form method="post" {...formProps} className="mt-4 flex flex-col gap-2">
        {children}
        <FormErrors id={`${formProps.id}-errors`} errors={formErrors} />
        <div className="mt-2 flex justify-end gap-3">
          <ButtonLink to={closeHref} variant="secondary" preventScrollReset>
            Cancel
          </ButtonLink>
          <Button type="submit" pending={pending}>
            {submitLabel}
          </Button>
        </div>
      </Form>
    </ModalLayer>
  );
}

/** "Are you sure...?" with Cancel and a POST that performs the deletion. */
export function ConfirmDeleteDialog({ title = "Confirm delete", question, closeHref }: { title?: string; question: string; closeHref: string }) {
  const pending = useIsPending({ formMethod: "POST" });
  // A refusal (e.g. the row is still in use) stays in the dialog as well as in the toast.
  const refusal = useActionData<{ error?: Record<string, string[]> }>()?.error?.[""];
  return (
    <Dialog
      title={title}
      closeHref={closeHref}
      actions={
        <>
          <ButtonLink to={closeHref} variant="secondary" preventScrollReset>
            Cancel
          </ButtonLink>
          <Form method="post">
            <Button type="submit" variant="danger" pending={pending}>
              Delete
            </Button>
          </Form>
        </>
      }
    >
      <p>{question}</p>
      <FormErrors errors={refusal} />
    </Dialog>
  );
}
