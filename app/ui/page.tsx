import type { ReactNode } from "react";
import { cx } from "~/utils/cx";

/** The page's one h1 and an optional line under it. */
export function PageHeader({ title, description, actions }: { title: string; description?: ReactNode; actions?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
      {/* A title of one long word (a 100-character skill) wraps rather than widening the page. */}
      <div className="min-w-0 wrap-anywhere">
        <h1 className="text-2xl font-semibold tracking-tight text-gray-900">{title}</h1>
        {description ? <p className="mt-1 text-sm text-gray-700">{description}</p> : null}
      </div>
      {actions ? <div className="flex gap-3">{actions}</div> : null}
    </div>
  );
}

export function Card({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cx("rounded-xl border border-gray-200 bg-white p-6 shadow-sm", className)}>{children}</div>;
}
