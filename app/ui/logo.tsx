import { AppLink } from "./app-link";
/** The product mark and name, linking to the dashboard. */
export function Logo({ to = "/dashboard" }: { to?: string }) {
  return (
    <AppLink to={to} className="inline-flex min-h-10 items-center gap-2.5 rounded-lg text-gray-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600">
      <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className="size-8">
        <rect width="32" height="32" rx="8" className="fill-indigo-600" />
        <path d="M10 9h7a4 4 0 0 1 0 8h-7zm0 8h8a4 4 0 0 1 0 8h-8z" className="fill-none stroke-white" strokeWidth="2.5" strokeLinejoin="round" />
      </svg>
      <span className="text-lg font-semibold tracking-tight">Backoffice</span>
    </AppLink>
  );
}
