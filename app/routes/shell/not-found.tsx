import { data, type MetaFunction } from "@remix-run/node";
import { NotFound } from "~/ui/error-boundary";
import { Logo } from "~/ui/logo";

export const meta: MetaFunction = () => [{ title: "Page not found | Backoffice" }];

export async function loader() {
  return data(null, { status: 404 });
}

/** The 404 page: /notfound and any unknown path (the catch-all route re-exports it). */
export default function NotFoundPage() {
  return (
    <div className="flex min-h-full flex-col items-center px-4 py-12">
      <header>
        <Logo to="/" />
      </header>
      <main className="w-full">
        <NotFound />
      </main>
    </div>
  );
}
