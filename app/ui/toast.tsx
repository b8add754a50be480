import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from "react";
import { cx } from "~/utils/cx";
import { Icon, type IconName } from "./icons";
import { useHydrated } from "./use-hydrated";

export type ToastType = "info" | "success" | "error" | "warning";
export type ToastInput = { type: ToastType; message: string; description?: string };
type ToastItem = ToastInput & { id: number };

/** Spec §9: toasts close after 2500 ms. The same delay drives the CSS fallback without JS. */
export const TOAST_DURATION_MS = 2500;

const ToastContext = createContext<(toast: ToastInput) => void>(() => {});

/** Shows a toast from client code (e.g. a file rejected before upload). */
export function useToast() {
  return useContext(ToastContext);
}

const look: Record<ToastType, { icon: IconName; accent: string }> = {
  success: { icon: "check", accent: "text-green-700 border-l-green-600" },
  error: { icon: "alert", accent: "text-red-700 border-l-red-600" },
  warning: { icon: "alert", accent: "text-amber-700 border-l-amber-500" },
  info: { icon: "info", accent: "text-indigo-700 border-l-indigo-600" },
};

let nextId = 1;

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

  // A new loader answer brings a new toast object, even when its text repeats.
  useEffect(() => {
    if (toast && toast !== lastServerToast.current) show(toast);
    lastServerToast.current = toast;
  }, [toast, show]);

  return (
    <ToastContext.Provider value={show}>
      {children}
      <section aria-label="Messages" className="pointer-events-none fixed top-20 right-4 z-50 flex w-[22rem] max-w-[calc(100vw-2rem)] flex-col gap-2">
        <div role="alert" className="flex flex-col gap-2">
          {items
            .filter((item) => item.type === "error")
            .map((item) => (
              <Toast key={item.id} item={item} onDismiss={dismiss} />
            ))}
        </div>
        <div role="status" className="flex flex-col gap-2">
          {items
            .filter((item) => item.type !== "error")
            .map((item) => (
              <Toast key={item.id} item={item} onDismiss={dismiss} />
            ))}
        </div>
      </section>
    </ToastContext.Provider>
  );
}

function Toast({ item, onDismiss }: { item: ToastItem; onDismiss: (id: number) => void }) {
  const hydrated = useHydrated();
  useEffect(() => {
    const timer = setTimeout(() => onDismiss(item.id), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [item.id, onDismiss]);
  const { icon, accent } = look[item.type];
  return (
    <div
      className={cx(
        "toast-auto-hide pointer-events-auto flex items-start gap-3 rounded-lg border border-l-4 border-gray-200 bg-white px-4 py-3 shadow-lg",
        accent,
      )}
    >
      <Icon name={icon} className="mt-0.5 size-5 shrink-0" />
      <div className="flex-1 text-sm">
        <p className="font-medium text-gray-900">{item.message}</p>
        {item.description ? <p className="mt-1 text-gray-700">{item.description}</p> : null}
      </div>
      {hydrated ? (
        <button
          type="button"
          onClick={() => onDismiss(item.id)}
          className="-m-1 flex size-7 shrink-0 items-center justify-center rounded-md text-gray-600 hover:bg-gray-100 hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-indigo-600"
        >
          <Icon name="close" className="size-4" />
          <span className="sr-only">Dismiss</span>
        </button>
      ) : null}
    </div>
  );
}
