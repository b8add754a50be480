import { useEffect } from "react";
import { cx } from "~/utils/cx";
import { Icon, type IconName } from "./icons";
import type { ToastItem, ToastType } from "./toast";
import { useHydrated } from "./use-hydrated";

/** Spec §9: toasts close after 2500 ms. The same delay drives the CSS fallback without JS. */
export const TOAST_DURATION_MS = 2500;

const look: Record<ToastType, { icon: IconName; accent: string }> = {
  success: { icon: "check", accent: "text-green-700 border-l-green-600" },
  error: { icon: "alert", accent: "text-red-700 border-l-red-600" },
  warning: { icon: "alert", accent: "text-amber-700 border-l-amber-500" },
  info: { icon: "info", accent: "text-indigo-700 border-l-indigo-600" },
};

/** The toasts of one region; loaded on its own (see ToastProvider). */
export function ToastList({ items, onDismiss }: { items: ToastItem[]; onDismiss: (id: number) => void }) {
  return items.map((item) => <Toast key={item.id} item={item} onDismiss={onDismiss} />);
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
