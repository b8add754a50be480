// Loaded on its own by modal-layer.tsx (decision 034): import it from nowhere else, or every page
// that does ships react-aria's modal code in its first load.
import { useLocation, useNavigate, useNavigation } from "@remix-run/react";
import { useCallback, useLayoutEffect, useState } from "react";
import { Dialog } from "react-aria-components/Dialog";
import { Modal, ModalOverlay } from "react-aria-components/Modal";
import { CloseModalContext, type ModalLayerProps } from "./modal-layer";

// Conform checks a field the user leaves by submitting its form with a hidden `__intent__`
// button, which its handler or Remix's <Form> always takes over. A dialog that closes gives focus
// back to its trigger while React removes the form: the field's blur still submits, no handler
// is left, and the browser would post the page (conform#524 in kind; decision 082). Installed
// with the dialogs, so pages without one (sign-in) ship none of it.
window.addEventListener("submit", (event) => {
  const submitter = event.submitter;
  if (!event.defaultPrevented && submitter instanceof HTMLButtonElement && submitter.hidden && submitter.name === "__intent__") event.preventDefault();
});

// Toasts sit above modals (data-react-aria-top-layer): a click on one must not close the dialog.
const outsideTopLayer = (element: Element) => !element.closest("[data-react-aria-top-layer]");

export function AriaModalLayer({ closeHref, onClose, dismissable = true, role = "dialog", labelledBy, describedBy, placement, panelClassName, children }: ModalLayerProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const navigation = useNavigation();
  // Closed for the location it was closed at: a navigation that lands on this dialog again (a
  // second click before the first close finished) opens it again.
  const [closedAt, setClosedAt] = useState<string>();
  const open = closedAt !== location.key;
  const close = useCallback(() => setClosedAt(location.key), [location.key]);
  // A submit that succeeded leaves for the list: close in a layout effect (a synchronous update),
  // for the same reason as CloseModalContext, so focus goes back to the trigger then too.
  const leaving = navigation.state === "loading" && navigation.location.pathname !== location.pathname;
  useLayoutEffect(() => {
    if (leaving) close();
  }, [leaving, close]);
  const canClose = Boolean(closeHref || onClose) && dismissable;
  return (
    <ModalOverlay
      isOpen={open}
      onOpenChange={(next) => {
        if (next) return;
        if (onClose) {
          close();
          onClose();
        } else if (closeHref) {
          close();
          navigate(closeHref, { preventScrollReset: true });
        }
      }}
      isDismissable={canClose && role === "dialog"}
      isKeyboardDismissDisabled={!canClose}
      shouldCloseOnInteractOutside={outsideTopLayer}
      className={`fixed inset-0 z-40 flex bg-gray-900/50 ${placement}`}
    >
      {/* The panel is the dialog itself; the Modal's element only scopes the overlay's behaviour. */}
      <Modal className="contents">
        <Dialog role={role} aria-labelledby={labelledBy} aria-describedby={describedBy} className={`relative focus:outline-none ${panelClassName}`}>
          <CloseModalContext.Provider value={close}>{children}</CloseModalContext.Provider>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
