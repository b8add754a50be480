import { createContext, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from "react";
import type * as AriaModal from "./aria-modal-layer";
import { useHydrated } from "./use-hydrated";
import { AppLink } from "./app-link";

export type ModalLayerProps = {
  /** Where closing leads (Escape, a click on the backdrop); without it (or onClose) the layer cannot be dismissed. */
  closeHref?: string;
  /** Closes a dialog that is client state rather than a route (the image viewer), instead of closeHref. */
  onClose?: () => void;
  /** False while the dialog's form is submitting: Escape and the backdrop then do nothing. */
  dismissable?: boolean;
  /** An alert dialog (a confirmation) is not closed by a click on the backdrop; Escape still cancels it. */
  role?: "dialog" | "alertdialog";
  labelledBy: string;
  describedBy?: string;
  /** Classes of the positioning wrapper (centre for a dialog, right edge for a drawer). */
  placement: string;
  panelClassName: string;
  children: ReactNode;
};

// react-aria-components' Modal and Dialog cost about 20 KB gzip, more than the forms' budget leaves
// (decision 034): they load as a chunk of their own, fetched when the shell is idle or when a modal
// first shows, and the server-rendered layer stands in until they are there.
type Loaded = { module?: typeof AriaModal; failed: boolean };
let loaded: Loaded = { failed: false };
let loading: Promise<void> | undefined;
const listeners = new Set<() => void>();

export function preloadAriaModal(): Promise<void> {
  loading ??= import("./aria-modal-layer")
    .then(
      (module) => void (loaded = { module, failed: false }),
      // Offline: the server-rendered layer stays; a later modal tries again.
      () => void ((loaded = { failed: true }), (loading = undefined)),
    )
    .then(() => listeners.forEach((listener) => listener()));
  return loading;
}

/** Fetches the modal chunk once the page is idle, so the dialogs and drawer a click opens have it. */
export function usePreloadAriaModalWhenIdle() {
  useEffect(() => {
    const preload = () => void preloadAriaModal();
    if ("requestIdleCallback" in window) {
      const idle = window.requestIdleCallback(preload);
      return () => window.cancelIdleCallback(idle);
    }
    const timer = setTimeout(preload, 1000);
    return () => clearTimeout(timer);
  }, []);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  void preloadAriaModal();
  return () => void listeners.delete(listener);
}

const notLoaded: Loaded = { failed: false };

/**
 * Closes the open modal at once, in the click that starts the navigation to where it closes to.
 * react-aria restores focus to the trigger when the modal closes; left to the navigation, whose
 * render is a transition, its clean-up can come after that restore and leave the page inert.
 */
export const CloseModalContext = createContext<() => void>(() => undefined);
export const useCloseModal = () => useContext(CloseModalContext);

/**
 * A modal surface: the backdrop and the panel with role dialog (or alertdialog). The server renders
 * it open as part of the page, so without JavaScript it is a page whose close control is a link.
 * With JavaScript react-aria-components' ModalOverlay, Modal and Dialog take over: focus moves in,
 * stays inside and returns to the trigger on close; Escape and the backdrop lead to `closeHref`.
 */
export function ModalLayer(props: ModalLayerProps) {
  const { module, failed } = useSyncExternalStore(
    subscribe,
    () => loaded,
    () => notLoaded,
  );
  // A layer mounted after hydration (a client navigation) waits for the chunk rather than
  // showing the server's layer first: a swap would remount the form and lose what was typed.
  const hydrated = useHydrated();
  const [mountedAfterHydration] = useState(hydrated);
  // Typing in the server's layer before the chunk came keeps it: the swap would lose the text.
  const [typedIn, setTypedIn] = useState(false);
  if (module && !typedIn) return <module.AriaModalLayer {...props} />;
  if (mountedAfterHydration && !failed) return null;
  return <ServerModalLayer {...props} onInput={hydrated && !typedIn ? () => setTypedIn(true) : undefined} />;
}

function ServerModalLayer({
  closeHref,
  onClose,
  dismissable = true,
  role = "dialog",
  labelledBy,
  describedBy,
  placement,
  panelClassName,
  children,
  onInput,
}: ModalLayerProps & { onInput?: () => void }) {
  return (
    <div className={`fixed inset-0 z-40 flex ${placement}`} onInput={onInput}>
      {closeHref && dismissable && role === "dialog" ? (
        <AppLink to={closeHref} preventScrollReset aria-hidden="true" tabIndex={-1} className="absolute inset-0 bg-gray-900/50" />
      ) : (
        <div aria-hidden="true" className="absolute inset-0 bg-gray-900/50" onClick={onClose && dismissable && role === "dialog" ? onClose : undefined} />
      )}
      <div
        role={role}
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        tabIndex={-1}
        className={`relative focus:outline-none ${panelClassName}`}
      >
        {children}
      </div>
    </div>
  );
}
