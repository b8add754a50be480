// The components of dialog routes that every area shares; the server halves are in
// dialog-route.server.ts.
import { useLoaderData, useLocation, useParams, type Params } from "@remix-run/react";
import { ConfirmDeleteDialog } from "~/ui/form-dialog";

/** What a delete route's loader gives its dialog: the name of what is to be deleted. */
export type DeleteDialogData = { name: string };

/** The list a dialog closes to (its URL without the list state, which rides along in the query string). */
export type ListPath = (params: Params) => string;

/** A delete confirmation over its list: "Are you sure…?", Cancel back to the list as it was. */
export function confirmDeleteDialog(question: (name: string) => string, listPath: ListPath) {
  return function ConfirmDeleteRoute() {
    const { name } = useLoaderData<DeleteDialogData>();
    const { search } = useLocation();
    const params = useParams();
    return <ConfirmDeleteDialog question={question(name)} closeHref={`${listPath(params)}${search}`} />;
  };
}
