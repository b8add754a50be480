import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from "react";
import { clientLazy } from "./client-lazy";

export type ToastType = "info" | "success" | "error" | "warning";
export type ToastInput = { type: ToastType; message: string; description?: string };
export type ToastItem = ToastInput & { id: number };

type ToastListProps = { items: ToastItem[]; onDismiss: (id: number) => void };

// The toasts' own code loads with the first toast a page shows, or once the page is idle: the
// toast that says a submit got no answer must not need the network that just failed.
const loadToastList = () => import("./toast-list").then((module) => module.ToastList);
const ToastList = clientLazy("ToastList", loadToastList);

const ToastContext = createContext<(toast: ToastInput) => void>(() => {});

/** Shows a toast from client code (e.g. a file rejected before upload). */
export function useToast() {
  return useContext(ToastContext);
}

let nextId = 1;

// Code outside React (a clientAction) raises toasts through this event.
const TOAST_EVENT = "backoffice:toast";

/** Shows a toast from outside React; the page's ToastProvider picks it up. */
export function showToast(toast: ToastInput): void {
  window.dispatchEvent(new CustomEvent<ToastInput>(TOAST_EVENT, { detail: toast }));
}

// A toast flashed by the action of a document POST (JavaScript off), handed over by
// entry.server; the page embeds it as JSON so hydration, if it happens, sees the same toast.
const ActionToastContext = createContext<ToastInput | undefined>(undefined);
export const ActionToastProvider = ActionToastContext.Provider;
const ACTION_TOAST_ID = "action-toast";
let embeddedActionToast: ToastInput | undefined | null = null;

export function useActionToast(): ToastInput | undefined {
  const fromServer = useContext(ActionToastContext);
  if (typeof document === "undefined") return fromServer;
  if (embeddedActionToast === null) {
    const text = document.getElementById(ACTION_TOAST_ID)?.textContent;
    embeddedActionToast = text ? (JSON.parse(text) as ToastInput) : undefined;
  }
  return embeddedActionToast;
}

/** The JSON data block that carries the action's toast to the browser (never executed). */
export function ActionToastData({ toast }: { toast: ToastInput }) {
  const json = JSON.stringify(toast).replace(/</g, "\\u003c");
  return <script type="application/json" id={ACTION_TOAST_ID} dangerouslySetInnerHTML={{ __html: json }} />;
}

/**
 * Holds the toast flashed by the server (remix-toast, read in the root loader) and toasts raised
 * in the browser, and renders them top right. Errors go to an `alert` region, the rest to a
 * `status` region; both regions exist from the first paint so screen readers announce changes.
 */
export function ToastProvider({ toast, actionToast, children }: { toast: ToastInput | undefined; actionToast?: ToastInput; children: ReactNode }) {
  const [items, setItems] = useState<ToastItem[]>(() => {
    const first = actionToast ?? toast;
    return first ? [{ ...first, id: 0 }] : [];
  });
  const lastServerToast = useRef(toast);

  const show = useCallback((input: ToastInput) => {
    setItems((current) => [...current, { ...input, id: nextId++ }]);
  }, []);
  const dismiss = useCallback((id: number) => {
    setItems((current) => current.filter((item) => item.id !== id));
  }, []);

  useEffect(() => {
    const prefetch = () => void loadToastList().catch(() => undefined);
    if ("requestIdleCallback" in window) {
      const idle = window.requestIdleCallback(prefetch);
      return () => window.cancelIdleCallback(idle);
    }
    const timer = setTimeout(prefetch, 1000);
    return () => clearTimeout(timer);
  }, []);

  useEffect(() => {
    const onToast = (event: Event) => show((event as CustomEvent<ToastInput>).detail);
    window.addEventListener(TOAST_EVENT, onToast);
    return () => window.removeEventListener(TOAST_EVENT, onToast);
  }, [show]);

  // A new loader answer brings a new toast object, even when its text repeats.
  useEffect(() => {
    if (toast && toast !== lastServerToast.current) show(toast);
    lastServerToast.current = toast;
  }, [toast, show]);

  return (
    <ToastContext.Provider value={show}>
      {children}
      {/* Above an open modal: react-aria leaves it visible to assistive technology (decision 034). */}
      <section aria-label="Messages" data-react-aria-top-layer="true" className="pointer-events-none fixed top-20 right-4 z-50 flex w-[22rem] max-w-[calc(100vw-2rem)] flex-col gap-2">
        <div role="alert" className="flex flex-col gap-2">
          <Toasts items={items.filter((item) => item.type === "error")} onDismiss={dismiss} />
        </div>
        <div role="status" className="flex flex-col gap-2">
          <Toasts items={items.filter((item) => item.type !== "error")} onDismiss={dismiss} />
        </div>
      </section>
    </ToastContext.Provider>
  );
}

function Toasts({ items, onDismiss }: ToastListProps) {
  return items.length > 0 ? <ToastList items={items} onDismiss={onDismiss} /> : null;
}
