import { redirect } from "@remix-run/node";
import { comboSearchSentWithEnter, searchQueryOf } from "~/ui/enter-search";

/**
 * Enter in a no-JavaScript search field (decision 076): the search its button would have made, a
 * GET of the form to this page. Null when the form was sent to be saved.
 */
export function enterSearchRedirect(request: Request, formData: FormData): Response | null {
  return comboSearchSentWithEnter(formData) ? redirect(`${new URL(request.url).pathname}?${searchQueryOf(formData)}`) : null;
}
