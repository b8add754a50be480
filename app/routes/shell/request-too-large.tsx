// Where the server hands a form past its body cap (server/app.ts, MAX_FORM_BYTES), without the
// body: 413 with the message, as a page without JavaScript and as the form's error with it
// (a Conform reply, so the form keeps what was typed). It runs no other action.
import { data, type ActionFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { messages } from "#contract/messages";
import { buttonClassName } from "~/ui/button";
import { GeneralErrorBoundary } from "~/ui/error-boundary";
import { Logo } from "~/ui/logo";
import { safeRedirect } from "~/utils/safe-redirect";
import { AppLink } from "~/ui/app-link";

export const meta: MetaFunction = () => [{ title: "Form too large | Backoffice" }];

export async function action({ request }: ActionFunctionArgs) {
  // Public like /notfound: the refused form may be the sign-in page's; nothing is read or changed.
  const back = safeRedirect(new URL(request.url).searchParams.get("back"), "/dashboard");
  return data({ status: "error" as const, error: { "": [messages.formTooLarge] }, back }, { status: 413 });
}

export default function RequestTooLarge() {
  const result = useActionData<typeof action>();
  return (
    <div className="flex min-h-full flex-col items-center px-4 py-12">
      <header>
        <Logo to="/" />
      </header>
      <main className="mt-10 w-full max-w-lg text-center">
        <h1 className="text-xl font-semibold text-gray-900">The form was not sent</h1>
        <p role="alert" className="mt-3 text-sm text-gray-700">
          {messages.formTooLarge}
        </p>
        <AppLink to={result?.back ?? "/dashboard"} className={buttonClassName("primary", "md", "mt-6")}>
          Back to the form
        </AppLink>
      </main>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
