import { useId, type ComponentProps, type MouseEvent, type ReactNode } from "react";
import { cx } from "~/utils/cx";
import { ButtonLink } from "./button";
import { Icon } from "./icons";
import { ModalLayer, useCloseModal } from "./modal-layer";
import { AppLink } from "./app-link";

/**
 * Props of a link that closes a dialog (Cancel, the close button): it closes the modal as it
 * navigates, and while the dialog's form is submitting it does nothing, as Escape and the backdrop
 * do nothing then.
 */
export function useCloseLinkProps(busy: boolean) {
  const closeModal = useCloseModal();
  if (busy) return { "aria-disabled": true, onClick: (event: MouseEvent) => event.preventDefault() };
  return {
    onClick: (event: MouseEvent) => {
      // A click that opens a new tab leaves this one as it is.
      if (event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey) closeModal();
    },
  };
}

/** A link that answers a dialog by leaving it (Cancel, Continue), shaped as a button. */
export function DialogCloseLink({ busy = false, ...props }: ComponentProps<typeof ButtonLink> & { busy?: boolean }) {
  return <ButtonLink preventScrollReset {...props} {...useCloseLinkProps(busy)} />;
}

type DialogSurfaceProps = {
  title: string;
  /** Where closing leads: the page the dialog is over. Without it (or onClose) the dialog cannot be dismissed. */
  closeHref?: string;
  /** Closes a dialog that is client state, not a route (the image viewer): its close button is then a button. */
  onClose?: () => void;
  /** While the dialog's form is submitting: it cannot be closed. */
  busy?: boolean;
  /** An alert dialog asks for a decision (delete?): no close button, the backdrop does not close it. */
  role?: "dialog" | "alertdialog";
  width?: keyof typeof widths;
  /** Forms open at the top, where a long form has room to grow; messages in the middle. */
  position?: "center" | "top";
  describedBy?: string;
  children: ReactNode;
};

const widths = { md: "max-w-md", lg: "max-w-lg", "2xl": "max-w-2xl", "5xl": "max-w-5xl" } as const;

/** The frame every dialog shares: the modal layer, the title and, on ordinary dialogs, a close button. */
export function DialogSurface({ title, closeHref, onClose, busy = false, role = "dialog", width = "md", position = "center", describedBy, children }: DialogSurfaceProps) {
  const titleId = useId();
  return (
    <ModalLayer
      closeHref={closeHref}
      onClose={onClose}
      dismissable={!busy}
      role={role}
      labelledBy={titleId}
      describedBy={describedBy}
      // Both scroll when taller than the screen. A centred one centres by its auto margins, not by
      // items-center, which would push its top out of reach.
      placement={cx("items-start justify-center overflow-y-auto p-4", position === "top" && "sm:pt-16")}
      panelClassName={cx("w-full rounded-xl bg-white p-6 shadow-xl [overflow-wrap:anywhere]", position === "center" && "my-auto", widths[width])}
    >
      <div className="flex items-start justify-between gap-4">
        <h2 id={titleId} className="text-lg font-semibold text-gray-900">
          {title}
        </h2>
        {role === "dialog" && onClose ? <CloseIconButton onClose={onClose} className="-mt-1 -mr-2" /> : null}
        {role === "dialog" && closeHref && !onClose ? <CloseIconLink to={closeHref} busy={busy} className="-mt-1 -mr-2" /> : null}
      </div>
      {children}
    </ModalLayer>
  );
}

const closeIconClassName =
  "flex size-9 shrink-0 items-center justify-center rounded-lg text-gray-600 hover:bg-gray-100 hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-indigo-600 aria-disabled:cursor-not-allowed aria-disabled:opacity-60";

/** The × in a dialog's or drawer's header: a link back, named for what it closes. */
export function CloseIconLink({ to, label = "Close", busy = false, className }: { to: string; label?: string; busy?: boolean; className?: string }) {
  return (
    <AppLink to={to} preventScrollReset {...useCloseLinkProps(busy)} className={cx(closeIconClassName, className)}>
      <Icon name="close" />
      <span className="sr-only">{label}</span>
    </AppLink>
  );
}

/** The × of a dialog that is client state: closes the modal, then tells its owner. */
function CloseIconButton({ onClose, className }: { onClose: () => void; className?: string }) {
  const closeModal = useCloseModal();
  return (
    <button
      type="button"
      onClick={() => {
        closeModal();
        onClose();
      }}
      className={cx(closeIconClassName, className)}
    >
      <Icon name="close" />
      <span className="sr-only">Close</span>
    </button>
  );
}

type DialogProps = {
  title: string;
  children?: ReactNode;
  /** The buttons, links or forms that answer the dialog. */
  actions: ReactNode;
  closeHref?: string;
  busy?: boolean;
};

function MessageDialog({ role, title, children, actions, closeHref, busy }: DialogProps & { role: "dialog" | "alertdialog" }) {
  const bodyId = useId();
  return (
    <DialogSurface role={role} title={title} closeHref={closeHref} busy={busy} describedBy={children ? bodyId : undefined}>
      {children ? (
        <div id={bodyId} className="mt-2 text-sm text-gray-700">
          {children}
        </div>
      ) : null}
      <div className="mt-6 flex flex-wrap justify-end gap-3">{actions}</div>
    </DialogSurface>
  );
}

/**
 * A modal dialog rendered by the route when its URL or data says it is open, so it works without
 * JavaScript; its close button leads to `closeHref`, as Escape and the backdrop do with JavaScript.
 */
export function Dialog(props: DialogProps) {
  return <MessageDialog role="dialog" {...props} />;
}

/** A confirmation (role alertdialog): answered by its actions, or cancelled with Escape. */
export function AlertDialog(props: DialogProps) {
  return <MessageDialog role="alertdialog" {...props} />;
}
