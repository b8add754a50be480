import type { LoaderFunctionArgs } from "@remix-run/node";
import { Outlet } from "@remix-run/react";
import { requireAnonymous } from "~/models/session.server";
import { Logo } from "~/ui/logo";
import { skipReloadAfterFailedSubmit } from "~/utils/keep-form-on-failed-submit";

// The layout stays as it is when a form below it got no answer.
export const shouldRevalidate = skipReloadAfterFailedSubmit;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAnonymous(request);
  return null;
}

export default function PublicLayout() {
  return (
    <div className="flex min-h-full flex-col items-center justify-center px-4 py-12">
      <header className="mb-8">
        <Logo to="/login" />
      </header>
      <main className="w-full max-w-md rounded-2xl border border-gray-200 bg-white p-8 shadow-sm">
        <Outlet />
      </main>
    </div>
  );
}
